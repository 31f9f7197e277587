import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, courierPricing, products } from '../../db/schema/index.js';
import {
  createTestApp,
  createUser,
  loginAs,
  multipart,
  type TestContext,
  useTestApp,
  callerOf,
  signedIn,
} from '../../../test/helpers.js';

const ctx = useTestApp();

const closed = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
const allDay = [{ open: '00:00', close: '24:00' }];
const alwaysOpen = Object.fromEntries(Object.keys(closed).map((day) => [day, allDay]));

function shop(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Modra Glina studio',
    description: 'Pottery wheel and shop in the old town.',
    street: 'ul. Garncarska 12',
    city: 'Bolesławiec',
    postalCode: '59-700',
    country: 'PL',
    location: { lat: 51.2642, lng: 15.5697 },
    hours: {
      ...closed,
      mon: [{ open: '10:00', close: '18:00' }],
      sat: [
        { open: '09:00', close: '13:00' },
        { open: '14:00', close: '16:00' },
      ],
    },
    visibleOnMap: true,
    ...overrides,
  };
}

const seller = () => signedIn(ctx, { permissions: 'seller', withCompany: true });

const call = callerOf(ctx);

async function create(authorization: string, overrides: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/seller/shops', authorization, shop(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ _id: string; timeZone: string }>();
}

describe('the shop form', () => {
  it('creates a shop with its time zone found from the location', async () => {
    const { authorization, user } = await seller();
    const created = await create(authorization);
    expect(created).toMatchObject({
      title: 'Modra Glina studio',
      timeZone: 'Europe/Warsaw',
      location: { lat: 51.2642, lng: 15.5697 },
      company: { _id: user.companyId },
      images: [],
    });
    const stockholm = await create(authorization, {
      city: 'Stockholm',
      country: 'SE',
      postalCode: '111 29',
      location: { lat: 59.3293, lng: 18.0686 },
    });
    expect(stockholm.timeZone).toBe('Europe/Stockholm');
    const mine = await call('GET', '/api/seller/shops', authorization);
    expect(mine.json().items.map((s: { _id: string }) => s._id)).toEqual([
      created._id,
      stockholm._id,
    ]);
  });

  it('requires a location with the spec’s message', async () => {
    const { authorization } = await seller();
    for (const location of [undefined, null]) {
      const response = await call('POST', '/api/seller/shops', authorization, shop({ location }));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.location).toBe('Location is required');
    }
    const outside = await call(
      'POST',
      '/api/seller/shops',
      authorization,
      shop({ location: { lat: 95, lng: 0 } }),
    );
    expect(outside.json().fields['location.lat']).toBe('This value is not valid');
  });

  it('refuses inverted, overlapping and malformed opening hours', async () => {
    const { authorization } = await seller();
    const cases: [unknown, string, string][] = [
      [
        [{ open: '18:00', close: '10:00' }],
        'hours.tue.0.close',
        'Closing time must be after opening time.',
      ],
      [
        [
          { open: '10:00', close: '14:00' },
          { open: '13:00', close: '18:00' },
        ],
        'hours.tue.1.open',
        'Opening hours of one day must not overlap.',
      ],
      [[{ open: '9', close: '17:00' }], 'hours.tue.0.open', 'Use a time like 09:00.'],
    ];
    for (const [tue, field, message] of cases) {
      const response = await call(
        'POST',
        '/api/seller/shops',
        authorization,
        shop({ hours: { ...closed, tue } }),
      );
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fields[field], field).toBe(message);
    }
  });

  it('asks for every required field and checks country and postal code', async () => {
    const { authorization } = await seller();
    const empty = await call('POST', '/api/seller/shops', authorization, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Please fill in all required fields');
    expect(empty.json().fields).toMatchObject({
      title: 'This field is required',
      city: 'This field is required',
      location: 'Location is required',
    });
    const badCode = await call(
      'POST',
      '/api/seller/shops',
      authorization,
      shop({ postalCode: '59700' }),
    );
    expect(badCode.json().fields.postalCode).toBe('This postal code is not valid for the country.');
    const badCountry = await call(
      'POST',
      '/api/seller/shops',
      authorization,
      shop({ country: 'XX' }),
    );
    expect(badCountry.json().fields.country).toBe('This value is not valid');
  });

  it('lets only the owner edit and delete (another seller gets 404), buyers get 403', async () => {
    const owner = await seller();
    const other = await seller();
    const buyer = await loginAs(ctx, await createUser(ctx));
    const { _id } = await create(owner.authorization);
    const url = `/api/seller/shops/${_id}`;
    expect((await call('GET', url, other.authorization)).statusCode).toBe(404);
    expect((await call('PUT', url, other.authorization, shop())).statusCode).toBe(404);
    expect((await call('DELETE', url, other.authorization)).statusCode).toBe(404);
    expect((await call('GET', '/api/seller/shops', buyer.authorization)).statusCode).toBe(403);
    expect((await call('POST', '/api/seller/shops', buyer.authorization, shop())).statusCode).toBe(
      403,
    );
    expect((await call('POST', '/api/seller/shops', undefined, shop())).statusCode).toBe(401);

    const edited = await call('PUT', url, owner.authorization, shop({ title: 'Studio & shop' }));
    expect(edited.json().title).toBe('Studio & shop');
    expect((await call('DELETE', url, owner.authorization)).statusCode).toBe(204);
    expect((await call('GET', `/api/shops/${_id}`)).statusCode).toBe(404);
  });
});

