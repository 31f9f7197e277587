import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, matchLocale, type Locale } from '@kramik/contract';
import { escapeXml } from '../lib/text.js';
import { urlLocale } from './locale.js';

/** What the web app's server renderer (apps/web/src/entry-server.tsx) answers for a page. */
export interface RenderedPage {
  routeId: string;
  html: string;
  dataScript: string;
  /** The lazy parts the page rendered, as the manifest names their modules. */
  parts?: string[];
}

interface Renderer {
  render(request: {
    url: string;
    locale: Locale;
    api: (path: string, init: RequestInit) => Promise<Response>;
  }): Promise<RenderedPage | null>;
}

/** One chunk of the client build's manifest (`dist/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * A page's own style sheets up to this size go into its document (`<style>`), not as links: a
 * page's first paint waited for 7–10 small files (0.5–6 KB each) after the HTML, and on a phone's
 * link each is a request of its own. Larger ones (a map's) stay links.
 */
const INLINE_STYLE_MAX_BYTES = 16 * 1024;

/** Polish's letters outside Latin-1, as apps/web/src/app/fonts/polish.css ranges them. */
const POLISH_LETTER = /[\u0104-\u0107\u0118\u0119\u0141-\u0144\u015a\u015b\u0179-\u017c]/;

/** Whether the text of `html` (not its tags and attributes) has a Polish letter. */
function hasPolishText(html: string) {
  return POLISH_LETTER.test(html) && POLISH_LETTER.test(html.replace(/<[^>]*>/g, ''));
}

/** The cookie the web app sets when the visitor picks a language (apps/web/src/i18n). */
const LOCALE_COOKIE = 'kramik_locale';

/** The web app's page module of a route id (apps/web/src/app/router.tsx `PAGES`). */
function pageModule(routeId: string) {
  const file =
    routeId === 'index' ? 'home' : routeId.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return `src/app/routes/${file}.tsx`;
}

/**
 * The server side of the public pages' first HTML: loads the renderer that `npm run build` writes
 * beside the web app (`apps/web/dist-ssr`), and turns a render into the page's document with what
 * its first paint needs announced in the head (the page's styles, its code, the fonts, its main
 * image).
 */
export class PageRenderer {
  /** The style sheets read so far, by build file: their text, or null to link them. */
  private readonly inlineStyles = new Map<string, string | null>();

  private constructor(
    private readonly renderer: Renderer,
    private readonly manifest: Manifest,
    private readonly fonts: string[],
    private readonly webRoot: string,
    private readonly polishFont: string | undefined,
  ) {}

  /** The renderer of the build in `webRoot`, or undefined when the build has none. */
  static async load(webRoot: string): Promise<PageRenderer | undefined> {
    const entry = path.join(webRoot, '..', 'dist-ssr', 'entry-server.js');
    const manifestFile = path.join(webRoot, '.vite', 'manifest.json');
    if (!fs.existsSync(entry) || !fs.existsSync(manifestFile)) return undefined;
    // The renderer is the web app's production build, and runs on React's production build
    // unless the environment names a mode (tests keep React's development checks): React picks
    // its build from NODE_ENV when first loaded, which is here. The demo (`npm start`, NODE_ENV
    // unset, so the app's own config is `development`) rendered 15 home pages a second with the
    // development build and 25 with this one. The app's config was read before (config/env.ts).
    // eslint-disable-next-line no-restricted-syntax -- React's switch, not a setting of ours
    process.env.NODE_ENV ??= 'production';
    const renderer = (await import(pathToFileURL(entry).href)) as Renderer;
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
    // The Latin subsets of the two faces the first screen uses (the others load by unicode-range).
    const assets = fs.readdirSync(path.join(webRoot, 'assets'));
    const font = (prefix: string) =>
      assets.filter((file) => file.startsWith(prefix) && file.endsWith('.woff2')).slice(0, 1);
    const fonts = [...font('inter-latin-wght-normal-'), ...font('fraunces-latin-600-normal-')];
    // Inter's Polish letters (apps/web/src/app/fonts/polish.css), for pages whose text has them.
    const polishFont = font('inter-polish-wght-normal-')[0];
    // The first pages of a process would wait for their lazy parts' code: a render of the home
    // page (its calls refused) loads it now.
    await renderer
      .render({
        url: 'http://localhost/',
        locale: DEFAULT_LOCALE,
        api: async () => new Response(null, { status: 503 }),
      })
      .catch(() => undefined);
    return new PageRenderer(renderer, manifest, fonts, webRoot, polishFont);
  }

