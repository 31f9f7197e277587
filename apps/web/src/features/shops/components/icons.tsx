import { defineIcon } from '../../../lib/icon';

export { PlusIcon, SearchIcon } from '../../../components/icons';

export const LocateIcon = defineIcon(<path d="m3 11 18-8-8 18-2-8-8-2Z" />);

export const CrosshairIcon = defineIcon(
  <>
    <circle cx="12" cy="12" r="7" />
    <circle cx="12" cy="12" r="1.5" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
  </>,
);

export const PinIcon = defineIcon(
  <>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z" />
    <circle cx="12" cy="10" r="2.2" />
  </>,
);

export const ClockIcon = defineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);

export const CopyIcon = defineIcon(
  <>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
  </>,
);

export const MapIcon = defineIcon(
  <>
    <path d="m9 4-6 2v14l6-2 6 2 6-2V4l-6 2-6-2Z" />
    <path d="M9 4v14M15 6v14" />
  </>,
);

export const ShopIcon = defineIcon(
  <>
    <path d="M4 10v10h16V10M3 10l2-6h14l2 6H3Z" />
    <path d="M10 20v-5h4v5" />
  </>,
);
