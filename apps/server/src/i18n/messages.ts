import { DEFAULT_LOCALE, type Locale } from '@kramik/contract';

import { accountsMessages } from './messages-accounts';
import { catalogMessages } from './messages-catalog';
import { conversationsMessages } from './messages-conversations';
import { generalMessages } from './messages-general';
import { madeToOrderMessages } from './messages-made-to-order';
import { ordersMessages } from './messages-orders';
import { passportsMessages } from './messages-passports';
import { payoutsMessages } from './messages-payouts';
import { pointsMessages } from './messages-points';
import { promotionsMessages } from './messages-promotions';
import { reportsMessages } from './messages-reports';
import { reviewsMessages } from './messages-reviews';
import { shipmentsMessages } from './messages-shipments';
import { siteMessages } from './messages-site';
import { usersMessages } from './messages-users';

/**
 * Server-side messages in every interface locale, one file per area merged here. The type makes a
 * missing translation a compile error; `messages.test.ts` checks that none is left empty.
 */
export const messages = {
  ...generalMessages,
  ...accountsMessages,
  ...catalogMessages,
  ...ordersMessages,
  ...passportsMessages,
  ...payoutsMessages,
  ...pointsMessages,
  ...promotionsMessages,
  ...conversationsMessages,
  ...reportsMessages,
  ...reviewsMessages,
  ...shipmentsMessages,
  ...siteMessages,
  ...usersMessages,
  ...madeToOrderMessages,
};

export type MessageKey = keyof typeof messages;

export function translate(
  key: MessageKey,
  locale: Locale = DEFAULT_LOCALE,
  params?: Record<string, string>,
): string {
  const text = messages[key][locale] ?? messages[key][DEFAULT_LOCALE];
  return params ? text.replace(/\{(\w+)\}/g, (match, name: string) => params[name] ?? match) : text;
}
