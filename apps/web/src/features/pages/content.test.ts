import { describe, expect, it } from 'vitest';
import { LOCALES } from '@kramik/contract';
import about from './content/about';
import getApp from './content/get-app';
import intellectualProperty from './content/intellectual-property';
import paymentMethods from './content/payment-methods';
import policy from './content/policy';
import regular from './content/regular';
import rules from './content/rules';
import security from './content/security';
import type { PageContent, PageTranslations } from './content/types';
import { pickContent } from './components/static-page';

const PAGES: Record<string, PageTranslations> = {
  about,
  getApp,
  intellectualProperty,
  paymentMethods,
  policy,
  regular,
  rules,
  security,
};

/** Operators' names that stay the same in every language (a translation may say "the service" for Kramik). */
const BRANDS = ['PayU', 'PayPal', 'AutoPay', 'Blue Media', 'BLIK', 'InPost', 'DPD', 'GLS'];

const TRANSLATIONS = LOCALES.filter((locale) => locale !== 'en-US');

function strings(content: PageContent): string[] {
  return [
    ...(content.intro === undefined ? [] : [content.intro]),
    ...content.sections.flatMap((s) => [s.heading, ...(s.paragraphs ?? []), ...(s.items ?? [])]),
  ];
}

/** The structure a translation must keep: sections, paragraphs and items per section, list kind. */
function shape(content: PageContent) {
  return {
    intro: content.intro !== undefined,
    sections: content.sections.map((s) => ({
      paragraphs: s.paragraphs?.length ?? 0,
      items: s.items?.length ?? 0,
      ordered: s.ordered ?? false,
    })),
  };
}

describe.each(Object.entries(PAGES))('%s page', (_name, page) => {
  it('exists in every locale and no other', () => {
    expect(Object.keys(page).sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES)('has %s content with 3 to 8 filled sections', (locale) => {
    const content = page[locale];
    expect(content, locale).toBeDefined();
    expect(content.sections.length).toBeGreaterThanOrEqual(3);
    expect(content.sections.length).toBeLessThanOrEqual(8);
    for (const section of content.sections) {
      const body = (section.paragraphs?.length ?? 0) + (section.items?.length ?? 0);
      expect(body, section.heading).toBeGreaterThan(0);
    }
    for (const text of strings(content)) expect(text.trim(), locale).not.toBe('');
  });

  it.each(TRANSLATIONS)('has the same structure in %s as in English', (locale) => {
    expect(shape(page[locale])).toEqual(shape(page['en-US']));
  });

  it.each(LOCALES)('uses unique headings and texts in %s (they are React keys)', (locale) => {
    const headings = page[locale].sections.map((s) => s.heading);
    expect(new Set(headings).size, locale).toBe(headings.length);
    for (const section of page[locale].sections) {
      for (const list of [section.paragraphs ?? [], section.items ?? []]) {
        expect(new Set(list).size, section.heading).toBe(list.length);
      }
    }
  });

  it.each(TRANSLATIONS)('keeps the brand names and numbers of the English in %s', (locale) => {
    const english = strings(page['en-US']);
    const translated = strings(page[locale]);
    english.forEach((text, i) => {
      const target = translated[i] ?? '';
      for (const brand of BRANDS) {
        if (text.includes(brand)) expect(target, `${brand} in “${text}”`).toContain(brand);
      }
      for (const number of text.match(/\d+/g) ?? []) {
        expect(target.match(/\d+/g) ?? [], `${number} in “${text}”`).toContain(number);
      }
    });
  });

  it('invents no addresses, e-mails or phone numbers', () => {
    for (const locale of LOCALES) {
      for (const text of strings(page[locale])) {
        expect(text, locale).not.toMatch(/https?:\/\/|www\.|\S+@\S+\.\w|\+?\d[\d ]{7,}\d/);
      }
    }
  });
});

describe('pickContent', () => {
  it.each(LOCALES)('uses the viewer’s locale, %s', (locale) => {
    expect(pickContent(rules, locale)).toBe(rules[locale]);
  });
});