  /**
   * The page's language: the address's (`?lang=`), else the visitor's choice (the cookie), else
   * their browser's (Accept-Language, as the locale plugin read it).
   */
  static localeOf(request: FastifyRequest): Locale {
    const cookie = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`).exec(
      request.headers.cookie ?? '',
    )?.[1];
    return urlLocale(request.query) ?? matchLocale(cookie) ?? request.locale;
  }

  /**
   * `index.html` with the page rendered into it, or undefined for a page the browser renders
   * alone. The page's API calls are answered by `app` itself, on the visitor's rate budget;
   * `complete` is false when one of them was refused (the rate limit, an address's bad query) or
   * failed: the page then leaves that part to the browser.
   */
  async page(
    app: FastifyInstance,
    request: FastifyRequest,
    indexHtml: string,
    locale: Locale,
  ): Promise<{ html: string; complete: boolean } | undefined> {
    const origin = `${request.protocol}://${request.host}`;
    let complete = true;
    const rendered = await this.renderer.render({
      url: new URL(request.url, origin).href,
      locale,
      api: async (url, init) => {
        const answer = await app.inject({
          method: (init.method ?? 'GET') as 'GET',
          url,
          headers: { ...(init.headers as Record<string, string>), 'accept-language': locale },
          remoteAddress: request.ip,
        });
        // A page is complete when its data came: found, or not there (a 404 shows as such).
        if (answer.statusCode >= 400 && answer.statusCode !== 404) complete = false;
        const headers = new Headers();
        for (const [name, value] of Object.entries(answer.headers)) {
          if (typeof value === 'string') headers.set(name, value);
        }
        return new Response(answer.body || null, { status: answer.statusCode, headers });
      },
    });
    if (!rendered) return undefined;
    const html = indexHtml
      // The app's own code starts after the first paint (the boot script of \`headTags\`).
      .replace(/\s*<script type="module"[^>]*><\/script>/, '')
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
      // Mantine's colours hang on the scheme attribute, which its script sets only after start: the
      // first paint is light (a browser that prefers dark switches when the app starts).
      .replace(/<html lang="[^"]*"/, `<html lang="${locale}" data-mantine-color-scheme="light"`)
      .replace('</head>', `  ${this.headTags(rendered, locale).join('\n    ')}\n  </head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root">${rendered.html}</div>${rendered.dataScript}`,
      )
      .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
    return { html, complete };
  }

  /**
   * The page module's styles (with what it imports), its fonts and main image, and the script that
   * loads the app's code, the page's and its strings after the first paint (`public/boot.js`).
   */
  private headTags(rendered: RenderedPage, locale: Locale) {
    const styles = new Set<string>();
    const entry = this.manifest['index.html'];
    const scripts = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = this.manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      scripts.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    // The entry's styles are index.html's own stylesheet; its code is the boot script's to load.
    visit('index.html');
    styles.clear();
    visit(pageModule(rendered.routeId));
    // Its lazy parts that the server rendered: their HTML is on the page, laid out by their styles.
    for (const part of rendered.parts ?? []) visit(part);
    visit(`src/i18n/locales/${locale}.json?part=core`);
    if (rendered.routeId !== 'home' && rendered.routeId !== 'index') {
      visit(`src/i18n/locales/${locale}.json?part=pages`);
    }
    const image = /<img [^>]*fetchpriority="high"[^>]*>/i.exec(rendered.html)?.[0];
    const attribute = (name: string) =>
      image ? new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(image)?.[1] : undefined;
    const [src, srcset, sizes] = [attribute('src'), attribute('srcset'), attribute('sizes')];
    const fonts =
      this.polishFont && hasPolishText(rendered.html)
        ? [...this.fonts, this.polishFont]
        : this.fonts;
    return [
      ...fonts.map(
        (font) =>
          `<link rel="preload" as="font" type="font/woff2" href="/assets/${font}" crossorigin />`,
      ),
      ...(src
        ? [
            `<link rel="preload" as="image" href="${src}"${srcset ? ` imagesrcset="${srcset}"` : ''}${
              sizes ? ` imagesizes="${sizes}"` : ''
            } fetchpriority="high" />`,
          ]
        : []),
      ...[...styles].map((file) => this.styleTag(file)),
      ...(entry
        ? [
            `<script src="/boot.js" data-entry="/${escapeXml(entry.file)}" data-preload="${[
              ...scripts,
            ]
              .filter((file) => file !== entry.file)
              .map((file) => `/${escapeXml(file)}`)
              .join(' ')}" defer></script>`,
          ]
        : []),
    ];
  }

  /**
   * A page style sheet as its document carries it: small ones inline, each followed by a link to
   * its file that is `disabled` — a browser does not fetch a disabled style sheet, and the app's
   * code, when it loads the page's chunk, finds the link and does not ask for the file again
   * (Vite loads a chunk's CSS unless `link[href=…][rel=stylesheet]` is in the document).
   */
  private styleTag(file: string) {
    const href = `/${escapeXml(file)}`;
    let text = this.inlineStyles.get(file);
    if (text === undefined) {
      text = null;
      try {
        const css = fs.readFileSync(path.join(this.webRoot, file), 'utf8');
        // A `</style` in the text would end the element early: such a sheet stays a link.
        if (Buffer.byteLength(css) <= INLINE_STYLE_MAX_BYTES && !/<\/style/i.test(css)) text = css;
      } catch {
        // Not in the build: linked, as the browser would then report it.
      }
      this.inlineStyles.set(file, text);
    }
    if (text === null) return `<link rel="stylesheet" href="${href}" />`;
    return `<style data-href="${href}">${text}</style><link rel="stylesheet" href="${href}" disabled />`;
  }
}
