/**
 * Every flow by the keyboard alone (issue 11, WCAG 2.1 AA 2.1.1 and 2.4.7): registration (the register button, the
 * dialog, the picture captcha, the agreement, the six code boxes with the arrow keys and Backspace, the password
 * step, the success step) and signing in after it; then a withdrawal (the wallet's button, the amount, the
 * agreement, the summary, the identity dialog with its radio group, captcha and code, the transaction password).
 * No mouse: Tab, Shift+Tab, Enter, Space, the arrow keys and typing. After each step the focus is where the next one
 * starts (not back at the top of the page), and the custom controls show a focus ring.
 *
 * The withdrawing member (real name, verified card, transaction password) is prepared through the REST services
 * (support/wallet-api.ts) and has 500 yuan recharged and approved the same way; the withdrawal itself is the test.
 */
import { e2eBaseUrl } from '../../playwright.config';
import { expect, test, type Locator, type Page } from './support/fixtures';
import { CaptchaWatcher, outboxMark, phoneIdentifier, STRONG_PASSWORD, uniquePhone, waitForCode } from './support/portal';
import { accountMenuButton, buttonName, loginDialog, resultTitle, topBar } from './support/ui';
import { approveRechargeByOps, rechargeInReview, WALLET_PAY_PASSWORD, walletMember } from './support/wallet-api';

/** What has the focus, for failure messages. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'the page itself';
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return `<${el.tagName.toLowerCase()}${el.id ? ` id=${el.id}` : ''}${el.className && typeof el.className === 'string' ? ` class="${el.className}"` : ''}> ${name}`;
  });
}

const hasFocus = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a person walks a page; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  if (await hasFocus(target)) return;
  throw new Error(`${String(target)} not reached in ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}; the focus is on ${await describeFocus(page)}`);
}

/** A custom control shows where the focus is: an outline of 2 px or more (antd's own controls draw theirs). */
async function expectFocusRing(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(ring.style, 'a visible outline on the focused control').not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
}

test('a new person registers and signs in by the keyboard alone', async ({ page, request }) => {
  test.setTimeout(120_000);
  const captchas = new CaptchaWatcher(page);
  const phone = uniquePhone();
  await page.goto('/index');

  // The top bar's Register button, reached by Tab, with its focus ring.
  const register = topBar(page).getByRole('button', { name: '注册', exact: true });
  await tabTo(page, register);
  await expectFocusRing(register);
  await page.keyboard.press('Enter');
  const dialog = loginDialog(page);
  await expect(dialog).toHaveAccessibleName('注册');
  const step = dialog.getByTestId('register-step');
  await expect(step).toHaveAttribute('data-step', '0');

  // Step 1: phone, captcha, the agreement ticked with Space, Next with Enter.
  await tabTo(page, dialog.getByRole('textbox', { name: '手机号' }));
  await page.keyboard.type(phone);
  const captcha = dialog.getByRole('textbox', { name: '图形验证码' });
  await tabTo(page, captcha);
  await page.keyboard.type(await captchas.solve(dialog));
  // The captcha image is a button too (a new picture), with its ring.
  await page.keyboard.press('Tab');
  await expectFocusRing(dialog.getByTestId('captcha-image'));
  const agreement = dialog.getByRole('checkbox');
  await tabTo(page, agreement);
  await page.keyboard.press('Space');
  await expect(agreement).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: '下一步' }));
  const mark = await outboxMark(request);
  await page.keyboard.press('Enter');

  // Step 2: the focus waits in the first box. Type half, step back with the arrow keys and retype a digit, undo one
  // with Backspace, then type the rest: the sixth digit verifies.
  await expect(step).toHaveAttribute('data-step', '1');
  const box = (i: number) => dialog.getByTestId(`code-box-${i}`);
  await expect(box(0)).toBeFocused();
  const { code } = await waitForCode(request, phoneIdentifier(phone), mark);
  await page.keyboard.type(code.slice(0, 3));
  await expectFocusRing(box(3));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(box(1)).toBeFocused();
  await page.keyboard.type(code[1]);
  await page.keyboard.press('ArrowRight');
  await expect(box(3)).toBeFocused();
  await page.keyboard.type(code[3]);
  await page.keyboard.press('Backspace');
  await expect(box(3)).toHaveValue('');
  await expect(box(3)).toBeFocused();
  await page.keyboard.type(code.slice(3));

  // Step 3: the focus moved on to the password; Shift+Tab goes back to it from the confirmation.
  await expect(step).toHaveAttribute('data-step', '2');
  const password = dialog.getByLabel('密码', { exact: true });
  await expect(password).toBeFocused();
  await page.keyboard.type(STRONG_PASSWORD);
  const confirm = dialog.getByLabel('确认密码', { exact: true });
  await tabTo(page, confirm);
  await page.keyboard.type(STRONG_PASSWORD);
  await tabTo(page, password, { back: true, max: 5 });
  await expect(password).toHaveValue(STRONG_PASSWORD);
  await tabTo(page, dialog.getByRole('button', { name: buttonName('注册') }));
  await page.keyboard.press('Enter');

  // Step 4: the way back to login has the focus; Enter takes it. The login face's heading then has the focus.
  await expect(step).toHaveAttribute('data-step', '3');
  const toLogin = dialog.getByRole('button', { name: '立即登录' });
  await expect(toLogin).toBeFocused();
  await page.keyboard.press('Enter');
  const loginHeading = dialog.getByRole('heading', { level: 2, name: '登录', exact: true });
  await expect(loginHeading).toBeFocused();
  await expect(dialog).toHaveAccessibleName('登录');

  // Signing in with the new account, still without a mouse.
  await tabTo(page, dialog.getByRole('textbox', { name: '手机号' }));
  await page.keyboard.type(phone);
  await tabTo(page, dialog.getByLabel('密码', { exact: true }));
  await page.keyboard.type(STRONG_PASSWORD);
  await tabTo(page, dialog.getByRole('checkbox'));
  await page.keyboard.press('Space');
  await tabTo(page, dialog.getByRole('button', { name: buttonName('登录') }));
  await page.keyboard.press('Enter');
  await expect(accountMenuButton(page)).toBeVisible({ timeout: 20_000 });
  await expect(loginDialog(page)).toHaveCount(0);
});

