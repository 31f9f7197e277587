import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Combobox.css';
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Select,
  Skeleton,
  Stack,
  TextInput,
} from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { PRODUCT_CONDITIONS, type Category, type ProductCondition } from '@kramik/contract';
import { currencySymbol } from '../../../lib/format';
import { useMakerChoices } from '../../../lib/maker-choices';
import {
  activeFilterCount,
  parsePriceInput,
  priceInputOf,
  type CatalogState,
} from '../catalog-params';
import classes from './catalog.module.css';

/** A price bound typed in the site currency; applied on leaving the field or on Enter. */
function PriceField({
  label,
  value,
  symbol,
  onCommit,
}: {
  label: string;
  value: number | undefined;
  symbol: string;
  onCommit: (amount: number | undefined) => void;
}) {
  const t = useT();
  const [text, setText] = useState(priceInputOf(value));
  const [invalid, setInvalid] = useState(false);
  const commit = () => {
    const trimmed = text.trim();
    if (!trimmed) {
      setInvalid(false);
      if (value !== undefined) onCommit(undefined);
      return;
    }
    const amount = parsePriceInput(trimmed);
    setInvalid(amount === null);
    if (amount !== null && amount !== value) onCommit(amount);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };
  return (
    <TextInput
      label={label}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
      inputMode="decimal"
      autoComplete="off"
      rightSection={<span aria-hidden="true">{symbol}</span>}
      error={invalid ? t('catalog.priceInvalid') : undefined}
      style={{ flex: 1, minWidth: 0 }}
    />
  );
}

/**
 * The maker filter: a searchable choice of every maker. The list is fetched when the field is
 * first focused or opened; a maker already chosen (a link from a maker's page) shows by the name
 * the page knows.
 */
function MakerSelect({
  value,
  name,
  onChange,
}: {
  value: string | undefined;
  name: string | undefined;
  onChange: (seller: string | undefined) => void;
}) {
  const t = useT();
  const [wanted, setWanted] = useState(false);
  const makers = useMakerChoices(wanted);
  const data = makers.data ?? [];
  const options =
    value && !data.some((m) => m.value === value)
      ? [{ value, label: name ?? t('catalog.oneMaker') }, ...data]
      : data;
  return (
    <Select
      label={t('catalog.maker')}
      placeholder={t('catalog.allMakers')}
      data={options}
      value={value ?? null}
      onChange={(seller) => onChange(seller ?? undefined)}
      onFocus={() => setWanted(true)}
      onDropdownOpen={() => setWanted(true)}
      searchable
      clearable
      nothingFoundMessage={
        makers.isPending && wanted ? t('catalog.makersLoading') : t('catalog.noMaker')
      }
      error={makers.isError ? t('catalog.makersFailed') : undefined}
      clearButtonProps={{ 'aria-label': t('catalog.allMakers') }}
    />
  );
}

/** The catalog's filters; each change applies at once and lands in the URL. */
export function CatalogFilters({
  state,
  categories,
  currency,
  locale,
  sellerName,
  onChange,
  onClear,
}: {
  state: CatalogState;
  categories: Category[] | undefined;
  currency: string;
  locale: string;
  sellerName: string | undefined;
  onChange: (patch: Partial<CatalogState>) => void;
  onClear: () => void;
}) {
  const t = useT();
  const category = categories?.find((c) => c._id === state.category);
  const symbol = currencySymbol(currency, locale);
  const active = activeFilterCount(state);

  return (
    <Stack gap="lg" className={classes.filters}>
      <MakerSelect
        value={state.seller}
        name={sellerName}
        onChange={(seller) => onChange({ seller })}
      />

      {categories ? (
        <>
          <NativeSelect
            label={t('catalog.category')}
            value={state.category ?? ''}
            onChange={(event) => onChange({ category: event.currentTarget.value || undefined })}
            data={[
              { value: '', label: t('catalog.allCategories') },
              ...categories.map((c) => ({ value: c._id, label: c.name })),
            ]}
          />
          <NativeSelect
            label={t('catalog.subcategory')}
            value={state.subcategory ?? ''}
            disabled={!category || category.subcategories.length === 0}
            onChange={(event) => onChange({ subcategory: event.currentTarget.value || undefined })}
            data={[
              { value: '', label: t('catalog.allSubcategories') },
              ...(category?.subcategories ?? []).map((s) => ({ value: s._id, label: s.name })),
            ]}
          />
        </>
      ) : (
        <Stack gap="lg" aria-hidden="true">
          <Skeleton height={58} />
          <Skeleton height={58} />
        </Stack>
      )}

      <fieldset className={classes.fieldset}>
        <legend className={classes.legend}>{t('catalog.price', { currency })}</legend>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <PriceField
            key={`min-${state.minPrice}`}
            label={t('catalog.priceFrom')}
            value={state.minPrice}
            symbol={symbol}
            onCommit={(minPrice) => onChange({ minPrice })}
          />
          <PriceField
            key={`max-${state.maxPrice}`}
            label={t('catalog.priceTo')}
            value={state.maxPrice}
            symbol={symbol}
            onCommit={(maxPrice) => onChange({ maxPrice })}
          />
        </Group>
      </fieldset>

      <NativeSelect
        label={t('catalog.condition')}
        value={state.condition ?? ''}
        onChange={(event) =>
          onChange({ condition: (event.currentTarget.value || undefined) as ProductCondition })
        }
        data={[
          { value: '', label: t('catalog.anyCondition') },
          ...PRODUCT_CONDITIONS.map((c) => ({ value: c, label: t(`product.condition.${c}`) })),
        ]}
      />

      <Stack gap="sm">
        <Checkbox
          label={t('catalog.specialOffersOnly')}
          checked={state.specialOffer}
          onChange={(event) => onChange({ specialOffer: event.currentTarget.checked })}
        />
        <Checkbox
          label={t('catalog.inStockOnly')}
          checked={state.inStock}
          onChange={(event) => onChange({ inStock: event.currentTarget.checked })}
        />
        <Checkbox
          label={t('catalog.topRatedOnly')}
          checked={state.topRated}
          onChange={(event) => onChange({ topRated: event.currentTarget.checked })}
        />
      </Stack>

      <Button variant="default" onClick={onClear} disabled={active === 0}>
        {t('catalog.clearFilters')}
      </Button>
    </Stack>
  );
}
