/**
 * `npm run backup -- <dir> [--force]` and `npm run restore -- <dir> [--force]` (db/backup.ts,
 * docs/operations.md): the configuration is the server's own environment (DATA_DIR,
 * DATABASE_URL, S3_*, SECRETS_KEY), so run them with the same one. A relative <dir> is taken from
 * where the command was typed.
 */
import path from 'node:path';
import { ConfigError, invocationDir, loadConfig } from '../config/env.js';
import { backup, BackupError, restore } from './backup.js';

const USAGE = 'usage: npm run backup -- <dir> [--force]  |  npm run restore -- <dir> [--force]';

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const force = rest.includes('--force');
  const [dir, ...extra] = rest.filter((arg) => arg !== '--force');
  if ((command !== 'backup' && command !== 'restore') || !dir || extra.length > 0) {
    console.error(USAGE);
    process.exit(64);
  }
  try {
    const config = loadConfig();
    const target = path.resolve(invocationDir(), dir);
    const log = (line: string) => console.log(line);
    if (command === 'backup') await backup(config, target, { force, log });
    else await restore(config, target, { force, log });
  } catch (error) {
    if (error instanceof ConfigError || error instanceof BackupError) {
      console.error(error.message);
      process.exit(error instanceof ConfigError ? 78 : 1);
    }
    throw error;
  }
}

await main();
