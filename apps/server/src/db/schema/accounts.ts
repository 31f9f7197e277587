import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { addressColumns, at, atNow, createdAt, id, ref, timestamps } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone'),
    permissions: text('permissions', { enum: ['user', 'seller', 'admin'] })
      .notNull()
      .default('user'),
    status: text('status', { enum: ['pending', 'active', 'blocked'] })
      .notNull()
      .default('pending'),
    locale: text('locale').notNull().default('en-US'),
    privacyPolicyAcceptedAt: at('privacy_policy_accepted_at'),
    ...timestamps(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_permissions_check', sql`${t.permissions} in ('user', 'seller', 'admin')`),
    check('users_status_check', sql`${t.status} in ('pending', 'active', 'blocked')`),
  ],
);

/** Opaque bearer tokens, stored as SHA-256 hashes so a database leak gives no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: ref('user_id', () => users.id, 'cascade'),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * One-time secrets sent by e-mail: the registration code (`verify`, six digits), the recovery
 * token (`recover`, 256 bits), the sign-in link of an account over its failed-login limit
 * (`login`, 256 bits) and the account deletion code (`delete`, six digits). Only hashes are
 * stored; each is single-use and expires.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    userId: ref('user_id', () => users.id, 'cascade'),
    purpose: text('purpose', { enum: ['verify', 'recover', 'login', 'delete'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    index('one_time_codes_user_purpose_idx').on(t.userId, t.purpose),
    uniqueIndex('one_time_codes_hash_key').on(t.codeHash),
    check(
      'one_time_codes_purpose_check',
      sql`${t.purpose} in ('verify', 'recover', 'login', 'delete')`,
    ),
  ],
);

/**
 * Failed logins per login name (known or not), for the per-account limit, with the keyed digest
 * of the client address they came from (null for rows older than the column).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    loginKey: text('login_key').notNull(),
    addressHash: text('address_hash'),
    createdAt: createdAt(),
  },
  (t) => [index('login_failures_key_created_idx').on(t.loginKey, t.createdAt)],
);

/**
 * The client addresses (keyed digests, never the address itself) an account has signed in from:
 * over the failed-login limit, the right password from one of them still signs in.
 */
export const knownAddresses = pgTable(
  'known_addresses',
  {
    userId: ref('user_id', () => users.id, 'cascade'),
    addressHash: text('address_hash').notNull(),
    lastSeenAt: atNow('last_seen_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.addressHash] })],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: ref('user_id', () => users.id, 'cascade'),
    street: text('street').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    region: text('region').notNull().default(''),
    country: text('country').notNull(),
    /** Who receives the parcel and their phone (issue 22); empty: the account's name and phone. */
    recipientName: text('recipient_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId, t.createdAt)],
);

export const invoiceData = pgTable(
  'invoice_data',
  {
    id: id(),
    userId: ref('user_id', () => users.id, 'cascade'),
    companyName: text('company_name').notNull(),
    taxId: text('tax_id').notNull(),
    ...addressColumns(),
    createdAt: createdAt(),
  },
  (t) => [index('invoice_data_user_idx').on(t.userId, t.createdAt)],
);
