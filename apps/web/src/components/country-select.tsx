import '@mantine/core/styles/Combobox.css';
import { NativeSelect } from '@mantine/core';
import { useI18n } from '../i18n/use-t';
import { DELIVERY_COUNTRIES, type Country } from '@kramik/contract';

/** A native select of the server's country list (names in the viewer's language). */
export function CountrySelect({
  countries,
  loadFailed,
  value,
  onChange,
  error,
  section,
}: {
  countries: Country[] | undefined;
  loadFailed: boolean;
  value: string;
  onChange: (code: string) => void;
  error?: string;
  /** The autofill section: a shipping or a billing address. */
  section: 'shipping' | 'billing';
}) {
  const { t, i18n } = useI18n();
  const known = countries ?? [];
  // An address saved with a country the list no longer has still shows its code.
  const missing =
    value && !known.some((c) => c.code === value) ? [{ code: value, name: value }] : [];
  const option = (c: Country) => ({ value: c.code, label: c.name });
  // The buyer's country (the one chosen, else the language's), then where we deliver, then the rest.
  const own = value || i18n.language.split('-')[1] || '';
  const first = (c: Country) => c.code === own || DELIVERY_COUNTRIES.includes(c.code);
  const suggested = [
    ...missing,
    ...known.filter((c) => c.code === own),
    ...known.filter((c) => c.code !== own && first(c)),
  ];
  const others = known.filter((c) => !first(c));
  return (
    <NativeSelect
      label={t('accountPage.country')}
      autoComplete={`${section} country`}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error ?? (loadFailed ? t('accountPage.countriesFailed') : undefined)}
      disabled={!countries && !loadFailed}
      required
      data={[
        { value: '', label: t('accountPage.chooseCountry'), disabled: true },
        { group: t('accountPage.countriesSuggested'), items: suggested.map(option) },
        { group: t('accountPage.countriesOther'), items: others.map(option) },
      ]}
    />
  );
}

/** The country's name for a code, or the code itself while the list loads. */
export function countryName(countries: Country[] | undefined, code: string) {
  return countries?.find((c) => c.code === code)?.name ?? code;
}
