import type { Locale } from '@kramik/contract';
import { HELLO, type Rendered } from './mail.words.js';

export type ConversationMailTemplate = {
  /** To the other side of a thread: a new message (at most one mail per thread per 15 minutes). */
  name: 'newMessage';
  firstName: string;
  /** The maker's company or the buyer's login name. */
  from: string;
  /** The product's name or the order's number; null for a thread about nothing in particular. */
  subject: string | null;
  /** The message's first characters, as plain text. */
  excerpt: string;
  link: string;
};

/** What the new-message mail says in one locale. */
interface ConversationWords {
  subject: (from: string) => string;
  wrote: (from: string) => string;
  about: (subject: string) => string;
  answer: string;
}

/** The conversation mails of one locale: the words around the sender, excerpt and link. */
export function conversationMails(locale: Locale): {
  newMessage: (p: ConversationMailTemplate) => Rendered;
} {
  const hello = HELLO[locale];
  const w = CONVERSATION_WORDS[locale];
  return {
    newMessage: (p) => ({
      subject: w.subject(p.from),
      paragraphs: [
        hello(p.firstName),
        p.subject ? `${w.wrote(p.from)} ${w.about(p.subject)}` : w.wrote(p.from),
        // Quoted, so that a message which is only a link never becomes the mail's button.
        `“${p.excerpt}”`,
        w.answer,
        p.link,
      ],
    }),
  };
}

/** The conversation mails' words in every interface locale; a missing one is a compile error. */
const CONVERSATION_WORDS: Record<Locale, ConversationWords> = {
  'en-US': {
    subject: (from) => `New message from ${from} on Kramik`,
    wrote: (from) => `${from} sent you a message`,
    about: (subject) => `about “${subject}”:`,
    answer: 'Read it and answer in your messages:',
  },
  'pl-PL': {
    subject: (from) => `Nowa wiadomość od ${from} w Kramiku`,
    wrote: (from) => `${from} wysłał(a) Ci wiadomość`,
    about: (subject) => `w sprawie „${subject}”:`,
    answer: 'Przeczytaj ją i odpowiedz w swoich wiadomościach:',
  },
  'zh-CN': {
    subject: (from) => `Kramik 上来自 ${from} 的新消息`,
    wrote: (from) => `${from} 给您发送了一条消息`,
    about: (subject) => `，关于“${subject}”：`,
    answer: '请在您的消息中查看并回复：',
  },
  'de-DE': {
    subject: (from) => `Neue Nachricht von ${from} auf Kramik`,
    wrote: (from) => `${from} hat Ihnen eine Nachricht geschickt`,
    about: (subject) => `zu „${subject}“:`,
    answer: 'Lesen und beantworten Sie sie in Ihren Nachrichten:',
  },
  'sv-SE': {
    subject: (from) => `Nytt meddelande från ${from} på Kramik`,
    wrote: (from) => `${from} har skickat ett meddelande till dig`,
    about: (subject) => `om ”${subject}”:`,
    answer: 'Läs och svara bland dina meddelanden:',
  },
  'nb-NO': {
    subject: (from) => `Ny melding fra ${from} på Kramik`,
    wrote: (from) => `${from} har sendt deg en melding`,
    about: (subject) => `om «${subject}»:`,
    answer: 'Les og svar i meldingene dine:',
  },
};
