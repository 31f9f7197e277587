import { defineIcon } from '../lib/icon';

export { SearchIcon, UserIcon } from '../components/site-icons';

export const CartIcon = defineIcon(
  <>
    <path d="M3 4h2l2.2 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
    <circle cx="10" cy="20" r="1.3" />
    <circle cx="17" cy="20" r="1.3" />
  </>,
);

export const GlobeIcon = defineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </>,
);

export const MessagesIcon = defineIcon(
  <>
    <path d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9l-5 4v-4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z" />
    <path d="M7.5 9.5h9M7.5 12.5h6" />
  </>,
);
