/**
 * Backups of a whole shop into a folder, and restoring one (`npm run backup -- <dir>`,
 * `npm run restore -- <dir>`, docs/operations.md):
 *
 * - the database: the embedded one as PGlite's own dump of its data directory
 *   (`database.tar.gz`, the server stopped), PostgreSQL with `pg_dump`'s custom format
 *   (`database.pgdump`, online, from one snapshot);
 * - the media (`media/`, the same keys), from the media folder or the S3 bucket, whichever the
 *   configuration uses, and restored into whichever the restoring configuration uses;
 * - DATA_DIR/secrets.key when the key is not given as SECRETS_KEY: without it sellers' stored
 *   secrets cannot be read;
 * - `manifest.json`, written last: the versions, every table's row count and the media's files,
 *   checked again after a restore.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { APP_VERSION } from '@kramik/contract';
import { childEnvironment, type Config } from '../config/env.js';
import { copyMedia, LocalMediaStore, mediaStoreFor } from '../lib/media-store.js';
import { migrationsFolder, pgliteExtensions } from './client.js';

export const MANIFEST_FILE = 'manifest.json';
const PGLITE_FILE = 'database.tar.gz';
const POSTGRES_FILE = 'database.pgdump';
const SECRETS_FILE = 'secrets.key';

export interface BackupManifest {
  format: 'kramik-backup';
  formatVersion: 1;
  createdAt: string;
  app: { version: string };
  database: {
    kind: 'pglite' | 'postgres';
    file: string;
    /** `select version()` of the database backed up. */
    serverVersion: string;
    /** The PGlite package (embedded) or the `pg_dump` (PostgreSQL) that wrote the file. */
    dumpedWith: string;
    /** Migrations applied, and the newest one's timestamp (drizzle's journal). */
    migrations: { applied: number; newest: number };
  };
  /** Rows of every table (schema `public`), by table name. */
  counts: Record<string, number>;
  media: { store: 'local' | 's3'; files: number; bytes: number };
  /** Whether DATA_DIR/secrets.key is in the backup (not when SECRETS_KEY holds the key). */
  secretsKey: boolean;
}

/** A backup or restore refused or failed for a reason the operator can act on. */
export class BackupError extends Error {
  override name = 'BackupError';
}

type Log = (line: string) => void;
type Query = <Row>(text: string) => Promise<Row[]>;

/** Backs the configured shop up into `dir` (new or empty; `force` writes into a used one). */
export async function backup(
  config: Config,
  dir: string,
  options: { force?: boolean; log?: Log } = {},
): Promise<BackupManifest> {
  if (!options.force && (await hasEntries(dir)))
    throw new BackupError(`${dir} is not empty: back up into a new folder (or add --force).`);
  const created = !(await exists(dir));
  await fs.mkdir(dir, { recursive: true });
  await fs.rm(path.join(dir, MANIFEST_FILE), { force: true });
  try {
    return await writeBackup(config, dir, options.log ?? (() => undefined));
  } catch (error) {
    // A folder this backup created holds nothing worth keeping without its manifest.
    if (created) await fs.rm(dir, { recursive: true, force: true });
    throw error;
  }
}

async function writeBackup(config: Config, dir: string, log: Log): Promise<BackupManifest> {
  log(`Backing up the ${config.databaseUrl ? 'PostgreSQL' : 'embedded'} database …`);
  const database = config.databaseUrl
    ? await dumpPostgres(config.databaseUrl, path.join(dir, POSTGRES_FILE))
    : await dumpPglite(path.join(config.dataDir, 'db'), path.join(dir, PGLITE_FILE));

  // After the database: a picture uploaded meanwhile is an extra file, never a missing one (only
  // a picture deleted meanwhile can be absent, and then nothing shows it any more).
  const media = mediaStoreFor(config);
  log(`Copying the media from ${media.location} …`);
  const copied = await copyMedia(media, new LocalMediaStore(path.join(dir, 'media')));

  let secretsKey = false;
  if (!config.secretsKey) {
    const key = await fs.readFile(path.join(config.dataDir, SECRETS_FILE)).catch(() => undefined);
    if (key) {
      await fs.writeFile(path.join(dir, SECRETS_FILE), key, { mode: 0o600 });
      secretsKey = true;
    }
  }

  const manifest: BackupManifest = {
    format: 'kramik-backup',
    formatVersion: 1,
    createdAt: new Date().toISOString(),
    app: { version: APP_VERSION },
    database: database.info,
    counts: database.counts,
    media: { store: media.kind, files: copied.objects, bytes: copied.bytes },
    secretsKey,
  };
  await fs.writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  log(summary(manifest));
  return manifest;
}

/**
 * Restores the backup in `dir` into the configured shop: the database of the same kind (the
 * embedded one into DATA_DIR/db, PostgreSQL into DATABASE_URL's database), the media into the
 * configured store, and the secrets key. Refuses a target that holds data unless `force`; then
 * checks every table's row count and the media's files against the manifest.
 */
