import { LOCALES } from '@kramik/contract';
import { TEST_PASSWORD } from '../../test/helpers.js';
import { TEST_SHIPPING_ADDRESS, testInvoice } from '../../test/marketplace.js';

/** What the input-fuzzing gate (`fuzz.test.ts`) sends: operation shapes, inputs and valid bodies. */

export type Role = 'visitor' | 'buyer' | 'seller' | 'admin';
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Schema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema;
}
export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: Schema;
}

export function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Values a JSON field receives instead of its own; the first two are always tried. */
export const JSON_MUTANTS: Json[] = [
  'a\u0000b',
  12345,
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -2147483649,
  2 ** 53 + 2,
  1e308,
  -1e308,
  '',
  '   ',
  'x'.repeat(100_000),
  '\u0001\u001f\u007f',
  '\u0085\u009f',
  '\t\n\r',
  '\ud800',
  'a\udfffb',
  '🏺'.repeat(2_000),
  '\u202e\u200b\ufeff',
  'e\u0301'.repeat(500),
  '\uffff\ufffe',
  "' OR 1=1 --",
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '1e309',
  'NaN',
  '-0',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-4FFF-8FFF-FFFFFFFFFFFF',
  '2026-02-30',
  [],
  [1, 'a', null],
  {},
  { $gt: '' },
  JSON.parse('{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}') as Json,
];
/** Raw (already encoded) values of a query string parameter or path segment; the first always. */
export const URL_MUTANTS = [
  '%00',
  '',
  '-1',
  '0',
  '1.5',
  '1e309',
  '99999999999999999999999999',
  'NaN',
  'Infinity',
  'true',
  'null',
  'x'.repeat(4_000),
  '%01%1F%7F',
  '%C2%85',
  '%09%0A',
  '%ED%A0%80',
  '%C0%AF',
  '%ZZ',
  '%',
  encodeURIComponent('ą€😀\u202e'),
  encodeURIComponent("' OR 1=1 --"),
  '..%2F..%2Fetc',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-4FFF-8FFF-FFFFFFFFFFFF',
  '2026-02-30',
  '[object Object]',
];
export const HEADER_MUTANTS = ['', 'x'.repeat(2_000), '\u0000', 'ą', ' '];

export const HOURS = {
  mon: [{ open: '10:00', close: '18:00' }],
  tue: [],
  wed: [],
  thu: [],
  fri: [],
  sat: [],
  sun: [],
};
export const ADDRESS = TEST_SHIPPING_ADDRESS;
export const INVOICE = testInvoice('Pracownia');

