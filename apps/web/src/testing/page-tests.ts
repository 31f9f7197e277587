import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { ensurePageStrings, initI18n } from '../i18n';

/**
 * What a test rendering Mantine pages in jsdom needs: the browser APIs jsdom lacks (media
 * queries, resize observers, font loading), the English strings of every page, and a clean DOM
 * and restored mocks after each test.
 */
export function setUpPageTests() {
  beforeAll(async () => {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }),
    });
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    await initI18n('en-US');
    await ensurePageStrings();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
}

/** A JSON answer as the API client receives it. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
