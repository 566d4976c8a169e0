/**
 * `/statecharts` (issue 2, section 5): every machine of `machines/` listed and drawn, with a description per
 * state. The route's rule (src/app/access.ts) lets the operations and product-owner roles in everywhere, and
 * everyone outside production (the suite's portal runs in development, the default).
 */
import { expect, test } from './support/fixtures';
import { PRODUCT_OWNER } from './support/portal';
import { logInFromTopBar, topBar } from './support/ui';

test('the product owner sees every flow drawn as a state chart', async ({ page }) => {
  await page.goto('/index');
  await logInFromTopBar(page, PRODUCT_OWNER);
  await topBar(page).getByRole('link', { name: '流程状态图' }).click();
  await expect(page).toHaveURL(/\/statecharts/);
  await expect(page.getByRole('heading', { level: 2, name: '状态图' })).toBeVisible();

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
  await expect(chart).toBeVisible();
  expect(await chart.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
  const states = chart.getByRole('button');
  await expect.poll(() => states.count()).toBeGreaterThanOrEqual(5);
  for (const key of ['identify', 'verify', 'password', 'success']) {
    await expect(chart.getByRole('button', { name: new RegExp(`^${key},`) })).toBeVisible();
  }
  await chart.getByRole('button', { name: /^verify,/ }).click();
  const details = page.getByRole('complementary', { name: '状态说明' });
  await expect(details.getByRole('heading', { name: 'verify' })).toBeVisible();
  await expect(details).toContainText('第二步：输入收到的6位验证码。');
  await expect(details).toContainText('Step 2: enter the six-digit code that was sent.');

  // Another machine is drawn on request.
  await list.getByText('登录会话', { exact: true }).click();
  const session = page.getByRole('group', { name: '登录会话的状态图' });
  await expect(session.getByRole('button', { name: /^loggedIn,/ })).toBeVisible();
  await expect(session.getByRole('button', { name: /^expired,/ })).toBeVisible();
});

test('outside production a visitor sees the state charts without logging in', async ({ page }) => {
  await page.goto('/statecharts');
  await expect(page).toHaveURL(/\/statecharts$/);
  await expect(page.getByRole('heading', { level: 2, name: '状态图' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '流程' }).getByText(/^共 \d+ 个状态机$/)).toBeVisible();
  await expect(page.getByRole('group', { name: /的状态图$/ }).getByRole('button').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
