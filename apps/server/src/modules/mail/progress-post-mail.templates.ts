import type { Locale } from '@kramik/contract';
import { HELLO, type Rendered } from './mail.words.js';

export type ProgressPostMailTemplate = {
  /** To the buyer: the maker posted a photo of their piece in the making (issue 24). */
  name: 'progressPosted';
  firstName: string;
  number: string;
  maker: string;
  text: string;
  link: string;
};

interface ProgressPostWords {
  subject: (number: string) => string;
  posted: (maker: string, number: string) => string;
  see: string;
}

/** The progress-post mail of one locale. */
export function progressPostMails(locale: Locale) {
  const w = PROGRESS_POST_WORDS[locale];
  return {
    progressPosted: (p: ProgressPostMailTemplate): Rendered => ({
      subject: w.subject(p.number),
      paragraphs: [
        HELLO[locale](p.firstName),
        w.posted(p.maker, p.number),
        `“${p.text}”`,
        w.see,
        p.link,
      ],
    }),
  };
}

/** The words in every interface locale; a missing one is a compile error. */
const PROGRESS_POST_WORDS: Record<Locale, ProgressPostWords> = {
  'en-US': {
    subject: (number) => `Your piece in the making: news on order ${number}`,
    posted: (maker, number) =>
      `${maker} has posted a photo of your piece in the making (order ${number}):`,
    see: 'See the photo on your order:',
  },
  'pl-PL': {
    subject: (number) => `Twoja rzecz powstaje: wieści o zamówieniu ${number}`,
    posted: (maker, number) =>
      `${maker} dodaje zdjęcie Twojej rzeczy w trakcie pracy (zamówienie ${number}):`,
    see: 'Zobacz zdjęcie w swoim zamówieniu:',
  },
  'zh-CN': {
    subject: (number) => `您的作品正在制作：订单 ${number} 的新进展`,
    posted: (maker, number) => `${maker} 发布了您的作品制作中的照片（订单 ${number}）：`,
    see: '在您的订单中查看照片：',
  },
  'de-DE': {
    subject: (number) => `Ihr Stück entsteht: Neues zur Bestellung ${number}`,
    posted: (maker, number) =>
      `${maker} hat ein Foto Ihres Stücks in Arbeit gepostet (Bestellung ${number}):`,
    see: 'Sehen Sie das Foto bei Ihrer Bestellung:',
  },
  'sv-SE': {
    subject: (number) => `Ditt föremål tar form: nytt om order ${number}`,
    posted: (maker, number) =>
      `${maker} har lagt upp ett foto av ditt föremål under arbetet (order ${number}):`,
    see: 'Se fotot på din order:',
  },
  'nb-NO': {
    subject: (number) => `Gjenstanden din blir til: nytt om ordre ${number}`,
    posted: (maker, number) =>
      `${maker} har lagt ut et bilde av gjenstanden din under arbeid (ordre ${number}):`,
    see: 'Se bildet på bestillingen din:',
  },
};
