import { Icon, type IconProps } from '../../../lib/icon';
export const MailIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
  </Icon>
);

export const KeyIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="8" cy="15" r="4" />
    <path d="m10.8 12.2 8.7-8.7M16 7l2.5 2.5M18.5 4.5 21 7" />
  </Icon>
);

export const IdIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
);

export const LinkOffIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 15l6-6" />
    <path d="M11 6l.5-.5a4 4 0 0 1 5.7 5.7l-.5.5M13 18l-.5.5a4 4 0 0 1-5.7-5.7l.5-.5" />
    <path d="M3 3l18 18" />
  </Icon>
);
