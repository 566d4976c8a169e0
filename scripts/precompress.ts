// Brotli and gzip copies of the built app's text files, written beside them at build time (vite.config.ts), so the
// gateway sends compressed bytes without compressing per request (gateway/static-files.ts picks the copy by
// Accept-Encoding). node:zlib only: no plugin dependency for a few lines.
import { readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Worth compressing: text and wasm. index.html is left out on purpose: the gateway rewrites it per request
 * (src/lib/runtime.ts's marker), so a copy made at build time would be stale, and it is about 1 KB anyway.
 */
export const PRECOMPRESSED_EXTENSIONS: ReadonlySet<string> = new Set(['.js', '.mjs', '.css', '.json', '.svg', '.txt', '.wasm', '.webmanifest', '.xml']);

/** Below this a compressed copy saves less than a packet. */
export const MIN_PRECOMPRESS_BYTES = 1024;

export function shouldPrecompress(fileName: string, size: number): boolean {
  return size >= MIN_PRECOMPRESS_BYTES && PRECOMPRESSED_EXTENSIONS.has(extname(fileName).toLowerCase());
}

/** Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) for each file worth it; a copy not smaller is skipped. */
export async function precompressFiles(dir: string, fileNames: readonly string[]): Promise<{ file: string; br?: number; gz?: number }[]> {
  return Promise.all(
    fileNames.map(async (file) => {
      const path = join(dir, file);
      const size = (await stat(path)).size;
      if (!shouldPrecompress(file, size)) return { file };
      const bytes = await readFile(path);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: size,
          },
        }),
        gzipAsync(bytes, { level: 9 }),
      ]);
      const result: { file: string; br?: number; gz?: number } = { file };
      if (br.length < size) {
        await writeFile(`${path}.br`, br);
        result.br = br.length;
      }
      if (gz.length < size) {
        await writeFile(`${path}.gz`, gz);
        result.gz = gz.length;
      }
      return result;
    }),
  );
}

/** The Vite plugin: after the bundle is written, every emitted file worth it gets its two copies. */
export function precompress(): Plugin {
  return {
    name: 'portal:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (!options.dir) return;
      await precompressFiles(options.dir, Object.keys(bundle));
    },
  };
}
