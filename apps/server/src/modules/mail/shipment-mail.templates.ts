import type { Locale } from '@kramik/contract';
import { HELLO, type Rendered } from './mail.words.js';

/** Mails about a parcel on its way (logistics tracking, issue 19). */
export type ShipmentMailTemplate = {
  /** To the buyer: the parcel waits in the locker, with the pick-up code where the carrier gives one. */
  name: 'parcelWaiting';
  firstName: string;
  number: string;
  /** The locker's code (WAW53AP), when known. */
  point: string | null;
  pickupCode: string | null;
  trackingUrl: string | null;
  link: string;
};

type ShipmentRenderers = {
  [K in ShipmentMailTemplate['name']]: (p: Extract<ShipmentMailTemplate, { name: K }>) => Rendered;
};

interface ShipmentWords {
  subject: (number: string) => string;
  waiting: (number: string, point: string | null) => string;
  code: (code: string) => string;
  noCode: string;
  follow: string;
  yourOrders: string;
}

export function shipmentMails(locale: Locale): ShipmentRenderers {
  const w = SHIPMENT_WORDS[locale];
  return {
    parcelWaiting: (p) => ({
      subject: w.subject(p.number),
      paragraphs: [
        HELLO[locale](p.firstName),
        w.waiting(p.number, p.point),
        p.pickupCode ? w.code(p.pickupCode) : w.noCode,
        ...(p.trackingUrl ? [w.follow, p.trackingUrl] : []),
        w.yourOrders,
        p.link,
      ],
    }),
  };
}

/** The words in every interface locale; a missing one is a compile error. */
const SHIPMENT_WORDS: Record<Locale, ShipmentWords> = {
  'en-US': {
    subject: (number) => `Your parcel ${number} is waiting in the parcel locker`,
    waiting: (number, point) =>
      `The parcel of your order ${number} is waiting for you in the parcel locker${point ? ` ${point}` : ''}.`,
    code: (code) => `Your pick-up code: ${code}`,
    noCode: 'InPost sends the pick-up code to your phone by text message and e-mail.',
    follow: 'Follow the parcel:',
    yourOrders: 'Your orders:',
  },
  'pl-PL': {
    subject: (number) => `Twoja paczka ${number} czeka w paczkomacie`,
    waiting: (number, point) =>
      `Paczka z zamówienia ${number} czeka na Ciebie w paczkomacie${point ? ` ${point}` : ''}.`,
    code: (code) => `Twój kod odbioru: ${code}`,
    noCode: 'Kod odbioru InPost wyśle Ci SMS-em i e-mailem.',
    follow: 'Śledź paczkę:',
    yourOrders: 'Twoje zamówienia:',
  },
  'zh-CN': {
    subject: (number) => `您的包裹 ${number} 已到达自提柜`,
    waiting: (number, point) =>
      `您的订单 ${number} 的包裹已在自提柜${point ? ` ${point} ` : ''}等您取件。`,
    code: (code) => `取件码：${code}`,
    noCode: 'InPost 会通过短信和电子邮件把取件码发给您。',
    follow: '跟踪包裹：',
    yourOrders: '您的订单：',
  },
  'de-DE': {
    subject: (number) => `Ihr Paket ${number} liegt in der Paketstation bereit`,
    waiting: (number, point) =>
      `Das Paket Ihrer Bestellung ${number} liegt in der Paketstation${point ? ` ${point}` : ''} für Sie bereit.`,
    code: (code) => `Ihr Abholcode: ${code}`,
    noCode: 'InPost schickt Ihnen den Abholcode per SMS und E-Mail.',
    follow: 'Paket verfolgen:',
    yourOrders: 'Ihre Bestellungen:',
  },
  'sv-SE': {
    subject: (number) => `Ditt paket ${number} väntar i paketskåpet`,
    waiting: (number, point) =>
      `Paketet från din beställning ${number} väntar på dig i paketskåpet${point ? ` ${point}` : ''}.`,
    code: (code) => `Din upphämtningskod: ${code}`,
    noCode: 'InPost skickar upphämtningskoden till dig via sms och e-post.',
    follow: 'Följ paketet:',
    yourOrders: 'Dina beställningar:',
  },
  'nb-NO': {
    subject: (number) => `Pakken din ${number} venter i pakkeautomaten`,
    waiting: (number, point) =>
      `Pakken fra bestillingen din ${number} venter på deg i pakkeautomaten${point ? ` ${point}` : ''}.`,
    code: (code) => `Hentekoden din: ${code}`,
    noCode: 'InPost sender hentekoden til deg på SMS og e-post.',
    follow: 'Følg pakken:',
    yourOrders: 'Bestillingene dine:',
  },
};
