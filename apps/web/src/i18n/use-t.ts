import { useContext, useSyncExternalStore } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { getI18n, I18nContext } from 'react-i18next';

interface Strings {
  /** The instance's `t` in its current language. */
  t: TFunction;
  subscribe: (listener: () => void) => () => void;
}

/** One `t` and one language listener per i18next instance (the browser's, or a server render's). */
const perInstance = new WeakMap<I18n, Strings>();

function stringsOf(instance: I18n): Strings {
  let strings = perInstance.get(instance);
  if (!strings) {
    const listeners = new Set<() => void>();
    const made: Strings = {
      t: instance.getFixedT(instance.language),
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    instance.on('languageChanged', () => {
      made.t = instance.getFixedT(instance.language);
      for (const listener of listeners) listener();
    });
    perInstance.set(instance, made);
    strings = made;
  }
  return strings;
}

/**
 * `useTranslation().t`, as the app's components translate. react-i18next's hook gives each
 * component it mounts a copy of the i18next instance, a `t` and a listener of its own: about 65 µs
 * a component on a slow machine, a few hundred times on a catalog page (50 cards, several such
 * components each), on the server's render and again in the browser's hydration. This one reads
 * the same instance (the render's provider, else the global one) and shares one `t` per instance
 * and language; a change of language renders the component again, as react-i18next's does.
 */
export function useT(): TFunction {
  return useI18n().t;
}

/**
 * `useTranslation()`'s `t` and `i18n`, for the components that need the instance too (its
 * `language`, `exists`): one subscription for both, a new render when the language changes.
 */
export function useI18n(): { t: TFunction; i18n: I18n } {
  const instance = useContext(I18nContext)?.i18n ?? getI18n();
  const strings = stringsOf(instance);
  const read = () => strings.t;
  return { t: useSyncExternalStore(strings.subscribe, read, read), i18n: instance };
}
