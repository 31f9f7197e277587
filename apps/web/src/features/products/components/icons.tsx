import { defineIcon } from '../../../lib/icon';

export { PlusIcon, SearchIcon } from '../../../components/icons';

export const ArrowLeftIcon = defineIcon(<path d="M19 12H5M11 6l-6 6 6 6" />);

export const ArrowRightIcon = defineIcon(<path d="M5 12h14M13 6l6 6-6 6" />);
