import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { callerOf, latestMail, signedIn, useTestApp } from '../../../test/helpers.js';
import { insertCategory, insertProduct } from '../../../test/marketplace.js';

const ctx = useTestApp();
const call = callerOf(ctx);

const company = (shortName: string) => ({
  companyName: `${shortName} Sp. z o.o.`,
  shortName,
  street: 'ul. Garncarska 12',
  city: 'Bolesławiec',
  postalCode: '59-700',
  country: 'PL',
  taxNumber: '526-025-02-74',
  bic: 'BPKOPLPW',
  iban: 'PL61 1090 1014 0000 0712 1981 2874',
  description: '',
});

const auditOf = (action: string) =>
  ctx.database.db.select().from(auditLog).where(eq(auditLog.action, action));

const setting = (authorization: string, makersNeedApproval: unknown) =>
  call('PUT', '/api/admin/settings/maker-approval', authorization, { makersNeedApproval });

const listedIds = async (): Promise<string[]> =>
  (await call('GET', '/api/products?limit=50'))
    .json<{ items: { _id: string }[] }>()
    .items.map((p) => p._id);

/** A buyer who opens a shop, with one product in it. */
async function newMaker(name: string, categoryId: string) {
  const owner = await signedIn(ctx);
  const opened = await call('POST', '/api/users/become-seller', owner.authorization, company(name));
  expect(opened.statusCode, opened.body).toBe(200);
  const companyId: string = opened.json()._id;
  const product = await insertProduct(ctx, { companyId, categoryId, price: 1000, quantity: 3 });
  return { ...owner, companyId, product, company: opened.json() };
}

describe('new makers’ approval', () => {
  it('is off by default: a new maker is listed at once', async () => {
    const a = await signedIn(ctx, { permissions: 'admin' });
    const got = await call('GET', '/api/admin/settings/maker-approval', a.authorization);
    expect(got.json()).toEqual({ makersNeedApproval: false });
    const categoryId = await insertCategory(ctx, 'jams', 'Jams');
    const m = await newMaker('Pigwa', categoryId);
    expect(m.company.approval).toBe('approved');
    expect(await listedIds()).toContain(m.product);
  });

  it('when on, keeps a new maker’s products unlisted until an administrator approves', async () => {
    const a = await signedIn(ctx, { permissions: 'admin' });
    const before = (await auditOf('site.makerApproval')).length;
    expect((await setting(a.authorization, true)).json()).toEqual({ makersNeedApproval: true });
    // Setting it to what it is changes nothing and writes no entry.
    await setting(a.authorization, true);
    expect(await auditOf('site.makerApproval')).toHaveLength(before + 1);
    expect((await setting(a.authorization, 'yes')).statusCode).toBe(400);

    const categoryId = await insertCategory(ctx, 'jars', 'Jars');
    const m = await newMaker('Dereń', categoryId);
    expect(m.company.approval).toBe('awaitingApproval');
    expect(await listedIds()).not.toContain(m.product);
    // The maker sees where they stand and still sees their product.
    const own = await call('GET', '/api/seller/company', m.authorization);
    expect(own.json().approval).toBe('awaitingApproval');
    expect((await call('GET', `/api/products/${m.product}`, m.authorization)).statusCode).toBe(200);
    expect((await call('GET', `/api/products/${m.product}`)).statusCode).toBe(404);
    // The "Pending approval" filter finds them.
    const pending = await call('GET', '/api/admin/users?approval=pending', a.authorization);
    expect(pending.json().items.map((u: { _id: string }) => u._id)).toEqual([m.user.id]);
    expect(pending.json().items[0].company).toMatchObject({ approvedAt: null, listed: false });

    // Switched off, nobody is approved silently.
    await setting(a.authorization, false);
    expect(await auditOf('site.makerApproval')).toHaveLength(before + 2);
    expect(await listedIds()).not.toContain(m.product);

    const approved = await call(
      'POST',
      `/api/admin/companies/${m.companyId}/approve`,
      a.authorization,
    );
    expect(approved.statusCode, approved.body).toBe(204);
    expect(await listedIds()).toContain(m.product);
    expect((await call('GET', '/api/seller/company', m.authorization)).json().approval).toBe(
      'approved',
    );
    const entries = await auditOf('company.approve');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ targetId: m.companyId, actorId: a.user.id });
    expect((await latestMail(ctx, m.user.email)).subject).toBe(
      'Your shop on Kramik has been approved',
    );
    const again = await call(
      'POST',
      `/api/admin/companies/${m.companyId}/approve`,
      a.authorization,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This company is already approved.');
    expect(await auditOf('company.approve')).toHaveLength(1);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call('POST', `/api/admin/companies/${unknown}/approve`, a.authorization)).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/admin/companies/x/approve', a.authorization)).statusCode).toBe(
      400,
    );
  });
});
