// `npm run lighthouse`: Lighthouse's mobile audit (its default configuration: a mid-range phone on
// a slow 4G network, simulated) of the home page, the catalog, a product page and a maker page of
// the demo shop, served by the built app on a fresh DATA_DIR, in Debian's Chromium. Prints the
// scores and writes them into docs/benchmarks.md between the lighthouse markers.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ROOT, startServer } from './fixtures/server.js';

const CHROME = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (candidate): candidate is string => !!candidate && fs.existsSync(candidate),
);
const REPORT = path.join(ROOT, 'docs/benchmarks.md');
const START = '<!-- lighthouse:start -->';
const END = '<!-- lighthouse:end -->';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
} as const;

interface Card {
  _id: string;
  image: object | null;
  company: { _id: string };
}

async function main() {
  if (!CHROME) throw new Error('No Chromium: `apt-get install -y chromium` or set CHROME_PATH.');
  if (!fs.existsSync(path.join(ROOT, 'apps/web/dist-ssr/entry-server.js'))) {
    throw new Error('The web app is not built: run `npm run build` first.');
  }
  const server = await startServer({ SEED_DEMO: '1', NODE_ENV: 'production' });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const cards = (await (await fetch(`${server.url}/api/products?limit=20`)).json()) as {
      items: Card[];
    };
    const product = cards.items.find((card) => card.image !== null) ?? cards.items[0]!;
    const pages = {
      '/': '/',
      '/catalog': '/catalog',
      'a product page': `/products/${product._id}`,
      'a maker page': `/company/${product.company._id}`,
    };
    const rows: string[] = [];
    for (const [name, pathname] of Object.entries(pages)) {
      // One warm-up load: the first render of each page compiles its code on the server.
      await fetch(server.url + pathname);
      const lhr = await audit(server.url + pathname, chrome.port);
      if (lhr.runtimeError) {
        const row = `| ${name} | Lighthouse failed ${ATTEMPTS} times: ${lhr.runtimeError.code} | | | | | |`;
        console.log(row);
        rows.push(row);
        continue;
      }
      // LIGHTHOUSE_JSON=<dir> keeps each page's whole report, to see where its time goes.
      const keep = process.env.LIGHTHOUSE_JSON;
      if (keep) {
        fs.mkdirSync(keep, { recursive: true });
        fs.writeFileSync(path.join(keep, `${name.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr));
      }
      const scores = CATEGORIES.map((id) => Math.round((lhr.categories[id]?.score ?? 0) * 100));
      const metrics = Object.entries(METRICS).map(([id, label]) => {
        const value = lhr.audits[id]?.numericValue ?? 0;
        return `${label} ${id === 'cumulative-layout-shift' ? value.toFixed(3) : `${(value / 1000).toFixed(2)} s`}`;
      });
      const failed = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
        (lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id),
      );
      const row = `| ${name} | ${scores.join(' | ')} | ${metrics.join(', ')} | ${failed.join(', ') || '—'} |`;
      console.log(row);
      rows.push(row);
    }
    const table = [
      `Lighthouse ${lighthouseVersion()} mobile (default configuration), ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Chromium ${chromiumVersion()}, demo data, \`npm run lighthouse\`:`,
      '',
      '| Page | Performance | Accessibility | Best practices | SEO | Metrics | Failed audits |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...rows,
    ].join('\n');
    writeReport(table);
  } finally {
    chrome.kill();
    await server.stop();
  }
}

/** Runs of one page before its failure is reported instead of its scores. */
const ATTEMPTS = 3;

/**
 * One page's report. A run Lighthouse itself could not complete (its `runtimeError`: the trace or
 * the page's load timed out, seen about once in twelve runs here) scores zeros that say nothing
 * of the page; it is said and run again.
 */
async function audit(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    const lhr = result!.lhr;
    if (!lhr.runtimeError || attempt === ATTEMPTS) return lhr;
    console.warn(
      `${url}: Lighthouse could not complete (${lhr.runtimeError.code}: ${lhr.runtimeError.message}); again`,
    );
  }
}

function lighthouseVersion() {
  const file = path.join(ROOT, 'node_modules/lighthouse/package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

function chromiumVersion() {
  return process.env.CHROME_VERSION ?? 'from Debian';
}

function writeReport(table: string) {
  const text = fs.readFileSync(REPORT, 'utf8');
  const section = `${START}\n${table}\n${END}`;
  const next = text.includes(START)
    ? text.replace(new RegExp(`${START}[\\s\\S]*?${END}`), section)
    : `${text.trimEnd()}\n\n## Lighthouse (mobile)\n\n${section}\n`;
  fs.writeFileSync(REPORT, next);
  console.log(`written to ${path.relative(ROOT, REPORT)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
