/**
 * Real-name verification as a new member would use it (issue 3 sections 3 and 5): a fresh member fills in a
 * person's application with three uploaded photos (Enter in the date field sends nothing; the submission asks for a
 * confirmation, and "check again" keeps the form) and sees "in review"; operations (a separate browser) open the
 * queue, see the photos and approve; the member reloads and sees "verified" with nothing left to edit. A second
 * test, in English, prepares a rejected application through the REST API and checks the member sees the reason
 * and may resubmit.
 */
import { clickOnlyWhenSettled } from './support/motion';
import { expect, test } from './support/fixtures';
import { decideApplication, OPS, PNG, residentId, resetSavedLanguage, signin, submitPersonApplication } from './support/member-api';
import { registerAccount, STRONG_PASSWORD, uniqueEmail } from './support/portal';
import { logInFromTopBar, switchLanguage, topBar } from './support/ui';

const PAGE = '/personal/accountManagement/account/realNameAuth';

test('a member submits a person application, operations approve it, the member is verified', async ({ page, request, browser }) => {
  // two browsers, a registration, an application and a decision: near a minute on a busy 2-core machine
  test.setTimeout(120_000);
  const email = uniqueEmail('realname');
  await registerAccount(request, { email });
  await page.goto('/index');
  await logInFromTopBar(page, { email, password: STRONG_PASSWORD });
  await page.goto(PAGE);
  await expect(page.getByText('未认证', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '立即认证' }).click();

  await page.getByLabel('真实姓名').fill('张三');
  await page.getByLabel('证件号码').fill(residentId());
  for (const kind of ['handheld', 'front', 'back']) {
    await page.getByTestId(`real-name-${kind}`).locator('input[type=file]').setInputFiles({ name: `${kind}.png`, mimeType: 'image/png', buffer: PNG });
  }
  await expect(page.locator('.ant-upload-list-item-done, [data-testid^="real-name-"] img')).toHaveCount(3);
  await page.getByPlaceholder('开始日期').first().fill('2020-01-01');
  await page.getByPlaceholder('开始日期').first().press('Enter');
  // Enter in a field sends nothing: the application cannot be changed once sent
  await page.getByLabel('长期').check();
  await expect(page.getByLabel('证件号码')).toBeEditable();
  await page.getByRole('button', { name: '提 交' }).or(page.getByRole('button', { name: '提交' })).click();
  // an irreversible submission asks first; "check again" keeps the form as it was
  const confirm = page.getByRole('dialog').filter({ hasText: '确认提交实名认证申请？' });
  await confirm.getByRole('button', { name: '再检查一下' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByLabel('真实姓名')).not.toHaveValue('');
  await page.getByRole('button', { name: '提 交' }).or(page.getByRole('button', { name: '提交' })).click();
  await confirm.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page.getByText('审核中', { exact: true }).first()).toBeVisible();

  // operations, in their own browser
  const opsContext = await browser.newContext();
  await clickOnlyWhenSettled(opsContext);
  const ops = await opsContext.newPage();
  await ops.goto('/index');
  await resetSavedLanguage(ops.request, OPS);
  await logInFromTopBar(ops, OPS);
  // through the menu, as staff do (the Operations link opens the real-name queue)
  await topBar(ops).getByRole('link', { name: '运营' }).click();
  await expect(ops).toHaveURL(/\/operations\/real-name$/);
  const row = ops.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: /查\s*看/ }).click();
  const drawer = ops.getByRole('dialog', { name: /申请 #\d+/ });
  for (const name of ['手持证件照', '证件正面', '证件反面']) {
    const img = drawer.getByRole('img', { name, exact: true });
    await expect(img).toHaveAttribute('src', /\/oss\/object\/auth\/\d+_\d+_\w+\.png\?expires=\d+&signature=/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), { message: `${name} loaded` }).toBe(1);
  }
  // The original file, as stored, through GET /common/download/resource (named by its download-filename header).
  const [download] = await Promise.all([ops.waitForEvent('download'), drawer.getByRole('button', { name: '下载原图' }).first().click()]);
  expect(download.suggestedFilename()).toBe('handheld.png');
  await drawer.getByRole('button', { name: /通\s*过/ }).click();
  await expect(drawer.getByText('已认证').first()).toBeVisible();
  // The decision log names the event and the states in the page language (issue 11), not by their ids.
  const approved = drawer.locator('.ant-timeline-item').filter({ hasText: '审核中 → 已认证' });
  await expect(approved.getByText('审核通过', { exact: true })).toBeVisible();
  await expect(drawer.getByText('review.approve')).toHaveCount(0);
  await opsContext.close();

  await page.reload();
  await expect(page.getByText('已认证', { exact: true })).toBeVisible();
  await expect(page.getByText('实名认证已通过，不可更改。如需更换认证主体，请联系客服。')).toBeVisible();
  await expect(page.getByRole('button', { name: /立即认证|修改并重新提交/ })).toHaveCount(0);
});

test('a rejected application shows the reason in English and can be resubmitted', async ({ page, request }) => {
  const email = uniqueEmail('realname-en');
  await registerAccount(request, { email });
  const token = await signin(request, email, STRONG_PASSWORD);
  await decideApplication(request, await submitPersonApplication(request, token, '李四'), { reason: 'The photo is blurred' });

  await page.goto('/index');
  // Signing in applies the account's saved language (Chinese): switch afterwards.
  await logInFromTopBar(page, { email, password: STRONG_PASSWORD });
  await page.goto(PAGE);
  await switchLanguage(page, 'en', 'zh');
  await expect(page.getByText('Verification failed')).toBeVisible();
  await expect(page.getByText('Reason: The photo is blurred')).toBeVisible();
  await page.getByRole('button', { name: 'Edit and resubmit' }).click();
  // The form comes back as it was sent, photos included; only the ID number (shown masked) is typed again.
  await expect(page.getByLabel('Real name')).toHaveValue('李四');
  await expect(page.getByLabel('ID number')).toHaveValue('');
  await expect(page.getByRole('alert').filter({ hasText: 'Reason: The photo is blurred' })).toBeVisible();
  await page.getByLabel('ID number').fill(residentId());
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog').filter({ hasText: 'Submit the real-name application?' }).getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('In review', { exact: true }).first()).toBeVisible();
});
