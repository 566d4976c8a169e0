/**
 * Publishing a requirement (issue 10), end to end on the demo publisher (services/requirements/demo.ts: a verified
 * real name and a complete profile):
 *
 * - the publisher meets the rules in the services' words, fills the three steps (the domain Cascader, the Quill
 *   editor with its counter, a PDF attachment through the upload policy, keywords), saves a draft (its id goes into
 *   the URL), reviews, is asked for the agreement, submits, and the 3 s countdown lands on My works → publish;
 * - operations reject it with a reason from /operations/requirements; the publisher sees the reason in the list and
 *   on the form, resubmits; operations approve; the publisher's /taskDetail shows stage 1 at the market evaluation
 *   with its deadline and the live chart; the page in English.
 *
 * Both people sign in with the run's API token in the `Admin-Token` cookie (support/member-api.ts `signin`), so the
 * shared accounts' sign-in limits are not spent.
 */
import type { Page } from '@playwright/test';
import { e2eBaseUrl } from '../../playwright.config';
import { expect, test } from './support/fixtures';
import { OPS, resetSavedLanguage, signin } from './support/member-api';
import { buttonName, pickFromPopup as pick } from './support/ui';

const PUBLISHER = { email: 'publisher@portal.local', password: 'Demo@2026' } as const;
const TITLE = `无电力除砷净水滤芯 ${Date.now() % 100_000}`;
const DETAILS = '需要一种无需电力的除砷滤芯，出水达到国家饮用水标准。';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true });

/** Signs the page in as someone by the run's API token (no sign-in through the dialog). */
async function as(page: Page, who: { email: string; password: string }): Promise<void> {
  const token = await signin(page.request, who.email, who.password);
  // A page that loads signed in shows the account's saved language (src/lib/use-language.ts); these steps read Chinese.
  await resetSavedLanguage(page.request, who, 'zh');
  await page.context().clearCookies();
  await page.goto('/index');
  await page.evaluate(() => localStorage.clear());
  // No page of the app may run while the token is put in: one still starting signed out could clear it again.
  await page.goto('about:blank');
  await page.context().addCookies([{ name: 'Admin-Token', value: token, url: e2eBaseUrl }]);
}

let requirementId = 0;

