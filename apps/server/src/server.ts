import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config/env.js';
import { openDatabase } from './db/client.js';
import { ensureAdmin, seedDemo } from './db/seed.js';
import { SecretBox } from './lib/secrets.js';
import { mediaStoreFor } from './lib/media-store.js';
import { fullGarbageCollection } from './lib/heap-gc.js';
import { IdleMallocTrimmer } from './lib/malloc-trim.js';
import { idleCollection } from './idle-collection.js';

/** Reads the config, opens and migrates the database, seeds, listens, and closes gracefully. */
async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }

  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
  );
  const app = await buildApp({ config, database });
  try {
    await database.migrate();
    await ensureAdmin(database.db, config, app.log);
    const seed = config.seedDemo ?? (database.kind === 'pglite' && database.isNew);
    if (seed) {
      // Nodes starting together on a new database: one adds the demo data, the others serve.
      const seeded = await database.runAlone('demo seed', async () => {
        await seedDemo(
          database.db,
          app.log,
          SecretBox.fromConfig(config.secretsKey, config.dataDir),
          {
            media: mediaStoreFor(config),
          },
        );
      });
      if (!seeded) app.log.info('another node is adding the demo data');
    }
  } catch (error) {
    app.log.fatal({ err: error }, 'database setup failed');
    await database.close();
    process.exit(1);
  }

  // Collects V8's garbage and gives the C allocator's freed memory back once start-up and seeding
  // have calmed down, and again after each busy period (lib/malloc-trim.ts, idle-collection.ts).
  const trimmer = new IdleMallocTrimmer(
    app.log,
    {},
    { collect: idleCollection(app, database, fullGarbageCollection()) },
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    trimmer.stop();
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    try {
      await app.close();
      await database.close();
      app.log.info('shutdown complete');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, url: config.publicUrl },
    `Kramik is open at ${config.publicUrl}`,
  );
  trimmer.start();
}

await main();
