import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, matchLocale, type Locale } from '@kramik/contract';
import { setApiLocale } from '../lib/api-client';

const STORAGE_KEY = 'kramik.locale';

/** Each locale is its own chunk: the first page loads only the language it shows. */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');

async function loadResources(locale: Locale) {
  const loader = loaders[`./locales/${locale}.json`];
  if (!loader) throw new Error(`no translations for ${locale}`);
  return (await loader()).default;
}

/** The remembered choice, else the browser's languages, else the site default. */
export function detectLocale(): Locale {
  try {
    const stored = matchLocale(window.localStorage.getItem(STORAGE_KEY));
    if (stored) return stored;
  } catch {
    // Storage may be disabled; fall through to the browser's languages.
  }
  const languages =
    typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of languages) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

function applyLocale(locale: Locale) {
  setApiLocale(locale);
  document.documentElement.lang = locale;
}

export async function initI18n(locale: Locale = detectLocale()) {
  const resources = await loadResources(locale);
  const fallback = locale === DEFAULT_LOCALE ? resources : await loadResources(DEFAULT_LOCALE);
  await i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    resources: {
      [locale]: { translation: resources },
      [DEFAULT_LOCALE]: { translation: fallback },
    },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyLocale(locale);
  return i18n;
}

/** Switches the whole interface and remembers the choice. */
export async function changeLocale(locale: Locale) {
  if (!i18n.hasResourceBundle(locale, 'translation')) {
    i18n.addResourceBundle(locale, 'translation', await loadResources(locale));
  }
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Not remembered when storage is disabled; the switch still applies.
  }
  applyLocale(locale);
  await i18n.changeLanguage(locale);
}

export function currentLocale(): Locale {
  return matchLocale(i18n.language) ?? DEFAULT_LOCALE;
}

export default i18n;
