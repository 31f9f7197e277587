import { describe, expect, it } from 'vitest';
import {
  TEST_PASSWORD,
  createUser,
  latestMail,
  mailCount,
  useTestApp,
} from '../../../test/helpers.js';
import { networkOf } from './accounts.service.js';

// The defaults: 10 failures within 15 minutes.
const ctx = useTestApp();

const HOME = '10.0.0.7';
const ATTACKER = '203.0.113.66';
const TRAVEL = '198.51.100.23';

const login = (username: string, password: string, remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { username, password },
    remoteAddress,
  });
const loginLink = (token: string, remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/users/login-link',
    payload: { token },
    remoteAddress,
  });
/** What a caller can compare between two answers: the status and the body without its id. */
const visible = (response: Awaited<ReturnType<typeof login>>) => {
  const body = response.json<Record<string, unknown>>();
  delete body.requestId;
  return { status: response.statusCode, body };
};

async function failTenTimes(username: string, from = ATTACKER) {
  for (let i = 0; i < 10; i++) {
    expect((await login(username, `wrong guess ${i}`, from)).statusCode).toBe(401);
  }
}

describe('failed logins slow an account down instead of locking its owner out', () => {
  it('lets the owner in with the right password from an address used before', async () => {
    const owner = await createUser(ctx);
    expect((await login(owner.username, TEST_PASSWORD, HOME)).statusCode).toBe(200);
    await failTenTimes(owner.username);
    expect((await login(owner.username, TEST_PASSWORD, ATTACKER)).statusCode).toBe(429);
    const back = await login(owner.username, TEST_PASSWORD, HOME);
    expect(back.statusCode).toBe(200);
    expect(back.json().tokenUser).toEqual(expect.any(String));
    // The attacker's failures still count: a stranger is still refused.
    expect((await login(owner.username, 'another guess', ATTACKER)).statusCode).toBe(429);
  });

  it('refuses a new address but mails a one-time link that signs the owner in', async () => {
    const owner = await createUser(ctx);
    expect((await login(owner.username, TEST_PASSWORD, HOME)).statusCode).toBe(200);
    await failTenTimes(owner.username);
    const before = await mailCount(ctx, owner.email);

    // Wrong passwords from anywhere new mail nothing.
    expect((await login(owner.username, 'wrong again', TRAVEL)).statusCode).toBe(429);
    expect(await mailCount(ctx, owner.email)).toBe(before);

    const refused = await login(owner.username, TEST_PASSWORD, TRAVEL);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_LOGIN_FAILURES');
    expect(await mailCount(ctx, owner.email)).toBe(before + 1);
    const mail = await latestMail(ctx, owner.email);
    expect(mail.subject).toBe('Your Kramik sign-in link');
    const link = mail.links.find((l) => l.includes('/auth?signin='))!;
    const token = new URL(link).searchParams.get('signin')!;

    const signedIn = await loginLink(token, TRAVEL);
    expect(signedIn.statusCode).toBe(200);
    const status = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/status',
      headers: { authorization: `Bearer ${signedIn.json().tokenUser}` },
    });
    expect(status.json().user.username).toBe(owner.username);
    // Single use.
    expect((await loginLink(token, TRAVEL)).json().code).toBe('INVALID_CODE');
    // The address it was opened from is now known: the password works there too.
    expect((await login(owner.username, TEST_PASSWORD, TRAVEL)).statusCode).toBe(200);
  });

  it('answers an unknown login name exactly like a slowed-down account', async () => {
    const owner = await createUser(ctx);
    await login(owner.username, TEST_PASSWORD, HOME);
    await failTenTimes(owner.username);
    const ghost = `ghost-${owner.id.slice(0, 8)}`;
    await failTenTimes(ghost);

    const answers = [
      await login(ghost, TEST_PASSWORD, TRAVEL),
      await login(ghost, 'wrong again', TRAVEL),
      await login(owner.username, 'wrong again', TRAVEL),
      await login(owner.username, TEST_PASSWORD, TRAVEL),
      // A known address with a wrong password is answered the same way too.
      await login(owner.username, 'wrong again', HOME),
    ].map(visible);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]!.status).toBe(429);
  });

  it('stops a known address that makes the failures itself', async () => {
    const owner = await createUser(ctx);
    await login(owner.username, TEST_PASSWORD, HOME);
    await failTenTimes(owner.username, HOME);
    expect((await login(owner.username, TEST_PASSWORD, HOME)).statusCode).toBe(429);
  });

  it('mails a few sign-in links per window at most', async () => {
    const owner = await createUser(ctx);
    await failTenTimes(owner.username);
    const before = await mailCount(ctx, owner.email);
    for (let i = 0; i < 5; i++) await login(owner.username, TEST_PASSWORD, TRAVEL);
    expect(await mailCount(ctx, owner.email)).toBe(before + 3);
  });
});

describe('networkOf', () => {
  it('keeps IPv4 addresses whole and IPv6 addresses to their /64', () => {
    expect(networkOf('192.0.2.1')).toBe('192.0.2.1');
    expect(networkOf('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(networkOf('2001:db8:0:1:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('2001:DB8:0:1::5%eth0')).toBe('2001:db8:0:1::/64');
  });
});
