import type { TFunction } from 'i18next';
import type { LeadTime } from '@kramik/contract';
import { formatDay } from './format-day';

/**
 * The day a piece ships by, when that is not "within its dispatch days": "Made to order — ships
 * by …", or for a maker away with dates moved "Ships or ready for pick-up by …". Null for a piece
 * from stock of a maker at work, or of a maker who paused orders (the away note says why).
 */
export function shipBySentence(t: TFunction, leadTime: LeadTime, locale: string) {
  if (!leadTime.madeToOrder && leadTime.away?.mode !== 'delay') return null;
  const date = formatDay(leadTime.shipBy, locale);
  return leadTime.madeToOrder
    ? t('madeToOrder.shipsBy', { date })
    : t('madeToOrder.readyShipsBy', { date });
}
