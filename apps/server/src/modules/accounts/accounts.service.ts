import { randomInt } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type {
  ChangePasswordInput,
  Permission,
  UserStatus,
  LoginInput,
  LoginResponse,
  RegisterInput,
  ResetAvatarInput,
  ResetPasswordInput,
  SessionUser,
  UpdateUserInput,
  VerifyInput,
} from '@kramik/contract';
import type { Executor } from '../../db/client.js';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from '../../lib/errors.js';
import { passwordProblem } from '../../lib/password-policy.js';
import { getDummyHash, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { createToken, hashToken } from '../../lib/tokens.js';
import type { SignedInContext } from '../../plugins/context.js';
import { recordAudit } from '../audit/audit.service.js';
import { setMakerListed } from '../catalog/catalog.service.js';
import { enqueueMail } from '../mail/mail.service.js';
import * as repo from './accounts.repo.js';
import {
  codeError,
  codeHash,
  localeOf,
  MAX_CODE_ATTEMPTS,
  type AccountsCaller,
  type AccountsContext,
  type AccountsDeps,
  type AuthContext,
  type CodeErrorKey,
  requireCurrentPassword,
  requireOwnAccount,
} from './accounts-common.js';
import { IMPORTED_SELLER_USERNAME_PREFIX } from './imported-sellers.js';

export { MAX_CODE_ATTEMPTS, type AccountsDeps, type AuthContext } from './accounts-common.js';
export * from './addresses.js';
export * from './delete-account.js';
export * from './imported-sellers.js';

export const SESSION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;
export const VERIFY_CODE_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const RECOVERY_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/** Answers that must not tell whether an account exists take at least this long. */
const EVEN_ANSWER_MS = 400;

/**
 * A buyer becomes a maker with the same account (issue 22): the role changes inside the caller's
 * transaction, together with the company data that makes them one.
 */
export async function makeSeller(tx: Executor, userId: string) {
  await repo.updateUser(tx, userId, { permissions: 'seller' });
}

export function toSessionUser(row: repo.UserRow, companyId: string | null): SessionUser {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    companyId,
    permissions: row.permissions,
    status: row.status,
    registeredAt: row.createdAt.toISOString(),
  };
}

async function requireAcceptablePassword(field: string, password: string, personal: string[]) {
  const problem = await passwordProblem(password, personal);
  if (problem) throw new ValidationError({ [field]: problem });
}

async function atLeast<T>(ms: number, work: Promise<T>): Promise<T> {
  const [result] = await Promise.all([work, new Promise((resolve) => setTimeout(resolve, ms))]);
  return result;
}

/** Taken by another account, or reserved for imported makers (unless it is the user's own). */
async function isUsernameUnavailable(
  tx: Executor,
  username: string,
  user?: { id: string; username: string },
) {
  const name = username.trim().toLowerCase();
  if (user && user.username.toLowerCase() === name) return false;
  return (
    name.startsWith(IMPORTED_SELLER_USERNAME_PREFIX) ||
    (await repo.isUsernameTaken(tx, username, user?.id))
  );
}

/** Registers a pending account and mails its confirmation code (never returned). */
export async function register(ctx: AccountsContext, input: RegisterInput) {
  const { locale } = ctx;
  const username = input.username.trim();
  const email = input.email.trim().toLowerCase();
  await requireAcceptablePassword('password', input.password, [username, email]);
  const passwordHash = await hashPassword(input.password);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  try {
    await ctx.db.transaction(async (tx) => {
      if ((await repo.isEmailTaken(tx, email)) || (await isUsernameUnavailable(tx, username))) {
        throw new BadRequestError('accountExists', undefined, 'ACCOUNT_EXISTS');
      }
      const user = await repo.insertUser(tx, {
        username,
        email,
        passwordHash,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        locale,
        status: 'pending',
        permissions: input.accountType === 'seller' ? 'seller' : 'user',
        privacyPolicyAcceptedAt: new Date(),
      });
      await issueVerifyCode(ctx, tx, user, code);
    });
  } catch (error) {
    // Two registrations racing for the same name: the unique index decides.
    if (isUniqueViolation(error))
      throw new BadRequestError('accountExists', undefined, 'ACCOUNT_EXISTS');
    throw error;
  }
  ctx.kickMail();
  return { username: { username } };
}

