import { loadConfig } from '../config/env.js';
import { openDatabase } from './client.js';
import { SecretBox } from '../lib/secrets.js';
import { mediaStoreFor } from '../lib/media-store.js';
import { ensureAdmin, seedDemo } from './seed.js';

/** `npm run seed`: migrates the configured database and adds the demo data if it is empty. */
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: `${config.dataDir}/db` },
);
const log = { info: console.log, warn: console.warn };
try {
  await database.migrate();
  await ensureAdmin(database.db, config, log);
  await seedDemo(database.db, log, SecretBox.fromConfig(config.secretsKey, config.dataDir), {
    media: mediaStoreFor(config),
  });
} finally {
  await database.close();
}
