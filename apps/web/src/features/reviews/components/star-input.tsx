import '@mantine/core/styles/Rating.css';
import { Rating, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useT } from '../../../i18n/use-t';

/**
 * The stars a buyer chooses, 1 to 5: radio buttons named "1 star" … "5 stars" in a group named
 * by the label, so keyboards and screen readers choose them as any other option.
 */
export function StarInput({
  value,
  onChange,
  error,
  label,
}: {
  value: number;
  onChange: (value: number) => void;
  error?: string;
  label: string;
}) {
  const t = useT();
  const id = useId();
  return (
    <Stack gap={4}>
      <Text component="span" id={`${id}-label`} size="sm" fw={500}>
        {label}
      </Text>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required="true"
      >
        <Rating
          name={id}
          value={value}
          onChange={onChange}
          count={5}
          size="lg"
          color="clay.7"
          getSymbolLabel={(index) => t('reviews.starChoice', { stars: index })}
        />
      </div>
      {error && (
        <Text id={`${id}-error`} size="sm" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
