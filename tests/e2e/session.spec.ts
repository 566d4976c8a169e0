/**
 * Signing in and out, the language (switch, reload, `/en` in the URL, saved to the member), the access rule
 * that sends a visitor without a token to the login dialog, the phone layout, and forgot password (spec
 * sections 2, 4, 6 and 9).
 */
import { e2eBaseUrl } from '../../playwright.config';
import { expect, test, type Page } from './support/fixtures';
import { api } from './support/member-api';
import { preparedAccounts } from './support/accounts';
import { reloadSignedIn, untilProfileLoaded } from './support/session';
import { CaptchaWatcher, DEMO_MEMBER, outboxMark, registerAccount, STRONG_PASSWORD, uniquePhone, letCodeMinutePass, waitForCode } from './support/portal';
import {
  accountMenuButton,
  chooseFromAccountMenu,
  buttonName,
  loginDialog,
  logInFromTopBar,
  logInWith,
  openDialogFromTopBar,
  submitLogin,
  switchLanguage,
  topBar,
  typeCode,
} from './support/ui';

const EN_HERO = 'Publish a need and bring together funding, facilities, people, solutions and markets to deliver it';
const ZH_HERO = '发布需求，汇聚资金、设施、人才、方案与市场，共同完成创新项目';

/** Waits for the member's language to be saved (the app's `ModifyLanguage` mutation). */
function languageSaved(page: Page) {
  return page.waitForResponse(
    (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('modifyLanguage') && r.ok(),
  );
}

test('a new member logs in, keeps English across reloads and sign-ins, and logs out to the home page', async ({ page, context, request }) => {
  const phone = uniquePhone();
  await registerAccount(request, { phone });
  const credentials = { phone, password: STRONG_PASSWORD };

  await page.goto('/index');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ZH_HERO);
  await logInFromTopBar(page, credentials);

  // Signed in: the avatar menu replaces Login and Register, and Personal joins the navigation.
  const bar = topBar(page);
  await expect(bar.getByRole('button', { name: '登录', exact: true })).toHaveCount(0);
  await expect(bar.getByRole('button', { name: '注册', exact: true })).toHaveCount(0);
  await expect(bar.getByRole('link', { name: '个人中心' })).toBeVisible();

  // English, at once and after a reload; the choice is saved to the member too.
  const saved = languageSaved(page);
  await switchLanguage(page, 'en', 'zh');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EN_HERO);
  await expect(bar.getByRole('link', { name: 'Personal centre' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await saved;
  await reloadSignedIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EN_HERO);
  await expect(accountMenuButton(page, 'en')).toBeVisible();

  // Log out from the avatar menu: Login is offered again. (Logging out from another page: a test below.)
  await chooseFromAccountMenu(page, 'Log out', 'en');
  await expect(page).toHaveURL(/\/index$/);
  await expect(bar.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expect(accountMenuButton(page, 'en')).toHaveCount(0);
  await expect(bar.getByRole('link', { name: 'Personal centre' })).toHaveCount(0);

  // Without the browser's memory of it (the `lang` cookie) the portal is Chinese again ...
  await context.clearCookies({ name: 'lang' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ZH_HERO);
  // ... until the member signs in: the language saved to the member comes back.
  await logInFromTopBar(page, credentials, 'zh', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EN_HERO);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('opening the personal centre logged out asks to log in and then goes there', async ({ page }) => {
  await page.goto('/personal');
  await expect(page).toHaveURL(/\/index\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toMatch(/^\/personal/);
  const dialog = loginDialog(page);
  await expect(dialog.getByRole('heading', { level: 2, name: '登录', exact: true })).toBeVisible();

  await logInWith(dialog, { phone: DEMO_MEMBER.phone, password: DEMO_MEMBER.password });
  await expect(page).toHaveURL(/\/personal\/workbench\/statistics\/index$/);
  await expect(page.getByRole('heading', { level: 1, name: '我的工作台' })).toBeVisible();
  await expect(accountMenuButton(page)).toBeVisible();
  await expect(loginDialog(page)).toBeHidden();
});

test('logging out from the personal centre lands on the home page, with no login dialog', async ({ page }) => {
  await page.goto('/index');
  await logInFromTopBar(page, { phone: DEMO_MEMBER.phone, password: DEMO_MEMBER.password });
  await topBar(page).getByRole('link', { name: '个人中心' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '我的工作台' })).toBeVisible();

  await chooseFromAccountMenu(page, '退出登录');
  // Spec section 2: logout goes to /index. Nothing asked for a login, so no dialog and no redirect back.
  await expect(topBar(page).getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/index$/);
  await expect(loginDialog(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ZH_HERO);
  await expect(loginDialog(page)).toHaveCount(0);
});

test('logging out while the page is still loading the profile signs out', async ({ page }) => {
  await page.goto('/index');
  await logInFromTopBar(page, { phone: DEMO_MEMBER.phone, password: DEMO_MEMBER.password });

  // A slow network: the profile answer of the next page load is held back. The avatar shows already (from
  // the cached profile), so a person can open its menu and log out.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if ((route.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'Me') await held;
    await route.fallback();
  });
  await page.reload();
  await chooseFromAccountMenu(page, '退出登录');
  release();

  await expect(topBar(page).getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await expect(accountMenuButton(page)).toHaveCount(0);
  await page.unroute('**/graphql');
  await page.reload();
  await expect(topBar(page).getByRole('button', { name: '登录', exact: true })).toBeVisible();
});

test('a URL with /en shows English and the choice survives a reload', async ({ page }) => {
  await page.goto('/en/index');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EN_HERO);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The segment is dropped from the address once applied.
  await expect(page).toHaveURL(/\/index$/);
  await expect(topBar(page).getByRole('button', { name: 'Log in', exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EN_HERO);
  await expect(topBar(page).getByRole('button', { name: 'Switch language' })).toContainText('English');
});

test('the refresh token stays out of scripts, renews a refused id token, and sign-out expires it', async ({ page, context, request }) => {
  const phone = uniquePhone();
  await registerAccount(request, { phone });
  await page.goto('/index');
  await logInFromTopBar(page, { phone, password: STRONG_PASSWORD });

  // The gateway's HttpOnly cookie, for /graphql alone; scripts see the id token only.
  const refreshCookie = async () => (await context.cookies()).find((c) => c.name === 'Portal-Refresh');
  const first = await refreshCookie();
  expect(first).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/graphql', secure: false });
  const scripts = await page.evaluate(() => document.cookie);
  expect(scripts).toContain('Admin-Token=');
  expect(scripts).not.toContain('Portal-Refresh');
  expect(scripts).not.toContain('Refresh-Token');

  // An id token the services refuse (as after its 2 hours): the page renews it through the cookie and stays signed in.
  await context.addCookies([{ name: 'Admin-Token', value: 'refused.id.token', url: e2eBaseUrl }]);
  await reloadSignedIn(page);
  await expect(accountMenuButton(page)).toBeVisible();
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'Admin-Token')?.value).not.toBe('refused.id.token');
  expect((await refreshCookie())?.value).not.toBe(first!.value);

  await chooseFromAccountMenu(page, '退出登录');
  await expect(topBar(page).getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await expect.poll(refreshCookie).toBeUndefined();
});

test('another browser’s language does not overwrite the member’s saved language: the saved one wins, a switch saves', async ({ page, context, request }) => {
  const phone = uniquePhone();
  await registerAccount(request, { phone });
  await page.goto('/index');
  await logInFromTopBar(page, { phone, password: STRONG_PASSWORD });
  const token = (await context.cookies()).find((c) => c.name === 'Admin-Token')!.value;
  const saved = async () => (await api<{ localization: string }>(request, token, 'POST', '/member/v2/member')).data.localization;
  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql') && (r.postData() ?? '').includes('modifyLanguage')) writes.push(r.postData()!);
  });

  // This browser remembers English (a choice made here while signed out, say): the member's Chinese wins on load.
  await context.addCookies([{ name: 'lang', value: 'en', url: e2eBaseUrl }]);
  await reloadSignedIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ZH_HERO);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(await saved()).toBe('zh');

  // The member switches to English in another browser: this one follows on its next load and writes nothing.
  expect((await api(request, token, 'GET', '/member/v2/modify/language?lang=en')).code).toBe(200);
  await reloadSignedIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EN_HERO);
  expect(await saved()).toBe('en');
  expect(writes).toEqual([]);

  // Only the member's own switch changes it.
  const written = languageSaved(page);
  await switchLanguage(page, 'zh', 'en');
  await written;
  expect(await saved()).toBe('zh');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the mobile bar replaces the top bar and the login dialog still works', async ({ page }) => {
    await page.goto('/index');
    const bar = page.getByTestId('mobile-bar');
    await expect(bar).toBeVisible();
    await expect(page.getByTestId('top-bar')).toHaveCount(0);

    // The menu button opens the drawer with the navigation and the Login / Register buttons.
    await bar.getByRole('button', { name: '打开菜单' }).click();
    const drawer = page.getByRole('dialog', { name: '主导航' });
    await expect(drawer.getByRole('link', { name: '项目大厅' })).toBeVisible();
    await drawer.getByRole('button', { name: '登录', exact: true }).click();

    const dialog = loginDialog(page).filter({ has: page.getByRole('heading', { level: 2, name: '登录', exact: true }) });
    await expect(dialog).toBeVisible();
    // The dialog fits the narrow screen.
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    await logInWith(dialog, { phone: DEMO_MEMBER.phone, password: DEMO_MEMBER.password });

    await expect(page.getByTestId('mobile-bar')).toBeVisible();
    await page.getByTestId('mobile-bar').getByRole('button', { name: '打开菜单' }).click();
    await expect(page.getByRole('dialog', { name: '主导航' }).getByRole('button', { name: /的账户菜单$/ })).toBeVisible();
  });
});

