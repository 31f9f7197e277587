import { SimpleGrid, TextInput, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import type { Country } from '@kramik/contract';
import type { FieldErrors } from '../lib/form-errors';
import { CountrySelect } from './country-select';

export type AddressPart = 'street' | 'postalCode' | 'city' | 'country';
type AddressLine = Exclude<AddressPart, 'country'>;

/**
 * The parts of a postal address every form asks alike: the street, postal code and city side by
 * side, and the country (with any further fields, such as a region, just before it).
 */
export function AddressInputs({
  values,
  onChange,
  errors,
  countries,
  countriesFailed,
  section,
  autoFocus,
  pairOnPhones = false,
  size,
  maxLength,
  children,
}: {
  values: Record<AddressPart, string>;
  onChange: (field: AddressPart, value: string) => void;
  errors: FieldErrors;
  countries: Country[] | undefined;
  countriesFailed: boolean;
  /** The autofill section: a shipping or a billing address. */
  section: 'shipping' | 'billing';
  /** The street takes the focus when a dialog opens. */
  autoFocus?: boolean;
  /** Postal code and city stay side by side on phones too. */
  pairOnPhones?: boolean;
  size?: MantineSize;
  maxLength?: Record<AddressLine, number>;
  /** Fields between the city and the country. */
  children?: ReactNode;
}) {
  const t = useT();
  const line = (name: AddressLine, autofill: string) => ({
    autoComplete: `${section} ${autofill}`,
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange(name, event.currentTarget.value),
    error: errors[name],
    required: true,
    size,
    maxLength: maxLength?.[name],
  });
  return (
    <>
      <TextInput
        label={t('accountPage.street')}
        {...line('street', 'street-address')}
        data-autofocus={autoFocus || undefined}
      />
      <SimpleGrid cols={pairOnPhones ? 2 : { base: 1, xs: 2 }} spacing="md">
        <TextInput label={t('accountPage.postalCode')} {...line('postalCode', 'postal-code')} />
        <TextInput label={t('accountPage.city')} {...line('city', 'address-level2')} />
      </SimpleGrid>
      {children}
      <CountrySelect
        countries={countries}
        loadFailed={countriesFailed}
        value={values.country}
        onChange={(code) => onChange('country', code)}
        error={errors.country}
        section={section}
      />
    </>
  );
}
