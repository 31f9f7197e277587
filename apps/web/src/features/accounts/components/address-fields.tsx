import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Country } from '@kramik/contract';
import type { FieldErrors } from '../../../lib/form-errors';
import { CountrySelect } from '../../../components/country-select';

export interface AddressValues {
  street: string;
  postalCode: string;
  city: string;
  region: string;
  country: string;
}

export interface InvoiceDataValues {
  companyName: string;
  taxId: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
}

interface FieldsProps<Values> {
  values: Values;
  onChange: <K extends keyof Values & string>(field: K, value: Values[K]) => void;
  errors: FieldErrors;
  countries: Country[] | undefined;
  countriesFailed: boolean;
  /** The first field takes the focus when a dialog opens. */
  autoFocus?: boolean;
}

export type AddressFieldsProps = FieldsProps<AddressValues>;
export type InvoiceDataFieldsProps = FieldsProps<InvoiceDataValues>;

/** A shipping address's fields: the account's address dialog and the checkout's new address. */
export function AddressFields({
  values,
  onChange,
  errors,
  countries,
  countriesFailed,
  autoFocus,
}: AddressFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('accountPage.street')}
        autoComplete="shipping street-address"
        value={values.street}
        onChange={(e) => onChange('street', e.currentTarget.value)}
        error={errors.street}
        required
        data-autofocus={autoFocus || undefined}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={t('accountPage.postalCode')}
          autoComplete="shipping postal-code"
          value={values.postalCode}
          onChange={(e) => onChange('postalCode', e.currentTarget.value)}
          error={errors.postalCode}
          required
        />
        <TextInput
          label={t('accountPage.city')}
          autoComplete="shipping address-level2"
          value={values.city}
          onChange={(e) => onChange('city', e.currentTarget.value)}
          error={errors.city}
          required
        />
      </SimpleGrid>
      <TextInput
        label={t('accountPage.region')}
        description={t('accountPage.optional')}
        autoComplete="shipping address-level1"
        value={values.region}
        onChange={(e) => onChange('region', e.currentTarget.value)}
        error={errors.region}
      />
      <CountrySelect
        countries={countries}
        loadFailed={countriesFailed}
        value={values.country}
        onChange={(code) => onChange('country', code)}
        error={errors.country}
        section="shipping"
      />
    </>
  );
}

/** Invoice data's fields: the account's invoice dialog and the checkout's new invoice data. */
export function InvoiceDataFields({
  values,
  onChange,
  errors,
  countries,
  countriesFailed,
  autoFocus,
}: InvoiceDataFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('accountPage.companyName')}
        autoComplete="organization"
        value={values.companyName}
        onChange={(e) => onChange('companyName', e.currentTarget.value)}
        error={errors.companyName}
        required
        data-autofocus={autoFocus || undefined}
      />
      <TextInput
        label={t('accountPage.taxId')}
        description={t('accountPage.taxIdHint')}
        spellCheck={false}
        value={values.taxId}
        onChange={(e) => onChange('taxId', e.currentTarget.value)}
        error={errors.taxId}
        required
      />
      <TextInput
        label={t('accountPage.street')}
        autoComplete="billing street-address"
        value={values.street}
        onChange={(e) => onChange('street', e.currentTarget.value)}
        error={errors.street}
        required
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={t('accountPage.postalCode')}
          autoComplete="billing postal-code"
          value={values.postalCode}
          onChange={(e) => onChange('postalCode', e.currentTarget.value)}
          error={errors.postalCode}
          required
        />
        <TextInput
          label={t('accountPage.city')}
          autoComplete="billing address-level2"
          value={values.city}
          onChange={(e) => onChange('city', e.currentTarget.value)}
          error={errors.city}
          required
        />
      </SimpleGrid>
      <CountrySelect
        countries={countries}
        loadFailed={countriesFailed}
        value={values.country}
        onChange={(code) => onChange('country', code)}
        error={errors.country}
        section="billing"
      />
    </>
  );
}
