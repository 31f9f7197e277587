import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import {
  TEST_PASSWORD,
  createUser,
  latestMail,
  loginAs,
  post,
  useTestApp,
  signedIn,
  callerOf,
} from '../../../test/helpers.js';

const ctx = useTestApp();

const call = callerOf(ctx);

describe('PATCH /api/users/update', () => {
  it('changes the caller’s own profile, including the login name', async () => {
    const { user, authorization } = await signedIn(ctx);
    const response = await call('PATCH', '/api/users/update', authorization, {
      firstName: 'Zofia',
      lastName: 'Kowalska',
      phone: '+48 601 234 567',
      username: `${user.username}-new`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      firstName: 'Zofia',
      lastName: 'Kowalska',
      phone: '+48 601 234 567',
      username: `${user.username}-new`,
    });
  });

  it('refuses a login name that is taken', async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    const { authorization } = await loginAs(ctx, user);
    const response = await call('PATCH', '/api/users/update', authorization, {
      username: other.username,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('USERNAME_TAKEN');
  });

  it('lets an admin block another user, whose sessions end at once', async () => {
    const admin = await createUser(ctx, { permissions: 'admin' });
    const target = await createUser(ctx);
    const adminAuth = (await loginAs(ctx, admin)).authorization;
    const targetAuth = (await loginAs(ctx, target)).authorization;
    const response = await call('PATCH', '/api/users/update', adminAuth, {
      userId: target.id,
      status: 'blocked',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.status).toBe('blocked');
    expect((await call('GET', '/api/users/status', targetAuth)).statusCode).toBe(401);
    const login = await post(ctx, '/api/users/login', {
      username: target.username,
      password: TEST_PASSWORD,
    });
    expect(login.json().code).toBe('ACCOUNT_BLOCKED');
  });

  it('refuses status and permissions from anyone else, and changes nothing', async () => {
    const user = await createUser(ctx);
    const seller = await createUser(ctx, { permissions: 'seller', withCompany: true });
    const admin = await createUser(ctx, { permissions: 'admin' });
    const userAuth = (await loginAs(ctx, user)).authorization;
    const sellerAuth = (await loginAs(ctx, seller)).authorization;
    const adminAuth = (await loginAs(ctx, admin)).authorization;
    const attempts: [string, object][] = [
      [userAuth, { status: 'active' }],
      [userAuth, { permissions: 'admin' }],
      [userAuth, { userId: seller.id, status: 'blocked' }],
      [sellerAuth, { userId: user.id, permissions: 'admin' }],
      [adminAuth, { userId: admin.id, status: 'blocked' }],
      [adminAuth, { status: 'blocked' }],
    ];
    for (const [authorization, body] of attempts) {
      const response = await call('PATCH', '/api/users/update', authorization, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(403);
    }
    const rows = await ctx.database.db.select().from(users);
    expect(rows.find((r) => r.id === user.id)).toMatchObject({
      status: 'active',
      permissions: 'user',
    });
    expect(rows.find((r) => r.id === seller.id)).toMatchObject({ status: 'active' });
    expect(rows.find((r) => r.id === admin.id)).toMatchObject({
      status: 'active',
      permissions: 'admin',
    });
  });

  it('answers 404 for an unknown user and 400 for an unknown status', async () => {
    const { user: admin, authorization } = await signedIn(ctx, { permissions: 'admin' });
    const unknown = await call('PATCH', '/api/users/update', authorization, {
      userId: '00000000-0000-4000-8000-000000000000',
      status: 'blocked',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await call('PATCH', '/api/users/update', authorization, {
      userId: admin.id,
      status: 'zombie',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('needs a token', async () => {
    expect(
      (await call('PATCH', '/api/users/update', undefined, { firstName: 'X' })).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/users/me/password', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const user = await createUser(ctx);
    const current = (await loginAs(ctx, user)).authorization;
    const other = (await loginAs(ctx, user)).authorization;
    const wrong = await call('POST', '/api/users/me/password', current, {
      currentPassword: 'not it at all',
      newPassword: 'carved linden spoon',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD' });
    const ok = await call('POST', '/api/users/me/password', current, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'carved linden spoon',
    });
    expect(ok.statusCode).toBe(200);
    expect((await call('GET', '/api/users/status', current)).statusCode).toBe(200);
    expect((await call('GET', '/api/users/status', other)).statusCode).toBe(401);
    expect((await latestMail(ctx, user.email)).subject).toBe('Your Kramik password was changed');
  });

  it('applies the password rules', async () => {
    const { user, authorization } = await signedIn(ctx);
    const response = await call('POST', '/api/users/me/password', authorization, {
      currentPassword: TEST_PASSWORD,
      newPassword: user.username,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('DELETE /api/users/delete', () => {
  it('erases personal data, addresses and sessions, and the login stops working', async () => {
    const { user, authorization } = await signedIn(ctx);
    await call('POST', '/api/users/me/addresses', authorization, {
      street: 'ul. Długa 5',
      city: 'Gdańsk',
      postalCode: '80-831',
      country: 'PL',
    });
    const response = await call('DELETE', '/api/users/delete', authorization, {
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Your account has been deleted.');
    expect((await call('GET', '/api/users/status', authorization)).statusCode).toBe(401);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: '', lastName: '', phone: null, status: 'blocked' });
    expect(row!.email).not.toContain(user.email);
    expect(row!.username).not.toBe(user.username);
    expect(row!.deletedAt).toBeInstanceOf(Date);
    const login = await post(ctx, '/api/users/login', {
      username: user.email,
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(401);
    // The address is free for a new account.
    const again = await post(ctx, '/api/users/register', {
      username: `${user.username}x`,
      email: user.email,
      password: 'pottery wheel spins',
      repeatPassword: 'pottery wheel spins',
      firstName: 'A',
      lastName: 'B',
      acceptedPrivacyPolicy: true,
    });
    expect(again.statusCode).toBe(201);
  });

  it('needs a token', async () => {
    expect((await call('DELETE', '/api/users/delete')).statusCode).toBe(401);
  });
});

describe('shipping addresses', () => {
  const address = {
    street: 'ul. Garncarska 12',
    city: 'Bolesławiec',
    postalCode: '59-700',
    region: 'dolnośląskie',
    country: 'pl',
  };

  it('lists, adds, changes and removes the caller’s addresses', async () => {
    const { authorization } = await signedIn(ctx);
    const created = await call('POST', '/api/users/me/addresses', authorization, address);
    expect(created.statusCode).toBe(201);
    const { _id: id } = created.json();
    expect(created.json()).toMatchObject({ ...address, country: 'PL' });
    const changed = await call('PATCH', `/api/users/me/addresses/${id}`, authorization, {
      ...address,
      city: 'Wrocław',
      postalCode: '50-001',
    });
    expect(changed.json().city).toBe('Wrocław');
    const list = await call('GET', '/api/users/me/addresses', authorization);
    expect(list.json().items).toHaveLength(1);
    expect((await call('DELETE', `/api/users/me/addresses/${id}`, authorization)).statusCode).toBe(
      204,
    );
    expect((await call('GET', '/api/users/me/addresses', authorization)).json().items).toEqual([]);
  });

  it('checks the postal code for the country and the country itself', async () => {
    const { authorization } = await signedIn(ctx);
    const badPostal = await call('POST', '/api/users/me/addresses', authorization, {
      ...address,
      postalCode: '59700',
    });
    expect(badPostal.json().fields.postalCode).toBe(
      'This postal code is not valid for the country.',
    );
    const badCountry = await call('POST', '/api/users/me/addresses', authorization, {
      ...address,
      country: 'XX',
    });
    expect(badCountry.json().fields.country).toBe('This value is not valid');
    const missing = await call('POST', '/api/users/me/addresses', authorization, { country: 'PL' });
    expect(missing.json().fields).toMatchObject({
      street: 'This field is required',
      city: 'This field is required',
      postalCode: 'This field is required',
    });
  });

  it('answers 404 for another user’s address and changes nothing', async () => {
    const owner = await createUser(ctx);
    const stranger = await createUser(ctx);
    const ownerAuth = (await loginAs(ctx, owner)).authorization;
    const strangerAuth = (await loginAs(ctx, stranger)).authorization;
    const { _id: id } = (await call('POST', '/api/users/me/addresses', ownerAuth, address)).json();
    expect(
      (await call('PATCH', `/api/users/me/addresses/${id}`, strangerAuth, address)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/users/me/addresses/${id}`, strangerAuth)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/users/me/addresses', strangerAuth)).json().items).toEqual([]);
    expect((await call('GET', '/api/users/me/addresses', ownerAuth)).json().items).toHaveLength(1);
  });

  it('needs a token and a well-formed id', async () => {
    expect((await call('GET', '/api/users/me/addresses')).statusCode).toBe(401);
    const { authorization } = await signedIn(ctx);
    expect(
      (await call('DELETE', '/api/users/me/addresses/not-a-uuid', authorization)).statusCode,
    ).toBe(400);
  });
});

describe('invoice data', () => {
  const invoice = {
    companyName: 'Pracownia Ola',
    taxId: '526-025-02-74',
    street: 'ul. Polna 3',
    city: 'Kraków',
    postalCode: '30-001',
    country: 'PL',
  };

  it('lists, adds, changes and removes the caller’s invoice data', async () => {
    const { authorization } = await signedIn(ctx);
    const created = await call('POST', '/api/users/me/invoice-data', authorization, invoice);
    expect(created.statusCode).toBe(201);
    const { _id: id } = created.json();
    const changed = await call('PATCH', `/api/users/me/invoice-data/${id}`, authorization, {
      ...invoice,
      companyName: 'Pracownia Oli',
    });
    expect(changed.json().companyName).toBe('Pracownia Oli');
    expect(
      (await call('GET', '/api/users/me/invoice-data', authorization)).json().items,
    ).toHaveLength(1);
    expect(
      (await call('DELETE', `/api/users/me/invoice-data/${id}`, authorization)).statusCode,
    ).toBe(204);
  });

  it('checks the NIP checksum in Poland and the VAT number’s shape in the EU', async () => {
    const { authorization } = await signedIn(ctx);
    const badNip = await call('POST', '/api/users/me/invoice-data', authorization, {
      ...invoice,
      taxId: '5260250275',
    });
    expect(badNip.json().fields.taxId).toBe('This tax ID is not valid for the country.');
    const german = {
      ...invoice,
      taxId: 'DE123456789',
      postalCode: '10115',
      city: 'Berlin',
      country: 'DE',
    };
    expect(
      (await call('POST', '/api/users/me/invoice-data', authorization, german)).statusCode,
    ).toBe(201);
    const badGerman = await call('POST', '/api/users/me/invoice-data', authorization, {
      ...german,
      taxId: 'DE12',
    });
    expect(badGerman.statusCode).toBe(400);
  });

  it('answers 404 for another user’s invoice data', async () => {
    const owner = await createUser(ctx);
    const stranger = await createUser(ctx);
    const ownerAuth = (await loginAs(ctx, owner)).authorization;
    const strangerAuth = (await loginAs(ctx, stranger)).authorization;
    const { _id: id } = (
      await call('POST', '/api/users/me/invoice-data', ownerAuth, invoice)
    ).json();
    expect(
      (await call('PATCH', `/api/users/me/invoice-data/${id}`, strangerAuth, invoice)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/users/me/invoice-data/${id}`, strangerAuth)).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/countries', () => {
  it('names the countries in the caller’s language', async () => {
    const english = (await ctx.app.inject({ method: 'GET', url: '/api/countries' })).json().items;
    const polish = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/countries',
        headers: { 'accept-language': 'pl-PL' },
      })
    ).json().items;
    expect(english.length).toBeGreaterThanOrEqual(153);
    expect(english.find((c: { code: string }) => c.code === 'DE').name).toBe('Germany');
    expect(polish.find((c: { code: string }) => c.code === 'DE').name).toBe('Niemcy');
    // Nobody lives in Antarctica, on Bouvet Island or on Heard Island.
    const codes = english.map((c: { code: string }) => c.code);
    for (const code of ['AQ', 'BV', 'HM']) expect(codes).not.toContain(code);
  });
});
