import { defineIcon } from '../../../lib/icon';

export { SearchIcon } from '../../../components/icons';

export const CompareIcon = defineIcon(
  <path d="M12 3v18M5 7h4M15 7h4M3 15l3-8 3 8a3 3 0 0 1-6 0ZM15 15l3-8 3 8a3 3 0 0 1-6 0Z" />,
);

export const CheckIcon = defineIcon(<path d="m5 12.5 4.5 4.5L19 7.5" />);

export const GridIcon = defineIcon(
  <>
    <rect x="4" y="4" width="7" height="7" rx="1.5" />
    <rect x="13" y="4" width="7" height="7" rx="1.5" />
    <rect x="4" y="13" width="7" height="7" rx="1.5" />
    <rect x="13" y="13" width="7" height="7" rx="1.5" />
  </>,
);

export const ListIcon = defineIcon(
  <>
    <rect x="4" y="5" width="5" height="5" rx="1.2" />
    <rect x="4" y="14" width="5" height="5" rx="1.2" />
    <path d="M12 7.5h8M12 16.5h8" />
  </>,
);

export const FilterIcon = defineIcon(<path d="M4 6h16M7 12h10M10 18h4" />);

export const CloseIcon = defineIcon(<path d="M6 6l12 12M18 6 6 18" />);

export const TruckIcon = defineIcon(
  <>
    <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
    <circle cx="7" cy="18" r="1.6" />
    <circle cx="17.5" cy="18" r="1.6" />
  </>,
);

export const QrIcon = defineIcon(
  <>
    <rect x="4" y="4" width="6" height="6" rx="1" />
    <rect x="14" y="4" width="6" height="6" rx="1" />
    <rect x="4" y="14" width="6" height="6" rx="1" />
    <path d="M14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2" />
  </>,
);
