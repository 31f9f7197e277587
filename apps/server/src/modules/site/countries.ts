import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import type { Country, Locale } from '@kramik/contract';

const require = createRequire(import.meta.url);
const LANGUAGE_OF: Record<Locale, string> = {
  'en-US': 'en',
  'pl-PL': 'pl',
  'zh-CN': 'zh',
  'de-DE': 'de',
  'sv-SE': 'sv',
  'nb-NO': 'nb',
};
for (const language of new Set(Object.values(LANGUAGE_OF))) {
  countries.registerLocale(
    require(`i18n-iso-countries/langs/${language}.json`) as countries.LocaleData,
  );
}

const cache = new Map<Locale, Country[]>();

/** Territories nobody lives in: nobody orders to, or opens a shop in, them. */
const UNINHABITED = new Set(['AQ', 'BV', 'HM']);

/** Every inhabited ISO 3166 country with its name in the locale, sorted as that language sorts. */
export function listCountries(locale: Locale): Country[] {
  let list = cache.get(locale);
  if (!list) {
    const names = countries.getNames(LANGUAGE_OF[locale], { select: 'official' });
    const collator = new Intl.Collator(locale);
    list = Object.entries(names)
      .filter(([code]) => !UNINHABITED.has(code))
      .map(([code, name]) => ({ code, name }))
      .sort((a, b) => collator.compare(a.name, b.name));
    cache.set(locale, list);
  }
  return list;
}

export function isCountryCode(code: string) {
  return countries.isValid(code);
}

/** The country's name in the locale, or its code when unknown. */
export function countryName(code: string, locale: Locale) {
  return countries.getName(code, LANGUAGE_OF[locale]) ?? code;
}