describe('shop photos', () => {
  async function upload(authorization: string, id: string, bytes: Buffer) {
    const { payload, contentType } = multipart('image', 'shop.jpg', bytes);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/seller/shops/${id}/images`,
      headers: { authorization, 'content-type': contentType },
      payload,
    });
  }

  it('stores photos by content, at most 2 MB each and 6 a shop', async () => {
    const { authorization } = await seller();
    const { _id } = await create(authorization);
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#8a6d3b' },
    })
      .jpeg()
      .toBuffer();
    const first = await upload(authorization, _id, photo);
    expect(first.statusCode).toBe(201);
    expect(first.json().images[0].url).toMatch(/^\/media\/shops\/.+-960\.webp$/);
    const big = await upload(authorization, _id, Buffer.alloc(2 * 1024 * 1024 + 1, 7));
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe('File size exceeds 2 MB');
    const text = await upload(authorization, _id, Buffer.from('GIF89a not really'));
    expect(text.statusCode).toBe(415);
    for (let i = 1; i < 6; i++)
      expect((await upload(authorization, _id, photo)).statusCode).toBe(201);
    const seventh = await upload(authorization, _id, photo);
    expect(seventh.statusCode).toBe(409);
    expect(seventh.json().error).toBe('A shop can have at most 6 images.');
    const imageId: string = seventh.statusCode === 409 ? first.json().images[0]._id : '';
    const removed = await call(
      'DELETE',
      `/api/seller/shops/${_id}/images/${imageId}`,
      authorization,
    );
    expect(removed.json().images).toHaveLength(5);
    const other = await seller();
    expect((await upload(other.authorization, _id, photo)).statusCode).toBe(404);
  });
});

describe('the public map and shop pages', () => {
  it('shows only shops marked visible, and filters open now, by maker, category and box', async () => {
    const { authorization, user } = await seller();
    const open = await create(authorization, { title: 'Always open', hours: alwaysOpen });
    const shut = await create(authorization, { title: 'Never open', hours: closed });
    const hidden = await create(authorization, { title: 'Back room', visibleOnMap: false });
    const pins = async (query: string): Promise<string[]> =>
      (await call('GET', `/api/shops?company=${user.companyId}${query}`))
        .json<{ items: { title: string }[] }>()
        .items.map((s) => s.title);
    expect((await pins('')).sort()).toEqual(['Always open', 'Never open']);
    expect(await pins('&openNow=true')).toEqual(['Always open']);
    expect(await pins('&openNow=false')).toEqual(['Never open']);
    expect(await pins('&bbox=15,51,16,52')).toHaveLength(2);
    expect(await pins('&bbox=-10,40,0,45')).toEqual([]);
    // A hidden shop still has its page: it is a pick-up point.
    expect((await call('GET', `/api/shops/${hidden._id}`)).json().title).toBe('Back room');
    expect((await call('GET', `/api/shops/${open._id}`)).json()).toMatchObject({
      title: 'Always open',
      hours: alwaysOpen,
    });
    expect(shut._id).toBeTruthy();

    const [category] = await ctx.database.db
      .insert(categories)
      .values({ slug: `candles-${user.id.slice(0, 6)}`, names: { 'en-US': 'Candles' } })
      .returning();
    expect(await pins(`&category=${category!.id}`)).toEqual([]);
    await ctx.database.db.insert(products).values({
      companyId: user.companyId!,
      categoryId: category!.id,
      versions: [
        {
          locale: 'en-US',
          name: 'Taper',
          description: '',
          action: '',
          howToUse: '',
          composition: '',
        },
      ],
      priceAmount: 900,
      currency: 'EUR',
    });
    expect((await pins(`&category=${category!.id}`)).sort()).toEqual(['Always open', 'Never open']);

    for (const query of ['bbox=1,2,3', 'openNow=maybe', 'category=x']) {
      expect((await call('GET', `/api/shops?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('lists the maker’s shops as pick-up points on the product page', async () => {
    const { authorization, user } = await seller();
    const { _id } = await create(authorization, { visibleOnMap: false });
    await ctx.database.db.insert(courierPricing).values({
      companyId: user.companyId!,
      carrier: 'dpd_courier',
      priceAmount: 1500,
      currency: 'EUR',
      externalId: 'dpd',
    });
    const [category] = await ctx.database.db
      .insert(categories)
      .values({ slug: `mugs-${user.id.slice(0, 6)}`, names: { 'en-US': 'Mugs' } })
      .returning();
    const [product] = await ctx.database.db
      .insert(products)
      .values({
        companyId: user.companyId!,
        categoryId: category!.id,
        versions: [
          {
            locale: 'en-US',
            name: 'Mug',
            description: '',
            action: '',
            howToUse: '',
            composition: '',
          },
        ],
        priceAmount: 900,
        currency: 'EUR',
      })
      .returning();
    const page = await call('GET', `/api/products/${product!.id}`);
    expect(page.json().delivery.pickupShops).toEqual([
      { _id, title: 'Modra Glina studio', city: 'Bolesławiec' },
    ]);
  });
});

describe('geocoding', () => {
  it('answers offline from the gazetteer, ignoring diacritics and local names', async () => {
    const { authorization } = await seller();
    const geocode = async (query: string) => {
      const response = await call('GET', `/api/geocode?${query}`, authorization);
      expect(response.statusCode, query).toBe(200);
      return response.json().items as {
        city: string;
        country: string;
        location: { lat: number };
      }[];
    };
    const [boleslawiec] = await geocode(
      `q=${encodeURIComponent('ul. Garncarska 12, 59-700 Boleslawiec')}&country=PL`,
    );
    expect(boleslawiec).toMatchObject({ city: 'Bolesławiec', country: 'PL' });
    expect(boleslawiec!.location.lat).toBeCloseTo(51.26, 1);
    const [warsaw] = await geocode(`q=${encodeURIComponent('Marszałkowska 1, Warszawa')}`);
    expect(warsaw).toMatchObject({ city: 'Warsaw', country: 'PL' });
    expect((await geocode('q=Lodz'))[0]).toMatchObject({ city: 'Łódź' });
    expect(await geocode('q=Qxzqxz')).toEqual([]);

    const reverse = await call('GET', '/api/geocode/reverse?lat=51.265&lng=15.57', authorization);
    expect(reverse.json().items[0]).toMatchObject({ city: 'Bolesławiec', country: 'PL' });
    expect((await call('GET', '/api/geocode?q=Warszawa')).statusCode).toBe(401);
    expect((await call('GET', '/api/geocode?q=W', authorization)).statusCode).toBe(400);
  });
});

describe('geocoding through a Nominatim-protocol service', () => {
  const requests: { url: string; userAgent: string | undefined }[] = [];
  let failing = false;
  const server = http.createServer((request, response) => {
    requests.push({ url: request.url ?? '', userAgent: request.headers['user-agent'] });
    if (failing) {
      response.writeHead(503).end();
      return;
    }
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify(
        request.url?.startsWith('/search')
          ? [
              {
                lat: '51.2642',
                lon: '15.5697',
                display_name: 'Garncarska 12, Bolesławiec, Polska',
                address: { town: 'Bolesławiec', country_code: 'pl' },
              },
            ]
          : {
              lat: '51.26',
              lon: '15.57',
              display_name: 'Bolesławiec',
              address: { town: 'Bolesławiec', country_code: 'pl' },
            },
      ),
    );
  });
  let remote: TestContext;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    remote = await createTestApp({ GEOCODER_URL: `http://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('calls it with a user agent, caches answers and reports failures', async () => {
    const user = await createUser(remote, { permissions: 'seller', withCompany: true });
    const { authorization } = await loginAs(remote, user);
    const geocode = (q: string) =>
      remote.app.inject({
        method: 'GET',
        url: `/api/geocode?q=${encodeURIComponent(q)}&country=pl`,
        headers: { authorization },
      });
    const first = await geocode('Garncarska 12, Bolesławiec');
    expect(first.json().items).toEqual([
      {
        label: 'Garncarska 12, Bolesławiec, Polska',
        city: 'Bolesławiec',
        country: 'PL',
        location: { lat: 51.2642, lng: 15.5697 },
      },
    ]);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toContain('countrycodes=pl');
    expect(requests[0]!.userAgent).toMatch(/^Kramik\/\d/);
    await geocode('Garncarska 12, Bolesławiec');
    expect(requests).toHaveLength(1);

    failing = true;
    const failed = await geocode('Rynek 1, Wrocław');
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toBe('Error fetching geocode');
  });
});
