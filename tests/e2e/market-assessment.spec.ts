/**
 * The detailed market assessment (issue 12, stage 2 step -1, invitations of kind 6) on the demo people of
 * services/requirements/demo.ts, with a requirement of its own: the demo publisher publishes it, operations approve
 * it, the three demo assessors evaluate it, the publisher pays the review fee and operations start the pre-review,
 * all through the services' HTTP API (set-up, not the subject).
 *
 * - Assessor 1, in Chinese, accepts the kind-6 invitation on its details and is taken to the form: what it pays and
 *   until when; Enter in a field submits nothing; a partial draft is saved; '请先完善表单' and a disabled Submit
 *   until the form is complete; the grade follows the score live; Submit asks first (it is final); then the form
 *   is read-only beside every submitted assessment.
 * - Assessor 2, in English, meets 'Complete form' and submits; assessor 3 submits through the API: the third form is
 *   the quorum (REQUIREMENT_EVALUATION_QUORUM, 3 by default) and the requirement moves on to project analysis.
 * - The publisher opens the pre-review stage detail (/taskDetail2): the stage's steps with project analysis now
 *   current, the three assessments side by side and the charts of their aggregate.
 * - Assessor 1's coin wallet shows the assessment fee (a third of the assessors' pool).
 */
import { randomUUID } from 'node:crypto';
import type { TestInfo } from '@playwright/test';
import { expect, test, type Page } from './support/fixtures';
import { api, OPS, resetSavedLanguage, signin } from './support/member-api';
import { apiUrl } from './support/portal';
import { arrived, ASSESSORS, invitationTo, PAY_PASSWORD, PUBLISHER, signInAs, stateOf, toast, type Requirement } from './support/stage-two';
import { buttonName } from './support/ui';

/** A tag per attempt: a retry publishes a requirement of its own. No "电池" (hall.spec.ts expects one hit for it). */
const TITLE = `港口岸桥远程操控 ${Date.now() % 100_000} / Remote control of quay cranes`;
const BUDGET_FEN = 90_000_00;

const shot = (page: Page, info: TestInfo, name: string) => page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });

const FORM = (score: number, year1: number) => ({
  yearlyTotalsWan: [year1, 24_000, 28_000, 32_000, 36_000],
  projectSharePct: 5,
  marketValueWan: 7_000,
  competitionScore: score,
  evidence: 'Port authority statistics and two terminal operators interviewed',
  comments: '',
});

let requirement: Requirement | undefined;
let pool = 0;