async function issueVerifyCode(
  ctx: AccountsContext,
  tx: Executor,
  user: repo.UserRow,
  code: string,
) {
  const now = new Date();
  await repo.retireCodes(tx, user.id, 'verify', now);
  await repo.insertCode(tx, {
    userId: user.id,
    purpose: 'verify',
    codeHash: codeHash(user.id, code),
    expiresAt: new Date(now.getTime() + VERIFY_CODE_LIFETIME_MS),
  });
  const link = `${ctx.config.publicUrl}/verify?username=${encodeURIComponent(user.username)}&code=${code}`;
  await enqueueMail(tx, {
    to: user.email,
    locale: localeOf(user),
    template: { name: 'verify', firstName: user.firstName, code, link },
  });
}

/** Mails a new confirmation code to a pending account; answers the same in every case. */
export async function resendCode(ctx: AccountsContext, login: string) {
  await atLeast(
    EVEN_ANSWER_MS,
    ctx.db.transaction(async (tx) => {
      const user = await repo.findUserByLogin(tx, login);
      if (!user || user.status !== 'pending') return;
      await issueVerifyCode(ctx, tx, user, String(randomInt(0, 1_000_000)).padStart(6, '0'));
    }),
  );
  ctx.kickMail();
}

/**
 * Confirms a registration: the mailed code (single-use, 24 hours, five tries) and the account's
 * password, which proves the account is the caller's.
 */
export async function verify(ctx: AccountsContext, input: VerifyInput): Promise<SessionUser> {
  type Outcome = { error: CodeErrorKey } | { user: SessionUser };
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const user = await repo.findUserByLogin(tx, input.username);
    if (!user || user.status !== 'pending') return { error: 'invalidCode' };
    const code = await repo.findOpenCodeOfUser(tx, user.id, 'verify');
    if (!code) return { error: 'invalidCode' };
    if (code.attempts >= MAX_CODE_ATTEMPTS) return { error: 'codeLocked' };
    if (code.expiresAt <= new Date()) return { error: 'codeExpired' };
    const rightCode = code.codeHash === codeHash(user.id, input.confirmationCode);
    const rightPassword = rightCode && (await verifyPassword(user.passwordHash, input.password));
    if (!rightCode || !rightPassword) {
      // A wrong try is counted even though the request fails, so the lock holds.
      await repo.updateCode(tx, code.id, { attempts: code.attempts + 1 });
      return { error: rightCode ? 'verifyWrongPassword' : 'invalidCode' };
    }
    await repo.updateCode(tx, code.id, { usedAt: new Date() });
    const active = await repo.updateUser(tx, user.id, { status: 'active' });
    return { user: toSessionUser(active!, null) };
  });
  if ('error' in outcome) throw codeError(outcome.error);
  return outcome.user;
}

/** Where a login comes from: the client address as the server sees it (`request.ip`). */
export interface LoginClient {
  ip: string;
}

/**
 * The part of a client address that stays the same for one network: an IPv4 address whole, an
 * IPv6 address's /64 prefix (devices rotate the rest for privacy).
 */
