import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { Button, Checkbox, Group, NativeSelect, Paper, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { ORDER_STATUSES, type OrderStatus } from '@kramik/contract';
import forms from '../../../components/forms.module.css';
import { useMakerChoices } from '../../../lib/maker-choices';
import { NO_FILTERS, hasFilters, type OrderFilters } from '../order-filters';
import classes from './orders.module.css';

/**
 * The filters of an order list: status for everyone, the day range for makers and admins, the maker
 * and the order number for admins. Every change applies at once (the number after a pause).
 */
export function OrderFiltersBar({
  filters,
  onChange,
  dates,
  admin,
}: {
  filters: OrderFilters;
  onChange: (filters: OrderFilters) => void;
  dates: boolean;
  admin: boolean;
}) {
  const t = useT();
  const set = <K extends keyof OrderFilters>(key: K, value: OrderFilters[K]) =>
    onChange({ ...filters, [key]: value });

  return (
    <Paper radius="md" p="md" className={`${classes.filters} ${forms.readable}`}>
      <Group gap="md" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('orders.filters.status')}
          value={filters.status}
          onChange={(e) => set('status', e.currentTarget.value as OrderStatus | '')}
          data={[
            { value: '', label: t('orders.filters.anyStatus') },
            ...ORDER_STATUSES.map((s) => ({ value: s, label: t(`orders.status.${s}`) })),
          ]}
          className={classes.filter}
        />
        {dates && (
          <>
            <TextInput
              type="date"
              label={t('orders.filters.from')}
              value={filters.from}
              max={filters.to || undefined}
              onChange={(e) => set('from', e.currentTarget.value)}
              className={classes.dateFilter}
            />
            <TextInput
              type="date"
              label={t('orders.filters.to')}
              value={filters.to}
              min={filters.from || undefined}
              onChange={(e) => set('to', e.currentTarget.value)}
              className={classes.dateFilter}
            />
          </>
        )}
        {dates && (
          <Checkbox
            label={t('madeToOrder.overdueOnly')}
            checked={filters.overdue === 'true'}
            onChange={(e) => set('overdue', e.currentTarget.checked ? 'true' : '')}
            mb={8}
            style={{ alignSelf: 'flex-end' }}
          />
        )}
        {admin && (
          <>
            <MakerSelect value={filters.seller} onChange={(seller) => set('seller', seller)} />
            <NumberSearch value={filters.number} onChange={(number) => set('number', number)} />
          </>
        )}
        {hasFilters(filters) && (
          <Button variant="subtle" onClick={() => onChange(NO_FILTERS)}>
            {t('orders.filters.clear')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

function MakerSelect({ value, onChange }: { value: string; onChange: (seller: string) => void }) {
  const t = useT();
  const makers = useMakerChoices();
  const data = makers.data ?? [];
  // A maker chosen in a shared link shows before the list arrives.
  const options =
    value && !data.some((m) => m.value === value) ? [{ value, label: value }, ...data] : data;
  return (
    <Select
      label={t('orders.filters.maker')}
      placeholder={t('orders.filters.anyMaker')}
      data={options}
      value={value || null}
      onChange={(seller) => onChange(seller ?? '')}
      searchable
      clearable
      nothingFoundMessage={t('orders.filters.noMaker')}
      error={makers.isError ? t('orders.filters.makersFailed') : undefined}
      clearButtonProps={{ 'aria-label': t('orders.filters.anyMaker') }}
      className={classes.filter}
    />
  );
}

function NumberSearch({ value, onChange }: { value: string; onChange: (number: string) => void }) {
  const t = useT();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The filter was changed elsewhere (cleared): the field follows.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const apply = useDebouncedCallback((number: string) => {
    setShown(number);
    onChange(number);
  }, 350);
  return (
    <TextInput
      type="search"
      label={t('orders.filters.number')}
      placeholder={t('orders.filters.numberPlaceholder')}
      value={text}
      maxLength={40}
      onChange={(e) => {
        setText(e.currentTarget.value);
        apply(e.currentTarget.value.trim());
      }}
      className={classes.filter}
    />
  );
}
