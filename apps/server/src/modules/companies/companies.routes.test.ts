import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { companies, sellerSettings } from '../../db/schema/index.js';
import { multipart, useTestApp, signedIn, callerOf } from '../../../test/helpers.js';
import { requireStoreConfigured } from './companies.service.js';

const ctx = useTestApp();

const company = {
  companyName: 'Pracownia Modra Glina Sp. z o.o.',
  shortName: 'Modra Glina',
  street: 'ul. Garncarska 12',
  city: 'Bolesławiec',
  postalCode: '59-700',
  country: 'PL',
  taxNumber: '526-025-02-74',
  webPage: 'https://modraglina.example',
  bic: 'BPKOPLPW',
  iban: 'PL61 1090 1014 0000 0712 1981 2874',
  description: 'Stoneware thrown and glazed by hand.',
};

const call = callerOf(ctx);

const seller = (withCompany = false) => signedIn(ctx, { permissions: 'seller', withCompany });

describe('POST /api/users/become-seller', () => {
  it('makes a signed-in buyer a maker with the company data, keeping the account', async () => {
    const buyer = await signedIn(ctx);
    const opened = await call('POST', '/api/users/become-seller', buyer.authorization, company);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ shortName: 'Modra Glina', storeConfigured: false });
    const status = await call('GET', '/api/users/status', buyer.authorization);
    expect(status.json().user).toMatchObject({
      _id: buyer.user.id,
      permissions: 'seller',
      companyId: opened.json()._id,
    });
    // Now a maker: the seller routes answer, and a second opening is refused.
    expect((await call('GET', '/api/seller/company', buyer.authorization)).json().shortName).toBe(
      'Modra Glina',
    );
    const again = await call('POST', '/api/users/become-seller', buyer.authorization, company);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'This account already sells on Kramik.' });
  });

  it('changes nothing when the company data is refused', async () => {
    const buyer = await signedIn(ctx);
    const refused = await call('POST', '/api/users/become-seller', buyer.authorization, {
      ...company,
      companyName: '',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'Please fill in all required fields',
      fields: { companyName: 'This field is required' },
    });
    const status = await call('GET', '/api/users/status', buyer.authorization);
    expect(status.json().user).toMatchObject({ permissions: 'user', companyId: null });
  });

  it('refuses visitors, makers and administrators', async () => {
    expect((await call('POST', '/api/users/become-seller', undefined, company)).statusCode).toBe(
      401,
    );
    const maker = await seller(true);
    expect(
      (await call('POST', '/api/users/become-seller', maker.authorization, company)).statusCode,
    ).toBe(409);
    const admin = await signedIn(ctx, { permissions: 'admin' });
    expect(
      (await call('POST', '/api/users/become-seller', admin.authorization, company)).statusCode,
    ).toBe(409);
  });
});

describe('company data', () => {
  it('answers null before the data exists, then creates and updates it', async () => {
    const { authorization } = await seller();
    // No company data yet is a state the page shows, not an error the browser logs.
    const none = await call('GET', '/api/seller/company', authorization);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    const created = await call('PUT', '/api/seller/company', authorization, company);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      shortName: 'Modra Glina',
      iban: 'PL61109010140000071219812874',
      storeConfigured: false,
      photo: null,
    });
    const updated = await call('PUT', '/api/seller/company', authorization, {
      ...company,
      shortName: 'Modra',
    });
    expect(updated.json()._id).toBe(created.json()._id);
    expect((await call('GET', '/api/seller/company', authorization)).json().shortName).toBe(
      'Modra',
    );
  });

  it('says "Please fill in all required fields" when something is missing', async () => {
    const { authorization } = await seller();
    const response = await call('PUT', '/api/seller/company', authorization, {
      ...company,
      companyName: '',
      iban: undefined,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Please fill in all required fields',
      fields: { companyName: 'This field is required', iban: 'This field is required' },
    });
  });

  it('checks the NIP, the EU VAT number, the IBAN, the BIC and the web page', async () => {
    const { authorization } = await seller();
    const cases: [object, string, string][] = [
      [{ taxNumber: '5260250275' }, 'taxNumber', 'This tax ID is not valid for the country.'],
      [{ iban: 'PL61109010140000071219812875' }, 'iban', 'This IBAN is not valid.'],
      [{ bic: 'BPKO12PW' }, 'bic', 'This BIC/SWIFT code is not valid.'],
      [
        { webPage: 'modraglina' },
        'webPage',
        'Enter a web address starting with https:// or http://.',
      ],
      [
        { country: 'DE', postalCode: '10115', taxNumber: 'DE12' },
        'taxNumber',
        'This tax ID is not valid for the country.',
      ],
      [{ postalCode: '59700' }, 'postalCode', 'This postal code is not valid for the country.'],
    ];
    for (const [change, field, message] of cases) {
      const response = await call('PUT', '/api/seller/company', authorization, {
        ...company,
        ...change,
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fields[field], JSON.stringify(change)).toBe(message);
    }
    const german = await call('PUT', '/api/seller/company', authorization, {
      ...company,
      country: 'DE',
      postalCode: '10115',
      taxNumber: 'DE123456789',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
    });
    expect(german.statusCode).toBe(200);
    const none = await call('PUT', '/api/seller/company', authorization, {
      ...company,
      webPage: null,
    });
    expect(none.json().webPage).toBeNull();
    const bare = await call('PUT', '/api/seller/company', authorization, {
      ...company,
      webPage: 'modraglina.pl',
    });
    expect(bare.json().webPage).toBe('https://modraglina.pl');
  });

  it('refuses buyers with 403 and visitors with 401', async () => {
    const { authorization } = await signedIn(ctx);
    expect((await call('PUT', '/api/seller/company', authorization, company)).statusCode).toBe(403);
    expect((await call('GET', '/api/seller/settings', authorization)).statusCode).toBe(403);
    expect((await call('GET', '/api/seller/courier-pricing', authorization)).statusCode).toBe(403);
    expect((await call('GET', '/api/seller/company')).statusCode).toBe(401);
  });

  it('never answers 500 to a malformed body', async () => {
    const { authorization } = await seller();
    for (const payload of ['[]', '"x"', 'null', '{"country": 5}']) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/api/seller/company',
        headers: { authorization, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
    }
  });
});