export function networkOf(ip: string) {
  const address = ip.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [
          ...left,
          ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'),
          ...right,
        ];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

const addressDigest = (ctx: AccountsContext, client: LoginClient) =>
  ctx.secrets.digest('login-address', networkOf(client.ip));

/**
 * Checks the credentials and opens a new session; every failure looks the same to the caller.
 *
 * Over the failed-login limit of a login name the account is slowed down, not locked: the right
 * password still signs in from an address the account has signed in from before (unless that
 * address made the failures itself); from any other address the answer is the same refusal as for
 * a name with no account, and when the password was right the owner is mailed a one-time sign-in
 * link. So a stranger who knows a maker's login name cannot lock the maker out.
 */
export async function login(
  ctx: AccountsContext,
  input: LoginInput,
  client: LoginClient,
  now = new Date(),
): Promise<LoginResponse> {
  const loginKey = input.username.trim().toLowerCase();
  const limit = ctx.config.loginFailureLimit;
  const since = new Date(now.getTime() - ctx.config.loginFailureWindowMs);
  const addressHash = addressDigest(ctx, client);
  const overLimit = (await repo.countRecentLoginFailures(ctx.db, loginKey, since)) >= limit;
  const user = await repo.findUserByLogin(ctx.db, input.username);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyPassword(await getDummyHash(), input.password).then(() => false);

  if (overLimit) {
    const trusted =
      user !== undefined &&
      (await repo.isKnownAddress(ctx.db, user.id, addressHash, knownSince(now))) &&
      (await repo.countRecentLoginFailures(ctx.db, loginKey, since, addressHash)) < limit;
    if (!trusted || !valid) {
      // One answer, taking the same time, whatever the reason: no account, wrong password,
      // unknown address, or a sign-in link on its way.
      await atLeast(
        EVEN_ANSWER_MS,
        (async () => {
          if (trusted) await repo.recordLoginFailure(ctx.db, loginKey, addressHash);
          else if (user && valid && user.status === 'active') await mailSignInLink(ctx, user, now);
        })(),
      );
      throw new TooManyRequestsError('tooManyLoginFailures', 'TOO_MANY_LOGIN_FAILURES');
    }
  } else if (!user || !valid) {
    await repo.recordLoginFailure(ctx.db, loginKey, addressHash);
    throw new UnauthorizedError('loginFailed', 'LOGIN_FAILED');
  }
  // Only after the password is proven do we say why a real account cannot log in.
  if (user.status === 'pending')
    throw new ForbiddenError('accountNotVerified', 'ACCOUNT_NOT_VERIFIED');
  if (user.status === 'blocked') throw new ForbiddenError('accountBlocked', 'ACCOUNT_BLOCKED');
  return openSession(ctx, user, addressHash, [loginKey], now);
}

/** Known addresses count for this long after the account last signed in from them. */
export const KNOWN_ADDRESS_LIFETIME_MS = 180 * 24 * 60 * 60 * 1000;
export const SIGN_IN_LINK_LIFETIME_MS = 15 * 60 * 1000;
/** Sign-in links mailed per account within one link lifetime, so the owner's inbox is not flooded. */
export const SIGN_IN_LINKS_PER_WINDOW = 3;
const knownSince = (now: Date) => new Date(now.getTime() - KNOWN_ADDRESS_LIFETIME_MS);

/**
 * A new session for a proven owner: the address becomes known and its own failures are forgotten
 * (those from other addresses keep counting, so an attack goes on being slowed down).
 */
async function openSession(
  ctx: AccountsContext,
  user: repo.UserRow,
  addressHash: string,
  loginKeys: string[],
  now: Date,
): Promise<LoginResponse> {
  const token = createToken();
  await ctx.db.transaction(async (tx) => {
    await repo.insertSession(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    });
    await repo.rememberAddress(tx, user.id, addressHash, now);
    await repo.clearLoginFailures(tx, loginKeys, addressHash);
  });
  const companyId = await repo.findCompanyIdOfOwner(ctx.db, user.id);
  return {
    tokenUser: token,
    user: { _id: user.id, companyId, firstName: user.firstName, permissions: user.permissions },
  };
}

/** Mails a one-time sign-in link (hashed, 15 minutes), a few per window at most. */
async function mailSignInLink(ctx: AccountsContext, user: repo.UserRow, now: Date) {
  await ctx.db.transaction(async (tx) => {
    const windowStart = new Date(now.getTime() - SIGN_IN_LINK_LIFETIME_MS);
    if ((await repo.countCodesSince(tx, user.id, 'login', windowStart)) >= SIGN_IN_LINKS_PER_WINDOW)
      return;
    const token = createToken();
    await repo.insertCode(tx, {
      userId: user.id,
      purpose: 'login',
      codeHash: hashToken(token),
      expiresAt: new Date(now.getTime() + SIGN_IN_LINK_LIFETIME_MS),
    });
    await enqueueMail(tx, {
      to: user.email,
      locale: localeOf(user),
      template: {
        name: 'signInLink',
        firstName: user.firstName,
        link: `${ctx.config.publicUrl}/auth?signin=${token}`,
        recoverLink: `${ctx.config.publicUrl}/forgot`,
      },
    });
  });
  ctx.kickMail();
}

