import type { Locale } from '@kramik/contract';
import type { Rendered } from './mail.words.js';
import { formatLongDate } from '../../lib/intl.js';

export type ModerationMailTemplate =
  | {
      /** To the platform's inbox: a contact-form message. */
      name: 'contactReceived';
      senderName: string;
      senderEmail: string;
      productName: string | null;
      message: string;
      link: string;
    }
  | {
      /**
       * To the sender of a contact-form message. It repeats nothing they wrote but their name:
       * anyone can type someone else's address, and a receipt must not carry their text to it.
       */
      name: 'contactReceipt';
      senderName: string;
    }
  | {
      /** To the person who reported something, once an administrator handled it. */
      name: 'reportHandled';
      outcome: 'dismissed' | 'resolved';
      note: string | null;
      reportedAt: string;
    };

type ModerationRenderers = {
  [K in ModerationMailTemplate['name']]: (
    p: Extract<ModerationMailTemplate, { name: K }>,
  ) => Rendered;
};

interface ModerationWords {
  contactReceived: {
    subject: (name: string) => string;
    from: (name: string, email: string) => string;
    about: (product: string) => string;
    replyTo: string;
    inbox: string;
  };
  contactReceipt: {
    subject: string;
    hello: (name: string) => string;
    received: string;
    notYou: string;
  };
  reportHandled: {
    subject: string;
    intro: (date: string) => string;
    resolved: string;
    dismissed: string;
    note: (note: string) => string;
    thanks: string;
  };
}

/** The moderation and contact mails of one locale. */
export function moderationMails(locale: Locale): ModerationRenderers {
  const w = MODERATION_WORDS[locale];
  return {
    contactReceived: (p) => ({
      subject: w.contactReceived.subject(p.senderName),
      paragraphs: [
        w.contactReceived.from(p.senderName, p.senderEmail),
        ...(p.productName ? [w.contactReceived.about(p.productName)] : []),
        p.message,
        w.contactReceived.replyTo,
        w.contactReceived.inbox,
        p.link,
      ],
    }),
    contactReceipt: (p) => ({
      subject: w.contactReceipt.subject,
      paragraphs: [
        w.contactReceipt.hello(p.senderName),
        w.contactReceipt.received,
        w.contactReceipt.notYou,
      ],
    }),
    reportHandled: (p) => ({
      subject: w.reportHandled.subject,
      paragraphs: [
        w.reportHandled.intro(formatLongDate(locale, new Date(p.reportedAt))),
        p.outcome === 'resolved' ? w.reportHandled.resolved : w.reportHandled.dismissed,
        ...(p.note ? [w.reportHandled.note(p.note)] : []),
        w.reportHandled.thanks,
      ],
    }),
  };
}

