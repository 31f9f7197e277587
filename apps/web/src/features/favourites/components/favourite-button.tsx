import { Button } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { useFavourite } from '../use-favourite';
import { HeartIcon } from './heart-icon';

/** "Favourite" on the product page, beside "Compare": a toggle named after the product. */
export function FavouriteButton({
  productId,
  name,
  signedIn,
  size = 'sm',
}: {
  productId: string;
  name: string;
  signedIn: boolean;
  size?: 'sm' | 'md';
}) {
  const t = useT();
  const { on, toggle } = useFavourite('products', productId, signedIn);
  return (
    <Button
      variant={on ? 'light' : 'default'}
      size={size}
      radius="xl"
      mih={40}
      leftSection={<HeartIcon size={18} fill={on ? 'currentColor' : 'none'} />}
      aria-pressed={on}
      aria-label={t('favourites.heart', { name })}
      onClick={toggle}
    >
      {t('favourites.favourite')}
    </Button>
  );
}
