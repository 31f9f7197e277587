import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, matchLocale, type Locale } from '@kramik/contract';
import { setApiLocale } from '../lib/api-client';

const STORAGE_KEY = 'kramik.locale';

type Strings = Record<string, unknown>;
type Loaders = Record<string, () => Promise<Strings>>;

/**
 * Each locale is two chunks (`areas.ts`): the strings of the shell and the first page, and those
 * of the other screens, loaded by the screens that need them or in the background after start.
 */
const coreLoaders: Loaders = import.meta.glob<Strings>('./locales/*.json', {
  query: { part: 'core' },
  import: 'default',
});
const pageLoaders: Loaders = import.meta.glob<Strings>('./locales/*.json', {
  query: { part: 'pages' },
  import: 'default',
});

async function loadPart(loaders: Loaders, locale: Locale) {
  const loader = loaders[`./locales/${locale}.json`];
  if (!loader) throw new Error(`no translations for ${locale}`);
  return loader();
}

const pagesLoaded = new Map<Locale, Promise<void>>();

/** Adds the screens' strings of a locale (once); pages await this before they render. */
function loadPageStrings(locale: Locale) {
  let loading = pagesLoaded.get(locale);
  if (!loading) {
    loading = loadPart(pageLoaders, locale).then((strings) => {
      i18n.addResourceBundle(locale, 'translation', strings, true, false);
    });
    loading.catch(() => pagesLoaded.delete(locale));
    pagesLoaded.set(locale, loading);
  }
  return loading;
}

/** The current language's and the fallback's screen strings. */
export async function ensurePageStrings() {
  const locale = currentLocale();
  await Promise.all([loadPageStrings(locale), loadPageStrings(DEFAULT_LOCALE)]);
}

async function loadResources(locale: Locale) {
  return loadPart(coreLoaders, locale);
}

/** The remembered choice, else the browser's languages, else the site default. */
export function detectLocale(): Locale {
  // A language address (`?lang=pl-PL`, what search engines list as hreflang alternates) wins.
  const named =
    typeof window === 'undefined'
      ? undefined
      : matchLocale(new URLSearchParams(window.location.search).get('lang'));
  if (named) return named;
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
    // Screens' strings arrive after start: components re-render when they are added.
    react: { bindI18nStore: 'added' },
  });
  applyLocale(locale);
  // The rest of the strings follow when the browser is idle (a screen that needs them first waits).
  const later = (run: () => void) =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(run, { timeout: 3000 })
      : window.setTimeout(run, 1500);
  later(() => void ensurePageStrings().catch(() => undefined));
  return i18n;
}

/** Switches the whole interface and remembers the choice. */
export async function changeLocale(locale: Locale) {
  if (!i18n.hasResourceBundle(locale, 'translation')) {
    i18n.addResourceBundle(locale, 'translation', await loadResources(locale), true, false);
  }
  await loadPageStrings(locale);
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
