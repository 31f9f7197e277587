import { defineIcon } from '../lib/icon';

// The header's icons live apart, so that the first page load carries only them.
export { SearchIcon, UserIcon } from './site-icons';

export const TrashIcon = defineIcon(
  <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />,
);

export const PhotoIcon = defineIcon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="9" cy="10" r="1.6" />
    <path d="m4 17 5-5 4 4 2.5-2.5L20 17" />
  </>,
);

export const PlusIcon = defineIcon(<path d="M12 5v14M5 12h14" />);
