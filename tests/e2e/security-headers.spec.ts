/**
 * The built app under its Content-Security-Policy (gateway/security-headers.ts) in real Chromium: the public
 * pages and /statecharts (whose ELK layout runs in a Web Worker) load without a single CSP violation, the page
 * carries the policy, and the hashed scripts arrive compressed and cached for good.
 */
import { expect, test, type Page } from './support/fixtures';

/** Every CSP complaint of the page: console messages and `securitypolicyviolation` events. */
async function watchViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) found.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('reportCspViolation', (text: string) => found.push(`event: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportCspViolation(text: string): Promise<void> }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return found;
}

/** A first load of a cold build on a busy machine can take a while; what counts here is that it loads at all. */
const LOADED = { timeout: 30_000 };

const PAGES: [string, string, (page: Page) => Promise<void>][] = [
  ['/index', 'the home page', async (page) => await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LOADED)],
  ['/hall', 'the project hall', async (page) => await expect(page.getByTestId('hall-card').first()).toBeVisible(LOADED)],
  ['/en/hall', 'the project hall in English', async (page) => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'en', LOADED);
    await expect(page.getByTestId('hall-card').first()).toBeVisible(LOADED);
  }],
];

for (const [path, name, loaded] of PAGES) {
  test(`${name} (${path}) loads under the CSP without a violation`, async ({ page }) => {
    const violations = await watchViolations(page);
    const scripts: { url: string; encoding?: string; cacheControl?: string }[] = [];
    page.on('response', (response) => {
      if (/\/assets\/.+\.js$/.test(response.url())) {
        const headers = response.headers();
        scripts.push({ url: response.url(), encoding: headers['content-encoding'], cacheControl: headers['cache-control'] });
      }
    });

    const answer = await page.goto(path);
    expect(answer?.status()).toBe(200);
    const headers = answer?.headers() ?? {};
    expect(headers['content-security-policy']).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['cache-control']).toBe('no-cache');
    await loaded(page);
    await page.waitForLoadState('networkidle');

    // The built page has no inline script for the policy to refuse.
    expect(await page.locator('script:not([src])').count()).toBe(0);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script.cacheControl, script.url).toBe('public, max-age=31536000, immutable');
    }
    // Chromium asks for br (and gzip); small chunks have no compressed copy, the big ones must.
    expect(scripts.some((s) => s.encoding === 'br' || s.encoding === 'gzip')).toBe(true);
    expect(violations).toEqual([]);
  });
}

test('a requirement\'s detail page draws its market chart under the CSP', async ({ page }) => {
  const violations = await watchViolations(page);
  // Found by a keyword, as a visitor finds one they know: newest first, 20 a page, and by now other specs have
  // published requirements of their own.
  await page.goto('/hall?q=钢卷');
  await page.getByTestId('hall-card').filter({ hasText: '钢卷表面缺陷视觉检测' }).getByRole('link').first().click(LOADED);
  await expect(page).toHaveURL(/\/detail\?id=\d+$/);
  await expect(page.getByTestId('echart').locator('svg')).toBeVisible(LOADED);
  expect(violations).toEqual([]);
});

test('/statecharts draws its charts in the layout worker under the CSP', async ({ page }) => {
  const violations = await watchViolations(page);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto('/statecharts');
  const chart = page.getByRole('group', { name: /的状态图$/ });
  // ELK lays out in the worker: seconds on a loaded machine.
  await expect(chart.getByRole('button').first()).toBeVisible({ timeout: 45_000 });
  expect(workers.some((url) => /\/assets\/elk-worker[^/]*\.js$/.test(url))).toBe(true);
  expect(violations).toEqual([]);
});
