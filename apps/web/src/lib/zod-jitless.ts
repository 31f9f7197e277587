// zod compiles its object parsers with `new Function` after probing that it may. The
// Content-Security-Policy allows no `eval`, so the probe fails, harmlessly, but the browser reports
// a violation on every page. zod keeps its settings on this global (so that copies of zod share
// them) and adopts an object already there: set before any zod module runs, without loading zod
// on the first page (zod-jitless.test.ts checks that zod still reads it).
const global = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
global.__zod_globalConfig = { ...global.__zod_globalConfig, jitless: true };

export {};