export async function restore(
  config: Config,
  dir: string,
  options: { force?: boolean; log?: Log } = {},
): Promise<BackupManifest> {
  const log = options.log ?? (() => undefined);
  const manifest = await readManifest(dir);
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== kind) {
    throw new BackupError(
      manifest.database.kind === 'pglite'
        ? 'This is a backup of the embedded database: restore it with DATABASE_URL unset.'
        : 'This is a backup of a PostgreSQL database: restore it with DATABASE_URL set.',
    );
  }
  const newest = await newestMigration();
  if (manifest.database.migrations.newest > newest) {
    throw new BackupError(
      `This backup was made by a newer Kramik (version ${manifest.app.version}, migrations this ` +
        'build does not have): restore it with that version or a later one.',
    );
  }

  // Every refusal before anything is written.
  const media = mediaStoreFor(config);
  const used: string[] = [];
  const pgliteDir = path.join(config.dataDir, 'db');
  if (kind === 'pglite') {
    await refuseRunningPglite(pgliteDir);
    if (await hasEntries(pgliteDir)) used.push(`the embedded database (${pgliteDir})`);
  } else if ((await postgresTables(config.databaseUrl!)) > 0) {
    used.push(`the PostgreSQL database (${withoutPassword(config.databaseUrl!).url})`);
  }
  const firstFile = await media.list()[Symbol.asyncIterator]().next();
  if (!firstFile.done) used.push(`the media (${media.location})`);
  const keyFile = path.join(config.dataDir, SECRETS_FILE);
  const backupKey = manifest.secretsKey
    ? await fs.readFile(path.join(dir, SECRETS_FILE))
    : undefined;
  const currentKey = await fs.readFile(keyFile).catch(() => undefined);
  const restoreKey = backupKey !== undefined && !config.secretsKey;
  if (restoreKey && currentKey && !currentKey.equals(backupKey))
    used.push(`a different secrets key (${keyFile})`);
  if (used.length > 0 && !options.force) {
    throw new BackupError(
      `The target is not empty: ${used.join(', ')}. Restore into a fresh DATA_DIR, database and ` +
        'bucket, or add --force to replace the database and write the backup over the rest.',
    );
  }

  log(`Restoring the ${kind === 'pglite' ? 'embedded' : 'PostgreSQL'} database …`);
  const file = path.join(dir, manifest.database.file);
  const counts =
    kind === 'pglite'
      ? await loadPglite(file, pgliteDir)
      : await restorePostgres(file, config.databaseUrl!, used.length > 0);
  log(`Copying the media into ${media.location} …`);
  const copied = await copyMedia(new LocalMediaStore(path.join(dir, 'media')), media);
  if (restoreKey) {
    await fs.mkdir(config.dataDir, { recursive: true });
    await fs.writeFile(keyFile, backupKey, { mode: 0o600 });
  } else if (backupKey && config.secretsKey) {
    log(
      'SECRETS_KEY is set: the backup’s secrets.key was not restored (the key must be the same).',
    );
  }

  const differences = Object.entries(manifest.counts)
    .filter(([table, count]) => counts[table] !== count)
    .map(([table, count]) => `${table}: ${counts[table] ?? 'missing'} rows, ${count} backed up`);
  if (copied.objects !== manifest.media.files)
    differences.push(`media: ${copied.objects} files, ${manifest.media.files} backed up`);
  if (differences.length > 0)
    throw new BackupError(`The restored shop differs from the backup: ${differences.join('; ')}`);
  log(`Restored and checked: ${summary(manifest)}`);
  return manifest;
}

export async function readManifest(dir: string) {
  const text = await fs.readFile(path.join(dir, MANIFEST_FILE), 'utf8').catch(() => {
    throw new BackupError(
      `${dir} holds no ${MANIFEST_FILE}: not a Kramik backup, or one that did not finish.`,
    );
  });
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== 'kramik-backup' || manifest.formatVersion !== 1)
    throw new BackupError(`${dir}/${MANIFEST_FILE} is not a Kramik backup this version reads.`);
  return manifest;
}

function summary(manifest: BackupManifest) {
  const { counts, media } = manifest;
  return (
    `${counts.products ?? 0} products, ${counts.orders ?? 0} orders, ${counts.users ?? 0} ` +
    `accounts; ${media.files} media files (${(media.bytes / 1024 / 1024).toFixed(1)} MiB).`
  );
}

// ---------------------------------------------------------------------------------------------
// The embedded database

async function refuseRunningPglite(dataDir: string) {
  // PGlite writes it while open and removes it when closed: one process at a time.
  if (await exists(path.join(dataDir, 'postmaster.pid'))) {
    throw new BackupError(
      `The embedded database is open (${dataDir}/postmaster.pid): stop the server first. A server ` +
        'that was killed leaves the file behind: start it and stop it once.',
    );
  }
}

