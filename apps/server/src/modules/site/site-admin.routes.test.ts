import fs from 'node:fs/promises';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  LOCALES,
  type AdminSiteSettings,
  type SiteBackground,
  type SiteSettingsInput,
} from '@kramik/contract';
import { auditLog } from '../../db/schema/index.js';
import { callerOf, multipart, signedIn, useTestApp } from '../../../test/helpers.js';

const ctx = useTestApp({
  CONTACT_EMAIL: 'env@kramik.example',
  CONTACT_PHONE: '+48 11 111 11 11',
  CONTACT_ADDRESS: 'Env street 1',
});
const call = callerOf(ctx);

let admin: string;
let buyer: string;
let maker: string;

beforeAll(async () => {
  admin = (await signedIn(ctx, { permissions: 'admin' })).authorization;
  buyer = (await signedIn(ctx)).authorization;
  maker = (await signedIn(ctx, { permissions: 'seller', withCompany: true })).authorization;
});

const empty = () => Object.fromEntries(LOCALES.map((l) => [l, ''])) as Record<string, string>;

function form(overrides: Partial<SiteSettingsInput> = {}): SiteSettingsInput {
  return {
    defaultLocale: 'en-US',
    currency: 'EUR',
    headerText: { ...empty(), 'en-US': 'Handmade in Europe', 'pl-PL': 'Ręcznie robione' },
    bannerText: { ...empty(), 'en-US': 'Winter fair', 'pl-PL': 'Jarmark zimowy' },
    bannerIcon: { ...empty(), 'en-US': '❄' },
    titleBackgroundImage: null,
    titleBackgroundThumbnail: null,
    contact: { email: null, phone: null, address: null },
    appStoreLinks: { android: null, ios: null },
    ...overrides,
  };
}

const save = (body: unknown, authorization = admin) =>
  call('PUT', '/api/admin/site', authorization, body);

async function upload(bytes: Buffer, authorization = admin, filename = 'bg.jpg') {
  const { payload, contentType } = multipart('image', filename, bytes);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/site/background',
    headers: { authorization, 'content-type': contentType },
    payload,
  });
}

