import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Radio, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './cart.module.css';

/** A radio group of the checkout: its label above, the options below as bordered cards. */
export function ChoiceGroup<Value extends string>({
  name,
  label,
  value,
  onChange,
  error,
  children,
}: {
  name: string;
  label: string;
  value: Value | null;
  onChange: (value: Value) => void;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <Radio.Group
      name={name}
      label={label}
      value={value}
      onChange={onChange}
      error={error}
      classNames={{ label: classes.groupLabel }}
    >
      <Stack gap="xs" mt="xs">
        {children}
      </Stack>
    </Radio.Group>
  );
}

/** A priced option's label: its name, and its price on the right ("Free" stands out). */
export function PricedLabel({ name, price, free }: { name: string; price: string; free: boolean }) {
  return (
    <span className={classes.optionRow}>
      <span>{name}</span>
      <span className={free ? classes.free : classes.price}>{price}</span>
    </span>
  );
}

/** One option of a `ChoiceGroup`, outlined while it is the chosen one. */
export function Choice({
  value,
  checked,
  label,
  description,
}: {
  value: string;
  checked: boolean;
  label: ReactNode;
  description?: ReactNode;
}) {
  return (
    <Radio
      value={value}
      label={label}
      description={description}
      classNames={{ root: classes.option, labelWrapper: classes.optionLabel }}
      data-checked={checked || undefined}
    />
  );
}
