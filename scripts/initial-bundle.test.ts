import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

// What the first load of a public page may contain (issue 11: the public pages' front-end weight), checked on the real
// build (vite.config.ts, in memory): the modules of the chunks a browser loads before the page is there, as the app
// loads them (dynamic imports included where the app makes them at once). The entry (src/main.tsx) and everything it imports; the app (src/app/boot.tsx); the shell's messages of
// the page's language; the page's module; and for a page other than the landing page the antd scope
// (src/lib/antd/antd-scope-impl.tsx) with the rest of that language's messages. How fast that loads is measured by
// `npm run bench -- web`, never here.

const root = resolve(import.meta.dirname, '..');
let chunks: OutputChunk[];
/** The built index.html: it lists what a page fetches once idle (scripts/idle-prefetch.ts). */
let indexHtml: string;

beforeAll(async () => {
  const { build } = await import('vite');
  const runEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const result = (await build({
      root,
      configFile: join(root, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'silent',
      build: { write: false, sourcemap: false, minify: false },
    })) as Rollup.RollupOutput | Rollup.RollupOutput[];
    const outputs = Array.isArray(result) ? result : [result];
    const files = outputs.flatMap((o) => o.output);
    chunks = files.filter((f): f is OutputChunk => f.type === 'chunk');
    const html = files.find((f) => f.fileName === 'index.html');
    indexHtml = html?.type === 'asset' ? String(html.source) : '';
  } finally {
    if (runEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = runEnv;
  }
}, 300_000);

/** The chunk holding `module` (a path below the project) and, transitively, the chunks it imports statically. */
function closureOf(module: string): Set<string> {
  const start = chunks.find((c) => c.moduleIds.some((id) => id === join(root, module)));
  if (!start) throw new Error(`no chunk holds ${module}`);
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const next of chunks.find((c) => c.fileName === file)?.imports ?? []) visit(next);
  };
  visit(start.fileName);
  return files;
}

/** The modules (paths below the project, node_modules included) of what a browser loads first for a page. */
function firstLoad(page: string, lang: 'zh' | 'en', plain: boolean, parts: readonly string[] = []): string[] {
  const files = new Set<string>();
  const add = (module: string) => closureOf(module).forEach((f) => files.add(f));
  add('src/main.tsx');
  add('src/app/boot.tsx');
  add(`src/lib/locale-bundles/${lang}-core.ts`);
  add(page);
  parts.forEach(add);
  if (!plain) {
    add('src/lib/antd/antd-scope-impl.tsx');
    add(`src/lib/locale-bundles/${lang}-rest.ts`);
    // what the scope loads for the language on screen (LOCALES of antd-scope-impl.tsx)
    if (lang === 'zh') ['node_modules/antd/es/locale/zh_CN.js', 'node_modules/dayjs/locale/zh-cn.js'].forEach(add);
    else add('node_modules/antd/es/locale/en_US.js');
  }
  return chunks.filter((c) => files.has(c.fileName)).flatMap((c) => c.moduleIds.map((id) => id.replace(`${root}/`, '')));
}

/** What only a signed-in member, an open dialog or drawer, or another page uses. */
const NOT_ON_A_PUBLIC_PAGE = [
  /^src\/components\/layout\/(user-menu|invite-badge|invite-dialog|invite-dialog-body|settings-drawer|nav-drawer)\.tsx$/,
  /^src\/components\/upload\//,
  /^src\/components\/(password-dialogs|pay-password-gate|pay-view|real-name-gate)\//,
  /^src\/features\/hall\/join-hall-member\.tsx$/,
  /node_modules\/antd\/es\/(upload|drawer|avatar|dropdown|badge|app\/App)\b/,
];

const LANDING = 'src/features/landing/landing-page.tsx';
const HALL = 'src/features/hall/hall-page.tsx';
/** The hall's list, which the hall page loads with antd right after its heading. */
const HALL_PARTS = ['src/features/hall/hall-results.tsx'];

