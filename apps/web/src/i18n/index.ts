import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, matchLocale, type Locale } from '@kramik/contract';
import { setApiLocale } from '../lib/api-client';

const STORAGE_KEY = 'kramik.locale';
/** The chosen language, also told to the server so that its first HTML is in it. */
export const LOCALE_COOKIE = 'kramik_locale';

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

function storedLocale(): Locale | undefined {
  try {
    return matchLocale(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    // Storage may be disabled.
    return undefined;
  }
}

/** Keeps the choice for the next visit, in this browser and in the cookie the server reads. */
function rememberLocale(locale: Locale) {
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Not remembered when storage is disabled; the switch still applies.
  }
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; SameSite=Lax`;
}

/** The remembered choice, else the browser's languages, else the site default. */
export function detectLocale(): Locale {
  // A language address (`?lang=pl-PL`, what search engines list as hreflang alternates) wins.
  const named =
    typeof window === 'undefined'
      ? undefined
      : matchLocale(new URLSearchParams(window.location.search).get('lang'));
  if (named) return named;
  const stored = storedLocale();
  if (stored) return stored;
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
    // Screens' strings arrive after start, and nothing renders again when they do (every
    // translated component of the page would, in one long task): a screen that uses them waits
    // for them before it renders (the router), and the first page uses none (a string missing at
    // hydration would differ from the server's HTML, which the journeys fail on).
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
  rememberLocale(locale);
  applyLocale(locale);
  await i18n.changeLanguage(locale);
}

/**
 * After a server-rendered page was hydrated in the server's language: a choice remembered only in
 * this browser (from before the cookie) is told to the server and applied.
 */
export async function settleLocale(rendered: Locale) {
  const wanted = detectLocale();
  const stored = storedLocale();
  if (stored && !document.cookie.includes(`${LOCALE_COOKIE}=${stored}`)) rememberLocale(stored);
  if (wanted !== rendered) await changeLocale(wanted);
}

/** The language a server render is in: set only for the length of one synchronous render. */
let renderLocale: Locale | undefined;

/** Runs a synchronous server render with `locale` as the current language. */
export function inRenderLocale<T>(locale: Locale, render: () => T): T {
  renderLocale = locale;
  try {
    return render();
  } finally {
    renderLocale = undefined;
  }
}

export function currentLocale(): Locale {
  return renderLocale ?? matchLocale(i18n.language) ?? DEFAULT_LOCALE;
}

/**
 * The server renderer's strings: every locale whole (core and screens), in the shared instance
 * that each render clones with its own language.
 */
export async function initServerI18n() {
  const resources: Record<string, { translation: Strings }> = {};
  for (const locale of LOCALES) {
    const [core, pages] = await Promise.all([
      loadPart(coreLoaders, locale),
      loadPart(pageLoaders, locale),
    ]);
    resources[locale] = { translation: { ...core, ...pages } };
  }
  await i18n.use(initReactI18next).init({
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18n;
}

export default i18n;
