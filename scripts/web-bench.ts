// The web section of `npm run bench` (`npm run bench -- web`): how much JavaScript the public pages make a browser
// load, beside the floor (a bare React + react-dom + react-router page built by the same Vite), and Lighthouse's
// mobile scores of /index and /hall. Goal (issue 11): initial JavaScript at most 2 times the floor (gzip), Lighthouse
// performance at least 0.90, TBT at most 200 ms, CLS 0. Nothing is asserted: speed is measured here, never in tests
// (tests/integration/initial-bundle.test.ts checks what may be in the first load, not how fast it is).
//
// Builds the app into dist/ (or WEB_DIST_DIR) if a source changed, starts the portal on free ports (services in a
// worker thread on a throw-away PGlite with the demo data), loads each route in a fresh Chromium context and counts
// the script responses until the network is idle; their size is the gzip (level 9, as the build's precompressed
// copies) of each decoded body, so the figure does not depend on which encoding the browser asked for. The first load
// is measured with the page's idle prefetch taken out of its HTML (`<meta name="portal-prefetch-*">`, the login dialog
// for a visitor: src/lib/idle-prefetch.ts), so it compares with builds before it; a second load with it counts what
// the prefetch adds once the page is idle. Then the first opening of the login dialog on a cold /index, clicked once
// the page is idle, with and without the prefetch: the time from the click on Log in to the dialog's heading,
// unthrottled and with Lighthouse's throttling (150 ms, 1.6 Mbps, 4x CPU).
//   BENCH_WEB_DIST=<dir>            measure an existing build instead (e.g. one of an older commit), no build
//   BENCH_WEB_LIGHTHOUSE_RUNS=<n>   Lighthouse runs per page (default 3, the median is printed); 0 skips it
//   CHROMIUM_PATH                   the browser (default /usr/bin/chromium); nothing downloads one
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startGateway } from '../gateway/server';
import { freePort, servicesInWorker } from './bench-http';
import { buildWebIfNeeded, projectRoot } from './build-web';
import { CHROMIUM_FLAGS, CHROMIUM_PATH as CHROMIUM } from './chromium';

const LIGHTHOUSE_RUNS = Number(process.env.BENCH_WEB_LIGHTHOUSE_RUNS ?? 3);
/** Cold openings of the login dialog per case (the median is printed). */
const DIALOG_RUNS = 3;

/** The routes measured: the two public pages of the goal, then a few others a visitor may open first. */
const ROUTES: readonly { path: string; note?: string }[] = [
  { path: '/index' },
  { path: '/hall' },
  { path: '/en/index', note: 'English' },
  { path: '/detail?id=1', note: 'public requirement detail' },
  { path: '/verify-receipt' },
  { path: '/personal/workbench', note: 'signed out: back to /index with the login dialog' },
];

type ScriptFile = { url: string; gzipBytes: number };
export type ScriptLoad = { scripts: number; gzipBytes: number; files: ScriptFile[] };

/** The idle-prefetch lists of the built index.html (scripts/idle-prefetch.ts). */
const PREFETCH_META = /<meta name="portal-prefetch-[^"]*" content="[^"]*"\s*\/?>/g;

/**
 * Serves `page` the app's HTML without its idle-prefetch lists: the page then loads what it did before the prefetch
 * existed (what a first load holds), and its Log in loads the dialog's code on the click.
 */
async function withoutIdlePrefetch(page: import('@playwright/test').Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const headers = { ...response.headers() };
    // The body is handed over decoded: no encoding, and a length of its own.
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ response, headers, body: (await response.text()).replace(PREFETCH_META, '') });
  });
}

