/**
 * Industry expert status (issue 12) as a member and operations use it, in Chinese and then in English: a fresh member
 * picks fields from the industry tree, uploads a credential image, writes an introduction and submits (confirmed);
 * operations (a separate browser) open the queue's drawer, see the credential and reject with a reason; the member
 * sees the reason, edits (adding a second credential) and applies again; operations approve; the member sees that
 * they are an approved expert.
 */
import { clickOnlyWhenSettled } from './support/motion';
import { expect, test, type Page } from './support/fixtures';
import { OPS, PNG, resetSavedLanguage, signin } from './support/member-api';
import { registerAccount, STRONG_PASSWORD, uniqueEmail } from './support/portal';
import { buttonName } from './support/ui';
import { e2eBaseUrl } from '../../playwright.config';

const PAGE = '/personal/accountManagement/account/expertAuth';
const QUEUE = '/operations/experts';

const T = {
  zh: {
    fields: '专业领域（1-6个）',
    field: '信息技术',
    introduction: '专家简介（20-2000字）',
    add: '上传资质证明',
    submit: '提交申请',
    confirm: '提交专家申请？',
    inReview: '专家申请审核中',
    submittedToast: '专家申请已提交，请等待审核',
    view: buttonName('查看'),
    drawer: /^专家申请 #\d+$/,
    credential: '资质证明 1',
    reject: buttonName('驳回'),
    reasonLabel: '原因（会员可见）',
    reason: '证书照片模糊，请重新上传清晰的证书',
    rejectedToast: '已驳回',
    rejected: '专家申请未通过',
    shownReason: '驳回原因：证书照片模糊，请重新上传清晰的证书',
    edit: '修改后重新申请',
    approve: '审核通过',
    approvedToast: '已通过，该会员成为行业专家',
    approved: '您已是认证行业专家',
    approvedTag: '已认证专家',
  },
  en: {
    fields: 'Fields of expertise (1 to 6)',
    field: 'Information Technology',
    introduction: 'Introduction (20 to 2000 characters)',
    add: 'Upload a credential',
    submit: 'Submit application',
    confirm: 'Submit the expert application?',
    inReview: 'Your expert application is in review',
    submittedToast: 'Expert application submitted, awaiting review',
    view: /^View$/,
    drawer: /^Expert application #\d+$/,
    credential: 'Credential 1',
    reject: /^Reject$/,
    reasonLabel: 'Reason (shown to the member)',
    reason: 'The certificate photo is blurred, please upload a clear one',
    rejectedToast: 'Rejected',
    rejected: 'Your expert application was rejected',
    shownReason: 'Reason: The certificate photo is blurred, please upload a clear one',
    edit: 'Edit and apply again',
    approve: 'Approve',
    approvedToast: 'Approved: the member is now an industry expert',
    approved: 'You are an approved industry expert',
    approvedTag: 'Approved expert',
  },
} as const;

type Lang = keyof typeof T;

/** Signs an account in through the API token cookie, its saved language set to the test's. */
async function signInAs(page: Page, account: { email: string; password: string }, lang: Lang): Promise<void> {
  await resetSavedLanguage(page.request, account, lang);
  const token = await signin(page.request, account.email, account.password);
  await page.context().addCookies([{ name: 'Admin-Token', value: token, url: e2eBaseUrl }]);
}

