import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PayoutList, PayoutRecord, SellerPayouts } from '@kramik/contract';
import { auditLog, companies } from '../../db/schema/index.js';
import { callerOf, signedIn } from '../../../test/helpers.js';
import {
  addMaker,
  insertCategory,
  placeOrders,
  pressOnOperatorPage,
  startPayment,
  type Maker,
  useEmulatorApp,
} from '../../../test/marketplace.js';
import { csvField } from './payouts.js';

const ctx = useEmulatorApp();
const call = callerOf(ctx);
let categoryId: string;
let makerA: Maker;
let makerB: Maker;
let admin: string;
let buyer: string;

/** A buyer pays one 55.00 EUR order (40.00 jug + 15.00 DPD) of the maker through PayU. */
async function paidOrder(maker: Maker) {
  const b = await placeOrders(ctx, categoryId, maker);
  const payment = await startPayment(ctx, b.authorization, 'payu', [b.orders[0]!._id]);
  await pressOnOperatorPage(payment.redirectUrl!, 'Pay');
  for (let i = 0; i < 5 && (await ctx.app.sandbox.pending()) > 0; i += 1)
    await ctx.app.sandbox.drain();
  return b.orders[0]!._id;
}

const today = () => new Date().toISOString().slice(0, 10);
const rowOf = async (maker: Maker) =>
  (await call('GET', '/api/admin/payouts', admin))
    .json<PayoutList>()
    .items.find((row) => row.seller._id === maker.companyId);

beforeAll(async () => {
  categoryId = await insertCategory(ctx, 'pottery', 'Pottery');
  makerA = await addMaker(ctx, { autopay: false });
  makerB = await addMaker(ctx, { autopay: false });
  await ctx.database.db
    .update(companies)
    .set({ shortName: '=Evil, "Quoted" Studio' })
    .where(eq(companies.id, makerB.companyId));
  admin = (await signedIn(ctx, { permissions: 'admin' })).authorization;
  buyer = (await signedIn(ctx)).authorization;
  await paidOrder(makerA);
  await paidOrder(makerA);
  await paidOrder(makerB);
}, 60_000);

describe('who reaches the payouts', () => {
  const adminRoutes: [string, string, unknown?][] = [
    ['GET', '/api/admin/payouts'],
    [
      'POST',
      '/api/admin/payouts',
      { sellerId: crypto.randomUUID(), amount: 1, paidOn: '2026-01-01', reference: 'x' },
    ],
    ['GET', '/api/admin/payouts/records'],
    ['GET', '/api/admin/payouts.csv?from=2026-01-01&to=2026-01-31'],
  ];
  it('answers a visitor 401 and a buyer or maker 403 on every admin route', async () => {
    for (const [method, url, body] of adminRoutes) {
      expect((await call(method as 'GET', url, undefined, body)).statusCode, url).toBe(401);
      expect((await call(method as 'GET', url, buyer, body)).statusCode, url).toBe(403);
      expect((await call(method as 'GET', url, makerA.authorization, body)).statusCode, url).toBe(
        403,
      );
    }
  });

  it("answers the maker's own figures only, a buyer 403 and a visitor 401", async () => {
    expect((await call('GET', '/api/seller/payouts')).statusCode).toBe(401);
    expect((await call('GET', '/api/seller/payouts', buyer)).statusCode).toBe(403);
  });
});

