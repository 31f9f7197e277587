import { SimpleGrid, TextInput } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import type { Address, Country, InvoiceData } from '@kramik/contract';
import type { FieldErrors } from '../../../lib/form-errors';
import { AddressInputs } from '../../../components/address-inputs';

/** The fields of a shipping address being added or edited. */
export type AddressValues = Omit<Address, '_id'>;

/** The fields of invoice data being added or edited. */
export type InvoiceDataValues = Omit<InvoiceData, '_id'>;

export interface FieldsProps<Values> {
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
export function AddressFields(props: AddressFieldsProps) {
  const { values, onChange, errors } = props;
  const t = useT();
  return (
    <>
      <AddressInputs section="shipping" {...props}>
        <TextInput
          label={t('accountPage.region')}
          description={t('accountPage.optional')}
          autoComplete="shipping address-level1"
          value={values.region}
          onChange={(e) => onChange('region', e.currentTarget.value)}
          error={errors.region}
        />
      </AddressInputs>
      {/* The carrier's label and its text messages (issue 22): empty takes the account's own. */}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('accountPage.recipientName')}
          description={t('accountPage.recipientNameHint')}
          autoComplete="shipping name"
          value={values.recipientName}
          onChange={(e) => onChange('recipientName', e.currentTarget.value)}
          error={errors.recipientName}
          maxLength={120}
        />
        <TextInput
          label={t('accountPage.recipientPhone')}
          description={t('accountPage.recipientPhoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="shipping tel"
          value={values.phone}
          onChange={(e) => onChange('phone', e.currentTarget.value)}
          error={errors.phone}
          maxLength={40}
        />
      </SimpleGrid>
    </>
  );
}

/** Invoice data's fields: the account's invoice dialog and the checkout's new invoice data. */
export function InvoiceDataFields(props: InvoiceDataFieldsProps) {
  const { values, onChange, errors, autoFocus } = props;
  const t = useT();
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
      {/* The company's name takes the focus, not the street. */}
      <AddressInputs section="billing" {...props} autoFocus={false} />
    </>
  );
}
