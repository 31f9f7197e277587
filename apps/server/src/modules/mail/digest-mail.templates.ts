import type { Locale } from '@kramik/contract';
import { HELLO, type Rendered } from './mail.words.js';

/** A followed maker's news in the week: the pieces added (the first few) and a sale started. */
export interface DigestMaker {
  name: string;
  link: string;
  /** The percentage off of the sale the maker started; null without one. */
  salePercent: number | null;
  pieces: { name: string; link: string }[];
  /** Pieces added beyond those named. */
  morePieces: number;
}

export type DigestMailTemplate = {
  /** The weekly digest to a follower (issue 24): their makers' new pieces and sales. */
  name: 'followerDigest';
  firstName: string;
  makers: DigestMaker[];
  optOutLink: string;
};

/** What the digest says in one locale. */
interface DigestWords {
  subject: (makers: number) => string;
  intro: string;
  maker: (name: string, pieces: number) => string;
  sale: (name: string, percent: number) => string;
  more: (n: number) => string;
  optOut: string;
}

/** The digest of one locale: its words, and where the makers, pieces and links stand. */
export function digestMails(locale: Locale) {
  const w = DIGEST_WORDS[locale];
  return {
    followerDigest: (p: DigestMailTemplate): Rendered => ({
      subject: w.subject(p.makers.length),
      paragraphs: [
        HELLO[locale](p.firstName),
        w.intro,
        ...p.makers.flatMap((maker) => [
          ...(maker.salePercent !== null ? [w.sale(maker.name, maker.salePercent)] : []),
          ...(maker.pieces.length > 0
            ? [
                [
                  w.maker(maker.name, maker.pieces.length + maker.morePieces),
                  ...maker.pieces.map((piece) => `• ${piece.name}: ${piece.link}`),
                  ...(maker.morePieces > 0 ? [w.more(maker.morePieces)] : []),
                ].join('\n'),
              ]
            : []),
          maker.link,
        ]),
        w.optOut,
        p.optOutLink,
      ],
    }),
  };
}

/** The words in every interface locale; a missing one is a compile error. */
const DIGEST_WORDS: Record<Locale, DigestWords> = {
  'en-US': {
    subject: (n) => (n === 1 ? 'News from a maker you follow' : `News from ${n} makers you follow`),
    intro: 'Here is what the makers you follow on Kramik did last week.',
    maker: (name, n) => (n === 1 ? `${name} added a new piece:` : `${name} added ${n} new pieces:`),
    sale: (name, percent) => `${name} started a sale: up to ${percent}% off.`,
    more: (n) => `…and ${n} more in the shop.`,
    optOut: 'You get this mail once a week at most. To stop it, open:',
  },
  'pl-PL': {
    subject: (n) =>
      n === 1
        ? 'Nowości od twórcy, którego obserwujesz'
        : `Nowości od twórców, których obserwujesz (${n})`,
    intro: 'Oto co w zeszłym tygodniu zrobili twórcy, których obserwujesz w Kramiku.',
    maker: (name, n) =>
      n === 1 ? `${name} dodaje nową pracę:` : `${name} dodaje nowe prace (${n}):`,
    sale: (name, percent) => `${name} rozpoczyna wyprzedaż: do ${percent}% taniej.`,
    more: (n) => `…i jeszcze ${n} w sklepie.`,
    optOut: 'Ta wiadomość przychodzi najwyżej raz w tygodniu. Aby z niej zrezygnować, otwórz:',
  },
  'zh-CN': {
    subject: (n) => (n === 1 ? '您关注的手作人有新动态' : `您关注的 ${n} 位手作人有新动态`),
    intro: '以下是您在 Kramik 关注的手作人上周的动态。',
    maker: (name, n) => `${name} 上新了 ${n} 件作品：`,
    sale: (name, percent) => `${name} 开始促销：最高优惠 ${percent}%。`,
    more: (n) => `……店内还有 ${n} 件。`,
    optOut: '此邮件每周最多一封。如需退订，请打开：',
  },
  'de-DE': {
    subject: (n) =>
      n === 1
        ? 'Neues aus einer Werkstatt, der Sie folgen'
        : `Neues aus ${n} Werkstätten, denen Sie folgen`,
    intro: 'Das gab es letzte Woche Neues aus den Werkstätten, denen Sie bei Kramik folgen.',
    maker: (name, n) =>
      n === 1
        ? `${name} hat ein neues Stück eingestellt:`
        : `${name} hat ${n} neue Stücke eingestellt:`,
    sale: (name, percent) => `${name} hat einen Sale gestartet: bis zu ${percent} % günstiger.`,
    more: (n) => `…und ${n} weitere im Shop.`,
    optOut: 'Diese E-Mail kommt höchstens einmal pro Woche. Zum Abbestellen öffnen Sie:',
  },
  'sv-SE': {
    subject: (n) =>
      n === 1 ? 'Nyheter från en kreatör du följer' : `Nyheter från ${n} kreatörer du följer`,
    intro: 'Här är vad kreatörerna du följer på Kramik gjorde förra veckan.',
    maker: (name, n) =>
      n === 1 ? `${name} har lagt upp ett nytt verk:` : `${name} har lagt upp ${n} nya verk:`,
    sale: (name, percent) => `${name} har startat en rea: upp till ${percent} % rabatt.`,
    more: (n) => `…och ${n} till i butiken.`,
    optOut: 'Du får det här mejlet högst en gång i veckan. Öppna länken för att avsluta:',
  },
  'nb-NO': {
    subject: (n) => (n === 1 ? 'Nytt fra en skaper du følger' : `Nytt fra ${n} skapere du følger`),
    intro: 'Her er hva skaperne du følger på Kramik gjorde forrige uke.',
    maker: (name, n) => (n === 1 ? `${name} la ut et nytt verk:` : `${name} la ut ${n} nye verk:`),
    sale: (name, percent) => `${name} har startet et salg: opptil ${percent} % rabatt.`,
    more: (n) => `…og ${n} til i butikken.`,
    optOut: 'Du får denne e-posten høyst én gang i uken. Åpne lenken for å melde deg av:',
  },
};