export async function benchWeb(): Promise<void> {
  console.log('\nThe web front end: initial JavaScript per route, and Lighthouse (mobile)');
  const { chromium } = await import('@playwright/test');
  if (!exists(CHROMIUM)) {
    console.log(`  skipped: no browser at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
    return;
  }

  const given = process.env.BENCH_WEB_DIST;
  const distDir = given ? resolve(given) : resolve(projectRoot, process.env.WEB_DIST_DIR || 'dist');
  if (!given) await buildWebIfNeeded(distDir, (line) => console.log(`  ${line}`));
  if (!exists(join(distDir, 'index.html'))) {
    console.log(`  skipped: no built app in ${distDir}`);
    return;
  }
  const work = mkdtempSync(join(tmpdir(), 'portal-web-bench-'));
  const floorDist = await buildFloor(work);

  const dataDir = join(work, 'data');
  const services = await servicesInWorker({ API_PORT: String(await freePort()), DATA_DIR: dataDir, NODE_ENV: 'test', PORTAL_DEV_AIDS: '0' });
  const gateway = await startGateway({ port: 0, host: '127.0.0.1', servicesUrl: services.url, production: false, webRoot: distDir });
  const floorServer = await serveStatic(floorDist);
  const app = `http://127.0.0.1:${gateway.port}`;
  const floorUrl = `http://127.0.0.1:${(floorServer.address() as { port: number }).port}`;

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const measure = async (url: string, idlePrefetch: boolean): Promise<ScriptLoad> => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      if (!idlePrefetch) await withoutIdlePrefetch(page);
      const bodies: Promise<ScriptFile | null>[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        const isScript = type === 'script' || /\.m?js(\?|$)/.test(new URL(response.url()).pathname);
        if (!isScript || response.status() !== 200) return;
        bodies.push(response.body().then((b) => ({ url: response.url(), gzipBytes: gzipSync(b, { level: 9 }).length }), () => null));
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      const files = (await Promise.all(bodies)).filter((f): f is ScriptFile => f !== null);
      await context.close();
      return { scripts: files.length, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0), files };
    };

    const floor = await measure(`${floorUrl}/`, false);
    console.log(`  floor (React + react-dom + react-router, one route): ${kb(floor.gzipBytes)} gzip in ${floor.scripts} script${floor.scripts === 1 ? '' : 's'}`);
    console.log(`  ${'route'.padEnd(22)} ${'gzip'.padStart(9)} ${'scripts'.padStart(8)} ${'x floor'.padStart(8)} ${'then idle'.padStart(19)}   (goal ≤ 2.00 for /index and /hall)`);
    for (const route of ROUTES) {
      const load = await measure(`${app}${route.path}`, false);
      const ratio = load.gzipBytes / floor.gzipBytes;
      // What the second load, with the prefetch, asked for beyond the first: the prefetched files the page did not need.
      const firstPaths = new Set(load.files.map((f) => new URL(f.url).pathname));
      const added = (await measure(`${app}${route.path}`, true)).files.filter((f) => !firstPaths.has(new URL(f.url).pathname));
      const idle = added.length ? `${kb(added.reduce((sum, f) => sum + f.gzipBytes, 0))} in ${added.length}` : '–';
      console.log(`  ${route.path.padEnd(22)} ${kb(load.gzipBytes).padStart(9)} ${String(load.scripts).padStart(8)} ${ratio.toFixed(2).padStart(8)} ${idle.padStart(19)}${route.note ? `   ${route.note}` : ''}`);
      if (process.env.BENCH_WEB_FILES) for (const f of load.files.sort((a, b) => b.gzipBytes - a.gzipBytes)) console.log(`      ${kb(f.gzipBytes).padStart(9)}  ${new URL(f.url).pathname}`);
    }
    console.log('  (then idle: what the idle prefetch adds after the load event, the login dialog for a visitor; not in the first load)');
    await loginDialogOpening(browser, app);
  } finally {
    await browser.close();
  }

  try {
    await lighthouseScores(app);
  } finally {
    floorServer.close();
    await gateway.close();
    await services.close();
    rmSync(work, { recursive: true, force: true });
  }
}

/** Lighthouse's mobile throttling, applied through the DevTools protocol: 150 ms round trip, 1.6 Mbps down, 4x CPU. */
const THROTTLED = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpuRate: 4 };

/**
 * The first opening of the login dialog on a cold /index (a fresh context, nothing cached), clicked once the page is
 * idle: the milliseconds from the click on Log in to the dialog's heading, without the idle prefetch (the dialog's code
 * loads on the click) and with it. Median of DIALOG_RUNS; the figure includes the driver's own round trips (a few ms).
 */
