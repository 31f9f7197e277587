import { Button } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { notifyError } from '../../../lib/notify';
import { compareStore, useCompared } from '../compare-store';
import { CheckIcon, CompareIcon } from './icons';

/** Adds the product to the comparison or takes it out; a fourth one gets the spec's message. */
export function CompareToggle({
  productId,
  productName,
  size = 'compact-sm',
}: {
  productId: string;
  productName: string;
  size?: 'compact-sm' | 'sm' | 'md';
}) {
  const t = useT();
  const chosen = useCompared().includes(productId);
  const toggle = () => {
    if (compareStore.toggle(productId) === 'full') notifyError(t('validation.compareLimit'));
  };
  return (
    <Button
      variant={chosen ? 'light' : 'default'}
      size={size}
      radius="xl"
      px={size === 'compact-sm' ? 6 : undefined}
      leftSection={chosen ? <CheckIcon size={16} /> : <CompareIcon size={16} />}
      aria-pressed={chosen}
      aria-label={t('compare.toggleLabel', { name: productName })}
      onClick={toggle}
    >
      {t('compare.add')}
    </Button>
  );
}
