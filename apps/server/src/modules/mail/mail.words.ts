import type { Locale, Money } from '@kramik/contract';
import { formatCurrency } from '../../lib/intl.js';

/** A mail before its layout: the subject and the paragraphs. */
export interface Rendered {
  subject: string;
  /** Paragraphs; a paragraph that is a URL becomes a button in the HTML version. */
  paragraphs: string[];
}

/** The first line of a mail to a person, by their first name. */
export const HELLO: Record<Locale, (firstName: string) => string> = {
  'en-US': (firstName) => `Hello ${firstName},`,
  'pl-PL': (firstName) => `Cześć ${firstName},`,
  'zh-CN': (firstName) => `${firstName}，您好：`,
  'de-DE': (firstName) => `Hallo ${firstName},`,
  'sv-SE': (firstName) => `Hej ${firstName},`,
  'nb-NO': (firstName) => `Hei ${firstName},`,
};

/** An amount in the locale's way of writing it. */
export const money = (locale: Locale, m: Money) => formatCurrency(locale, m.currency, m.amount);
