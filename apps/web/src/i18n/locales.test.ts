import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, SITE_ROUTES } from '@kramik/contract';
import { MENU_ITEMS } from '../app/menu-items';

type Tree = { [key: string]: string | Tree };

function load(locale: string): Tree {
  const file = path.join(import.meta.dirname, 'locales', `${locale}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Tree;
}

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of leaves(value, full)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const english = leaves(load('en-US'));

describe.each(LOCALES)('%s translations', (locale) => {
  const strings = leaves(load(locale));

  it('has every key of en-US and no other', () => {
    const missing = [...english.keys()].filter((key) => !strings.has(key));
    const extra = [...strings.keys()].filter((key) => !english.has(key));
    expect(missing, `missing in ${locale}`).toEqual([]);
    expect(extra, `unknown in ${locale}`).toEqual([]);
  });

  it('leaves no string empty and keeps the placeholders', () => {
    for (const [key, value] of strings) {
      expect(value.trim(), `${locale}: ${key}`).not.toBe('');
      expect(placeholders(value), `${locale}: ${key}`).toEqual(
        placeholders(english.get(key) ?? ''),
      );
    }
  });
});

describe('keys the code builds from names', () => {
  it('has a title and a description for every route and the not-found page', () => {
    for (const id of [...SITE_ROUTES.map((r) => r.id), 'notFound']) {
      expect(english.get(`routes.${id}.title`), id).toBeTruthy();
      expect(english.get(`routeDescriptions.${id}`), id).toBeTruthy();
    }
  });

  it('has a label for every menu item', () => {
    for (const item of MENU_ITEMS) expect(english.get(`menu.${item.key}`), item.key).toBeTruthy();
  });
});

describe('keys used in the source', () => {
  it('exist in en-US', () => {
    const root = path.join(import.meta.dirname, '..');
    const used = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts')) {
          const source = fs.readFileSync(full, 'utf8');
          for (const match of source.matchAll(/\bt\(\s*'([\w.]+)'/g)) used.add(match[1]!);
        }
      }
    };
    walk(root);
    expect(used.size).toBeGreaterThan(20);
    const missing = [...used].filter((key) => !english.has(key));
    expect(missing).toEqual([]);
  });
});
