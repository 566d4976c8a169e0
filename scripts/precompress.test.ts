import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_PRECOMPRESS_BYTES, precompress, shouldPrecompress } from './precompress';

// The build's precompression plugin (vite.config.ts) on a bundle written to a temporary folder, as Vite calls it.

let dir: string;
const script = 'export const answer = "forty-two";\n'.repeat(200);
const style = '.portal-card { color: #457ef1; }\n'.repeat(100);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portal-precompress-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-abc.js'), script);
  writeFileSync(join(dir, 'assets', 'index-abc.css'), style);
  writeFileSync(join(dir, 'assets', 'tiny-abc.js'), 'export {}');
  writeFileSync(join(dir, 'assets', 'logo-abc.png'), Buffer.alloc(4096, 7));
  writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>portal</p>'.repeat(200)}`);
  const plugin = precompress();
  const bundle = Object.fromEntries(['assets/index-abc.js', 'assets/index-abc.css', 'assets/tiny-abc.js', 'assets/logo-abc.png', 'index.html'].map((f) => [f, {}]));
  const writeBundle = plugin.writeBundle as (options: { dir: string }, bundle: Record<string, unknown>) => Promise<void>;
  await writeBundle.call({}, { dir }, bundle);
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('precompress (Vite plugin)', () => {
  it('runs at build time only', () => {
    expect(precompress().apply).toBe('build');
  });

  it('writes a brotli copy of each script and style sheet whose bytes are the file', () => {
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'index-abc.js.br'))).toString()).toBe(script);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'index-abc.css.br'))).toString()).toBe(style);
  });

  it('writes a gzip copy of each whose bytes are the file', () => {
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'index-abc.js.gz'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'index-abc.css.gz'))).toString()).toBe(style);
  });

  it('leaves out tiny files, images and index.html (the gateway rewrites it per request)', () => {
    for (const file of ['assets/tiny-abc.js', 'assets/logo-abc.png', 'index.html']) {
      expect(existsSync(join(dir, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(dir, `${file}.gz`)), file).toBe(false);
    }
    expect(shouldPrecompress('a.js', MIN_PRECOMPRESS_BYTES - 1)).toBe(false);
    expect(shouldPrecompress('a.svg', MIN_PRECOMPRESS_BYTES)).toBe(true);
  });
});
