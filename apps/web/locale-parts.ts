import fs from 'node:fs';
import type { Plugin } from 'vite';
import { localePart, type LocalePart } from './src/i18n/areas';

/**
 * `locales/xx.json?part=core|pages`: one half of a locale file (src/i18n/areas.ts), so that the
 * first page does not download the strings of every screen.
 */
export function localeParts(): Plugin {
  return {
    name: 'kramik-locale-parts',
    enforce: 'pre',
    load(id) {
      const match = /^(.*\/i18n\/locales\/[\w-]+\.json)\?part=(core|pages)$/.exec(id);
      if (!match?.[1]) return null;
      this.addWatchFile(match[1]);
      const strings = JSON.parse(fs.readFileSync(match[1], 'utf8')) as Record<string, unknown>;
      const part = JSON.stringify(localePart(strings, match[2] as LocalePart));
      return `export default JSON.parse(${JSON.stringify(part)});`;
    },
  };
}