/** Ticks one industry in the open tree and waits for its tag (antd may swallow a click while the popup moves in). */
async function pickField(page: Page, name: string): Promise<void> {
  const field = page.getByTestId('expert-fields');
  const tag = field.locator('.ant-select-selection-item').filter({ hasText: name });
  await expect(async () => {
    if ((await tag.count()) === 0) await page.locator('.ant-select-dropdown').getByTitle(name, { exact: true }).click();
    await expect(tag).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Operations open the application of `email` in the queue's drawer. */
async function openApplication(ops: Page, lang: Lang, email: string) {
  await ops.goto(`/${lang}${QUEUE}`);
  const row = ops.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: T[lang].view }).click();
  const drawer = ops.getByRole('dialog', { name: T[lang].drawer });
  await expect(drawer.getByRole('heading', { level: 2, name: T[lang].drawer })).toBeVisible({ timeout: 20_000 });
  return drawer;
}

for (const lang of ['zh', 'en'] as const) {
  test(`a member applies as an industry expert, is rejected with a reason, reapplies and is approved (${lang})`, async ({ page, browser }) => {
    // two browsers, a registration, two submissions and two decisions: over a minute on a busy 2-core machine
    test.setTimeout(180_000);
    const t = T[lang];
    const email = uniqueEmail(`expert-${lang}`);
    await registerAccount(page.request, { email });
    const member = { email, password: STRONG_PASSWORD };
    await signInAs(page, member, lang);
    await page.goto(`/${lang}${PAGE}`);

    // fields from the industry tree, a credential image, an introduction with its counter
    await page.getByTestId('expert-fields').click();
    await pickField(page, t.field);
    await page.keyboard.press('Escape');
    await page.getByTestId('expert-credential-add').locator('input[type=file]').setInputFiles({ name: 'certificate.png', mimeType: 'image/png', buffer: PNG });
    // the stored image shows in its upload button (named by the credential's number)
    await expect(page.getByTestId('expert-credentials').getByRole('button', { name: t.credential }).locator('img')).toBeVisible({ timeout: 20_000 });
    const introduction = 'Twenty years of industrial vision research; 二十年工业视觉研究经验。';
    await page.getByLabel(t.introduction).fill(introduction);
    await expect(page.getByText(`${[...introduction].length} / 2000`)).toBeVisible();
    await page.getByRole('button', { name: t.submit }).click();
    await page.getByRole('dialog').filter({ hasText: t.confirm }).getByRole('button', { name: t.submit }).click();
    await expect(page.getByText(t.submittedToast)).toBeVisible();
    await expect(page.getByText(t.inReview)).toBeVisible();

    // operations, in their own browser: the credential is viewable, the rejection needs a reason
    const opsContext = await browser.newContext();
    await clickOnlyWhenSettled(opsContext);
    const ops = await opsContext.newPage();
    await signInAs(ops, OPS, lang);
    let drawer = await openApplication(ops, lang, email);
    const image = drawer.getByRole('img', { name: t.credential, exact: true });
    await expect(image).toHaveAttribute('src', /\/oss\/object\/auth\/\d+_\d+_certificate\.png\?expires=\d+&signature=/);
    await expect.poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), { message: 'the credential loaded' }).toBe(1);
    await expect(drawer.getByText(introduction)).toBeVisible();
    await drawer.getByRole('button', { name: t.reject }).click();
    const reasonDialog = ops.getByRole('dialog').filter({ hasText: t.reasonLabel });
    await reasonDialog.getByLabel(t.reasonLabel).fill(t.reason);
    await reasonDialog.getByRole('button', { name: t.reject }).click();
    await expect(ops.getByText(t.rejectedToast, { exact: true }).first()).toBeVisible();
    await expect(reasonDialog).toBeHidden();

    // the member sees the reason, edits and applies again with a second credential
    await page.reload();
    await expect(page.getByText(t.rejected)).toBeVisible();
    await expect(page.getByTestId('expert-reason')).toHaveText(t.shownReason);
    await page.getByRole('button', { name: t.edit }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.shownReason })).toBeVisible();
    await expect(page.getByLabel(t.introduction)).toHaveValue(introduction);
    await page.getByTestId('expert-credential-add').locator('input[type=file]').setInputFiles({ name: 'certificate-clear.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByTestId('expert-credentials').locator('img')).toHaveCount(2, { timeout: 20_000 });
    await page.getByRole('button', { name: t.submit }).click();
    await page.getByRole('dialog').filter({ hasText: t.confirm }).getByRole('button', { name: t.submit }).click();
    await expect(page.getByText(t.inReview)).toBeVisible();

    // operations approve
    drawer = await openApplication(ops, lang, email);
    await expect(drawer.getByRole('img', { name: /^(资质证明|Credential) \d+$/ })).toHaveCount(2);
    await drawer.getByRole('button', { name: t.approve }).click();
    await expect(ops.getByText(t.approvedToast)).toBeVisible();
    await expect(drawer.getByText(t.approvedTag).first()).toBeVisible();
    await opsContext.close();

    await page.reload();
    await expect(page.getByText(t.approved)).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`${t.submit}|${t.edit}`) })).toHaveCount(0);
  });
}
