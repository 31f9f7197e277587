import { isOpenAt, type OpeningHours } from '@kramik/contract';
import { useT } from '../../../i18n/use-t';
import classes from './shops.module.css';

/** "Open now" or "Closed now", read in the shop's own time zone at `now`. */
export function OpenBadge({
  hours,
  timeZone,
  now,
  size = 'md',
}: {
  hours: OpeningHours;
  timeZone: string;
  now: Date;
  size?: 'sm' | 'md';
}) {
  const t = useT();
  const open = isOpenAt(hours, timeZone, now);
  return (
    <span className={classes.status} data-open={open || undefined} data-size={size}>
      <span className={classes.statusDot} aria-hidden="true" />
      {open ? t('shops.openNow') : t('shops.closedNow')}
    </span>
  );
}
