import { useT } from '../../../i18n/use-t';
import { useFavourite } from '../use-favourite';
import classes from './favourites.module.css';
import { HeartIcon } from './heart-icon';

/**
 * The heart on a product card: a toggle button named after the product (`aria-pressed` says
 * whether it is a favourite). Loaded after the first paint, with the page's hearts.
 */
export default function FavouriteHeart({
  productId,
  name,
  signedIn,
}: {
  productId: string;
  name: string;
  signedIn: boolean;
}) {
  const t = useT();
  const { on, toggle } = useFavourite('products', productId, signedIn);
  return (
    <button
      type="button"
      className={classes.heart}
      aria-pressed={on}
      aria-label={t('favourites.heart', { name })}
      onClick={toggle}
    >
      <HeartIcon size={22} fill={on ? 'currentColor' : 'none'} />
    </button>
  );
}
