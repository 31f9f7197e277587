import { Button } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { useFavourite } from '../use-favourite';

/** "Unfollow" under a followed maker's card on `/favourites`. */
export function UnfollowButton({
  companyId,
  name,
  signedIn,
}: {
  companyId: string;
  name: string;
  signedIn: boolean;
}) {
  const t = useT();
  const { on, toggle, pending } = useFavourite('makers', companyId, signedIn);
  return (
    <Button
      variant="default"
      size="sm"
      radius="xl"
      mih={40}
      loading={pending}
      disabled={!on && !pending}
      aria-label={t('favouritesPage.unfollowMaker', { name })}
      onClick={toggle}
    >
      {t('favouritesPage.unfollow')}
    </Button>
  );
}
