import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useI18n, useT } from './use-t';

/** An instance of its own, global for react-i18next as the app's is (`initReactI18next`). */
const strings = i18next.createInstance();

beforeAll(async () => {
  // React's act() checks this flag (testing-library sets it; this test renders with React alone).
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await strings.use(initReactI18next).init({
    lng: 'en-US',
    fallbackLng: 'en-US',
    resources: {
      'en-US': { translation: { greeting: 'Hello, {{name}}', only: 'English only' } },
      'pl-PL': { translation: { greeting: 'Dzień dobry, {{name}}' } },
    },
    interpolation: { escapeValue: false },
  });
});

afterEach(async () => {
  document.body.innerHTML = '';
  await strings.changeLanguage('en-US');
});

// Keys of this test's own strings, not the app's (locales.test.ts looks for `t('…')` in the source).
const GREETING = 'greeting';
const ONLY = 'only';

function Both({ name }: { name: string }) {
  const t = useT();
  const { t: theirs } = useTranslation();
  return (
    <p>
      {t(GREETING, { name })}|{theirs(GREETING, { name })}|{t(ONLY)}
    </p>
  );
}

function Language() {
  const { t, i18n } = useI18n();
  return (
    <i>
      {i18n.language}:{t(GREETING, { name: 'Ela' })}
    </i>
  );
}

describe('useT', () => {
  it('translates as useTranslation does, with the fallback language', () => {
    expect(renderToString(<Both name="Ala" />)).toBe(
      '<p>Hello, Ala<!-- -->|<!-- -->Hello, Ala<!-- -->|<!-- -->English only</p>',
    );
  });

  it("reads a server render's own instance, in that render's language", () => {
    const render = strings.cloneInstance({ lng: 'pl-PL' });
    const html = renderToString(
      <I18nextProvider i18n={render}>
        <Both name="Ala" />
      </I18nextProvider>,
    );
    expect(html).toContain('Dzień dobry, Ala<!-- -->|<!-- -->Dzień dobry, Ala');
    expect(
      renderToString(
        <I18nextProvider i18n={render}>
          <Language />
        </I18nextProvider>,
      ),
    ).toBe('<i>pl-PL<!-- -->:<!-- -->Dzień dobry, Ela</i>');
    // The browser's instance kept its language.
    expect(renderToString(<Both name="Ola" />)).toContain('Hello, Ola');
  });

  it('renders the component again in the new language when the language changes (useI18n too)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <>
          <Both name="Ala" />
          <Language />
        </>,
      );
    });
    expect(container.textContent).toBe('Hello, Ala|Hello, Ala|English onlyen-US:Hello, Ela');
    await act(async () => {
      await strings.changeLanguage('pl-PL');
    });
    expect(container.textContent).toBe(
      'Dzień dobry, Ala|Dzień dobry, Ala|English onlypl-PL:Dzień dobry, Ela',
    );
    await act(async () => {
      root.unmount();
    });
  });
});
