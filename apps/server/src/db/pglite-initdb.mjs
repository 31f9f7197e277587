// Creates an embedded database in the directory given (`node pglite-initdb.mjs <dir>`), then
// exits. PGlite's initdb, run in the server's own process, leaves hundreds of MiB resident after
// it ends (the allocator keeps what the WebAssembly compilation and initdb's memory used): a
// process of its own gives all of it back (pglite-thread.ts).
import { PGlite } from '@electric-sql/pglite';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: node pglite-initdb.mjs <data directory>');
const db = await PGlite.create({ dataDir });
await db.close();