/** Signs in with a mailed sign-in link (single use); the address it is opened from becomes known. */
export async function loginWithLink(
  ctx: AccountsContext,
  token: string,
  client: LoginClient,
  now = new Date(),
): Promise<LoginResponse> {
  const user = await ctx.db.transaction(async (tx) => {
    const code = await repo.findCodeByHash(tx, hashToken(token.trim()), 'login');
    if (!code || code.usedAt) throw codeError('invalidCode');
    if (code.expiresAt <= now) throw codeError('codeExpired');
    const owner = await repo.findUserById(tx, code.userId);
    if (!owner || owner.status !== 'active') throw codeError('invalidCode');
    await repo.updateCode(tx, code.id, { usedAt: now });
    return owner;
  });
  return openSession(
    ctx,
    user,
    addressDigest(ctx, client),
    [user.username.toLowerCase(), user.email.toLowerCase()],
    now,
  );
}

/** Resolves a bearer token to its session and user, or null when it is unknown, expired or revoked. */
export async function authenticate(
  db: Executor,
  token: string,
  now = new Date(),
): Promise<AuthContext | null> {
  const row = await repo.findLiveSession(db, hashToken(token), now);
  if (!row) return null;
  return { sessionId: row.sessionId, user: toSessionUser(row.user, row.companyId) };
}

export function logout({ db, auth }: SignedInContext, now = new Date()) {
  return repo.revokeSession(db, auth.sessionId, now);
}

/**
 * Mails one recovery token (a new password or a new login name) when the address has an
 * account; the answer and its timing are the same either way.
 */
export async function recoverPassword(ctx: AccountsContext, email: string) {
  await atLeast(
    EVEN_ANSWER_MS,
    ctx.db.transaction(async (tx) => {
      const user = await repo.findUserByEmail(tx, email);
      if (!user || user.status === 'blocked') return;
      const now = new Date();
      const token = createToken();
      await repo.retireCodes(tx, user.id, 'recover', now);
      await repo.insertCode(tx, {
        userId: user.id,
        purpose: 'recover',
        codeHash: hashToken(token),
        expiresAt: new Date(now.getTime() + RECOVERY_TOKEN_LIFETIME_MS),
      });
      const base = `${ctx.config.publicUrl}/reset-password?token=${token}`;
      await enqueueMail(tx, {
        to: user.email,
        locale: localeOf(user),
        template: {
          name: 'recover',
          username: user.username,
          passwordLink: `${base}&change=password`,
          loginLink: `${base}&change=login`,
        },
      });
    }),
  );
  ctx.kickMail();
}

/** Reads a recovery token without using it up. */
async function openRecoveryToken(tx: Executor, token: string) {
  const code = await repo.findCodeByHash(tx, hashToken(token.trim()), 'recover');
  if (!code || code.usedAt) throw codeError('invalidCode');
  if (code.expiresAt <= new Date()) throw codeError('codeExpired');
  const user = await repo.findUserById(tx, code.userId);
  if (!user || user.status === 'blocked') throw codeError('invalidCode');
  return { code, user };
}

export async function verifyResetCode(ctx: AccountsContext, token: string) {
  const { user } = await ctx.db.transaction((tx) => openRecoveryToken(tx, token));
  return { username: user.username };
}

