import { describe, expect, it } from 'vitest';
import about from './content/about';
import getApp from './content/get-app';
import intellectualProperty from './content/intellectual-property';
import paymentMethods from './content/payment-methods';
import policy from './content/policy';
import regular from './content/regular';
import rules from './content/rules';
import security from './content/security';
import type { PageContent } from './content/types';
import { pickContent } from './components/static-page';

const PAGES = {
  about,
  getApp,
  intellectualProperty,
  paymentMethods,
  policy,
  regular,
  rules,
  security,
};

function strings(content: PageContent): string[] {
  return [
    ...(content.intro === undefined ? [] : [content.intro]),
    ...content.sections.flatMap((s) => [s.heading, ...(s.paragraphs ?? []), ...(s.items ?? [])]),
  ];
}

describe.each(Object.entries(PAGES))('%s page', (_name, page) => {
  it.each(['en-US', 'pl-PL'] as const)('has %s content with 3 to 8 filled sections', (locale) => {
    const content = page[locale];
    expect(content.sections.length).toBeGreaterThanOrEqual(3);
    expect(content.sections.length).toBeLessThanOrEqual(8);
    for (const section of content.sections) {
      const body = (section.paragraphs?.length ?? 0) + (section.items?.length ?? 0);
      expect(body, section.heading).toBeGreaterThan(0);
    }
    for (const text of strings(content)) expect(text.trim(), locale).not.toBe('');
  });

  it('has the same structure in Polish as in English', () => {
    const shape = (content: PageContent) =>
      content.sections.map((s) => [s.paragraphs?.length ?? 0, s.items?.length ?? 0]);
    expect(shape(page['pl-PL'])).toEqual(shape(page['en-US']));
  });

  it('invents no addresses, e-mails or phone numbers', () => {
    for (const text of [...strings(page['en-US']), ...strings(page['pl-PL'])]) {
      expect(text).not.toMatch(/https?:\/\/|www\.|\S+@\S+\.\w|\+?\d[\d ]{7,}\d/);
    }
  });
});

describe('pickContent', () => {
  it('uses the viewer’s locale when the page has it, else English with a note', () => {
    expect(pickContent(rules, 'pl-PL')).toEqual({ content: rules['pl-PL'], fallback: false });
    expect(pickContent(rules, 'en-US')).toEqual({ content: rules['en-US'], fallback: false });
    expect(pickContent(rules, 'de-DE')).toEqual({ content: rules['en-US'], fallback: true });
  });
});
