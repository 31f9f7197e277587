import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Text the browser loads: JavaScript, styles, pages, vector images, manifests and JSON. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves less than the request's own headers weigh. */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every built text
 * file of at least 1 KiB, once the bundle and the service worker are written; the server sends
 * whichever the browser accepts (`@fastify/static`'s `preCompressed`). Source maps are left as
 * they are: only developer tools fetch them. A copy that would not be smaller is not written.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'kramik-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const files = (await fs.readdir(outDir, { recursive: true }))
          // `.vite/manifest.json` is the build's own record, never served.
          .filter((file) => COMPRESSIBLE.test(file) && !file.startsWith('.'))
          .map((file) => path.join(outDir, file));
        await Promise.all(files.map(writeCompressedCopies));
      },
    },
  };
}

async function writeCompressedCopies(file: string) {
  const bytes = await fs.readFile(file);
  if (bytes.length < MIN_BYTES) return;
  const copies = {
    br: await brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gz: await gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
  };
  for (const [extension, copy] of Object.entries(copies)) {
    if (copy.length < bytes.length) await fs.writeFile(`${file}.${extension}`, copy);
  }
}