test.describe.serial('the detailed market assessment', () => {
  test('set-up through the API: a requirement paid and put into the pre-review, the assessors invited', async ({ request }) => {
    test.setTimeout(120_000);
    const publisher = await signin(request, PUBLISHER.email, PUBLISHER.password);
    const draft = await api<Requirement>(request, publisher, 'POST', '/requ/v1/owner/modify', {
      title: TITLE, industryId: 1, industrySubId: 102, categoryId: 1, durationDays: 120, budgetFen: BUDGET_FEN,
      detailsHtml: '<p>岸桥远程操控与自动着箱，单人同时监控四台岸桥。</p>', keywords: ['港口', 'port'], institutions: '',
    });
    expect(draft.code, draft.msg).toBe(200);
    expect((await api(request, publisher, 'POST', '/requ/v1/owner/submit', { id: draft.data.id, agreed: true })).code).toBe(200);
    const ops = await signin(request, OPS.email, OPS.password);
    expect((await api(request, ops, 'POST', `/ops/v1/requirements/${draft.data.id}/approve`)).code).toBe(200);
    for (const [i, assessor] of ASSESSORS.entries()) {
      const invitation = await invitationTo(request, assessor, draft.data.id, 1);
      const token = await signin(request, assessor.email, assessor.password);
      expect((await api(request, token, 'POST', '/requ/v1/invitation/handle', { id: invitation.id, accept: true })).code).toBe(200);
      const answered = await api(request, token, 'POST', '/requ/v1/market/evaluate/submit', { id: invitation.id, marketSize: ['100-500', '500-1000', '100-500'][i] });
      expect(answered.code, answered.msg).toBe(200);
    }
    await expect.poll(() => stateOf(request, draft.data.id), { message: 'the fee is due' }).toBe('feeDue.choosingMode');
    const quote = await api<{ minFeeFen: number }>(request, publisher, 'GET', `/requ/v1/fee/quote/${draft.data.id}`);
    const paid = await request.post(`${apiUrl}/requ/v1/fee/pay`, {
      headers: { authorization: `Bearer ${publisher}`, 'accept-language': 'en', 'idempotency-key': randomUUID() },
      data: { id: draft.data.id, amountFen: quote.data.minFeeFen, transactionPassword: PAY_PASSWORD },
    });
    expect(((await paid.json()) as { code: number }).code).toBe(200);
    const started = await api<Requirement>(request, ops, 'POST', `/ops/v1/requirements/${draft.data.id}/start-pre-review`, {});
    expect(started.code, started.msg).toBe(200);
    expect(started.data.state).toBe('preReview.marketAssessment');
    requirement = { ...draft.data, state: started.data.state };
    const invitation = await invitationTo(request, ASSESSORS[0], requirement.id, 6);
    expect(invitation.status).toBe(0);
    pool = invitation.payBack;
    expect(pool).toBeGreaterThan(0);
  });

  test('an assessor accepts, saves a draft, meets 请先完善表单 until the form is complete, and submits (Chinese)', async ({ page }, info) => {
    test.setTimeout(240_000);
    expect(requirement, 'the requirement of the set-up').toBeTruthy();
    const invitation = await invitationTo(page.request, ASSESSORS[0], requirement!.id, 6);
    await signInAs(page, ASSESSORS[0], 'zh');

    // the invitation: accept it there (the spec's confirmation) and on to the form
    await page.goto(`/inviteDetail?id=${invitation.id}`);
    await arrived(page.getByRole('heading', { level: 1, name: '邀请：详细市场评估' })).toBeVisible();
    await page.getByRole('button', { name: buttonName('接受') }).click();
    await page.getByRole('dialog').filter({ hasText: '确定接受该邀请吗？' }).getByRole('button', { name: buttonName('接受') }).click();
    await expect(toast(page, '已接受')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/evaluate\\?id=${invitation.id}$`));
    await arrived(page.getByRole('heading', { level: 1, name: '详细市场评估' })).toBeVisible();
    const task = page.getByTestId('assessment-task');
    await expect(task).toContainText(`${(pool / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} 平台币`);
    await expect(task).toContainText('平分');
    await expect(task.getByText('任务剩余时间')).toBeVisible();

    // a partial draft; Enter in a field submits nothing
    const form = page.getByTestId('assessment-form');
    await arrived(form).toBeVisible();
    const submit = form.getByRole('button', { name: buttonName('提交') });
    await expect(form.getByTestId('assessment-incomplete')).toContainText('请先完善表单');
    await expect(submit).toBeDisabled();
    await page.getByLabel('第1年').fill('20000');
    await page.getByLabel('第1年').press('Enter');
    await page.getByLabel('依据', { exact: true }).fill('港务局统计年鉴');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await form.getByRole('button', { name: '保存草稿' }).click();
    await expect(toast(page, '草稿已保存')).toBeVisible();
    await expect(form.getByTestId('assessment-incomplete')).toContainText('请填写第2年的市场总额（万元）');
    await expect(submit).toBeDisabled();
    await shot(page, info, 'assessment-draft');

    // the draft is kept: a reload shows it
    await page.reload();
    await arrived(page.getByLabel('第1年')).toHaveValue('20000');
    await expect(page.getByLabel('依据', { exact: true })).toHaveValue('港务局统计年鉴');

    // the rest of the form; the grade follows the score
    for (const [year, total] of [[2, '24000'], [3, '28000'], [4, '32000'], [5, '36000']] as const) await page.getByLabel(`第${year}年`).fill(total);
    await page.getByLabel('项目占比（%）').fill('5.5');
    await page.getByLabel('市场价值（万元）').fill('7000');
    await page.getByLabel('竞争力评分（0-100）').fill('90');
    await expect(form.getByTestId('assessment-grade')).toContainText('A');
    await page.getByLabel('竞争力评分（0-100）').fill('78');
    await expect(form.getByTestId('assessment-grade')).toContainText('B');
    await page.getByLabel('竞争力评分（0-100）').press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(form.getByTestId('assessment-incomplete')).toHaveCount(0);
    await expect(submit).toBeEnabled();
    await shot(page, info, 'assessment-complete');

    // Submit asks first (it is final)
    await submit.click();
    await page.getByRole('dialog').filter({ hasText: '确定提交详细市场评估吗？' }).getByRole('button', { name: buttonName('提交') }).click();
    await expect(toast(page, '提交成功')).toBeVisible();
    await arrived(page.getByTestId('assessment-submitted')).toBeVisible();
    await expect(page.getByTestId('assessment-form')).toHaveCount(0);
    const mine = page.getByTestId('assessment-readonly');
    await expect(mine).toContainText('20,000 万元');
    await expect(mine).toContainText('5.5%');
    const table = page.getByTestId('assessment-summary-table');
    await arrived(table.getByRole('columnheader', { name: '评估方 1' })).toBeVisible();
    await expect(table.getByTestId('assessment-row-grade')).toContainText('B');
    await shot(page, info, 'assessment-submitted');
  });

  test('a second assessor submits in English, a third through the API: the quorum moves the requirement on', async ({ page }, info) => {
    test.setTimeout(240_000);
    const id = requirement!.id;
    const second = await invitationTo(page.request, ASSESSORS[1], id, 6);
    const token = await signin(page.request, ASSESSORS[1].email, ASSESSORS[1].password);
    expect((await api(page.request, token, 'POST', '/requ/v1/invitation/handle', { id: second.id, accept: true })).code).toBe(200);
    await signInAs(page, ASSESSORS[1], 'en');
    await page.goto(`/en/evaluate?id=${second.id}`);
    await arrived(page.getByRole('heading', { level: 1, name: 'Detailed market assessment' })).toBeVisible();
    const form = page.getByTestId('assessment-form');
    await expect(form.getByTestId('assessment-incomplete')).toContainText('Complete form');
    await expect(form.getByRole('button', { name: 'Submit' })).toBeDisabled();
    for (const [year, total] of [[1, '22000'], [2, '26000'], [3, '30000'], [4, '34000'], [5, '38000']] as const) await page.getByLabel(`Year ${year}`).fill(total);
    await page.getByLabel('Project share (%)').fill('4');
    await page.getByLabel('Market value (10k RMB)').fill('6000');
    await page.getByLabel('Competition score (0-100)').fill('60');
    await expect(form.getByTestId('assessment-grade')).toContainText('C');
    await expect(form.getByTestId('assessment-incomplete')).toContainText('Enter the evidence');
    await page.getByLabel('Evidence', { exact: true }).fill('Terminal operators’ capital plans');
    await expect(form.getByTestId('assessment-incomplete')).toHaveCount(0);
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog').filter({ hasText: 'Submit your detailed market assessment?' }).getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Submitted')).toBeVisible();
    const table = page.getByTestId('assessment-summary-table');
    await arrived(table.getByRole('columnheader', { name: 'Assessor 2' })).toBeVisible();
    await expect(table.getByTestId('assessment-row-grade')).toContainText('C');
    await shot(page, info, 'assessment-submitted-en');
    await resetSavedLanguage(page.request, ASSESSORS[1], 'zh');

    // the third form (API) is the quorum: the step closes and project analysis starts
    const third = await invitationTo(page.request, ASSESSORS[2], id, 6);
    const thirdToken = await signin(page.request, ASSESSORS[2].email, ASSESSORS[2].password);
    expect((await api(page.request, thirdToken, 'POST', '/requ/v1/invitation/handle', { id: third.id, accept: true })).code).toBe(200);
    const submitted = await api(page.request, thirdToken, 'POST', '/requ/v1/market/assessment/submit', { id: third.id, form: FORM(88, 19_000) });
    expect(submitted.code, submitted.msg).toBe(200);
    await expect.poll(() => stateOf(page.request, id), { message: 'project analysis' }).toBe('preReview.analysis');
  });

  test('the publisher sees the assessments side by side with the aggregate; the assessor’s coin records show the fee', async ({ page }, info) => {
    test.setTimeout(180_000);
    const { id } = requirement!;
    await signInAs(page, PUBLISHER, 'zh');
    await page.goto(`/taskDetail2?id=${id}`);
    await arrived(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByTestId('pre-review-current')).toHaveText('项目分析');
    const steps = page.getByTestId('pre-review-steps');
    await expect(steps).toContainText('详细市场评估');
    await expect(steps).toContainText('已完成');
    const table = page.getByTestId('assessment-summary-table');
    for (const n of [1, 2, 3]) await arrived(table.getByRole('columnheader', { name: `评估方 ${n}` })).toBeVisible();
    await expect(page.getByTestId('pre-review-assessments')).toContainText('共 3 份评估');
    // year 1: 20 000, 22 000, 19 000 → mean 20 333, median 20 000, range 19 000 – 22 000
    await expect(table.getByTestId('assessment-row-year-1')).toContainText('20,333');
    await expect(table.getByTestId('assessment-row-year-1')).toContainText('19,000 – 22,000');
    await expect(table.getByTestId('assessment-row-grade')).toContainText('A 1 · B 1 · C 1 · D 0');
    await expect(page.getByTestId('assessment-yearly-chart').locator('svg')).toBeVisible();
    await expect(page.getByTestId('assessment-grade-chart').locator('svg')).toBeVisible();
    await expect(page.getByRole('img', { name: '3 份评估的五年市场总额平均值与中位数柱状图' })).toBeVisible();
    await shot(page, info, 'pre-review-detail');

    // the assessor's coin wallet: the assessment fee, a third of the pool
    await signInAs(page, ASSESSORS[0], 'zh');
    await page.goto('/personal/wallet/daCoinWallet');
    const fee = (pool / 3 / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    await arrived(page.getByRole('row').filter({ hasText: '评审劳务费' }).filter({ hasText: fee }).first()).toBeVisible();
    await shot(page, info, 'coin-wallet-fee');
  });
});