/** Sets a new password with a recovery token; every session of the account ends. */
export async function resetPassword(ctx: AccountsContext, input: ResetPasswordInput) {
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    const { code, user } = await openRecoveryToken(tx, input.token);
    await requireAcceptablePassword('newPassword', input.newPassword, [user.username, user.email]);
    const now = new Date();
    await repo.updateCode(tx, code.id, { usedAt: now });
    // Following the mailed link proves the address, so a pending account becomes active.
    await repo.updateUser(tx, user.id, { passwordHash, status: 'active' });
    await repo.revokeSessionsOfUser(tx, user.id, now);
    await repo.clearLoginFailures(tx, [user.username.toLowerCase(), user.email.toLowerCase()]);
    await mailPasswordChanged(ctx, tx, user);
  });
  ctx.kickMail();
}

/** Sets a new login name (the spec's "avatar") with a recovery token. */
export async function resetAvatar(ctx: AccountsContext, input: ResetAvatarInput) {
  await ctx.db.transaction(async (tx) => {
    const { code, user } = await openRecoveryToken(tx, input.token);
    const username = input.AvatarLogin.trim();
    if (await isUsernameUnavailable(tx, username, user)) {
      throw new BadRequestError(
        'usernameTaken',
        { AvatarLogin: 'usernameTaken' },
        'USERNAME_TAKEN',
      );
    }
    await repo.updateCode(tx, code.id, { usedAt: new Date() });
    await repo.updateUser(tx, user.id, {
      username,
      status: user.status === 'pending' ? 'active' : user.status,
    });
  });
}

async function mailPasswordChanged(ctx: AccountsContext, tx: Executor, user: repo.UserRow) {
  await enqueueMail(tx, {
    to: user.email,
    locale: localeOf(user),
    template: {
      name: 'passwordChanged',
      firstName: user.firstName,
      recoverLink: `${ctx.config.publicUrl}/forgot`,
    },
  });
}

/**
 * `PATCH /api/users/update`: the caller's own profile fields; `status` and `permissions` only
 * by an admin and only for another user. Anything else is refused and changes nothing.
 */
export async function updateUser(
  ctx: AccountsCaller,
  input: UpdateUserInput,
): Promise<SessionUser> {
  const { auth } = ctx;
  const { userId, status, permissions, ...profile } = input;
  const wantsAdminChange =
    userId !== undefined || status !== undefined || permissions !== undefined;
  const { reason, ...rest } = profile;
  if (wantsAdminChange) {
    if (auth.user.permissions !== 'admin') throw new ForbiddenError();
    if (!userId || userId === auth.user._id) throw new ForbiddenError('cannotChangeOwnRole');
    if (Object.keys(rest).length > 0 || (status === undefined && permissions === undefined)) {
      throw new BadRequestError();
    }
    const row = await applyAdminChange(ctx, userId, { status, permissions, reason });
    return toSessionUser(row, await repo.findCompanyIdOfOwner(ctx.db, userId));
  }
  // A reason goes only with an administrator's status change.
  if (reason !== undefined) throw new BadRequestError();
  return ctx.db.transaction(async (tx) => {
    if (
      profile.username &&
      (await isUsernameUnavailable(tx, profile.username, {
        id: auth.user._id,
        username: auth.user.username,
      }))
    ) {
      throw new BadRequestError('usernameTaken', { username: 'usernameTaken' }, 'USERNAME_TAKEN');
    }
    const updated = await repo.updateUser(tx, auth.user._id, {
      ...(profile.username !== undefined ? { username: profile.username.trim() } : {}),
      ...(profile.firstName !== undefined ? { firstName: profile.firstName } : {}),
      ...(profile.lastName !== undefined ? { lastName: profile.lastName } : {}),
      ...(profile.phone !== undefined ? { phone: profile.phone || null } : {}),
    });
    return toSessionUser(updated!, auth.user.companyId);
  });
}

// ---- Administrators' changes (issue 20) ------------------------------------------------------

/** What an administrator's change of another account takes: the caller and mail. */
export type AccountsAdmin = Pick<AccountsDeps, 'config' | 'kickMail'> & SignedInContext;

