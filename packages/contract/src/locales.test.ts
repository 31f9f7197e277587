import { describe, expect, it } from 'vitest';
import { matchLocale, negotiateLocale } from './locales.js';
import { isSitePath } from './routes.js';

describe('matchLocale', () => {
  it('accepts our tags, bare languages and the spec’s typos', () => {
    expect(matchLocale('pl-PL')).toBe('pl-PL');
    expect(matchLocale('de')).toBe('de-DE');
    expect(matchLocale('de-AT')).toBe('de-DE');
    expect(matchLocale('zn-CN')).toBe('zh-CN');
    expect(matchLocale('zh-TW')).toBe('zh-CN');
    expect(matchLocale('no-NO')).toBe('nb-NO');
    expect(matchLocale('nn')).toBe('nb-NO');
    expect(matchLocale('fr-FR')).toBeUndefined();
    expect(matchLocale('')).toBeUndefined();
  });
});

describe('negotiateLocale', () => {
  it('honours q-values and skips languages we do not have', () => {
    expect(negotiateLocale('fr-FR,fr;q=0.9,sv;q=0.8,en;q=0.7')).toBe('sv-SE');
    expect(negotiateLocale('en;q=0.2,pl;q=0.9')).toBe('pl-PL');
    expect(negotiateLocale('xx, yy;q=0')).toBe('en-US');
    expect(negotiateLocale(undefined)).toBe('en-US');
  });
});

describe('isSitePath', () => {
  it('knows the screens of the route table', () => {
    expect(isSitePath('/')).toBe(true);
    expect(isSitePath('/products/abc')).toBe(true);
    expect(isSitePath('/shops/abc/edit')).toBe(true);
    expect(isSitePath('/catalog/')).toBe(true);
    expect(isSitePath('/products')).toBe(false);
    expect(isSitePath('/products/a/b')).toBe(false);
    expect(isSitePath('/no-such-page')).toBe(false);
  });
});