test('a member withdraws 200 yuan by the keyboard alone', async ({ page, request }) => {
  // The member's set-up waits out one code's minute (support/wallet-api.ts).
  test.setTimeout(240_000);
  const member = await walletMember(request, '键盘测试');
  await approveRechargeByOps(request, (await rechargeInReview(request, member, 50_000)).id);
  await page.context().addCookies([{ name: 'Admin-Token', value: member.token, url: e2eBaseUrl }]);
  const captchas = new CaptchaWatcher(page);

  await page.goto('/personal/wallet/fiatWallet');
  const withdraw = page.getByTestId('wallet-card-cny').getByRole('button', { name: buttonName('提现') });
  await tabTo(page, withdraw, { max: 80 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cash$/);
  await expect(page.getByTestId('withdraw-available')).toContainText('500.00');

  // Step 1: the amount, the card (already the default one), the agreement with Space, Next with Enter.
  await tabTo(page, page.getByLabel('提现金额（元）'));
  await page.keyboard.type('200');
  await expect(page.getByTestId('withdraw-fee')).toHaveText('手续费（0.1%）：¥0.20 · 实际到账：¥199.80');
  await expect(page.getByRole('radio', { name: new RegExp(member.card.last4) })).toBeChecked();
  const agreement = page.getByRole('checkbox', { name: /提现协议/ });
  await tabTo(page, agreement);
  await page.keyboard.press('Space');
  await expect(agreement).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: '下一步' }));
  await page.keyboard.press('Enter');

  // The summary: its heading has the focus, the confirmation is the next stop or two.
  const summary = page.getByTestId('withdraw-summary');
  await expect(summary).toContainText('¥199.80');
  await expect(page.getByRole('heading', { name: '确认提现信息' })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: '确认提现' }), { max: 10 });
  await page.keyboard.press('Enter');

  // Identity: the e-mail chosen in the radio group with the arrow keys, the captcha (focused when its step
  // opens), the code sent with Enter and typed into the boxes.
  const identity = page.getByRole('dialog', { name: '身份验证' });
  await expect(identity).toBeVisible();
  const byPhone = identity.getByRole('radio', { name: /^手机/ });
  const byEmail = identity.getByRole('radio', { name: /^邮箱/ });
  await expect(byPhone).toBeChecked();
  await tabTo(page, byPhone, { max: 10 });
  await page.keyboard.press('ArrowDown');
  await expect(byEmail).toBeChecked();
  await expect(byEmail).toBeFocused();
  await tabTo(page, identity.getByRole('button', { name: '下一步' }), { max: 10 });
  await page.keyboard.press('Enter');
  const identityCaptcha = identity.getByRole('textbox', { name: '图形验证码' });
  await expect(identityCaptcha).toBeFocused();
  await page.keyboard.type(await captchas.solve(identity));
  await tabTo(page, identity.getByRole('button', { name: buttonName('获取验证码') }), { max: 10 });
  const mark = await outboxMark(request);
  await page.keyboard.press('Enter');
  const { code } = await waitForCode(request, member.email, mark);
  await expect(identity.getByTestId('code-box-0')).toBeFocused();
  await page.keyboard.type(code);
  await expect(identity).toHaveCount(0);

  // The transaction password has the focus; Enter submits.
  const password = page.getByLabel('交易密码（6位数字）');
  await expect(password).toBeFocused();
  await page.keyboard.type(WALLET_PAY_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cash\?id=\d+$/);
  await expect(resultTitle(page)).toHaveText('待打款');
});