const jpeg = (width = 1200, height = 500) =>
  sharp({ create: { width, height, channels: 3, background: '#7a3318' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret place' } } })
    .toBuffer();

async function lastAudit() {
  const [row] = await ctx.database.db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  return row;
}

async function auditCount(action: string) {
  const rows = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, action));
  return rows.length;
}

describe('who may reach the site configuration', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/admin/site'],
    ['PUT', '/api/admin/site', {}],
    ['POST', '/api/admin/site/background'],
    ['GET', '/api/admin/commission'],
    ['PUT', '/api/admin/commission', { basisPoints: 700 }],
    ['POST', '/api/admin/commission/overrides', {}],
    ['DELETE', '/api/admin/commission/overrides/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/admin/commission/makers?q=a'],
  ];
  it('answers a visitor 401 and a buyer or a maker 403 on every route', async () => {
    for (const [method, url, body] of routes) {
      const m = method as 'GET';
      expect((await call(m, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(m, url, buyer, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(m, url, maker, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('saving the site configuration', () => {
  it('shows the defaults before the first save, with the configuration’s contact details', async () => {
    const res = await call('GET', '/api/admin/site', admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AdminSiteSettings>();
    expect(body).toMatchObject({
      defaultLocale: 'en-US',
      currency: 'EUR',
      headerText: empty(),
      contact: { email: null, phone: null, address: null },
      contactFallback: {
        email: 'env@kramik.example',
        phone: '+48 11 111 11 11',
        address: 'Env street 1',
      },
    });
  });

  it('saves every field together, writes one audit entry with only the changed fields', async () => {
    const before = await auditCount('site.config');
    const res = await save(
      form({
        contact: { email: 'shop@kramik.example', phone: '+48 22 222 22 22', address: null },
        appStoreLinks: {
          android: 'https://play.google.com/store/apps/details?id=kramik',
          ios: null,
        },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AdminSiteSettings>();
    expect(body.headerText['en-US']).toBe('Handmade in Europe');
    expect(body.headerText['de-DE']).toBe('');
    expect(body.contact).toEqual({
      email: 'shop@kramik.example',
      phone: '+48 22 222 22 22',
      address: null,
    });
    expect(await auditCount('site.config')).toBe(before + 1);

    // A second save changing one text records just that text.
    const again = await save(
      form({
        bannerText: { ...empty(), 'en-US': 'Spring fair', 'pl-PL': 'Jarmark zimowy' },
        contact: { email: 'shop@kramik.example', phone: '+48 22 222 22 22', address: null },
        appStoreLinks: {
          android: 'https://play.google.com/store/apps/details?id=kramik',
          ios: null,
        },
      }),
    );
    expect(again.statusCode, again.body).toBe(200);
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: 'site.config', targetType: 'site' });
    expect(Object.keys(entry!.after as object)).toEqual(['bannerTexts']);
    expect(entry!.before).toEqual({
      bannerTexts: { 'en-US': 'Winter fair', 'pl-PL': 'Jarmark zimowy' },
    });
    expect(await auditCount('site.config')).toBe(before + 2);

    // Saving the same values again changes nothing and records nothing.
    const same = await save(
      form({
        bannerText: { ...empty(), 'en-US': 'Spring fair', 'pl-PL': 'Jarmark zimowy' },
        contact: { email: 'shop@kramik.example', phone: '+48 22 222 22 22', address: null },
        appStoreLinks: {
          android: 'https://play.google.com/store/apps/details?id=kramik',
          ios: null,
        },
      }),
    );
    expect(same.statusCode).toBe(200);
    expect(await auditCount('site.config')).toBe(before + 2);
  });

  it('shows the texts in each language on the public configuration, else the default language’s', async () => {
    await save(form());
    const en = (await call('GET', '/api/config?lang=en-US')).json();
    expect(en).toMatchObject({
      headerText: 'Handmade in Europe',
      bannerText: 'Winter fair',
      bannerIcon: '❄',
    });
    const pl = (
      await call('GET', '/api/config', undefined, undefined, { 'accept-language': 'pl-PL' })
    ).json();
    expect(pl).toMatchObject({
      headerText: 'Ręcznie robione',
      bannerText: 'Jarmark zimowy',
      bannerIcon: '❄',
    });
    for (const lang of ['de-DE', 'sv-SE', 'nb-NO', 'zh-CN']) {
      const other = (await call('GET', `/api/config?lang=${lang}`)).json();
      expect(other, lang).toMatchObject({
        headerText: 'Handmade in Europe',
        bannerText: 'Winter fair',
      });
    }
    // With Polish as the default language, an empty language falls back to Polish.
    await save(
      form({
        defaultLocale: 'pl-PL',
        headerText: { ...empty(), 'pl-PL': 'Ręcznie robione' },
        bannerText: { ...empty(), 'pl-PL': 'Jarmark zimowy' },
        bannerIcon: empty(),
      }),
    );
    const de = (await call('GET', '/api/config?lang=de-DE')).json();
    expect(de).toMatchObject({
      defaultLocale: 'pl-PL',
      headerText: 'Ręcznie robione',
      bannerIcon: null,
    });
    await save(form());
  });

  it('answers SPEC’s "Error saving configurations" with a message per field', async () => {
    const cases: [unknown, string, string][] = [
      [
        form({ headerText: { ...empty(), 'pl-PL': 'Tylko polski' } }),
        'headerText.en-US',
        'This field is required',
      ],
      [
        form({ bannerText: { ...empty(), 'en-US': '   ', 'pl-PL': 'Jarmark' } }),
        'bannerText.en-US',
        'This field is required',
      ],
      [
        form({ headerText: { ...empty(), 'en-US': 'x'.repeat(121) } }),
        'headerText.en-US',
        'Use at most 120 characters.',
      ],
      [
        form({ bannerText: { ...empty(), 'en-US': 'x'.repeat(301) } }),
        'bannerText.en-US',
        'Use at most 300 characters.',
      ],
      [
        form({ bannerIcon: { ...empty(), 'de-DE': '123456789' } }),
        'bannerIcon.de-DE',
        'Use an emoji or a short symbol, at most 8 characters.',
      ],
      [
        form({ headerText: { ...empty(), 'en-US': 'two\nlines' } }),
        'headerText.en-US',
        'This field contains characters that are not allowed.',
      ],
      [
        form({ appStoreLinks: { android: 'http://play.google.com/x', ios: null } }),
        'appStoreLinks.android',
        'Enter an address starting with https://, e.g. https://play.google.com/store/apps/….',
      ],
      [
        form({ appStoreLinks: { android: null, ios: 'javascript:alert(1)' } }),
        'appStoreLinks.ios',
        'Enter an address starting with https://, e.g. https://play.google.com/store/apps/….',
      ],
      [
        form({ contact: { email: 'not-an-email', phone: null, address: null } }),
        'contact.email',
        'Enter a valid e-mail address.',
      ],
      [
        form({ contact: { email: null, phone: 'x'.repeat(51), address: null } }),
        'contact.phone',
        'This value is not valid',
      ],
      [form({ defaultLocale: 'xx-XX' as never }), 'defaultLocale', 'This value is not valid'],
      [form({ currency: 'BTC' as never }), 'currency', 'This value is not valid'],
      [
        form({ titleBackgroundImage: '/etc/passwd', titleBackgroundThumbnail: '/etc/passwd' }),
        'titleBackgroundImage',
        'Upload the title background again.',
      ],
      [
        form({
          titleBackgroundImage: '/media/site/00000000-0000-4000-8000-000000000000.webp',
          titleBackgroundThumbnail: null,
        }),
        'titleBackgroundImage',
        'Upload the title background again.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await save(body);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'Error saving configurations',
        code: 'VALIDATION_FAILED',
      });
      expect(res.json().fields[field], field).toBe(message);
    }
    // In the caller's language too.
    const pl = await call(
      'PUT',
      '/api/admin/site',
      admin,
      form({ headerText: { ...empty(), 'de-DE': 'Nur Deutsch' } }),
      {
        'accept-language': 'pl-PL',
      },
    );
    expect(pl.json().error).toBe('Błąd zapisywania konfiguracji');
  });

  it('saves no text at all: the home page then shows its own translated texts', async () => {
    const res = await save(form({ headerText: empty(), bannerText: empty(), bannerIcon: empty() }));
    expect(res.statusCode, res.body).toBe(200);
    const config = (await call('GET', '/api/config?lang=pl-PL')).json();
    expect(config).toMatchObject({ headerText: '', bannerText: '', bannerIcon: null });
    await save(form());
  });

  it('never answers 500 to a body of the wrong shape', async () => {
    for (const body of [null, [], 42, { headerText: 'plain' }, { contact: [] }]) {
      const res = await save(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe('Error saving configurations');
    }
    // Not JSON at all: the content type is refused before the form is read.
    expect((await save('text')).statusCode).toBe(415);
  });

  it('keeps the currency once products exist', async () => {
    const { insertCategory, insertProduct } = await import('../../../test/marketplace.js');
    const { user } = await signedIn(ctx, { permissions: 'seller', withCompany: true });
    const categoryId = await insertCategory(ctx, `c-${user.id.slice(0, 6)}`, 'Cat');
    await insertProduct(ctx, { companyId: user.companyId!, categoryId, price: 1000, quantity: 1 });
    const res = await save(form({ currency: 'PLN' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.currency).toBe('The currency cannot change once products are listed.');
    expect((await call('GET', '/api/admin/site', admin)).json().currencyLocked).toBe(true);
  });
});

describe('the title background', () => {
  it('re-encodes the upload to WebP without metadata, and the form saves it', async () => {
    const res = await upload(await jpeg());
    expect(res.statusCode, res.body).toBe(201);
    const stored = res.json<SiteBackground>();
    expect(stored.image).toMatch(/^\/media\/site\/[0-9a-f-]{36}\.webp$/);
    expect(stored.thumbnail).toMatch(/^\/media\/site\/[0-9a-f-]{36}\.webp$/);
    const wide = await sharp(
      await fs.readFile(path.join(ctx.config.dataDir, stored.image)),
    ).metadata();
    expect(wide.format).toBe('webp');
    expect(wide.exif).toBeUndefined();
    const thumb = await sharp(
      await fs.readFile(path.join(ctx.config.dataDir, stored.thumbnail)),
    ).metadata();
    expect(thumb.width).toBe(480);

    const saved = await save(
      form({ titleBackgroundImage: stored.image, titleBackgroundThumbnail: stored.thumbnail }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const config = (await call('GET', '/api/config')).json();
    expect(config).toMatchObject({
      titleBackgroundImage: stored.image,
      titleBackgroundThumbnail: stored.thumbnail,
    });

    // Replaced: the old files go.
    const next = (await upload(await jpeg(800, 400))).json<SiteBackground>();
    await save(
      form({ titleBackgroundImage: next.image, titleBackgroundThumbnail: next.thumbnail }),
    );
    await expect(fs.stat(path.join(ctx.config.dataDir, stored.image))).rejects.toThrow();
    await save(form());
    await expect(fs.stat(path.join(ctx.config.dataDir, next.image))).rejects.toThrow();
  });

  it('refuses a file that is not an image, whatever its name says', async () => {
    const res = await upload(Buffer.from('<svg onload="alert(1)"></svg>'), admin, 'bg.jpg');
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('The file is not a JPEG, PNG or WebP image.');
  });

  it('refuses a file over 4 MB', async () => {
    const res = await upload(Buffer.alloc(4 * 1024 * 1024 + 10, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('File size exceeds 4 MB');
  });

  it('answers 400, never 500, to a request without a file', async () => {
    const res = await call('POST', '/api/admin/site/background', admin, { image: 'x' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('the contact details', () => {
  it('come from the saved configuration, each falling back to the server configuration', async () => {
    await save(
      form({ contact: { email: 'saved@kramik.example', phone: null, address: 'ul. Zapisana 2' } }),
    );
    const res = await call('GET', '/api/contact');
    expect(res.json()).toEqual({
      email: 'saved@kramik.example',
      phone: '+48 11 111 11 11',
      address: 'ul. Zapisana 2',
    });
    const sent = await call('POST', '/api/contact', undefined, {
      name: 'Ola',
      email: 'ola@example.com',
      message: 'Do you ship to Norway?',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { latestMail } = await import('../../../test/helpers.js');
    const mail = await latestMail(ctx, 'saved@kramik.example');
    expect(mail.textBody).toContain('Do you ship to Norway?');

    await save(form());
    expect((await call('GET', '/api/contact')).json().email).toBe('env@kramik.example');
  });
});
