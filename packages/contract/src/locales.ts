/** The six interface locales (SPEC §1, PRODUCT.md "Languages"). */
export const LOCALES = ['en-US', 'pl-PL', 'zh-CN', 'de-DE', 'sv-SE', 'nb-NO'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

/** Each language's own name, as the language switcher shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  'en-US': 'English',
  'pl-PL': 'Polski',
  'zh-CN': '中文',
  'de-DE': 'Deutsch',
  'sv-SE': 'Svenska',
  'nb-NO': 'Norsk',
};

/** The spec's spellings `zn-CN` and `no-NO` are typos of zh-CN and nb-NO; both are accepted. */
const ALIASES: Record<string, Locale> = {
  'zn-cn': 'zh-CN',
  zn: 'zh-CN',
  'no-no': 'nb-NO',
  no: 'nb-NO',
  nn: 'nb-NO',
  'nn-no': 'nb-NO',
};

/** Maps any language tag (`pl`, `de-AT`, `zn-CN`, `no-NO`) to one of our locales, or undefined. */
export function matchLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const lower = tag.trim().toLowerCase();
  if (!lower) return undefined;
  const alias = ALIASES[lower];
  if (alias) return alias;
  const exact = LOCALES.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  const language = lower.split(/[-_]/)[0];
  const aliasByLanguage = ALIASES[language ?? ''];
  if (aliasByLanguage) return aliasByLanguage;
  return LOCALES.find((l) => l.toLowerCase().startsWith(`${language}-`));
}

/** Picks the best locale from an Accept-Language header, honouring q-values. */
export function negotiateLocale(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const match = matchLocale(entry.tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}
