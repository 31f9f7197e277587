import { defineIcon } from '../../../lib/icon';

/** The favourites' heart; `fill="currentColor"` draws it filled (a favourite). */
export const HeartIcon = defineIcon(
  <path d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.9 3.7 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.5 0 5.6 3.4 4.4 6.7-1.7 4.7-9.2 9.3-9.2 9.3z" />,
);

export const CheckIcon = defineIcon(<path d="m5 12.5 4.5 4.5L19 7.5" />);
