import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@kramik/contract';
import { localePart, PAGE_NAMESPACES } from './areas';

const load = (locale: string) =>
  JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, 'locales', `${locale}.json`), 'utf8'),
  ) as Record<string, unknown>;

describe('locale parts', () => {
  it('names only namespaces that exist', () => {
    const english = load('en-US');
    for (const namespace of PAGE_NAMESPACES) expect(english, namespace).toHaveProperty(namespace);
  });

  it.each(LOCALES)('splits %s into two parts that together are the whole file', (locale) => {
    const strings = load(locale);
    const core = localePart(strings, 'core');
    const pages = localePart(strings, 'pages');
    expect(Object.keys(pages).sort()).toEqual([...PAGE_NAMESPACES].sort());
    expect({ ...core, ...pages }).toEqual(strings);
    expect(core).toHaveProperty('layout');
    expect(core).toHaveProperty('routes');
  });
});
