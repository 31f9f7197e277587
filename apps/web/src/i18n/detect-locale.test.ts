import { afterEach, describe, expect, it } from 'vitest';
import { detectLocale } from './index';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
});

describe('the language the app starts in', () => {
  it("is the address's language when it names one, before the stored choice", () => {
    window.localStorage.setItem('kramik.locale', 'de-DE');
    window.history.replaceState(null, '', '/products/1?lang=pl-PL');
    expect(detectLocale()).toBe('pl-PL');
  });

  it('is the stored choice when the address names none or an unknown one', () => {
    window.localStorage.setItem('kramik.locale', 'de-DE');
    window.history.replaceState(null, '', '/catalog?lang=xx');
    expect(detectLocale()).toBe('de-DE');
  });
});
