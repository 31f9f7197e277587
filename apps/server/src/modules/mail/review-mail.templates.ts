import type { Locale } from '@kramik/contract';
import { HELLO, type Rendered } from './mail.words.js';

export type ReviewMailTemplate =
  | {
      /** To the buyer, once per order, when it is received: rate what you bought. */
      name: 'reviewInvitation';
      firstName: string;
      number: string;
      items: string[];
      link: string;
    }
  | {
      /** To the maker: a buyer rated one of their products. */
      name: 'reviewReceived';
      firstName: string;
      product: string;
      rating: number;
      comment: string;
      link: string;
    };

type ReviewRenderers = {
  [K in ReviewMailTemplate['name']]: (p: Extract<ReviewMailTemplate, { name: K }>) => Rendered;
};

/** What the review mails say in one locale. */
interface ReviewWords {
  reviewInvitation: {
    subject: (number: string) => string;
    received: (number: string) => string;
    rate: string;
  };
  reviewReceived: {
    subject: (product: string) => string;
    rated: (product: string, rating: number) => string;
    answer: string;
  };
}

/** The stars as a reader sees them: ★★★★☆. */
const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);

/** The review mails of one locale: its words, and where the names, stars and links stand. */
export function reviewMails(locale: Locale): ReviewRenderers {
  const hello = HELLO[locale];
  const w = REVIEW_WORDS[locale];
  return {
    reviewInvitation: (p) => ({
      subject: w.reviewInvitation.subject(p.number),
      paragraphs: [
        hello(p.firstName),
        w.reviewInvitation.received(p.number),
        ...p.items.map((item) => `• ${item}`),
        w.reviewInvitation.rate,
        p.link,
      ],
    }),
    reviewReceived: (p) => ({
      subject: w.reviewReceived.subject(p.product),
      paragraphs: [
        hello(p.firstName),
        w.reviewReceived.rated(p.product, p.rating),
        p.comment ? `${stars(p.rating)} “${p.comment}”` : stars(p.rating),
        w.reviewReceived.answer,
        p.link,
      ],
    }),
  };
}

/** The review mails' words in every interface locale; a missing one is a compile error. */
const REVIEW_WORDS: Record<Locale, ReviewWords> = {
  'en-US': {
    reviewInvitation: {
      subject: (number) => `How was your order ${number}?`,
      received: (number) => `Your order ${number} has arrived. We hope you enjoy it:`,
      rate: 'Rate each item with 1 to 5 stars and a short comment within 90 days. Your review helps other buyers and the maker:',
    },
    reviewReceived: {
      subject: (product) => `New review of ${product}`,
      rated: (product, rating) => `A buyer rated ${product} with ${rating} of 5 stars:`,
      answer: 'You can answer the review once, publicly, on the product page:',
    },
  },
  'pl-PL': {
    reviewInvitation: {
      subject: (number) => `Jak oceniasz zamówienie ${number}?`,
      received: (number) => `Twoje zamówienie ${number} dotarło. Mamy nadzieję, że się spodoba:`,
      rate: 'Oceń każdy produkt w skali od 1 do 5 gwiazdek i dodaj krótki komentarz w ciągu 90 dni. Twoja opinia pomaga innym kupującym i twórcy:',
    },
    reviewReceived: {
      subject: (product) => `Nowa opinia o produkcie ${product}`,
      rated: (product, rating) => `Kupujący ocenił produkt ${product} na ${rating} z 5 gwiazdek:`,
      answer: 'Możesz raz publicznie odpowiedzieć na opinię na stronie produktu:',
    },
  },
  'zh-CN': {
    reviewInvitation: {
      subject: (number) => `您对订单 ${number} 满意吗？`,
      received: (number) => `您的订单 ${number} 已送达，希望您喜欢：`,
      rate: '请在 90 天内为每件商品打 1 到 5 星并写一句简短评论。您的评价对其他买家和手作人都很有帮助：',
    },
    reviewReceived: {
      subject: (product) => `${product} 有新评价`,
      rated: (product, rating) => `一位买家给 ${product} 打了 ${rating} 星（满分 5 星）：`,
      answer: '您可以在商品页面公开回复该评价一次：',
    },
  },
  'de-DE': {
    reviewInvitation: {
      subject: (number) => `Wie gefällt Ihnen Ihre Bestellung ${number}?`,
      received: (number) =>
        `Ihre Bestellung ${number} ist angekommen. Wir hoffen, sie gefällt Ihnen:`,
      rate: 'Bewerten Sie jeden Artikel innerhalb von 90 Tagen mit 1 bis 5 Sternen und einem kurzen Kommentar. Ihre Bewertung hilft anderen Käufern und dem Hersteller:',
    },
    reviewReceived: {
      subject: (product) => `Neue Bewertung für ${product}`,
      rated: (product, rating) => `Ein Käufer hat ${product} mit ${rating} von 5 Sternen bewertet:`,
      answer: 'Sie können die Bewertung einmal öffentlich auf der Produktseite beantworten:',
    },
  },
  'sv-SE': {
    reviewInvitation: {
      subject: (number) => `Hur blev din beställning ${number}?`,
      received: (number) =>
        `Din beställning ${number} har kommit fram. Vi hoppas att du gillar den:`,
      rate: 'Betygsätt varje vara med 1 till 5 stjärnor och en kort kommentar inom 90 dagar. Ditt omdöme hjälper andra köpare och hantverkaren:',
    },
    reviewReceived: {
      subject: (product) => `Nytt omdöme om ${product}`,
      rated: (product, rating) => `En köpare gav ${product} ${rating} av 5 stjärnor:`,
      answer: 'Du kan svara på omdömet en gång, offentligt, på produktsidan:',
    },
  },
  'nb-NO': {
    reviewInvitation: {
      subject: (number) => `Hvordan var bestillingen ${number}?`,
      received: (number) => `Bestillingen din ${number} har kommet fram. Vi håper du liker den:`,
      rate: 'Gi hver vare 1 til 5 stjerner og en kort kommentar innen 90 dager. Vurderingen din hjelper andre kjøpere og håndverkeren:',
    },
    reviewReceived: {
      subject: (product) => `Ny vurdering av ${product}`,
      rated: (product, rating) => `En kjøper ga ${product} ${rating} av 5 stjerner:`,
      answer: 'Du kan svare på vurderingen én gang, offentlig, på produktsiden:',
    },
  },
};
