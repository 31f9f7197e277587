import { estimateDelivery, estimateDeliveryAny, type CarrierOption } from '@kramik/contract';
import { useHydrated } from './use-hydrated';

/** "Tue, 2 Dec – Fri, 5 Dec" in the viewer's language (one day when both ends are the same). */
export function formatDayRange(range: { from: Date; to: Date }, locale: string) {
  const format = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  return format.formatRange(range.from, range.to);
}

/**
 * When a parcel ordered now is expected with a carrier (or with any of several), as text; null
 * in the server's render and during hydration (today is the browser's day, in its time zone).
 */
export function useDeliveryEstimate(locale: string) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const now = new Date();
  return {
    one: (dispatchDays: number, carrier: CarrierOption) =>
      formatDayRange(estimateDelivery(now, dispatchDays, carrier), locale),
    any: (dispatchDays: number, carriers: readonly CarrierOption[]) => {
      const range = estimateDeliveryAny(now, dispatchDays, carriers);
      return range ? formatDayRange(range, locale) : null;
    },
  };
}