const NEW_PASSWORD = 'Fresh#Pass77';

// Last in this file, so that the account registered by accounts.setup.ts is usually over a minute old.
test('a member who forgot the password sets a new one and logs in with it', async ({ page, request }) => {
  // Run alone (-g forgot), the account is new and the test hook ends its sign-up code's minute.
  test.setTimeout(150_000);
  const { email, password: oldPassword, registeredAt } = preparedAccounts().forgotPassword;
  const captchas = new CaptchaWatcher(page);

  await page.goto('/index');
  const dialog = await openDialogFromTopBar(page, 'login');
  await dialog.getByRole('tab', { name: '邮箱' }).click();
  await dialog.getByRole('textbox', { name: '邮箱' }).fill(email);
  await dialog.getByRole('button', { name: '忘记密码？' }).click();

  // Step 1: verify by e-mail (the only way this account has).
  await expect(dialog.getByRole('heading', { level: 2, name: '重置密码' })).toBeVisible();
  const byEmail = dialog.getByRole('radio', { name: `邮箱: ${email}` });
  await expect(byEmail).toBeChecked();
  await expect(dialog.getByRole('radio', { name: '手机号' })).toBeDisabled();
  await dialog.getByRole('button', { name: '下一步' }).click();

  // Step 2: captcha, send, and the code from the outbox.
  await dialog.getByRole('textbox', { name: '图形验证码' }).fill(await captchas.solve(dialog));
  // The portal sends one code per identifier per minute, and the sign-up code went to this address: that minute
  // passes (the test hook) if the tests before this one took less.
  await letCodeMinutePass(request, email, registeredAt);
  const mark = await outboxMark(request);
  await dialog.getByRole('button', { name: buttonName('发送验证码') }).click();
  await expect(dialog.getByText(`6位验证码已发送至 ${email}`)).toBeVisible();
  const { code, message } = await waitForCode(request, email, mark);
  expect(message.channel).toBe('email');
  await typeCode(dialog, code);

  // Step 3: the new password.
  const password = dialog.getByLabel('新密码', { exact: true });
  await expect(password).toBeVisible();
  await password.fill(NEW_PASSWORD);
  await expect(dialog.getByRole('meter', { name: '密码强度' })).toHaveText('强');
  await dialog.getByLabel('确认密码', { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: buttonName('设置密码') }).click();
  await expect(page.getByText('密码设置成功')).toBeVisible();

  // Back on the login face with the e-mail kept: the old password is refused, the new one works.
  await expect(dialog.getByRole('heading', { level: 2, name: '登录', exact: true })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: '邮箱' })).toHaveValue(email);
  await submitLogin(dialog, { email, password: oldPassword });
  await expect(dialog.getByRole('alert')).toContainText('账号或密码错误');

  await dialog.getByLabel('密码', { exact: true }).fill(NEW_PASSWORD);
  await untilProfileLoaded(page, () => dialog.getByRole('button', { name: buttonName('登录') }).click());
  await expect(accountMenuButton(page)).toBeVisible();
  await expect(loginDialog(page)).toHaveCount(0);
});
