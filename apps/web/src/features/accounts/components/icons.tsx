import { defineIcon } from '../../../lib/icon';

export { UserIcon as IdIcon } from '../../../components/icons';

export const MailIcon = defineIcon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
  </>,
);

export const KeyIcon = defineIcon(
  <>
    <circle cx="8" cy="15" r="4" />
    <path d="m10.8 12.2 8.7-8.7M16 7l2.5 2.5M18.5 4.5 21 7" />
  </>,
);

export const LinkOffIcon = defineIcon(
  <>
    <path d="M9 15l6-6" />
    <path d="M11 6l.5-.5a4 4 0 0 1 5.7 5.7l-.5.5M13 18l-.5.5a4 4 0 0 1-5.7-5.7l.5-.5" />
    <path d="M3 3l18 18" />
  </>,
);
