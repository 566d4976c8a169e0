// What the app may fetch once a page is idle, written into the built index.html (a Vite plugin): for each named group,
// the chunks (and style sheets) of a few modules that load on demand, with everything they import, less what the
// page's entry loads anyway. The app reads the list from `<meta name="portal-prefetch-<group>">` and adds
// `<link rel="modulepreload">` for it when the browser is idle after the first paint (src/lib/idle-prefetch.ts): the
// login dialog's code is in the HTTP cache and compiled before a visitor clicks Log in, yet nothing of it is in the
// first load (scripts/initial-bundle.test.ts). Only a build has hashed file names: the dev server writes no list, and
// the app then prefetches nothing.
import { resolve } from 'node:path';
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;
type OutputBundle = Rollup.OutputBundle;

/** The meta tag's name for a group: the app asks for `portal-prefetch-login-dialog`. */
export function prefetchMetaName(group: string): string {
  return `portal-prefetch-${group}`;
}

/** The chunks' own style sheets (Vite's `viteMetadata`, absent outside Vite). */
function cssOf(chunk: OutputChunk): string[] {
  const metadata = (chunk as OutputChunk & { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata;
  return [...(metadata?.importedCss ?? [])];
}

/**
 * The files (paths relative to the output folder) that `modules` (absolute module ids) need and every page has already
 * loaded (the chunks of `loadedFirst` and their static imports) does not: the chunks holding them, their static
 * imports transitively, and the style sheets of those chunks. Dynamic imports are left out: what a module loads later
 * (another language, a date locale) is not prefetched.
 */
export function prefetchFiles(bundle: OutputBundle, loadedFirst: readonly string[], modules: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: readonly OutputChunk[]) => {
    const seen = new Set<string>();
    const visit = (chunk: OutputChunk | undefined) => {
      if (!chunk || seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      chunk.imports.forEach((name) => visit(byName.get(name)));
    };
    start.forEach(visit);
    return [...seen].map((name) => byName.get(name)!);
  };
  const holders = (ids: readonly string[]) =>
    ids.map((id) => {
      const holder = chunks.find((chunk) => chunk.moduleIds.includes(id));
      if (!holder) throw new Error(`idle prefetch: no chunk holds ${id}`);
      return holder;
    });
  const loadedFiles = new Set(closure(holders(loadedFirst)).flatMap((chunk) => [chunk.fileName, ...cssOf(chunk)]));
  const wanted = closure(holders(modules)).flatMap((chunk) => [chunk.fileName, ...cssOf(chunk)]);
  return [...new Set(wanted)].filter((file) => !loadedFiles.has(file));
}

export type IdlePrefetchOptions = {
  /** Modules every page loads before it is idle (the entry and the app): their chunks are never listed. */
  loadedFirst: readonly string[];
  /** Group name → modules whose code the app prefetches when idle. Paths below the project root. */
  groups: Readonly<Record<string, readonly string[]>>;
};

export function idlePrefetch({ loadedFirst, groups }: IdlePrefetchOptions): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'portal:idle-prefetch',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return;
        const absolute = (paths: readonly string[]) => paths.map((path) => resolve(root, path));
        return Object.entries(groups).map(
          ([group, modules]): HtmlTagDescriptor => ({
            tag: 'meta',
            attrs: {
              name: prefetchMetaName(group),
              content: prefetchFiles(bundle, absolute(loadedFirst), absolute(modules))
                .map((file) => `${base}${file}`)
                .join(' '),
            },
            injectTo: 'head',
          }),
        );
      },
    },
  };
}
