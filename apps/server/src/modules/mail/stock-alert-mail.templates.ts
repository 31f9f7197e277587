import type { Locale } from '@kramik/contract';
import type { Rendered } from './mail.words.js';

export type StockAlertMailTemplate = {
  /** To whoever asked "tell me when it is back": the product is in stock again (one mail). */
  name: 'backInStock';
  product: string;
  link: string;
};

/** What the back-in-stock mail says in one locale. */
interface StockAlertWords {
  subject: (product: string) => string;
  back: (product: string) => string;
  forgotten: string;
}

/** The back-in-stock mail of one locale: its words, and where the product and link stand. */
export function stockAlertMails(locale: Locale) {
  const w = STOCK_ALERT_WORDS[locale];
  return {
    backInStock: (p: StockAlertMailTemplate): Rendered => ({
      subject: w.subject(p.product),
      paragraphs: [w.back(p.product), p.link, w.forgotten],
    }),
  };
}

/** The words in every interface locale; a missing one is a compile error. */
const STOCK_ALERT_WORDS: Record<Locale, StockAlertWords> = {
  'en-US': {
    subject: (product) => `Back in stock: ${product}`,
    back: (product) =>
      `Good news: “${product}”, which you asked us to watch, is in stock again on Kramik. Handmade pieces go fast:`,
    forgotten:
      'This is the only mail about it: we have now forgotten your address for this product.',
  },
  'pl-PL': {
    subject: (product) => `Znów dostępne: ${product}`,
    back: (product) =>
      `Dobra wiadomość: „${product}”, na który czekasz, jest znów dostępny w Kramiku. Rękodzieło szybko znika:`,
    forgotten:
      'To jedyna wiadomość w tej sprawie: właśnie usunęliśmy Twój adres z listy oczekujących na ten produkt.',
  },
  'zh-CN': {
    subject: (product) => `已到货：${product}`,
    back: (product) => `好消息：您关注的“${product}”已在 Kramik 重新到货。手工作品很快售罄：`,
    forgotten: '这是关于该商品的唯一一封邮件：我们已删除您为此商品留下的邮箱地址。',
  },
  'de-DE': {
    subject: (product) => `Wieder da: ${product}`,
    back: (product) =>
      `Gute Nachricht: „${product}“, auf das Sie gewartet haben, ist bei Kramik wieder vorrätig. Handgemachtes ist schnell vergriffen:`,
    forgotten:
      'Dies ist die einzige E-Mail dazu: Ihre Adresse für dieses Produkt haben wir jetzt gelöscht.',
  },
  'sv-SE': {
    subject: (product) => `Finns igen: ${product}`,
    back: (product) =>
      `Goda nyheter: ”${product}”, som du bevakade, finns i lager igen på Kramik. Handgjort tar fort slut:`,
    forgotten:
      'Det här är det enda mejlet om den: vi har nu glömt din adress för den här produkten.',
  },
  'nb-NO': {
    subject: (product) => `Tilbake på lager: ${product}`,
    back: (product) =>
      `Gode nyheter: «${product}», som du ventet på, er på lager igjen hos Kramik. Håndlaget går fort:`,
    forgotten:
      'Dette er den eneste e-posten om den: vi har nå glemt adressen din for dette produktet.',
  },
};
