/**
 * `npm run media:migrate [-- <folder>]`: copies a local media folder (default DATA_DIR/media) into
 * the S3 bucket that `S3_*` names, keeping every file's key, so the addresses the database holds
 * (`/media/...`) keep working once the server runs with `S3_*` set. Files already in the bucket
 * with the same size are skipped: running it again (after new uploads, or after it was cut short)
 * copies only what is missing. The local folder is left as it is.
 */
import path from 'node:path';
import { ConfigError, invocationDir, loadConfig, type Config } from '../config/env.js';
import { copyMedia, LocalMediaStore, mediaStoreFor } from './media-store.js';

/** Copies `from` (default DATA_DIR/media) into the configured bucket; answers what it did. */
export async function migrateMedia(
  config: Config,
  options: { from?: string; log?: (line: string) => void } = {},
) {
  if (!config.s3) {
    throw new ConfigError(
      'media:migrate copies the media folder into S3: set S3_ENDPOINT, S3_BUCKET, ' +
        'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_FORCE_PATH_STYLE=1 for MinIO-like stores)',
    );
  }
  const source = new LocalMediaStore(options.from ?? path.join(config.dataDir, 'media'));
  const target = mediaStoreFor(config);
  await target.check();
  const log = options.log ?? (() => undefined);
  log(`Copying ${source.location} into ${target.location} …`);
  const result = await copyMedia(source, target, {
    onProgress: (done) => {
      if (done % 500 === 0) log(`  ${done} files checked`);
    },
  });
  log(
    `${result.objects} files (${(result.bytes / 1024 / 1024).toFixed(1)} MiB): ` +
      `${result.copied} copied, ${result.skipped} already in the bucket.`,
  );
  return result;
}

async function main() {
  const from = process.argv[2];
  try {
    const config = loadConfig();
    await migrateMedia(config, {
      from: from ? path.resolve(invocationDir(), from) : undefined,
      log: (line) => console.log(line),
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(error instanceof ConfigError ? 78 : 1);
  }
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) await main();
