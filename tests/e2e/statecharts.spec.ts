/**
 * `/statecharts` (issue 2, section 5): every machine of `machines/` listed and drawn, with a description per
 * state. The route's rule (src/app/access.ts) lets the operations and product-owner roles in everywhere, and
 * everyone outside production (the suite's portal runs in development, the default). Issue 11: a chart opens
 * fitted to the width with labels of 10 px or more, on a desktop and on a phone, and picking a machine far down
 * the list brings its chart into view.
 */
import { expect, test, type Locator, type Page } from './support/fixtures';
import { PRODUCT_OWNER } from './support/portal';
import { logInFromTopBar, topBar } from './support/ui';

/**
 * A chart's boxes appear once ELK has laid it out (in a worker): seconds on a quiet machine, more than the default
 * 10 s when the two cores also run the other browser and the services (seen in the full run).
 */
const LAYOUT_TIMEOUT = 45_000;
test.describe.configure({ timeout: 150_000 });

test('the product owner sees every flow drawn as a state chart', async ({ page }) => {
  await page.goto('/index');
  await logInFromTopBar(page, PRODUCT_OWNER);
  await topBar(page).getByRole('link', { name: '流程状态图' }).click();
  await expect(page).toHaveURL(/\/statecharts/);
  await expect(page.getByRole('heading', { level: 1, name: '状态图' })).toBeVisible();

  // Every machine is listed (more arrive with each flow); the first four: registration, login, forgot password,
  // session.
  const list = page.getByRole('navigation', { name: '流程' });
  await expect(list.getByText(/^共 \d+ 个状态机$/)).toBeVisible();
  for (const title of ['注册', '登录', '找回登录密码', '登录会话']) {
    await expect(list.getByText(title, { exact: true })).toBeVisible();
  }

  // The registration chart: an SVG with its states, each one explained when chosen.
  await list.getByText('注册', { exact: true }).click();
  await expect(page).toHaveURL(/machine=/);
  const chart = page.getByRole('group', { name: '注册的状态图' });
  await expect(chart).toBeVisible({ timeout: LAYOUT_TIMEOUT });
  expect(await chart.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
  const states = chart.getByRole('button');
  await expect.poll(() => states.count()).toBeGreaterThanOrEqual(5);
  for (const key of ['identify', 'verify', 'password', 'success']) {
    await expect(chart.getByRole('button', { name: new RegExp(`^${key},`) })).toBeVisible({ timeout: LAYOUT_TIMEOUT });
  }
  // A state is chosen from the keyboard: Tab from the canvas to it (it pans into sight if the chart is wider than
  // the frame), Enter.
  const verify = chart.getByRole('button', { name: /^verify,/ });
  await page.getByRole('region', { name: '状态图画布：注册' }).focus();
  for (let presses = 0; presses < 20 && !(await verify.evaluate((el) => el === document.activeElement)); presses++) await page.keyboard.press('Tab');
  await expect(verify).toBeFocused();
  await expect(verify).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(verify).toHaveAttribute('aria-pressed', 'true');
  const details = page.getByRole('complementary', { name: '状态说明' });
  await expect(details.getByRole('heading', { name: 'verify' })).toBeVisible();
  await expect(details).toContainText('第二步：输入收到的6位验证码。');
  await expect(details).toContainText('Step 2: enter the six-digit code that was sent.');

  // Another machine is drawn on request.
  await list.getByText('登录会话', { exact: true }).click();
  const session = page.getByRole('group', { name: '登录会话的状态图' });
  await expect(session.getByRole('button', { name: /^loggedIn,/ })).toBeVisible({ timeout: LAYOUT_TIMEOUT });
  await expect(session.getByRole('button', { name: /^expired,/ })).toBeVisible();
});

test('outside production a visitor sees the state charts without logging in', async ({ page }) => {
  await page.goto('/statecharts');
  await expect(page).toHaveURL(/\/statecharts$/);
  await expect(page.getByRole('heading', { level: 1, name: '状态图' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '流程' }).getByText(/^共 \d+ 个状态机$/)).toBeVisible();
  await expect(page.getByRole('group', { name: /的状态图$/ }).getByRole('button').first()).toBeVisible({ timeout: LAYOUT_TIMEOUT });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

/** The drawn height of an edge label's text in CSS pixels: its font size times the chart's scale. */
async function labelPixels(chart: Locator): Promise<number> {
  const labels = chart.locator('.sc-label text');
  if ((await labels.count()) === 0) return Infinity;
  return labels.first().evaluate((el) => {
    const text = el as SVGTextElement;
    return parseFloat(getComputedStyle(text).fontSize) * (text.getScreenCTM()?.a ?? 0);
  });
}

async function zoomPercent(page: Page): Promise<number> {
  return Number(/\d+/.exec((await page.getByText(/^缩放 \d+%$/).textContent()) ?? '')?.[0]);
}

test('a chart opens readable, fitted to the width, and a machine picked low in the list comes into view', async ({ page }) => {
  // Desktop: registration, 1 800 px wide at full size (fitting it whole drew its labels 3 px high), opens readable.
  await page.goto('/statecharts');
  const list = page.getByRole('navigation', { name: '流程' });
  const chartOf = (title: string) => page.getByRole('group', { name: `${title}的状态图` });
  await list.getByText('注册', { exact: true }).click();
  const registration = chartOf('注册');
  await expect(registration.getByRole('button').first()).toBeVisible({ timeout: LAYOUT_TIMEOUT });
  expect(await labelPixels(registration)).toBeGreaterThanOrEqual(10);
  expect(await zoomPercent(page)).toBeGreaterThanOrEqual(90);
  // Whole-chart fit stays one button away (then the labels may be small: that is what the button is for).
  await expect(page.getByRole('button', { name: '适应窗口' })).toBeVisible();

  // A phone: the list stacks above the chart, so a machine low in it leaves the chart scrolled out of view unless
  // the page brings it back.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/statecharts');
  const opened = page.getByRole('group', { name: /的状态图$/ });
  await expect(opened.getByRole('button').first()).toBeVisible({ timeout: LAYOUT_TIMEOUT });
  expect(await labelPixels(opened)).toBeGreaterThanOrEqual(10);
  const last = list.getByRole('menuitem').last();
  const title = (await last.locator('.sc-page__item-title').textContent())!.trim();
  await last.scrollIntoViewIfNeeded();
  await last.click();
  const picked = chartOf(title);
  await expect(picked).toBeVisible({ timeout: LAYOUT_TIMEOUT });
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeInViewport();
  await expect(page.getByRole('region', { name: `状态图画布：${title}` })).toBeInViewport({ ratio: 0.6 });
  expect(await labelPixels(picked)).toBeGreaterThanOrEqual(10);
});