async function loginDialogOpening(browser: import('@playwright/test').Browser, app: string): Promise<void> {
  console.log(`\n  The login dialog's first opening on a cold /index, clicked once the page is idle: click → dialog shown, median of ${DIALOG_RUNS}`);
  const once = async (throttled: boolean, idlePrefetch: boolean): Promise<number> => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    if (!idlePrefetch) await withoutIdlePrefetch(page);
    if (throttled) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: THROTTLED.latency, downloadThroughput: THROTTLED.downloadThroughput, uploadThroughput: THROTTLED.uploadThroughput });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLED.cpuRate });
    }
    try {
      await page.goto(`${app}/index`, { waitUntil: 'networkidle', timeout: 120_000 });
      const login = page.getByTestId('top-bar').getByRole('button', { name: '登录', exact: true });
      await login.waitFor({ timeout: 120_000 });
      const started = performance.now();
      await login.click();
      await page.getByRole('dialog').getByRole('heading', { level: 2, name: '登录', exact: true }).waitFor({ timeout: 120_000 });
      return performance.now() - started;
    } finally {
      await context.close();
    }
  };
  console.log(`    ${''.padEnd(26)} ${'unthrottled'.padStart(12)} ${'throttled'.padStart(12)}`);
  for (const [label, idlePrefetch] of [
    ['without the idle prefetch', false],
    ['with the idle prefetch', true],
  ] as const) {
    const figures: string[] = [];
    for (const throttled of [false, true]) {
      const runs: number[] = [];
      for (let i = 0; i < DIALOG_RUNS; i++) runs.push(await once(throttled, idlePrefetch));
      figures.push(`${(median(runs) / 1000).toFixed(2)} s`);
    }
    console.log(`    ${label.padEnd(26)} ${figures[0]!.padStart(12)} ${figures[1]!.padStart(12)}`);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Lighthouse's default (mobile, simulated slow 4G and 4x CPU) on /index and /hall, the median of the runs. */
async function lighthouseScores(app: string): Promise<void> {
  console.log(`\n  Lighthouse, mobile, median of ${LIGHTHOUSE_RUNS} (goal: performance ≥ 0.90, TBT ≤ 200 ms, CLS 0)`);
  if (LIGHTHOUSE_RUNS <= 0) {
    console.log('    skipped: BENCH_WEB_LIGHTHOUSE_RUNS=0');
    return;
  }
  let lighthouse: typeof import('lighthouse').default;
  let launch: typeof import('chrome-launcher').launch;
  try {
    lighthouse = (await import('lighthouse')).default;
    launch = (await import('chrome-launcher')).launch;
  } catch (error) {
    // A devDependency (lighthouse 12: the last major that runs on Node 20); absent after `npm install --omit=dev`.
    console.log(`    skipped: lighthouse cannot be loaded (${(error as Error).message.split('\n')[0]}); npm install -D lighthouse@12`);
    return;
  }
  // chrome-launcher only starts the browser it is given: nothing is downloaded.
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  try {
    console.log(`    ${'page'.padEnd(8)} ${'score'.padStart(6)} ${'FCP'.padStart(8)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(7)}   (each run's score)`);
    for (const path of ['/index', '/hall']) {
      const runs: LighthouseRun[] = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        const result = await lighthouse(`${app}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        if (!result) throw new Error('lighthouse returned no result');
        const { lhr } = result;
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        runs.push({
          score: lhr.categories.performance?.score ?? Number.NaN,
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
        });
      }
      const sorted = [...runs].sort((a, b) => a.score - b.score);
      const m = sorted[Math.floor(sorted.length / 2)];
      console.log(
        `    ${path.padEnd(8)} ${m.score.toFixed(2).padStart(6)} ${seconds(m.fcp).padStart(8)} ${seconds(m.lcp).padStart(8)} ${`${m.tbt.toFixed(0)} ms`.padStart(8)} ${m.cls.toFixed(3).padStart(7)}   (${runs.map((r) => r.score.toFixed(2)).join(', ')})`,
      );
    }
  } catch (error) {
    console.log(`    failed: ${(error as Error).message}`);
  } finally {
    chrome.kill();
  }
}

type LighthouseRun = { score: number; fcp: number; lcp: number; tbt: number; cls: number };

/**
 * The floor: the smallest page with the app's framework (React, react-dom, react-router's data router), built by
 * the same Vite with the same React plugin in production mode. What the app weighs above it is the app's own cost.
 */
async function buildFloor(work: string): Promise<string> {
  // Inside the project, so that `react` and friends resolve from its node_modules.
  const root = join(projectRoot, '.tmp', `web-bench-floor-${process.pid}`);
  mkdirSync(root, { recursive: true });
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>floor</title></head><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
  );
  writeFileSync(
    join(root, 'main.tsx'),
    [
      "import { StrictMode } from 'react';",
      "import { createRoot } from 'react-dom/client';",
      "import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';",
      'const router = createBrowserRouter([',
      "  { element: <><nav><Link to=\"/\">home</Link> <Link to=\"/other\">other</Link></nav><Outlet /></>, children: [{ path: '/', element: <h1>Floor</h1> }, { path: '*', element: <p>other</p> }] },",
      ']);',
      "createRoot(document.getElementById('root')!).render(<StrictMode><RouterProvider router={router} /></StrictMode>);",
      '',
    ].join('\n'),
  );
  const { build } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  const outDir = join(work, 'floor');
  const runEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root, configFile: false, mode: 'production', logLevel: 'warn', plugins: [react()], build: { outDir, emptyOutDir: true } });
  } finally {
    if (runEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = runEnv;
    rmSync(root, { recursive: true, force: true });
  }
  return outDir;
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** A few lines of static serving for the floor, every unknown path answered with index.html as the app's gateway does. */
async function serveStatic(dir: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    let file = join(dir, path);
    if (!file.startsWith(dir) || !exists(file) || statSync(file).isDirectory()) file = join(dir, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return server;
}

function exists(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