/** The words in every interface locale; a missing one is a compile error. */
const MODERATION_WORDS: Record<Locale, ModerationWords> = {
  'en-US': {
    contactReceived: {
      subject: (name) => `Contact form: a message from ${name}`,
      from: (name, email) => `${name} <${email}> wrote through the contact form:`,
      about: (product) => `About the product: ${product}`,
      replyTo: 'Reply to the sender’s address above.',
      inbox: 'All contact messages:',
    },
    contactReceipt: {
      subject: 'We have received your message',
      hello: (name) => `Hello ${name},`,
      received:
        'Thank you for writing to Kramik. We have received your message and will answer by e-mail as soon as we can.',
      notYou: 'If you did not write to us, ignore this e-mail.',
    },
    reportHandled: {
      subject: 'Your report to Kramik has been handled',
      intro: (date) => `Thank you for your report of ${date}. An administrator has looked into it.`,
      resolved: 'We found a problem and acted on it.',
      dismissed: 'We found nothing that breaks the marketplace rules, so no action was taken.',
      note: (note) => `Note from the administrator: ${note}`,
      thanks: 'Reports like yours keep Kramik safe for makers and buyers.',
    },
  },
  'pl-PL': {
    contactReceived: {
      subject: (name) => `Formularz kontaktowy: wiadomość od ${name}`,
      from: (name, email) => `${name} <${email}> napisał(a) przez formularz kontaktowy:`,
      about: (product) => `Dotyczy produktu: ${product}`,
      replyTo: 'Odpowiedz na powyższy adres nadawcy.',
      inbox: 'Wszystkie wiadomości kontaktowe:',
    },
    contactReceipt: {
      subject: 'Otrzymaliśmy Twoją wiadomość',
      hello: (name) => `Cześć ${name},`,
      received:
        'Dziękujemy za wiadomość do Kramiku. Otrzymaliśmy ją i odpowiemy e-mailem najszybciej, jak to możliwe.',
      notYou: 'Jeśli to nie Ty do nas pisałeś, zignoruj tę wiadomość.',
    },
    reportHandled: {
      subject: 'Twoje zgłoszenie w Kramiku zostało rozpatrzone',
      intro: (date) => `Dziękujemy za zgłoszenie z dnia ${date}. Administrator je sprawdził.`,
      resolved: 'Znaleźliśmy problem i podjęliśmy działania.',
      dismissed: 'Nie znaleźliśmy naruszenia zasad serwisu, więc nie podjęliśmy działań.',
      note: (note) => `Uwaga administratora: ${note}`,
      thanks: 'Dzięki takim zgłoszeniom Kramik pozostaje bezpieczny dla twórców i kupujących.',
    },
  },
  'zh-CN': {
    contactReceived: {
      subject: (name) => `联系表单：来自 ${name} 的消息`,
      from: (name, email) => `${name} <${email}> 通过联系表单写道：`,
      about: (product) => `相关商品：${product}`,
      replyTo: '请回复上方发件人的地址。',
      inbox: '所有联系消息：',
    },
    contactReceipt: {
      subject: '我们已收到您的消息',
      hello: (name) => `${name}，您好：`,
      received: '感谢您联系 Kramik。我们已收到您的消息，会尽快通过电子邮件答复。',
      notYou: '如果您没有给我们写信，请忽略此邮件。',
    },
    reportHandled: {
      subject: '您向 Kramik 提交的举报已处理',
      intro: (date) => `感谢您在 ${date} 提交的举报。管理员已进行核查。`,
      resolved: '我们发现了问题并已采取措施。',
      dismissed: '我们未发现违反平台规则的内容，因此未采取措施。',
      note: (note) => `管理员备注：${note}`,
      thanks: '正是有您这样的举报，Kramik 才能对手工艺人和买家保持安全。',
    },
  },
  'de-DE': {
    contactReceived: {
      subject: (name) => `Kontaktformular: eine Nachricht von ${name}`,
      from: (name, email) => `${name} <${email}> hat über das Kontaktformular geschrieben:`,
      about: (product) => `Zum Produkt: ${product}`,
      replyTo: 'Antworten Sie an die Adresse des Absenders oben.',
      inbox: 'Alle Kontaktnachrichten:',
    },
    contactReceipt: {
      subject: 'Wir haben Ihre Nachricht erhalten',
      hello: (name) => `Hallo ${name},`,
      received:
        'vielen Dank für Ihre Nachricht an Kramik. Wir haben sie erhalten und antworten so bald wie möglich per E-Mail.',
      notYou: 'Wenn Sie uns nicht geschrieben haben, ignorieren Sie diese E-Mail.',
    },
    reportHandled: {
      subject: 'Ihre Meldung an Kramik wurde bearbeitet',
      intro: (date) =>
        `Vielen Dank für Ihre Meldung vom ${date}. Ein Administrator hat sie geprüft.`,
      resolved: 'Wir haben ein Problem festgestellt und gehandelt.',
      dismissed:
        'Wir haben keinen Verstoß gegen die Regeln des Marktplatzes festgestellt, daher wurde nichts unternommen.',
      note: (note) => `Anmerkung des Administrators: ${note}`,
      thanks: 'Meldungen wie Ihre halten Kramik für Hersteller und Käufer sicher.',
    },
  },
  'sv-SE': {
    contactReceived: {
      subject: (name) => `Kontaktformulär: ett meddelande från ${name}`,
      from: (name, email) => `${name} <${email}> skrev via kontaktformuläret:`,
      about: (product) => `Om produkten: ${product}`,
      replyTo: 'Svara till avsändarens adress ovan.',
      inbox: 'Alla kontaktmeddelanden:',
    },
    contactReceipt: {
      subject: 'Vi har tagit emot ditt meddelande',
      hello: (name) => `Hej ${name},`,
      received:
        'Tack för att du skrev till Kramik. Vi har tagit emot ditt meddelande och svarar via e-post så snart vi kan.',
      notYou: 'Om du inte har skrivit till oss kan du bortse från det här meddelandet.',
    },
    reportHandled: {
      subject: 'Din anmälan till Kramik har hanterats',
      intro: (date) => `Tack för din anmälan den ${date}. En administratör har granskat den.`,
      resolved: 'Vi hittade ett problem och har åtgärdat det.',
      dismissed:
        'Vi hittade inget som bryter mot marknadsplatsens regler, så ingen åtgärd vidtogs.',
      note: (note) => `Administratörens kommentar: ${note}`,
      thanks: 'Anmälningar som din håller Kramik tryggt för hantverkare och köpare.',
    },
  },
  'nb-NO': {
    contactReceived: {
      subject: (name) => `Kontaktskjema: en melding fra ${name}`,
      from: (name, email) => `${name} <${email}> skrev via kontaktskjemaet:`,
      about: (product) => `Om produktet: ${product}`,
      replyTo: 'Svar til avsenderens adresse ovenfor.',
      inbox: 'Alle kontaktmeldinger:',
    },
    contactReceipt: {
      subject: 'Vi har mottatt meldingen din',
      hello: (name) => `Hei ${name},`,
      received:
        'Takk for at du skrev til Kramik. Vi har mottatt meldingen din og svarer på e-post så snart vi kan.',
      notYou: 'Hvis du ikke har skrevet til oss, kan du se bort fra denne e-posten.',
    },
    reportHandled: {
      subject: 'Rapporten din til Kramik er behandlet',
      intro: (date) => `Takk for rapporten din fra ${date}. En administrator har sett på den.`,
      resolved: 'Vi fant et problem og har gjort noe med det.',
      dismissed: 'Vi fant ikke noe som bryter markedsplassens regler, så ingenting ble gjort.',
      note: (note) => `Merknad fra administratoren: ${note}`,
      thanks: 'Rapporter som din holder Kramik trygt for håndverkere og kjøpere.',
    },
  },
};
