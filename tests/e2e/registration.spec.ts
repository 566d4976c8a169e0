/**
 * Registration as a new person does it (spec sections 2 and 4): the Register button of the top bar, the
 * identifier and the picture captcha, the agreement, the six-digit code from the outbox, a password with the
 * strength meter, and the success step that returns to login.
 */
import { expect, test } from './support/fixtures';
import { CaptchaWatcher, outboxMark, phoneIdentifier, STRONG_PASSWORD, uniqueEmail, uniquePhone, waitForCode } from './support/portal';
import { buttonName, openDialogFromTopBar, tickAgreement, typeCode } from './support/ui';

/** The code sent during the phone registration, checked again on the outbox page. */
const sent = { phone: '', code: '' };

test.describe.serial('registration by phone and its outbox record', () => {
  test('a new person registers with a phone number in four steps', async ({ page, request }) => {
    await page.clock.install();
    const captchas = new CaptchaWatcher(page);
    const phone = uniquePhone();

    await page.goto('/index');
    const dialog = await openDialogFromTopBar(page, 'register');
    const step = dialog.getByTestId('register-step');
    await expect(step).toHaveAttribute('data-step', '0');

    // Step 1: phone, captcha, agreement.
    await dialog.getByRole('textbox', { name: '手机号' }).fill(phone);
    await dialog.getByRole('textbox', { name: '图形验证码' }).fill(await captchas.solve(dialog));
    const next = dialog.getByRole('button', { name: '下一步' });
    await expect(next, 'Next waits for the agreement').toBeDisabled();
    await tickAgreement(dialog);
    const mark = await outboxMark(request);
    await next.click();

    // Step 2: the code from the outbox; the sixth digit verifies it.
    await expect(step).toHaveAttribute('data-step', '1');
    await expect(dialog.getByText(`6位验证码已发送至 +86 ${phone}`)).toBeVisible();
    await expect(dialog.getByTestId('code-box-0')).toBeFocused();
    const { message, code } = await waitForCode(request, phoneIdentifier(phone), mark);
    expect(message.channel).toBe('sms');
    await typeCode(dialog, code);

    // Step 3: the password, its strength meter rising with each kind of character, and the confirmation.
    await expect(step).toHaveAttribute('data-step', '2');
    const password = dialog.getByLabel('密码', { exact: true });
    const meter = dialog.getByRole('meter', { name: '密码强度' });
    await password.fill('abcdef');
    await expect(meter).toHaveText('太弱');
    await password.fill('Abcdef');
    await expect(meter).toHaveText('弱');
    await password.fill('Abcdef12');
    await expect(meter).toHaveText('中');
    await password.fill(STRONG_PASSWORD);
    await expect(meter).toHaveText('强');
    await expect(meter).toHaveAttribute('aria-valuenow', '3');
    await dialog.getByLabel('确认密码', { exact: true }).fill(STRONG_PASSWORD);
    // From here the page's time moves only when the test says so (the page clock follows real time until
    // now, so a moment ahead is never in its past).
    await page.clock.pauseAt(Date.now() + 1000);
    await dialog.getByRole('button', { name: buttonName('注册') }).click();

    // Step 4: success, then back to the login face when the 3 s countdown ends.
    await expect(step).toHaveAttribute('data-step', '3');
    await expect(dialog.getByText('注册成功')).toBeVisible();
    const countdown = dialog.getByText(/秒后返回登录$/);
    await expect(countdown).toHaveText('3 秒后返回登录');
    await page.clock.runFor(1000);
    await expect(countdown).toHaveText('2 秒后返回登录');
    await expect(step, 'still on the success step before the 3 s are over').toHaveAttribute('data-step', '3');
    await page.clock.runFor(2000);
    await expect(dialog.getByRole('heading', { level: 2, name: '登录', exact: true })).toBeVisible();
    await expect(step).toBeHidden();
    await page.clock.resume();

    sent.phone = phone;
    sent.code = code;
  });

  test('the dev outbox page shows the code sent during phone registration', async ({ page }) => {
    expect(sent.code, 'the phone registration ran first').toMatch(/^\d{6}$/);
    // Outside production (the suite's portal runs in development, the default) the app has this page.
    await page.goto('/dev/outbox');
    await expect(page.getByRole('heading', { level: 1, name: '开发发件箱' }), 'the outbox page, not the 404 page').toBeVisible();
    const row = page.getByRole('row').filter({ hasText: phoneIdentifier(sent.phone) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(sent.code);
    await expect(row).toContainText('短信');
  });
});

test('a new person registers with an e-mail address and goes back to login at once', async ({ page, request }) => {
  const captchas = new CaptchaWatcher(page);
  const email = uniqueEmail('register');

  await page.goto('/index');
  const dialog = await openDialogFromTopBar(page, 'register');
  const step = dialog.getByTestId('register-step');

  await dialog.getByRole('tab', { name: '邮箱' }).click();
  await dialog.getByRole('textbox', { name: '邮箱' }).fill(email);
  await dialog.getByRole('textbox', { name: '图形验证码' }).fill(await captchas.solve(dialog));
  await tickAgreement(dialog);
  const mark = await outboxMark(request);
  await dialog.getByRole('button', { name: '下一步' }).click();

  await expect(step).toHaveAttribute('data-step', '1');
  await expect(dialog.getByText(`6位验证码已发送至 ${email}`)).toBeVisible();
  const { message, code } = await waitForCode(request, email, mark);
  expect(message.channel).toBe('email');
  await typeCode(dialog, code);

  await expect(step).toHaveAttribute('data-step', '2');
  await dialog.getByLabel('密码', { exact: true }).fill(STRONG_PASSWORD);
  await expect(dialog.getByRole('meter', { name: '密码强度' })).toHaveText('强');
  await dialog.getByLabel('确认密码', { exact: true }).fill(STRONG_PASSWORD);
  await dialog.getByRole('button', { name: buttonName('注册') }).click();

  await expect(step).toHaveAttribute('data-step', '3');
  await expect(dialog.getByText('注册成功')).toBeVisible();
  // The button does not wait for the countdown.
  await dialog.getByRole('button', { name: '立即登录' }).click();
  await expect(dialog.getByRole('heading', { level: 2, name: '登录', exact: true })).toBeVisible();
});
