import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Kramik <no-reply@kramik.local>'),
  SECRETS_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/]{43}=$/, 'must be 32 bytes in base64 (openssl rand -base64 32)')
    .optional(),
  SEED_DEMO: booleanFlag.optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  PAYMENTS_MODE: z.enum(['emulator', 'live']).optional(),
  GEOCODER_URL: z.url().optional(),
  MAP_TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  LOGIN_FAILURE_LIMIT: z.coerce.number().int().positive().default(10),
  CONTACT_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  CONTACT_EMAIL: z.email().optional(),
  CONTACT_PHONE: z.string().max(50).optional(),
  CONTACT_ADDRESS: z.string().max(300).optional(),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  WEB_DIST_DIR: z.string().optional(),
  /** Crash tests only: the server kills itself (SIGKILL) at this point. Refused in production. */
  FAULT_POINT: z.enum(['payment-notify']).optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections to PostgreSQL; undefined: `defaultPoolSize()` (db/client.ts). */
  databasePoolSize: number | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Key for sellers' secrets at rest; undefined: DATA_DIR/secrets.key. */
  secretsKey: string | undefined;
  /** undefined: decide at start (seed when the embedded database is new). */
  seedDemo: boolean | undefined;
  admin: { email: string | undefined; password: string | undefined };
  paymentsMode: 'emulator' | 'live';
  geocoderUrl: string | undefined;
  mapTileUrl: string;
  s3:
    | {
        endpoint: string;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
      }
    | undefined;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  rateLimitMax: number;
  /** Login, register, verify and recovery requests per client address per minute. */
  authRateLimitMax: number;
  /**
   * Failed logins per login name (known or not) within the window before the account is slowed
   * down: only addresses it signed in from before, or a mailed sign-in link, get in.
   */
  loginFailureLimit: number;
  loginFailureWindowMs: number;
  /** Contact messages and reports per client address per hour (one budget for both). */
  contactRateLimitMax: number;
  /**
   * The platform's contact details shown on /contact; the e-mail also receives the contact
   * form's messages (unset: every active administrator does).
   */
  contact: { email: string | undefined; phone: string | undefined; address: string | undefined };
  shutdownTimeoutMs: number;
  /** The built web app; undefined serves no web app (API only). */
  webDistDir: string | undefined;
  /** Crash tests: where the server kills itself (never set in production). */
  faultPoint: 'payment-notify' | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment: the one place in the server that reads `process.env`. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new ConfigError(`Invalid environment: ${problems}`);
  }
  const env = parsed.data;
  if (env.FAULT_POINT && env.NODE_ENV === 'production')
    throw new ConfigError('Invalid environment: FAULT_POINT is for crash tests only');
  const paymentsMode = env.PAYMENTS_MODE ?? (env.NODE_ENV === 'production' ? 'live' : 'emulator');
  // The emulators' pay buttons let anyone mark an order paid: on a public address they run only
  // when asked for by name.
  if (paymentsMode === 'emulator' && !env.PAYMENTS_MODE && !isLocalUrl(env.PUBLIC_URL)) {
    throw new ConfigError(
      `Invalid environment: PUBLIC_URL (${env.PUBLIC_URL}) is a public address and PAYMENTS_MODE ` +
        'is unset, so the payment emulators would let anyone mark orders paid. Set ' +
        'NODE_ENV=production (or PAYMENTS_MODE=live) for real payments, or PAYMENTS_MODE=emulator ' +
        'to run the sandbox on this address on purpose',
    );
  }
  const s3 = env.S3_ENDPOINT
    ? {
        endpoint: env.S3_ENDPOINT,
        bucket: required(env, 'S3_BUCKET'),
        region: env.S3_REGION ?? 'us-east-1',
        accessKeyId: required(env, 'S3_ACCESS_KEY_ID'),
        secretAccessKey: required(env, 'S3_SECRET_ACCESS_KEY'),
      }
    : undefined;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    dataDir: pathFrom(source, env.DATA_DIR ?? path.join(REPOSITORY_ROOT, 'data')),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    secretsKey: env.SECRETS_KEY,
    seedDemo: env.SEED_DEMO,
    admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    paymentsMode,
    geocoderUrl: env.GEOCODER_URL,
    mapTileUrl: env.MAP_TILE_URL,
    s3,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    rateLimitMax: env.RATE_LIMIT_MAX,
    authRateLimitMax: env.AUTH_RATE_LIMIT_MAX,
    loginFailureLimit: env.LOGIN_FAILURE_LIMIT,
    loginFailureWindowMs: env.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
    contactRateLimitMax: env.CONTACT_RATE_LIMIT_MAX,
    contact: {
      email: env.CONTACT_EMAIL ?? env.ADMIN_EMAIL,
      phone: env.CONTACT_PHONE,
      address: env.CONTACT_ADDRESS,
    },
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    faultPoint: env.FAULT_POINT,
    webDistDir: pathFrom(source, env.WEB_DIST_DIR ?? path.join(REPOSITORY_ROOT, 'apps/web/dist')),
  };
}

function required(env: Env, name: 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY') {
  const value = env[name];
  if (!value)
    throw new ConfigError(`Invalid environment: ${name}: required when S3_ENDPOINT is set`);
  return value;
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/**
 * Whether a URL (unset: the default `http://localhost:$PORT`) names this machine or the local
 * network only: 127.0.0.0/8, ::1 (also IPv4-mapped), `localhost`, `*.localhost` and `*.local`.
 */
export function isLocalUrl(url: string | undefined) {
  if (url === undefined) return true;
  const host = new URL(url).hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  const family = isIP(host);
  if (family !== 0) return LOOPBACK.check(host, family === 4 ? 'ipv4' : 'ipv6');
  return host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local');
}

/** Where the defaults of `DATA_DIR` and `WEB_DIST_DIR` are, whichever folder the server runs in. */
const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '../../../..');

/** A path from the environment; a relative one is taken from where the command was typed. */
function pathFrom(source: NodeJS.ProcessEnv, value: string) {
  return path.resolve(invocationDir(source), value);
}

/**
 * The folder a command was typed in, for the paths on its command line: npm runs a package's
 * scripts in the package's folder and tells where it was called from in `INIT_CWD`.
 */
export function invocationDir(source: NodeJS.ProcessEnv = process.env) {
  return source.INIT_CWD ?? process.cwd();
}
