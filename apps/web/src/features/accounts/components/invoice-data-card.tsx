import { Text } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import type { InvoiceData } from '@kramik/contract';
import { useCountries } from '../api/list-countries';
import { useDeleteInvoiceData } from '../api/delete-invoice-data';
import { useInvoiceData } from '../api/list-invoice-data';
import { countryName } from '../../../components/country-select';
import { InvoiceDataFormModal } from './invoice-data-form-modal';
import { SavedEntriesCard } from './saved-entries-card';

/** The data for VAT invoices (SPEC /account): list, add, edit, remove. */
export function InvoiceDataCard({ userId, locale }: { userId: string; locale: string }) {
  const t = useT();
  const entries = useInvoiceData(userId);
  const countries = useCountries(locale);
  const remove = useDeleteInvoiceData();
  return (
    <SavedEntriesCard<InvoiceData>
      text={{
        title: t('accountPage.invoiceTitle'),
        description: t('accountPage.invoiceIntro'),
        add: t('accountPage.addInvoice'),
        empty: t('accountPage.invoiceEmpty'),
        loadFailed: t('accountPage.invoiceLoadFailed'),
        removeTitle: t('accountPage.removeInvoiceTitle'),
        removeConfirm: (name) => t('accountPage.removeInvoiceConfirm', { name }),
        removed: t('accountPage.invoiceRemoved'),
        removeFailed: t('errors.actionFailed'),
      }}
      query={entries}
      remove={remove}
      summary={(entry) => entry.companyName}
      describe={(entry) => (
        <>
          <Text fw={500}>{entry.companyName}</Text>
          <Text>{t('accountPage.taxIdValue', { taxId: entry.taxId })}</Text>
          <Text>{entry.street}</Text>
          <Text>
            {entry.postalCode} {entry.city}
          </Text>
          <Text c="var(--kramik-muted)">{countryName(countries.data, entry.country)}</Text>
        </>
      )}
      renderForm={(form) => (
        <InvoiceDataFormModal
          {...form}
          countries={countries.data}
          countriesFailed={countries.isError}
        />
      )}
    />
  );
}
