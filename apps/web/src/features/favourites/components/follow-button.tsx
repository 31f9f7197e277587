import { Button } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { CheckIcon } from './heart-icon';
import { useFavourite } from '../use-favourite';

/** "Follow" on the maker's page: a toggle named after the maker (weekly digest of their news). */
export function FollowButton({
  companyId,
  name,
  signedIn,
}: {
  companyId: string;
  name: string;
  signedIn: boolean;
}) {
  const t = useT();
  const { on, toggle } = useFavourite('makers', companyId, signedIn);
  return (
    <Button
      variant={on ? 'light' : 'filled'}
      size="md"
      radius="xl"
      leftSection={on ? <CheckIcon size={18} /> : undefined}
      aria-pressed={on}
      aria-label={t('favouritesPage.followMaker', { name })}
      onClick={toggle}
    >
      {t('favouritesPage.follow')}
    </Button>
  );
}