async function dumpPglite(dataDir: string, file: string) {
  if (!(await exists(path.join(dataDir, 'PG_VERSION'))))
    throw new BackupError(`There is no embedded database in ${dataDir}.`);
  await refuseRunningPglite(dataDir);
  const db = await PGlite.create({ dataDir, extensions: pgliteExtensions });
  try {
    const query: Query = async <Row>(text: string) => (await db.query<Row>(text)).rows;
    const info = await databaseInfo(query);
    const counts = await tableCounts(query);
    const dump = await db.dumpDataDir('gzip');
    await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
    const dumpedWith = pgliteVersion(info.serverVersion);
    return {
      info: { kind: 'pglite' as const, file: path.basename(file), ...info, dumpedWith },
      counts,
    };
  } finally {
    await db.close();
  }
}

async function loadPglite(file: string, dataDir: string) {
  await fs.rm(dataDir, { recursive: true, force: true });
  await fs.mkdir(dataDir, { recursive: true });
  const db = await PGlite.create({
    dataDir,
    extensions: pgliteExtensions,
    loadDataDir: new Blob([await fs.readFile(file)]),
  });
  try {
    return await tableCounts(async <Row>(text: string) => (await db.query<Row>(text)).rows);
  } finally {
    await db.close();
  }
}

/** PGlite's version, as its `version()` tells it ("PostgreSQL 18.6 (PGlite 0.5.16) on …"). */
function pgliteVersion(serverVersion: string) {
  return `dumpDataDir of ${/PGlite [\d.]+/.exec(serverVersion)?.[0] ?? 'PGlite'}`;
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

/**
 * `pg_dump` in its custom format, of the snapshot the row counts are taken in: the manifest
 * tells exactly what the file holds, while the shop keeps running.
 */
async function dumpPostgres(url: string, file: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ snapshot: string }>(
      'select pg_export_snapshot() as snapshot',
    );
    const snapshot = rows[0]!.snapshot;
    const query: Query = async <Row>(text: string) => (await client.query(text)).rows as Row[];
    const info = await databaseInfo(query);
    const counts = await tableCounts(query);
    await run(
      'pg_dump',
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${snapshot}`,
        `--file=${file}`,
      ],
      url,
    );
    const dumpedWith = (await run('pg_dump', ['--version'])).trim();
    await client.query('COMMIT');
    return {
      info: { kind: 'postgres' as const, file: path.basename(file), ...info, dumpedWith },
      counts,
    };
  } finally {
    await client.end();
  }
}

async function restorePostgres(file: string, url: string, replace: boolean) {
  await run(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      ...(replace ? ['--clean', '--if-exists'] : []),
      file,
    ],
    url,
  );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await tableCounts(async <Row>(text: string) => (await client.query(text)).rows as Row[]);
  } finally {
    await client.end();
  }
}

/** Tables of the database outside PostgreSQL's own schemas. */
async function postgresTables(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      `select count(*)::int as count from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0]?.count ?? 0;
  } finally {
    await client.end();
  }
}

/** A connection URL without its password (given to PostgreSQL's tools as PGPASSWORD instead). */
function withoutPassword(url: string) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url: parsed.toString(), password };
}

/**
 * Runs one of PostgreSQL's client programs (on the database at `url`, given by `--dbname`, the
 * password in the environment rather than on the command line). Answers its output.
 */
async function run(program: string, args: string[], url?: string) {
  const target = url ? withoutPassword(url) : undefined;
  const child = spawn(program, target ? [...args, `--dbname=${target.url}`] : args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: childEnvironment(target?.password ? { PGPASSWORD: target.password } : {}),
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${program} was not found: install PostgreSQL's client programs (Debian: ` +
                'postgresql-client), of at least the server’s major version.',
            )
          : error,
      ),
    );
    child.on('close', resolve);
  });
  if (code !== 0) throw new BackupError(`${program} failed (exit code ${code}): ${stderr.trim()}`);
  return stdout;
}

// ---------------------------------------------------------------------------------------------
// Both

async function databaseInfo(query: Query) {
  const [version] = await query<{ version: string }>('select version() as version');
  const [migrations] = await query<{ applied: number; newest: string | null }>(
    `select count(*)::int as applied, max(created_at)::text as newest
       from drizzle.__drizzle_migrations`,
  );
  return {
    serverVersion: version?.version ?? 'unknown',
    migrations: { applied: migrations?.applied ?? 0, newest: Number(migrations?.newest ?? 0) },
  };
}

/** Every table of schema `public` with its number of rows. */
async function tableCounts(query: Query) {
  const tables = await query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await query<{ count: number }>(
      `select count(*)::int as count from public."${name.replace(/"/g, '""')}"`,
    );
    counts[name] = row?.count ?? 0;
  }
  return counts;
}

/** The newest migration this build has (its timestamp in drizzle's journal). */
async function newestMigration() {
  const text = await fs.readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8');
  const journal = JSON.parse(text) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

async function hasEntries(dir: string) {
  const entries = await fs.readdir(dir).catch(() => []);
  return entries.length > 0;
}

async function exists(file: string) {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