/**
 * An administrator sets another user's status (pending, active, blocked) with a reason that is
 * mailed to the user in their language, under the rules of `PATCH /api/users/update` (the
 * moderation queue blocks a user with it). Blocking signs the user out everywhere and unlists
 * their company's products and shops at once; unblocking lists them again (when the company is
 * approved). The last active administrator cannot be blocked (409). One audit entry, in the
 * same transaction; called inside the caller's transaction it joins it (the mail worker is woken
 * at once, and reads the mail once that transaction commits).
 */
export async function changeUserStatus(
  ctx: AccountsAdmin,
  userId: string,
  input: { status: UserStatus; reason?: string | null },
): Promise<void> {
  if (ctx.auth.user.permissions !== 'admin') throw new ForbiddenError();
  if (userId === ctx.auth.user._id) throw new ForbiddenError('cannotChangeOwnRole');
  await applyAdminChange(ctx, userId, { status: input.status, reason: input.reason });
}

async function applyAdminChange(
  ctx: AccountsAdmin,
  userId: string,
  change: { status?: UserStatus; permissions?: Permission; reason?: string | null },
): Promise<repo.UserRow> {
  const reason = change.reason?.trim() || null;
  let mailed = false;
  const row = await ctx.db.transaction(async (tx) => {
    let target = await repo.findUserById(tx, userId);
    if (!target) throw new NotFoundError();
    if (target.permissions === 'admin') {
      // Lock the active administrators (the target among them), then read the target again.
      const admins = await repo.lockActiveAdmins(tx);
      target = (await repo.findUserById(tx, userId))!;
      const status = change.status ?? target.status;
      const permissions = change.permissions ?? target.permissions;
      const staysActiveAdmin = status === 'active' && permissions === 'admin';
      if (admins.includes(userId) && !staysActiveAdmin && admins.length <= 1) {
        throw new ConflictError('lastAdmin', 'LAST_ADMIN');
      }
    }
    const before: Record<string, string> = {};
    const after: Record<string, string> = {};
    if (change.status !== undefined && change.status !== target.status) {
      before.status = target.status;
      after.status = change.status;
    }
    if (change.permissions !== undefined && change.permissions !== target.permissions) {
      before.permissions = target.permissions;
      after.permissions = change.permissions;
    }
    if (Object.keys(after).length === 0) return target;
    const updated = (await repo.updateUser(tx, userId, after))!;
    if (after.status !== undefined) {
      // A blocked account is logged out everywhere at once.
      if (after.status === 'blocked') await repo.revokeSessionsOfUser(tx, userId, new Date());
      const company = await repo.findCompanyOfOwner(tx, userId);
      if (company) {
        await setMakerListed(
          { db: tx },
          company.id,
          after.status !== 'blocked' && company.approvedAt !== null,
        );
      }
      await enqueueMail(tx, {
        to: updated.email,
        locale: localeOf(updated),
        template: {
          name: 'accountStatusChanged',
          firstName: updated.firstName,
          status: updated.status,
          reason,
          link: `${ctx.config.publicUrl}/contact`,
        },
      });
      mailed = true;
    }
    await recordAudit(
      { ...ctx, db: tx },
      {
        action: after.status !== undefined ? 'user.status' : 'user.role',
        targetType: 'user',
        targetId: userId,
        before,
        after,
        note: reason,
      },
    );
    return updated;
  });
  if (mailed) ctx.kickMail();
  return row;
}

/** Changes the password (the current one is needed); the other sessions end. */
export async function changePassword(ctx: AccountsCaller, input: ChangePasswordInput) {
  const { auth } = ctx;
  const user = await requireOwnAccount(ctx);
  await requireCurrentPassword(user, input.currentPassword, 'currentPassword');
  await requireAcceptablePassword('newPassword', input.newPassword, [user.username, user.email]);
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await repo.updateUser(tx, user.id, { passwordHash });
    await repo.revokeSessionsOfUser(tx, user.id, new Date(), auth.sessionId);
    await mailPasswordChanged(ctx, tx, user);
  });
  ctx.kickMail();
}

function isUniqueViolation(error: unknown) {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}

// The module's part of the dashboards (issue 20).
export * from './accounts.stats.js';