describe('the first load of the landing page', () => {
  it('has the Chinese shell messages and nothing of English', () => {
    const modules = firstLoad(LANDING, 'zh', true);
    expect(modules.filter((m) => m.startsWith('src/locales/zh-CN/'))).not.toEqual([]);
    expect(modules.filter((m) => /src\/locales\/en-US\/|antd\/es\/locale\/|dayjs\/locale\//.test(m))).toEqual([]);
  });

  it('in English has nothing of Chinese', () => {
    const modules = firstLoad(LANDING, 'en', true);
    expect(modules.filter((m) => m.startsWith('src/locales/en-US/'))).not.toEqual([]);
    expect(modules.filter((m) => /src\/locales\/zh-CN\/|antd\/es\/locale\/|dayjs\/locale\//.test(m))).toEqual([]);
  });

  it('loads no antd (beyond its App context) and no other page, dialog or signed-in part', () => {
    const modules = firstLoad(LANDING, 'zh', true);
    const antd = modules.filter((m) => m.includes('node_modules/antd/') && !/antd\/es\/app\/(context|useApp)\.js$/.test(m));
    expect(antd).toEqual([]);
    expect(modules.filter((m) => m.startsWith('src/features/') && m !== LANDING && !m.startsWith('src/features/landing/'))).toEqual([]);
    expect(modules.filter((m) => NOT_ON_A_PUBLIC_PAGE.some((re) => re.test(m)))).toEqual([]);
  });
});

describe('the first load of the hall', () => {
  it('has only the language on screen, messages and antd locale alike', () => {
    // antd's components fall back to its English locale (antd/es/locale/en_US.js, imported by antd itself): that one
    // comes with antd whatever the language; its Chinese one and dayjs's only on a Chinese page.
    const zh = firstLoad(HALL, 'zh', false, HALL_PARTS);
    expect(zh.filter((m) => /src\/locales\/en-US\//.test(m))).toEqual([]);
    expect(zh).toContain('node_modules/antd/es/locale/zh_CN.js');
    const en = firstLoad(HALL, 'en', false, HALL_PARTS);
    expect(en.filter((m) => /src\/locales\/zh-CN\/|antd\/es\/locale\/zh_CN|dayjs\/locale\/zh-cn/.test(m))).toEqual([]);
  });

  it('loads no signed-in part, no dialog and no other feature', () => {
    const modules = firstLoad(HALL, 'zh', false, HALL_PARTS);
    expect(modules.filter((m) => NOT_ON_A_PUBLIC_PAGE.some((re) => re.test(m)))).toEqual([]);
    expect(modules.filter((m) => m.startsWith('src/features/') && !m.startsWith('src/features/hall/'))).toEqual([]);
  });
});

describe('the message chunks', () => {
  it('hold one language each, and between them every namespace of it', () => {
    for (const [lang, folder] of [
      ['zh', 'zh-CN'],
      ['en', 'en-US'],
    ] as const) {
      const parts = (['core', 'rest'] as const).map((part) => {
        const chunk = chunks.find((c) => c.facadeModuleId === join(root, `src/lib/locale-bundles/${lang}-${part}.ts`));
        if (!chunk) throw new Error(`no chunk of ${lang}-${part}`);
        return chunk.moduleIds.map((id) => id.replace(`${root}/`, '')).filter((m) => m.includes('/locales/'));
      });
      const all = parts.flat();
      expect(all.every((m) => m.startsWith(`src/locales/${folder}/`)), `${lang}: ${all.join(', ')}`).toBe(true);
      expect(new Set(all).size).toBe(all.length);
      const core = parts[0].map((m) => m.replace(/^.*\/(\w+)\.json$/, '$1')).sort();
      expect(core).toEqual(['common', 'errors', 'layout', 'menu', 'pages']);
    }
  });
});

describe('the login dialog fetched once a page is idle', () => {
  /** The files of `<meta name="portal-prefetch-login-dialog">` as module paths, with the raw list. */
  function prefetched(): { files: string[]; modules: string[] } {
    const content = /<meta name="portal-prefetch-login-dialog" content="([^"]*)"/.exec(indexHtml)?.[1] ?? '';
    const files = content.split(' ').filter(Boolean).map((url) => url.replace(/^\//, ''));
    const modules = chunks.filter((c) => files.includes(c.fileName)).flatMap((c) => c.moduleIds.map((id) => id.replace(`${root}/`, '')));
    return { files, modules };
  }

  it('lists the dialog and antd, and nothing every page has loaded already', () => {
    const { files, modules } = prefetched();
    expect(modules).toContain('src/features/auth/login-dialog.tsx');
    expect(modules).toContain('src/lib/antd/antd-scope-impl.tsx');
    expect(modules.some((m) => m.includes('node_modules/antd/es/modal/'))).toBe(true);
    const always = new Set([...closureOf('src/main.tsx'), ...closureOf('src/app/boot.tsx')]);
    expect(files.filter((f) => always.has(f))).toEqual([]);
  });

  it('lists no language, no other feature and no signed-in part of the layout', () => {
    const { modules } = prefetched();
    expect(modules.filter((m) => /src\/locales\/|antd\/es\/locale\/zh_CN|dayjs\/locale\//.test(m))).toEqual([]);
    expect(modules.filter((m) => m.startsWith('src/features/') && !m.startsWith('src/features/auth/'))).toEqual([]);
    expect(modules.filter((m) => NOT_ON_A_PUBLIC_PAGE[0].test(m))).toEqual([]);
  });
});