describe('company photo', () => {
  it('re-encodes a JPEG to WebP without its metadata and serves it', async () => {
    const { authorization } = await seller(true);
    const jpeg = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#9a3f1c' },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret place' } } })
      .toBuffer();
    const { payload, contentType } = multipart('photo', 'me.jpg', jpeg);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/seller/company/photo',
      headers: { authorization, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(200);
    const url: string = response.json().photo;
    expect(url).toMatch(/^\/media\/companies\/[0-9a-f-]{36}\.webp$/);
    const stored = await fs.readFile(path.join(ctx.config.dataDir, url));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('refuses a file over 4 MB with the spec’s message', async () => {
    const { authorization } = await seller(true);
    const { payload, contentType } = multipart(
      'photo',
      'big.jpg',
      Buffer.alloc(4 * 1024 * 1024 + 10, 1),
    );
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/seller/company/photo',
      headers: { authorization, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('File size exceeds 4 MB');
  });

  it('refuses a file that is not an image, whatever its name says', async () => {
    const { authorization } = await seller(true);
    const { payload, contentType } = multipart(
      'photo',
      'photo.jpg',
      Buffer.from('<script>alert(1)</script>'),
    );
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/seller/company/photo',
      headers: { authorization, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe('The file is not a JPEG, PNG or WebP image.');
  });

  it('needs the company data first', async () => {
    const { authorization } = await seller(false);
    const jpeg = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const { payload, contentType } = multipart('photo', 'a.jpg', jpeg);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/seller/company/photo',
      headers: { authorization, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('seller settings', () => {
  it('stores secrets encrypted and answers them masked; a left-out secret is kept', async () => {
    const { authorization, user } = await seller(true);
    const saved = await call('PUT', '/api/seller/settings', authorization, {
      autopayIdShop: '102030',
      autopayBmKey: 'bm-secret-key-3f9a',
      inpostOrganizationId: '1234',
      inpostApiKey: 'shipx-token-abcd',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      autopayIdShop: '102030',
      autopayBmKey: '••••••••3f9a',
      inpostOrganizationId: '1234',
      inpostApiKey: '••••••••abcd',
    });
    const [row] = await ctx.database.db
      .select()
      .from(sellerSettings)
      .where(eq(sellerSettings.companyId, user.companyId!));
    expect(row!.autopayBmKeyEncrypted).not.toContain('bm-secret-key');
    const kept = await call('PUT', '/api/seller/settings', authorization, { autopayIdShop: '999' });
    expect(kept.json()).toMatchObject({ autopayIdShop: '999', autopayBmKey: '••••••••3f9a' });
    const removed = await call('PUT', '/api/seller/settings', authorization, { inpostApiKey: '' });
    expect(removed.json().inpostApiKey).toBeNull();
  });

  it('refuses a non-numeric shop ID, saying the format', async () => {
    const { authorization } = await seller(true);
    const refused = await call('PUT', '/api/seller/settings', authorization, {
      autopayIdShop: 'abc',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ autopayIdShop: 'Digits only, at most 20.' });
  });
});

describe('courier pricing', () => {
  const entry = {
    carrier: 'inpost_locker',
    priceAmount: 1299,
    externalId: 'INP-1',
    freeDeliveryThreshold: 20000,
  };

  it('adds, lists, changes and removes entries; the store counts as configured', async () => {
    const { authorization, user } = await seller(true);
    await expect(requireStoreConfigured(ctx.database.db, user.companyId!)).rejects.toMatchObject({
      messageKey: 'storeNotConfigured',
    });
    const created = await call('POST', '/api/seller/courier-pricing', authorization, entry);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...entry, currency: 'EUR' });
    await expect(requireStoreConfigured(ctx.database.db, user.companyId!)).resolves.toBeUndefined();
    expect((await call('GET', '/api/seller/company', authorization)).json().storeConfigured).toBe(
      true,
    );
    const id: string = created.json()._id;
    const changed = await call('PATCH', `/api/seller/courier-pricing/${id}`, authorization, {
      ...entry,
      priceAmount: 999,
    });
    expect(changed.json().priceAmount).toBe(999);
    expect(
      (await call('GET', '/api/seller/courier-pricing', authorization)).json().items,
    ).toHaveLength(1);
    expect(
      (await call('DELETE', `/api/seller/courier-pricing/${id}`, authorization)).statusCode,
    ).toBe(204);
  });

  it('says the range of a price it refuses', async () => {
    const { authorization } = await seller(true);
    const negative = await call('POST', '/api/seller/courier-pricing', authorization, {
      ...entry,
      priceAmount: -500,
      freeDeliveryThreshold: 10.5,
    });
    expect(negative.statusCode).toBe(400);
    const format = 'Enter an amount of 0 or more, with up to two decimals, e.g. 12.50.';
    expect(negative.json().fields).toEqual({ priceAmount: format, freeDeliveryThreshold: format });
  });

  it('refuses an external ID already in the list with the spec’s message', async () => {
    const { authorization } = await seller(true);
    await call('POST', '/api/seller/courier-pricing', authorization, entry);
    const second = await call('POST', '/api/seller/courier-pricing', authorization, {
      ...entry,
      carrier: 'dpd_courier',
    });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({
      error: 'This key already exists in the list...',
      fields: { externalId: 'This key already exists in the list...' },
    });
    const other = await call('POST', '/api/seller/courier-pricing', authorization, {
      ...entry,
      externalId: 'DPD-1',
      carrier: 'dpd_courier',
    });
    const renamed = await call(
      'PATCH',
      `/api/seller/courier-pricing/${other.json()._id}`,
      authorization,
      { ...entry, carrier: 'dpd_courier' },
    );
    expect(renamed.statusCode).toBe(400);
  });

  it('lets two sellers use the same external ID', async () => {
    const a = await seller(true);
    const b = await seller(true);
    expect(
      (await call('POST', '/api/seller/courier-pricing', a.authorization, entry)).statusCode,
    ).toBe(201);
    expect(
      (await call('POST', '/api/seller/courier-pricing', b.authorization, entry)).statusCode,
    ).toBe(201);
  });

  it('answers 404 for another seller’s entry and changes nothing', async () => {
    const owner = await seller(true);
    const stranger = await seller(true);
    const { _id: id } = (
      await call('POST', '/api/seller/courier-pricing', owner.authorization, entry)
    ).json();
    expect(
      (await call('PATCH', `/api/seller/courier-pricing/${id}`, stranger.authorization, entry))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/seller/courier-pricing/${id}`, stranger.authorization))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('GET', '/api/seller/courier-pricing', owner.authorization)).json().items,
    ).toHaveLength(1);
  });

  it('checks the carrier option and the amounts', async () => {
    const { authorization } = await seller(true);
    const cases = [
      { carrier: 'pigeon' },
      { priceAmount: -1 },
      { priceAmount: 12.5 },
      { externalId: '' },
    ];
    for (const change of cases) {
      const response = await call('POST', '/api/seller/courier-pricing', authorization, {
        ...entry,
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
    }
  });
});

describe('public maker pages', () => {
  it('lists makers by name and shows one without bank details', async () => {
    const { authorization } = await seller();
    const created = (
      await call('PUT', '/api/seller/company', authorization, {
        ...company,
        shortName: 'Aaa Studio',
      })
    ).json();
    const list = await call('GET', '/api/companies?limit=100');
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((c: { _id: string }) => c._id)).toContain(created._id);
    const page = await call('GET', `/api/companies/${created._id}`);
    expect(page.json()).toMatchObject({
      shortName: 'Aaa Studio',
      productCount: 0,
      rating: { average: null, count: 0 },
    });
    expect(page.json()).not.toHaveProperty('iban');
    expect(page.json()).not.toHaveProperty('bic');
    expect(
      (await call('GET', '/api/companies/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });

  it('shows the rating the review writes keep on the maker (reviews module)', async () => {
    const { user } = await seller(true);
    // Four reviews of the maker's products: 5, 5, 5 and 4 stars.
    await ctx.database.db
      .update(companies)
      .set({ ratingCount: 4, ratingSum: 19, ratingAverage: 4.75 })
      .where(eq(companies.id, user.companyId!));
    const page = await call('GET', `/api/companies/${user.companyId}`);
    expect(page.json().rating).toEqual({ average: 4.8, count: 4 });
  });
});

describe('company registration', () => {
  it('opens a seller account with accountType seller', async () => {
    const response = await call('POST', '/api/users/register', undefined, {
      username: 'new.maker',
      email: 'new.maker@example.com',
      password: 'hand thrown porcelain',
      repeatPassword: 'hand thrown porcelain',
      firstName: 'Nowa',
      lastName: 'Twórczyni',
      acceptedPrivacyPolicy: true,
      accountType: 'seller',
    });
    expect(response.statusCode).toBe(201);
    const { users } = await import('../../db/schema/index.js');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.username, 'new.maker'));
    expect(row!.permissions).toBe('seller');
  });
});
