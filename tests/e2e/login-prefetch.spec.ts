/**
 * The login dialog's first opening on a cold page (issue 11): a visitor's page fetches the dialog's code (and antd's)
 * once it has loaded and the browser is idle, with no click and no pointer near Log in (src/lib/idle-prefetch.ts,
 * the build's list in index.html: scripts/idle-prefetch.ts), so the click only has to run it. The fetch starts after
 * the load event: none of it is in the first load (scripts/initial-bundle.test.ts checks the build's side).
 */
import { expect, test, type Page } from './support/fixtures';
import { openDialogFromTopBar, type Lang } from './support/ui';

/** The login dialog's own chunk (src/features/auth/login-dialog.tsx; the context of src/lib is in the entry). */
const DIALOG_CHUNK = /\/assets\/login-dialog-[\w-]+\.js$/;
/** A first load of a cold build on a busy machine can take a while. */
const LOADED = { timeout: 30_000 };

/** When the page's load event ended and when the dialog's chunk was asked for (ms since navigation), from the page. */
async function timings(page: Page): Promise<{ loadEnd: number; dialogStart: number | null }> {
  return await page.evaluate((source) => {
    const pattern = new RegExp(source);
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const dialog = performance.getEntriesByType('resource').find((entry) => pattern.test(new URL(entry.name).pathname));
    return { loadEnd: navigation.loadEventEnd, dialogStart: dialog ? dialog.startTime : null };
  }, DIALOG_CHUNK.source);
}

for (const lang of ['zh', 'en'] as const satisfies readonly Lang[]) {
  test(`a visitor's /${lang}/index fetches the login dialog once idle, and Log in then opens it without fetching it again (${lang})`, async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (DIALOG_CHUNK.test(new URL(request.url()).pathname)) fetched.push(request.url());
    });
    await page.goto(`/${lang}/index`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LOADED);
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'en' ? 'en' : 'zh-CN');

    await expect.poll(() => fetched.length, { ...LOADED, message: 'the login dialog chunk is fetched without a click' }).toBe(1);
    // the resource timing entry appears once the response has arrived, a moment after the request was seen
    await expect.poll(async () => (await timings(page)).dialogStart !== null, { ...LOADED, message: 'the chunk’s fetch completes' }).toBe(true);
    const { loadEnd, dialogStart } = await timings(page);
    expect(loadEnd, 'the page has loaded').toBeGreaterThan(0);
    expect(dialogStart, 'the chunk was asked for after the load event, not with the first load').toBeGreaterThanOrEqual(loadEnd);
    await expect(page.locator('link[rel="modulepreload"][href*="/assets/login-dialog-"]')).toHaveCount(1);

    await openDialogFromTopBar(page, 'login', lang);
    expect(fetched, 'the click ran the prefetched module instead of fetching it again').toHaveLength(1);
  });
}
