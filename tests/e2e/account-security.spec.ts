/**
 * Account security as a new member would use it (issue 3 section 2): the page shows the bound phone masked
 * (spec 9) and no e-mail; the member binds an e-mail, then sets a transaction password for the first time with a
 * code to the e-mail and sees "2 Factor Password Set", in English too. The login-password change with a code to the
 * phone (the old password then refused, the new one signing in) is walked by its generated browser paths
 * (change-login-password.paths.spec.ts, from src/features/account-security/change-login-password.ui-model.ts).
 *
 * The services send one code per identifier per 60 s (on the server: `page.clock` cannot move it), so the codes
 * alternate between the two contacts; where a contact's minute has not passed, the test hook ends it
 * (`letCodeMinutePass`).
 */
import { expect, test, type Locator, type Page } from './support/fixtures';
import { CaptchaWatcher, outboxMark, registerAccount, STRONG_PASSWORD, uniqueEmail, uniquePhone, letCodeMinutePass, waitForCode } from './support/portal';
import { buttonName, logInFromTopBar, switchLanguage, typeCode } from './support/ui';

const PAGE = '/personal/accountManagement/secure';

/** Spec 9: longer than 8 characters → first 5, `***`, last 3. */
const mask = (text: string) => `${text.slice(0, 5)}***${text.slice(-3)}`;

const row = (page: Page, id: 'phone' | 'email' | 'login-password' | 'pay-password') => page.getByTestId(`security-${id}`);


/** Captcha, send, and the six digits from the outbox; answers when the code was sent. */
async function sendAndTypeCode(page: Page, dialog: Locator, captchas: CaptchaWatcher, recipient: string): Promise<number> {
  await dialog.getByRole('textbox', { name: '图形验证码' }).fill(await captchas.solve(dialog));
  const mark = await outboxMark(page.request);
  await dialog.getByRole('button', { name: buttonName('获取验证码') }).click();
  const sentAt = Date.now();
  const { code } = await waitForCode(page.request, recipient, mark);
  await typeCode(dialog, code);
  return sentAt;
}

test('a new member binds an e-mail and sets a transaction password', async ({ page, request }) => {
  // Mostly the server's one-code-per-minute rule: the e-mail's binding code and its next code are a minute apart.
  test.setTimeout(180_000);
  const phone = uniquePhone();
  const email = uniqueEmail('secure');
  await registerAccount(request, { phone });
  const captchas = new CaptchaWatcher(page);

  await page.goto('/index');
  await logInFromTopBar(page, { phone, password: STRONG_PASSWORD });
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: '账户安全' })).toBeVisible();
  await expect(row(page, 'phone')).toContainText(`+86 ${mask(phone)}`);
  await expect(row(page, 'phone')).not.toContainText(phone);
  await expect(row(page, 'email')).toContainText('未绑定');
  await expect(row(page, 'login-password')).toContainText('注册后从未修改');
  await expect(row(page, 'pay-password')).toContainText('未设置');

  // Bind an e-mail: the new address, captcha, code.
  await row(page, 'email').getByRole('button', { name: buttonName('绑定') }).click();
  const bind = page.getByRole('dialog', { name: '绑定邮箱' });
  await bind.getByRole('textbox', { name: '邮箱' }).fill(email);
  await bind.getByRole('button', { name: '下一步' }).click();
  const emailSentAt = await sendAndTypeCode(page, bind, captchas, email);
  await expect(page.getByText('邮箱绑定成功')).toBeVisible();
  await expect(bind).toBeHidden();
  await expect(row(page, 'email')).toContainText(mask(email));

  // The transaction password, first time: intro, method (the e-mail; no old password yet), code, six digits.
  await page.goto(PAGE);
  await row(page, 'pay-password').getByRole('button', { name: buttonName('设置') }).click();
  const pay = page.getByRole('dialog', { name: '交易密码' });
  await expect(pay.getByText('交易密码用于保护您的资金')).toBeVisible();
  await pay.getByRole('button', { name: '下一步' }).click();
  await expect(pay.getByRole('radio', { name: '原交易密码' })).toBeDisabled();
  await pay.getByRole('radio', { name: `邮箱: ${mask(email)}` }).check();
  await pay.getByRole('button', { name: '下一步' }).click();
  await letCodeMinutePass(page.request, email, emailSentAt);
  await sendAndTypeCode(page, pay, captchas, email);
  const first = pay.getByLabel('新交易密码（6位数字）', { exact: true });
  await first.fill('13579a');
  await pay.getByLabel('确认交易密码', { exact: true }).fill('13579a');
  await pay.getByRole('button', { name: buttonName('确定') }).click();
  await expect(pay.getByText('密码须为数字').first()).toBeVisible();
  await first.fill('135790');
  await pay.getByLabel('确认交易密码', { exact: true }).fill('135790');
  await pay.getByRole('button', { name: buttonName('确定') }).click();
  await expect(page.getByText('交易密码设置成功')).toBeVisible();
  await expect(pay).toBeHidden();
  await expect(row(page, 'pay-password')).toContainText('交易密码已设置');

  // The same page in English: "2 Factor Password Set", and the old transaction password is now a method.
  await switchLanguage(page, 'en', 'zh');
  await expect(page.getByRole('heading', { level: 1, name: 'Account security' })).toBeVisible();
  await expect(row(page, 'pay-password')).toContainText('2 Factor Password Set');
  await expect(row(page, 'login-password')).toContainText('Never changed since registration');
  await expect(row(page, 'email')).toContainText(mask(email));
  await row(page, 'pay-password').getByRole('button', { name: 'Change' }).click();
  const payEn = page.getByRole('dialog', { name: 'Transaction password' });
  await expect(payEn.getByText('It is exactly 6 digits.', { exact: false })).toBeVisible();
  await payEn.getByRole('button', { name: 'Next' }).click();
  await expect(payEn.getByRole('radio', { name: 'Old transaction password' })).toBeEnabled();
  await expect(payEn.getByRole('radio', { name: `Phone: +86 ${mask(phone)}` })).toBeEnabled();
  await payEn.getByRole('button', { name: 'Back' }).click();
  await expect(payEn.getByText('The transaction password protects your money', { exact: false })).toBeVisible();
  await payEn.getByRole('button', { name: 'Cancel' }).click();
  await expect(payEn).toBeHidden();
});