describe('payouts', () => {
  it('shows per maker received, commission, due, paid out and balance from the ledger', async () => {
    const row = await rowOf(makerA);
    // Two orders of 55.00; commission 8 % of the 40.00 jug = 3.20 each.
    expect(row).toMatchObject({
      paidOrders: 2,
      received: { amount: 11000, currency: 'EUR' },
      commission: { amount: 640 },
      due: { amount: 10360 },
      paidOut: { amount: 0 },
      balance: { amount: 10360 },
    });
  });

  it('records a payout with its audit entry; the maker sees it and the lower balance', async () => {
    const res = await call('POST', '/api/admin/payouts', admin, {
      sellerId: makerA.companyId,
      amount: 6000,
      paidOn: today(),
      reference: 'TRF/2026/001',
    });
    expect(res.statusCode, res.body).toBe(201);
    const record = res.json<PayoutRecord>();
    expect(record).toMatchObject({
      amount: { amount: 6000, currency: 'EUR' },
      reference: 'TRF/2026/001',
    });
    expect(await rowOf(makerA)).toMatchObject({
      paidOut: { amount: 6000 },
      balance: { amount: 4360 },
    });
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, makerA.companyId));
    expect(audit).toMatchObject({
      action: 'payout.record',
      targetType: 'company',
      before: { balance: 10360 },
      after: { amount: 6000, paidOn: today(), reference: 'TRF/2026/001', balance: 4360 },
    });

    const own = await call('GET', '/api/seller/payouts', makerA.authorization);
    expect(own.statusCode).toBe(200);
    const mine = own.json<SellerPayouts>();
    expect(mine).toMatchObject({
      due: { amount: 10360 },
      paidOut: { amount: 6000 },
      balance: { amount: 4360 },
    });
    expect(mine.items.map((item) => item._id)).toEqual([record._id]);
    // Another maker never sees it.
    const other = (
      await call('GET', '/api/seller/payouts', makerB.authorization)
    ).json<SellerPayouts>();
    expect(other.items).toEqual([]);
    expect(other.paidOut.amount).toBe(0);
    expect(other.balance.amount).toBe(5180);

    const records = await call(
      'GET',
      `/api/admin/payouts/records?sellerId=${makerA.companyId}`,
      admin,
    );
    expect(records.json().items).toHaveLength(1);
  });

  it('refuses a payout above the balance, a negative amount, a bad or future date', async () => {
    const post = (body: object) =>
      call('POST', '/api/admin/payouts', admin, {
        sellerId: makerA.companyId,
        amount: 100,
        paidOn: today(),
        reference: 'TRF',
        ...body,
      });
    const over = await post({ amount: 4361 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { amount: 'The amount is more than the balance due (43.60 EUR).' },
    });
    const negative = await post({ amount: -5 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().fields).toEqual({
      amount: 'Enter an amount of 0 or more, with up to two decimals, e.g. 12.50.',
    });
    expect((await post({ amount: 0 })).statusCode).toBe(400);
    expect((await post({ amount: 12.5 })).statusCode).toBe(400);
    const badDate = await post({ paidOn: '2026-02-30' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().fields).toEqual({ paidOn: 'This value is not valid' });
    const future = await post({ paidOn: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields).toEqual({
      paidOn: 'Enter the day the transfer was made: today or earlier.',
    });
    const noReference = await post({ reference: '  ' });
    expect(noReference.json().fields).toEqual({ reference: 'This field is required' });
    const unknown = await post({ sellerId: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(404);
    for (const body of [{}, { amount: 'x' }, { sellerId: 'nope' }, { paidOn: 5 }]) {
      expect((await call('POST', '/api/admin/payouts', admin, body)).statusCode).toBe(400);
    }
    // The whole balance can be paid out, not a cent more.
    expect((await post({ amount: 4360 })).statusCode).toBe(201);
    expect((await post({ amount: 1 })).statusCode).toBe(400);
  });

  it('exports a period as CSV: BOM, header, escaped names, decimals with a dot', async () => {
    const res = await call('GET', `/api/admin/payouts.csv?from=${today()}&to=${today()}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="kramik-payouts-${today()}-${today()}.csv"`,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'maker,maker_id,currency,paid_orders,received,commission,due,paid_out,balance_at_end',
    );
    const a = lines.find((line) => line.includes(makerA.companyId))!;
    expect(a.split(',').slice(1)).toEqual([
      makerA.companyId,
      'EUR',
      '2',
      '110.00',
      '6.40',
      '103.60',
      '103.60',
      '0.00',
    ]);
    const b = lines.find((line) => line.includes(makerB.companyId))!;
    expect(
      b.startsWith(
        `"'=Evil, ""Quoted"" Studio",${makerB.companyId},EUR,1,55.00,3.20,51.80,0.00,51.80`,
      ),
    ).toBe(true);
    expect(lines.at(-1)).toBe('');

    // A period before anything happened: only the header.
    const empty = await call('GET', '/api/admin/payouts.csv?from=2020-01-01&to=2020-01-31', admin);
    expect(empty.body).toBe(
      '\uFEFFmaker,maker_id,currency,paid_orders,received,commission,due,paid_out,balance_at_end\r\n',
    );
  });

  it('refuses a bad period with the documented messages, never 500', async () => {
    const bad = [
      'from=2026-01-31&to=2026-01-01',
      'from=2024-01-01&to=2026-01-01',
      'from=nope&to=2026-01-01',
      'from=2026-01-01',
      '',
      'from=2026-13-01&to=2026-13-02',
    ];
    for (const query of bad) {
      const res = await call('GET', `/api/admin/payouts.csv?${query}`, admin);
      expect(res.statusCode, query).toBe(400);
    }
    const inverted = await call(
      'GET',
      '/api/admin/payouts.csv?from=2026-01-31&to=2026-01-01',
      admin,
    );
    expect(inverted.json().fields).toEqual({
      to: 'The period must end on or after its first day and last at most 366 days.',
    });
  });

  it('lets two payouts recorded at once never pass the balance together', async () => {
    const post = () =>
      call('POST', '/api/admin/payouts', admin, {
        sellerId: makerB.companyId,
        amount: 3000,
        paidOn: today(),
        reference: 'TRF/RACE',
      });
    const answers = await Promise.all([post(), post()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect(await rowOf(makerB)).toMatchObject({
      paidOut: { amount: 3000 },
      balance: { amount: 2180 },
    });
  });

  it('escapes CSV fields as RFC 4180 and neutralises formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+48 123')).toBe("'+48 123");
    expect(csvField('@sum')).toBe("'@sum");
    expect(csvField('-5.00', false)).toBe('-5.00');
    expect(csvField(12)).toBe('12');
    expect(csvField('Łódź ceramika 陶瓷')).toBe('Łódź ceramika 陶瓷');
  });
});
