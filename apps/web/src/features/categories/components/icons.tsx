import { defineIcon } from '../../../lib/icon';

export { PlusIcon } from '../../../components/icons';

export const ArrowUpIcon = defineIcon(<path d="M12 19V5M6 11l6-6 6 6" />);

export const ArrowDownIcon = defineIcon(<path d="M12 5v14M6 13l6 6 6-6" />);
