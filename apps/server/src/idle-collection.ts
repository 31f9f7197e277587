import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client.js';

/**
 * What a quiet process lets go of before the C allocator's memory is trimmed (server.ts hands it
 * to `IdleMallocTrimmer` as its `collect`): the pages kept for a burst of visitors first (a quiet
 * shop renders its next visitor's page anew), then V8's garbage (`gc`, lib/heap-gc.ts) and the
 * embedded database's.
 */
export function idleCollection(
  app: Pick<FastifyInstance, 'keptPages'>,
  database: Pick<DatabaseHandle, 'collectGarbage'>,
  gc: (() => void) | undefined,
) {
  return async () => {
    app.keptPages?.clear();
    gc?.();
    await database.collectGarbage?.();
  };
}
