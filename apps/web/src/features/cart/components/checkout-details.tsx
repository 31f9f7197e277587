import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { Checkbox, Stack, Text } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import type { Address, Country, InvoiceData } from '@kramik/contract';
import type { FieldErrors } from '../../../lib/form-errors';
import { NEW_ENTRY, type CheckoutDraft } from '../checkout-selection';
import { Choice, ChoiceGroup } from './choice';
import { TitledPanel } from './panel';

export interface EntryFieldsProps<Values> {
  values: Values;
  onChange: <K extends keyof Values & string>(field: K, value: Values[K]) => void;
  errors: FieldErrors;
  countries: Country[] | undefined;
  countriesFailed: boolean;
}

export interface AddressDraft {
  street: string;
  postalCode: string;
  city: string;
  region: string;
  country: string;
  recipientName: string;
  phone: string;
}

export interface InvoiceDraft {
  companyName: string;
  taxId: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
}

/** The buyer's saved lists and the account's own field sets, handed in by the page. */
export interface CheckoutAccount {
  addresses: Address[] | undefined;
  invoiceData: InvoiceData[] | undefined;
  countries: Country[] | undefined;
  countriesFailed: boolean;
  AddressFields: ComponentType<EntryFieldsProps<AddressDraft>>;
  InvoiceDataFields: ComponentType<EntryFieldsProps<InvoiceDraft>>;
}

export function countryNameOf(countries: Country[] | undefined, code: string) {
  return countries?.find((c) => c.code === code)?.name ?? code;
}

function addressText(
  a: Pick<Address, 'street' | 'postalCode' | 'city' | 'region'>,
  country: string,
) {
  return [a.street, `${a.postalCode} ${a.city}`.trim(), a.region, country]
    .filter(Boolean)
    .join(', ');
}

interface SavedOption {
  id: string;
  label: string;
  description?: string;
}

/**
 * A choice among the account's saved entries or a new one; the new one's fields and its "save to
 * my account" box show when it is chosen.
 */
function SavedOrNew({
  name,
  label,
  value,
  onChange,
  error,
  options,
  newLabel,
  saveLabel,
  save,
  onSave,
  children,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  options: SavedOption[];
  newLabel: string;
  saveLabel: string;
  save: boolean;
  onSave: (save: boolean) => void;
  children: ReactNode;
}) {
  return (
    <>
      <ChoiceGroup name={name} label={label} value={value} onChange={onChange} error={error}>
        {options.map((o) => (
          <Choice
            key={o.id}
            value={o.id}
            checked={value === o.id}
            label={o.label}
            description={o.description}
          />
        ))}
        <Choice value={NEW_ENTRY} checked={value === NEW_ENTRY} label={newLabel} />
      </ChoiceGroup>
      {value === NEW_ENTRY && (
        <Stack gap="sm">
          {children}
          <Checkbox
            label={saveLabel}
            checked={save}
            onChange={(event) => onSave(event.currentTarget.checked)}
          />
        </Stack>
      )}
    </>
  );
}

/** What the address and invoice sections are given: the account, the draft and its errors. */
interface SectionProps {
  account: CheckoutAccount;
  draft: CheckoutDraft;
  onDraft: (change: Partial<CheckoutDraft>) => void;
  errors: FieldErrors;
  error: string | undefined;
}

/** Where the parcels go, when any maker delivers: a saved address or a new one. */
export function ShippingAddressSection({ account, draft, onDraft, errors, error }: SectionProps) {
  const t = useT();
  const saved = account.addresses ?? [];
  const { AddressFields } = account;
  return (
    <TitledPanel id="shipping-title" title={t('cart.shippingTitle')}>
      <SavedOrNew
        name="shipping-address"
        label={t('cart.shippingChoice')}
        value={draft.addressChoice}
        onChange={(value) => onDraft({ addressChoice: value })}
        error={error}
        options={saved.map((address) => ({
          id: address._id,
          label: addressText(address, countryNameOf(account.countries, address.country)),
          description:
            [address.recipientName, address.phone].filter(Boolean).join(' · ') || undefined,
        }))}
        newLabel={t('cart.newAddress')}
        saveLabel={t('cart.saveAddress')}
        save={draft.saveAddress}
        onSave={(saveAddress) => onDraft({ saveAddress })}
      >
        <AddressFields
          values={draft.address as unknown as AddressDraft}
          onChange={(field, value) => onDraft({ address: { ...draft.address, [field]: value } })}
          errors={errors}
          countries={account.countries}
          countriesFailed={account.countriesFailed}
        />
      </SavedOrNew>
    </TitledPanel>
  );
}

/** The optional VAT invoice: a saved set of invoice data or a new one. */
export function InvoiceSection({ account, draft, onDraft, errors, error }: SectionProps) {
  const t = useT();
  const saved = account.invoiceData ?? [];
  const { InvoiceDataFields } = account;
  return (
    <TitledPanel id="invoice-title" title={t('cart.invoiceTitle')}>
      <Checkbox
        label={t('cart.wantInvoice')}
        checked={draft.invoiceRequested}
        onChange={(event) => onDraft({ invoiceRequested: event.currentTarget.checked })}
      />
      {draft.invoiceRequested && (
        <>
          <SavedOrNew
            name="invoice-data"
            label={t('cart.invoiceChoice')}
            value={draft.invoiceChoice}
            onChange={(value) => onDraft({ invoiceChoice: value })}
            error={error}
            options={saved.map((entry) => ({
              id: entry._id,
              label: entry.companyName,
              description: `${t('accountPage.taxId')}: ${entry.taxId} · ${addressText(
                { ...entry, region: '' },
                countryNameOf(account.countries, entry.country),
              )}`,
            }))}
            newLabel={t('cart.newInvoiceData')}
            saveLabel={t('cart.saveInvoice')}
            save={draft.saveInvoice}
            onSave={(saveInvoice) => onDraft({ saveInvoice })}
          >
            <InvoiceDataFields
              values={draft.invoice as unknown as InvoiceDraft}
              onChange={(field, value) =>
                onDraft({ invoice: { ...draft.invoice, [field]: value } })
              }
              errors={errors}
              countries={account.countries}
              countriesFailed={account.countriesFailed}
            />
          </SavedOrNew>
        </>
      )}
      {!draft.invoiceRequested && (
        <Text size="sm" c="var(--kramik-muted)">
          {t('cart.invoiceHint')}
        </Text>
      )}
    </TitledPanel>
  );
}
