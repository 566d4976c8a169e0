// Builds the web app into a folder when a source is newer than the last build, by the same rule and with the same
// options for `npm start` (scripts/start.ts) and `npm run bench -- web`.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const projectRoot = resolve(import.meta.dirname, '..');

/** The newest modification time below a path (files only), so we rebuild only when a source changed. */
export function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Builds into `distDir` unless its index.html is newer than every source; answers whether it built. */
export async function buildWebIfNeeded(distDir: string, log: (line: string) => void = console.log): Promise<boolean> {
  const builtAt = newestMtime(join(distDir, 'index.html'));
  // The build's own Vite plugins count as sources too: a changed plugin changes the output.
  const plugins = ['scripts/graphql-documents.ts', 'scripts/precompress.ts', 'scripts/idle-prefetch.ts'];
  const sources = ['src', 'machines', 'index.html', 'vite.config.ts', 'package-lock.json', ...plugins].map((p) => newestMtime(join(projectRoot, p)));
  if (builtAt > 0 && builtAt >= Math.max(...sources)) return false;
  log('Building the web app (first start or changed sources)…');
  const { build } = await import('vite');
  // Always the optimised bundle, whatever NODE_ENV the portal runs with: Vite (and React) would otherwise build
  // the development bundle under NODE_ENV=development. Development aids follow the server at run time instead
  // (src/lib/runtime.ts).
  const runEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: projectRoot, mode: 'production', logLevel: 'warn', configFile: join(projectRoot, 'vite.config.ts'), build: { outDir: distDir, emptyOutDir: true } });
  } finally {
    if (runEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = runEnv;
  }
  return true;
}
