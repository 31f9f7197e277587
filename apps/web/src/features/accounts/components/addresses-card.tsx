import { Text } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import type { Address } from '@kramik/contract';
import { useCountries } from '../api/list-countries';
import { useAddresses } from '../api/list-addresses';
import { useDeleteAddress } from '../api/delete-address';
import { AddressFormModal } from './address-form-modal';
import { countryName } from '../../../components/country-select';
import { SavedEntriesCard } from './saved-entries-card';

/** The buyer's shipping addresses (SPEC /account): list, add, update, remove. */
export function AddressesCard({ userId, locale }: { userId: string; locale: string }) {
  const t = useT();
  const addresses = useAddresses(userId);
  const countries = useCountries(locale);
  const remove = useDeleteAddress();
  return (
    <SavedEntriesCard<Address>
      text={{
        title: t('accountPage.addressesTitle'),
        description: t('accountPage.addressesIntro'),
        add: t('accountPage.addAddress'),
        empty: t('accountPage.addressesEmpty'),
        loadFailed: t('accountPage.addressesLoadFailed'),
        removeTitle: t('accountPage.removeAddressTitle'),
        removeConfirm: (name) => t('accountPage.removeAddressConfirm', { name }),
        removed: t('accountPage.addressRemoved'),
        removeFailed: t('accountPage.addressRemoveFailed'),
      }}
      query={addresses}
      remove={remove}
      summary={(a) => `${a.street}, ${a.city}`}
      describe={(a) => (
        <>
          <Text fw={500}>{a.street}</Text>
          <Text>
            {a.postalCode} {a.city}
          </Text>
          {a.region && <Text>{a.region}</Text>}
          <Text c="var(--kramik-muted)">{countryName(countries.data, a.country)}</Text>
        </>
      )}
      renderForm={(form) => (
        <AddressFormModal
          {...form}
          countries={countries.data}
          countriesFailed={countries.isError}
        />
      )}
    />
  );
}