test.describe.serial('publishing a requirement', () => {
  test('the publisher fills the three steps, saves a draft and submits it', async ({ page }) => {
    // Three steps, an upload, a draft and a submission: on a busy two-core machine about a minute by itself.
    test.setTimeout(120_000);
    await as(page, PUBLISHER);
    await page.goto('/publishRequirements');
    const next = page.getByRole('button', { name: buttonName('下一步') });
    await next.click();
    for (const text of ['请输入需求标题', '请选择所属领域', '请选择需求类别', '请输入预计周期（天）', '请输入预算']) await expect(page.getByText(text)).toBeVisible();

    await page.getByLabel('需求标题').fill(TITLE);
    const domain = page.getByLabel('所属领域');
    await pick(page, 'cascader', () => domain.click(), '信息技术', async () => {
      await expect(page.locator('.ant-cascader-menu').nth(1)).toBeVisible({ timeout: 1_000 });
    });
    await pick(page, 'cascader', () => domain.click(), '人工智能', async () => {
      await expect(page.locator('.ant-cascader').filter({ hasText: '信息技术 / 人工智能' })).toBeVisible({ timeout: 1_000 });
    });
    await expect(page.locator('.ant-cascader-dropdown:visible')).toHaveCount(0);
    const category = page.getByLabel('需求类别');
    await pick(page, 'select', () => category.click(), '技术研发', async () => {
      await expect(page.locator('.ant-select:not(.ant-cascader)').filter({ hasText: '技术研发' })).toBeVisible({ timeout: 1_000 });
    });
    await page.getByLabel('预计周期（天）').fill('90');
    await page.getByLabel('预算（元）').fill('200000.505');
    await next.click();
    await expect(page.getByText('预算须大于0且不超过100000000元，最多两位小数')).toBeVisible();
    await page.getByLabel('预算（元）').fill('200000.50');
    await next.click();

    // Step 2: Quill, its counter, a PDF through the upload policy, keywords.
    const editor = page.locator('.ql-editor');
    await expect(editor).toBeVisible();
    await next.click();
    await expect(page.getByText('请填写需求详情或上传至少一个附件')).toBeVisible();
    await editor.click();
    await page.keyboard.type(DETAILS);
    await expect(page.getByTestId('details-counter')).toHaveText(`${[...DETAILS].length} / 5000`);
    await page.getByTestId('attachments').locator('input[type=file]').setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByTestId('attachments').getByText('plan.pdf')).toBeVisible();
    const keywords = page.getByLabel('关键词');
    await keywords.pressSequentially('净水,除砷,');
    await expect(page.locator('.ant-select').filter({ has: keywords }).getByText('除砷')).toBeVisible();

    await page.getByRole('button', { name: buttonName('保存草稿') }).click();
    await expect(toast(page, '草稿已保存')).toBeVisible();
    await expect(page).toHaveURL(/\/publishRequirements\?id=\d+$/);
    requirementId = Number(new URL(page.url()).searchParams.get('id'));

    await next.click();
    const review = page.getByTestId('publish-review');
    await expect(review).toContainText(TITLE);
    await expect(review).toContainText('信息技术 / 人工智能');
    await expect(review).toContainText('技术研发');
    await expect(review).toContainText('¥200,000.50');
    await expect(review).toContainText(DETAILS);
    await expect(review).toContainText('plan.pdf');
    const agreement = page.getByRole('link', { name: '《需求发布协议》' });
    await expect(agreement).toHaveAttribute('href', '/agreement/requestRelease');
    await expect(agreement).toHaveAttribute('target', '_blank');
    await page.getByRole('button', { name: buttonName('提交') }).click();
    await expect(page.getByText('请阅读并同意需求发布协议')).toBeVisible();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: buttonName('提交') }).click();
    await expect(page.getByText('已提交', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/personal\/workbench\/myworks\/publish$/, { timeout: 6_000 });
    const row = page.getByRole('row').filter({ hasText: TITLE });
    await expect(row.getByTestId('requirement-status')).toHaveText('填写需求 · 已完成');
    await expect(row.getByRole('link', { name: '查看' })).toHaveAttribute('href', `/taskDetail?id=${requirementId}`);
  });

  test('operations reject it with a reason; the publisher resubmits; operations approve', async ({ page }) => {
    expect(requirementId).toBeGreaterThan(0);
    await as(page, OPS);
    // Under /zh: specs beside this one change the shared operations account's saved language, which a plain address follows.
    await page.goto('/zh/operations/requirements');
    const opsRow = page.getByRole('row').filter({ hasText: TITLE });
    await opsRow.getByRole('button', { name: /^查看需求 RQ/ }).click();
    const actions = page.getByTestId('ops-requirement-actions');
    await expect(actions.getByRole('button', { name: buttonName('审核通过') })).toBeVisible();
    await actions.getByRole('button', { name: buttonName('驳回') }).click();
    const reasonDialog = page.locator('.ant-modal').filter({ has: page.getByRole('textbox') });
    await reasonDialog.getByRole('textbox').fill('预算说明不足，请补充测算依据');
    await reasonDialog.getByRole('button', { name: buttonName('驳回') }).click();
    await expect(toast(page, '需求已驳回')).toBeVisible();
    await expect(actions.getByRole('button')).toHaveCount(0);

    await as(page, PUBLISHER);
    await page.goto('/personal/workbench/myworks/publish');
    const row = page.getByRole('row').filter({ hasText: TITLE });
    await expect(row.getByText('驳回原因：预算说明不足，请补充测算依据')).toBeVisible();
    await row.getByRole('link', { name: '修改后重新提交' }).click();
    await expect(page.getByTestId('publish-rejected-reason')).toContainText('预算说明不足，请补充测算依据');
    await expect(page.getByLabel('需求标题')).toHaveValue(TITLE);
    const next = page.getByRole('button', { name: buttonName('下一步') });
    await next.click();
    await expect(page.locator('.ql-editor')).toContainText(DETAILS);
    await expect(page.getByTestId('attachments').getByText('plan.pdf')).toBeVisible();
    await next.click();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: buttonName('提交') }).click();
    await expect(page.getByText('已提交', { exact: true })).toBeVisible();

    await as(page, OPS);
    await page.goto('/zh/operations/requirements');
    await page.getByRole('row').filter({ hasText: TITLE }).getByRole('button', { name: /^查看需求 RQ/ }).click();
    await page.getByTestId('ops-requirement-actions').getByRole('button', { name: buttonName('审核通过') }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: buttonName('审核通过') }).click();
    await expect(toast(page, '需求已审核通过')).toBeVisible();
    await expect(page.getByTestId('ops-requirement-detail').getByTestId('requirement-status')).toHaveText('初步市场评估 · 进行中');
  });

  test('the publisher follows it on the stage-1 detail, in Chinese and in English', async ({ page }) => {
    expect(requirementId).toBeGreaterThan(0);
    await as(page, PUBLISHER);
    await page.goto(`/taskDetail?id=${requirementId}`);
    await expect(page.getByTestId('requirement-card')).toContainText(TITLE);
    const subSteps = page.getByTestId('requirement-sub-steps');
    await expect(subSteps).toContainText('初步市场评估');
    await expect(subSteps).toContainText('进行中');
    await expect(page.getByTestId('requirement-deadline')).toHaveText(/^剩余 /);
    await expect(page.getByTestId('market-bar-graph')).toBeVisible();
    await expect(page.getByTestId('entity-flow')).toBeVisible();

    await page.goto(`/en/taskDetail?id=${requirementId}`);
    await expect(page.getByTestId('requirement-sub-steps')).toContainText('Initial market evaluation');
    await expect(page.getByTestId('requirement-deadline')).toHaveText(/ left$/);
    await page.goto('/en/publishRequirements');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please enter the title')).toBeVisible();
    await expect(page.getByText('Please enter the budget')).toBeVisible();
    // Visiting /en saved English to the shared demo publisher: back to Chinese for the specs after this one.
    await resetSavedLanguage(page.request, PUBLISHER, 'zh');
  });
});
