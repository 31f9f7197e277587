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
  /** InPost's public Points API (issue 19); the emulator's in emulator mode. */
  INPOST_POINTS_URL: z.url().default('https://api-pl-points.easypack24.net/v1'),
  /** A DPD Pickup points source speaking the emulator's shape (issue 19); unset: none in live mode. */
  DPD_POINTS_URL: z.url().optional(),
  MAP_TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/[^/]/, 'must be a redis:// or rediss:// URL')
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(
      /^[\w:.-]{1,64}$/,
      'must be 1 to 64 letters, digits, colons, dots, dashes or underscores',
    )
    .default('kramik:'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path (`endpoint/bucket/key`), as MinIO-like servers want; else `bucket.endpoint`. */
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  /** Where browsers reach the store, for MEDIA_REDIRECT's signed addresses (default S3_ENDPOINT). */
  S3_PUBLIC_ENDPOINT: z.url().optional(),
  /** Media answered with a redirect to a signed address on the store, not streamed by the server. */
  MEDIA_REDIRECT: booleanFlag.default(false),
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
  /** How long a server-rendered public page is kept at most (0: rendered for every visitor). */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
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
  /** Pick-up points: InPost's Points API and a DPD Pickup source (live mode only). */
  pointsUrls: { inpost: string; dpd: string | undefined };
  mapTileUrl: string;
  /**
   * Redis, where several app nodes keep their shared counters (rate limits, per-address budgets);
   * undefined: they live in the process.
   */
  redis: { url: string; keyPrefix: string } | undefined;
  s3:
    | {
        endpoint: string;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
        forcePathStyle: boolean;
        /** The endpoint in the signed addresses browsers are sent to (MEDIA_REDIRECT). */
        publicEndpoint: string;
      }
    | undefined;
  /** Media requests are redirected to signed addresses on the S3 store (needs `s3`). */
  mediaRedirect: boolean;
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
  /** How long a rendered public page is kept at most, unless what it shows changes first. */
  pageCacheSeconds: number;
  /** The bearer token `/metrics` asks for; undefined: no `/metrics` (404). */
  metricsToken: string | undefined;
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
  // Several nodes must read each other's sealed secrets and address digests: one key for all,
  // not a DATA_DIR/secrets.key made by each.
  if (env.REDIS_URL && !env.SECRETS_KEY) {
    throw new ConfigError(
      'Invalid environment: SECRETS_KEY: required when REDIS_URL is set (every app node needs ' +
        'the same key; openssl rand -base64 32)',
    );
  }
  const s3 = env.S3_ENDPOINT
    ? {
        endpoint: env.S3_ENDPOINT,
        bucket: required(env, 'S3_BUCKET'),
        region: env.S3_REGION ?? 'us-east-1',
        accessKeyId: required(env, 'S3_ACCESS_KEY_ID'),
        secretAccessKey: required(env, 'S3_SECRET_ACCESS_KEY'),
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
        publicEndpoint: env.S3_PUBLIC_ENDPOINT ?? env.S3_ENDPOINT,
      }
    : undefined;
  if (env.MEDIA_REDIRECT && !s3)
    throw new ConfigError('Invalid environment: MEDIA_REDIRECT: needs S3_ENDPOINT (media in S3)');
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
    pointsUrls: { inpost: env.INPOST_POINTS_URL, dpd: env.DPD_POINTS_URL },
    mapTileUrl: env.MAP_TILE_URL,
    redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } : undefined,
    s3,
    mediaRedirect: env.MEDIA_REDIRECT,
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
    metricsToken: env.METRICS_TOKEN,
    webDistDir: pathFrom(source, env.WEB_DIST_DIR ?? path.join(REPOSITORY_ROOT, 'apps/web/dist')),
    pageCacheSeconds: env.PAGE_CACHE_SECONDS,
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

/**
 * Where the defaults of `DATA_DIR` and `WEB_DIST_DIR` are, whichever folder the server runs in:
 * from apps/server/src/config, or compiled into apps/server/dist (`npm run build`).
 */
const REPOSITORY_ROOT = path.resolve(
  import.meta.dirname,
  path.basename(import.meta.dirname) === 'dist' ? '../../..' : '../../../..',
);

/** A path from the environment; a relative one is taken from where the command was typed. */
function pathFrom(source: NodeJS.ProcessEnv, value: string) {
  return path.resolve(invocationDir(source), value);
}

/**
 * The environment for a program the server runs (PostgreSQL's `pg_dump` in backups): this
 * process's, with `extra` over it.
 */
export function childEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}

/**
 * The folder a command was typed in, for the paths on its command line: npm runs a package's
 * scripts in the package's folder and tells where it was called from in `INIT_CWD`.
 */
export function invocationDir(source: NodeJS.ProcessEnv = process.env) {
  return source.INIT_CWD ?? process.cwd();
}
