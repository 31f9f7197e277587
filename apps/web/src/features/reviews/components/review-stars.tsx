import { Text } from '@mantine/core';
import { useT } from '../../../i18n/use-t';

/** A rating shown as five stars, read out as a sentence ("Rated 4 out of 5"). */
export function ReviewStars({
  rating,
  size = 'md',
}: {
  rating: number;
  size?: 'sm' | 'md' | 'lg';
}) {
  const t = useT();
  const full = Math.round(rating);
  return (
    <Text
      component="span"
      size={size}
      c="clay.7"
      role="img"
      aria-label={t('reviews.starsOutOfFive', { rating })}
      style={{ letterSpacing: 2, whiteSpace: 'nowrap' }}
    >
      <span aria-hidden="true">{'★'.repeat(full) + '☆'.repeat(5 - full)}</span>
    </Text>
  );
}