/** Valid bodies where the document cannot tell (checked in the service) or a sample would miss. */
export function knownBody(
  op: Operation,
  ids: Record<string, string>,
  imageOrder: string[],
): Json | undefined {
  const key = `${op.method} ${op.path}`;
  const product = {
    versions: [
      {
        locale: 'en-US',
        name: 'Fuzz plate',
        description: 'Glazed.\nOven-proof.',
        action: '',
        howToUse: '',
        composition: '',
      },
    ],
    priceAmount: 1999,
    specialOffer: false,
    categoryId: ids.categoryId!,
    subcategoryId: null,
    condition: 'new',
    erpCode: null,
    ean: null,
    index: null,
    quantity: 5,
    deliveryDays: 3,
  };
  const shop = {
    title: 'Fuzz shop',
    description: '',
    street: 'ul. Rynek 2',
    city: 'Kraków',
    postalCode: '31-042',
    country: 'PL',
    location: { lat: 50.06, lng: 19.94 },
    hours: HOURS,
    visibleOnMap: true,
  };
  const names = Object.fromEntries(LOCALES.map((locale) => [locale, 'Fuzz category']));
  const checkout = {
    groups: [{ sellerId: ids.companyId!, deliveryOptionId: ids.courierId!, pointCode: null }],
    shippingAddressId: null,
    shippingAddress: ADDRESS,
    saveShippingAddress: false,
    invoiceRequested: true,
    invoiceDataId: null,
    invoiceData: INVOICE,
    saveInvoiceData: false,
    expectedTotal: null,
  };
  const bodies: Record<string, Json> = {
    'POST /api/users/login': { username: ids.loginUsername!, password: TEST_PASSWORD },
    'POST /api/users/register': {
      username: 'fuzz-user',
      email: 'fuzz@example.com',
      password: 'fuzz password 1',
      repeatPassword: 'fuzz password 1',
      firstName: 'Fuzz',
      lastName: 'Tester',
      acceptedPrivacyPolicy: true,
      accountType: 'buyer',
    },
    'PATCH /api/users/update': { firstName: 'Fuzz', lastName: 'Tester', phone: '+48 123 456 789' },
    'POST /api/users/me/addresses': ADDRESS,
    'PATCH /api/users/me/addresses/{id}': ADDRESS,
    'POST /api/users/me/invoice-data': INVOICE,
    'PATCH /api/users/me/invoice-data/{id}': INVOICE,
    'POST /api/seller/products': product,
    'PUT /api/seller/products/{id}': product,
    'POST /api/admin/categories': { names, parentId: ids.categoryId! },
    'PATCH /api/admin/categories/{id}': { names },
    'POST /api/seller/shops': shop,
    'PUT /api/seller/shops/{id}': shop,
    'PUT /api/seller/company': {
      companyName: 'Fuzz Studio',
      shortName: 'Fuzz',
      street: 'ul. Garncarska 1',
      city: 'Bolesławiec',
      postalCode: '59-700',
      country: 'PL',
      taxNumber: '5260250274',
      webPage: 'https://example.com',
      bic: 'PKOPPLPW',
      iban: 'PL61109010140000071219812874',
      description: 'Stoneware.\nHand-painted.',
    },
    'POST /api/seller/courier-pricing': {
      carrier: 'inpost_locker',
      priceAmount: 999,
      externalId: 'fuzz-inpost',
      currency: 'EUR',
      freeDeliveryThreshold: null,
    },
    'PATCH /api/seller/courier-pricing/{id}': {
      carrier: 'gls_courier',
      priceAmount: 1300,
      externalId: 'fuzz-gls',
      freeDeliveryThreshold: 10_000,
    },
    'POST /api/cart/items': { productId: ids.productId!, quantity: 1 },
    'PUT /api/seller/products/{id}/images/order': { ids: imageOrder },
    'PATCH /api/cart/items/{productId}': { quantity: 2 },
    'POST /api/checkout/quote': checkout,
    'POST /api/orders': checkout,
    'POST /api/payments': { operator: 'payu', orderIds: [ids.orderId!] },
    'POST /api/seller/orders/{id}/status': { status: 'processing', note: 'Packing.\nSoon.' },
    'POST /api/admin/orders/{id}/status': { status: 'processing', note: 'Checked.' },
    'POST /api/products/{id}/questions': { message: 'Oven-proof?\n\tThanks' },
    'POST /api/companies/{id}/messages': { message: 'Hello!' },
    'POST /api/messages/threads': { companyId: ids.companyId!, body: 'Hello!\nThanks' },
    'POST /api/messages/threads/{id}/messages': { body: 'Thanks!' },
    'POST /api/reports': {
      reason: 'counterfeit',
      description: 'Printed, not painted.\nA factory copy.',
      targetType: 'product',
      targetId: ids.productId!,
      email: 'fuzz@example.com',
    },
    'POST /api/contact': { name: 'Ola', email: 'ola@example.com', message: 'Hello!\nThanks' },
    'POST /api/products/{id}/stock-alerts': { email: 'waiting@example.com' },
    'POST /api/admin/reports/{id}/resolve': { note: 'Hidden.' },
    'PATCH /api/admin/contact-messages/{id}': { read: true },
    'POST /api/reviews': { orderItemId: ids.orderId!, rating: 5, comment: 'Lovely glaze' },
    'PATCH /api/reviews/{id}': { rating: 4, comment: 'Still lovely' },
    'POST /api/seller/reviews/{id}/answer': { answer: 'Thank you!\nMagda' },
  };
  return bodies[key];
}

/** Paths of a body's values, containers included (`groups`, `groups.0`, `groups.0.sellerId`). */
export function fieldPaths(
  value: Json,
  prefix: (string | number)[] = [],
  depth = 0,
): (string | number)[][] {
  if (value === null || typeof value !== 'object' || depth > 4) return [];
  const entries: [string | number, Json][] = Array.isArray(value)
    ? value.slice(0, 2).map((v, i) => [i, v])
    : Object.entries(value);
  return entries.flatMap(([key, item]) => [
    [...prefix, key],
    ...fieldPaths(item, [...prefix, key], depth + 1),
  ]);
}

export function withField(body: Json, path: (string | number)[], value: Json | undefined): Json {
  const copy = structuredClone(body) as Record<string | number, Json>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, Json>;
  const last = path.at(-1)!;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

export function primaryRole(path: string): Role {
  if (path.startsWith('/api/admin/')) return 'admin';
  if (path.startsWith('/api/seller/')) return 'seller';
  if (path.startsWith('/sandbox/') || path.startsWith('/api/payments/notify/')) return 'visitor';
  return 'buyer';
}

/** Operator protocols answer in their own format; our API answers `{ error, code }`. */
export const ownFormat = (path: string) =>
  path.startsWith('/api/') && !path.startsWith('/api/payments/notify/');

export const isUpload = (op: Operation) =>
  !op.body && ['POST', 'PUT'].includes(op.method) && /\/(images|photo)$/.test(op.path);
export const isRaw = (op: Operation) =>
  op.path.startsWith('/api/payments/notify/') || op.path.startsWith('/sandbox/');
