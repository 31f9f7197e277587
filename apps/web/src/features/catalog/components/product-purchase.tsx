import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import classes from './product-page.module.css';

/** What the quantity field holds: a whole number from 1, or null while it is being typed. */
export function parseQuantity(text: string): number | null {
  if (!/^\d{1,7}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= 1 ? value : null;
}

/**
 * The quantity (capped at the stock) and the cart button; the page decides what adding does
 * (`onAdd`) and tells while it is being added.
 */
export function ProductPurchase({
  stock,
  onAdd,
  adding = false,
  onQuantityChange,
}: {
  stock: number;
  onAdd: (quantity: number) => void;
  adding?: boolean;
  /** Told the chosen quantity (null while the field holds no valid one), e.g. for the buy bar. */
  onQuantityChange?: (quantity: number | null) => void;
}) {
  const t = useT();
  const [text, setText] = useState('1');
  const noteId = useId();
  const errorId = useId();
  const quantity = parseQuantity(text);
  const tooMany = quantity !== null && quantity > stock;
  useEffect(() => onQuantityChange?.(quantity), [quantity, onQuantityChange]);
  const step = (delta: number) =>
    setText(String(Math.min(Math.max((quantity ?? 1) + delta, 1), stock)));

  if (stock === 0) {
    return (
      <Stack gap={4}>
        <Button size="lg" radius="xl" disabled aria-describedby={noteId}>
          {t('productPage.addToCart')}
        </Button>
        <Text size="sm" c="var(--kramik-muted)" id={noteId}>
          {t('productPage.soldOutNote')}
        </Text>
      </Stack>
    );
  }

  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-start" wrap="wrap">
        <Group gap={4} wrap="nowrap" align="flex-start">
          <ActionIcon
            variant="default"
            size={42}
            radius="xl"
            onClick={() => step(-1)}
            disabled={(quantity ?? 1) <= 1}
            aria-label={t('productPage.less')}
            mt={25}
          >
            <span aria-hidden="true">−</span>
          </ActionIcon>
          <TextInput
            label={t('productPage.quantity')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value.replace(/[^\d]/g, ''))}
            onBlur={() => {
              if (quantity === null) setText('1');
            }}
            inputMode="numeric"
            autoComplete="off"
            w={84}
            size="md"
            classNames={{ input: classes.quantity }}
            error={tooMany}
            aria-describedby={tooMany ? errorId : undefined}
          />
          <ActionIcon
            variant="default"
            size={42}
            radius="xl"
            onClick={() => step(1)}
            disabled={quantity !== null && quantity >= stock}
            aria-label={t('productPage.more')}
            mt={25}
          >
            <span aria-hidden="true">+</span>
          </ActionIcon>
        </Group>
        <Button
          size="md"
          radius="xl"
          mt={25}
          onClick={() => {
            if (quantity !== null && !tooMany) onAdd(quantity);
          }}
          loading={adding}
          disabled={quantity === null || tooMany}
          aria-describedby={tooMany ? errorId : undefined}
          className={classes.cart}
        >
          {t('productPage.addToCart')}
        </Button>
      </Group>
      {tooMany && (
        <Text size="sm" id={errorId} role="alert" className={classes.error}>
          {t('productPage.notThatMany')}
        </Text>
      )}
    </Stack>
  );
}
