import { Badge } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { favouriteMarks, type ProductSummary } from '@kramik/contract';
import classes from './favourites.module.css';

/**
 * What a favourite's card says besides its photo's badges: on sale (a sale price, with the
 * regular one), only a few left. Sold out is the card's own badge.
 */
export function FavouriteMarks({ product }: { product: ProductSummary }) {
  const t = useT();
  const marks = favouriteMarks(product);
  if (!marks.sale && marks.stock !== 'lowStock') return null;
  return (
    <div className={classes.marks}>
      {marks.sale && (
        <Badge color="clay" variant="light" size="md">
          {t('favouritesPage.onSale')}
        </Badge>
      )}
      {marks.stock === 'lowStock' && (
        <Badge color="yellow" variant="light" size="md">
          {t('favouritesPage.onlyLeft', { count: product.quantity })}
        </Badge>
      )}
    </div>
  );
}
