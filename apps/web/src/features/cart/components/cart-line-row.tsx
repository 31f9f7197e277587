import { ActionIcon, Button, Group, Text, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { Link } from 'react-router';
import { MAX_LINE_QUANTITY, type CartLine } from '@kramik/contract';
import { formatMoney } from '../../../lib/format';
import classes from './cart.module.css';

/** One product in the cart: photo, name, unit price, quantity (capped at the stock), total. */
export function CartLineRow({
  line,
  locale,
  disabled,
  outOfStock,
  onQuantity,
  onRemove,
}: {
  line: CartLine;
  locale: string;
  disabled: boolean;
  /** The server refused the line at checkout (its stock fell). */
  outOfStock?: string;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const errorId = useId();
  const [text, setText] = useState(String(line.quantity));
  // A quantity changed elsewhere (the server's answer, another tab) replaces what is typed.
  const [shownQuantity, setShownQuantity] = useState(line.quantity);
  if (shownQuantity !== line.quantity) {
    setShownQuantity(line.quantity);
    setText(String(line.quantity));
  }
  const typed = /^\d{1,4}$/.test(text) ? Number(text) : null;
  const shown = typed ?? line.quantity;
  const cap = Math.min(line.available, MAX_LINE_QUANTITY);
  const tooMany = shown > line.available;
  const soldOut = line.available === 0;
  const money = (amount: number) => formatMoney(amount, line.unitPrice.currency, locale);

  const commit = (value: number | null) => {
    if (value === null || value < 1) {
      setText(String(line.quantity));
      return;
    }
    if (value !== line.quantity && value <= line.available) onQuantity(value);
  };

  const message =
    line.listed === false
      ? t('cart.notListed')
      : soldOut
        ? t('cart.soldOut')
        : tooMany
          ? t('productPage.notThatMany')
          : outOfStock;

  return (
    <li className={classes.line}>
      {line.image ? (
        <img className={classes.lineImage} src={line.image.thumb} alt="" loading="lazy" />
      ) : (
        <span className={classes.lineImage} aria-hidden="true">
          {line.name.trim().slice(0, 1).toUpperCase() || '·'}
        </span>
      )}
      <div className={classes.lineInfo}>
        <Link to={`/products/${line.productId}`} className={classes.lineName}>
          {line.name}
        </Link>
        <Text size="sm" c="var(--kramik-muted)">
          {t('cart.unitPrice', { price: money(line.unitPrice.amount) })}
          {!soldOut &&
            ` · ${line.madeToOrder ? t('madeToOrder.madeToOrder') : t('cart.inStock', { quantity: line.available })}`}
        </Text>
        {message && (
          <Text size="sm" id={errorId} role="alert" className={classes.error}>
            {message}
          </Text>
        )}
      </div>
      <div className={classes.lineControls}>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            size={34}
            radius="xl"
            onClick={() => commit(shown - 1)}
            disabled={disabled || shown <= 1}
            aria-label={t('cart.less', { name: line.name })}
          >
            <span aria-hidden="true">−</span>
          </ActionIcon>
          <TextInput
            aria-label={t('cart.quantityOf', { name: line.name })}
            value={text}
            onChange={(event) => setText(event.currentTarget.value.replace(/[^\d]/g, ''))}
            onBlur={() => commit(typed)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commit(typed);
            }}
            inputMode="numeric"
            autoComplete="off"
            w={50}
            disabled={disabled && !tooMany}
            classNames={{ input: classes.quantity }}
            error={tooMany || soldOut}
            aria-describedby={message ? errorId : undefined}
          />
          <ActionIcon
            variant="default"
            size={34}
            radius="xl"
            onClick={() => commit(shown + 1)}
            disabled={disabled || shown >= cap}
            aria-label={t('cart.more', { name: line.name })}
          >
            <span aria-hidden="true">+</span>
          </ActionIcon>
        </Group>
        {/* The line as it is in the cart: a typed quantity counts once the cart accepts it. */}
        <Text className={classes.lineTotal}>{money(line.lineTotal.amount)}</Text>
        <Button
          variant="subtle"
          color="dark"
          size="compact-sm"
          onClick={onRemove}
          disabled={disabled}
          aria-label={t('cart.removeLine', { name: line.name })}
        >
          {t('cart.remove')}
        </Button>
      </div>
    </li>
  );
}
