/**
 * Project analysis and its review (issue 12, stage 2 steps 1 and 2, invitations of kinds 3 and 4), on the demo people
 * of services/requirements/demo.ts with a requirement of its own. Runs in the project `stage-two-clock` (after `deadlines`) (after every other
 * browser test) because it moves the services' clock (POST /dev/clock/advance, PORTAL_TEST_HOOKS only).
 *
 * Set-up through the services' HTTP API (not the subject): assessor3 joins the hall as a solution provider (kind 3
 * goes to them); the publisher publishes, operations approve, the three assessors evaluate, the fee is paid, operations
 * start the pre-review and the three detailed assessments reach the quorum: project analysis opens.
 * - The analyst (assessor3), in Chinese, accepts the kind-3 invitation and is taken to the plan: Enter in a field
 *   submits nothing; 请先完善表单 until the sub-topic is complete; a draft is saved; Submit asks first; then read-only.
 * - The analysis window ends (clock): the approved experts (assessor1, funder1) are invited to review.
 * - Reviewer 1, in Chinese, acknowledges the guidelines, reads the scorecard, scores with the live weighted total,
 *   submits after a confirmation. Reviewer 2, in English, closes the guidelines without acknowledging and submits.
 * - The review window ends (clock): the plan passes and is selected; the publisher reads the announcement on
 *   /taskDetail2.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from './support/fixtures';
import { api, OPS, signin } from './support/member-api';
import { apiUrl } from './support/portal';
import { audit } from './support/axe';
import { acceptOnDetail, advance, ANALYST, arrived, ASSESSORS, DAY, invitationTo, PAY_PASSWORD, PUBLISHER, requirementWithFeeDue, REVIEWERS, signInAs, stateOf, toast, type Requirement } from './support/stage-two';

const TITLE = `矿井通风智能调控 ${Date.now() % 100_000} / Smart mine ventilation`;

let requirement: Requirement | undefined;

test.describe.serial('project analysis and its review', () => {
  test('set-up through the API: a requirement in project analysis, a solution provider invited', async ({ request }) => {
    test.setTimeout(180_000);
    const analyst = await signin(request, ANALYST.email, ANALYST.password);
    const joined = await api(request, analyst, 'POST', '/requ/v1/pro-hall/join', { kinds: ['5', '1', '4'], industryIds: [1] });
    expect(joined.code, joined.msg).toBe(200);
    const publisher = await signin(request, PUBLISHER.email, PUBLISHER.password);
    const published = await requirementWithFeeDue(request, publisher, {
      title: TITLE, durationDays: 120, budgetFen: 60_000_00, detailsHtml: '<p>井下通风按需调控，降低能耗并保证瓦斯浓度安全。</p>', keywords: ['通风', 'ventilation'],
    });
    const ops = await signin(request, OPS.email, OPS.password);
    const quote = await api<{ minFeeFen: number }>(request, publisher, 'GET', `/requ/v1/fee/quote/${published.id}`);
    const paid = await request.post(`${apiUrl}/requ/v1/fee/pay`, {
      headers: { authorization: `Bearer ${publisher}`, 'accept-language': 'en', 'idempotency-key': randomUUID() },
      data: { id: published.id, amountFen: quote.data.minFeeFen, transactionPassword: PAY_PASSWORD },
    });
    expect(((await paid.json()) as { code: number }).code).toBe(200);
    expect((await api(request, ops, 'POST', `/ops/v1/requirements/${published.id}/start-pre-review`, {})).code).toBe(200);
    for (const assessor of ASSESSORS) {
      const invitation = await invitationTo(request, assessor, published.id, 6);
      const token = await signin(request, assessor.email, assessor.password);
      expect((await api(request, token, 'POST', '/requ/v1/invitation/handle', { id: invitation.id, accept: true })).code).toBe(200);
      const form = { yearlyTotalsWan: [100, 200, 300, 400, 500], projectSharePct: 5, marketValueWan: 900, competitionScore: 80, evidence: 'Mine safety statistics', comments: '' };
      const sent = await api(request, token, 'POST', '/requ/v1/market/assessment/submit', { id: invitation.id, form });
      expect(sent.code, sent.msg).toBe(200);
    }
    await expect.poll(() => stateOf(request, published.id)).toBe('preReview.analysis');
    requirement = published;
  });

  test('the analyst writes a sub-topic, saves a draft and submits the plan (Chinese)', async ({ page }) => {
    test.setTimeout(180_000);
    const invitation = await invitationTo(page.request, ANALYST, requirement!.id, 3);
    await signInAs(page, ANALYST, 'zh');
    await acceptOnDetail(page, invitation.id, 'zh', '/projectAnalysisReviewSubProject');
    await arrived(page.getByRole('heading', { level: 1, name: '项目分析：子课题分解' })).toBeVisible();
    const form = page.getByTestId('plan-form');
    const submit = form.getByTestId('plan-submit');
    await expect(form.getByTestId('plan-incomplete')).toContainText('请先完善表单');
    await expect(submit).toBeDisabled();

    await page.getByLabel('子课题名称').fill('井下风量按需调控模型');
    await page.getByLabel('子课题名称').press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await form.getByTestId('plan-save').click();
    await expect(toast(page, '草稿已保存')).toBeVisible();
    await expect(form.getByTestId('plan-incomplete')).toContainText('子课题1：请选择子课题类别');
    await audit(page, 'zh breakdown plan form');

    await page.getByLabel('类别').click();
    await page.locator('.ant-select-item-option').first().click();
    await page.getByLabel('研究内容').fill('基于传感网络的风量需求预测与风机联动控制');
    await page.getByLabel('预期成果').fill('一套可在两个采区部署的调控系统');
    await page.getByLabel('指标1名称').fill('通风能耗下降');
    await page.getByLabel('指标1目标值').fill('≥ 15%');
    await page.getByLabel('现有技术基础').fill('已有井下环境监测网络与风机变频改造经验');
    await expect(submit).toBeEnabled();
    await submit.click();
    await page.getByRole('dialog').filter({ hasText: '确定提交分解方案吗？' }).getByRole('button', { name: '提交方案' }).click();
    await expect(page.getByTestId('plan-submitted')).toBeVisible();
    await expect(page.getByTestId('plan-status')).toContainText('已提交');
    await expect(page.getByTestId('plan-readonly')).toContainText('井下风量按需调控模型');
    await audit(page, 'zh submitted breakdown plan');
  });

  test('the analysis window ends; two experts score the plan (Chinese, then English); the review selects it', async ({ page }) => {
    test.setTimeout(240_000);
    await advance(page.request, 15 * DAY);
    await expect.poll(() => stateOf(page.request, requirement!.id), { timeout: 30_000 }).toBe('preReview.analysisReview');

    // reviewer 1 (Chinese): acknowledges the guidelines, scores with the live total, submits after a confirmation
    const first = await invitationTo(page.request, REVIEWERS[0], requirement!.id, 4);
    await signInAs(page, REVIEWERS[0], 'zh');
    await acceptOnDetail(page, first.id, 'zh', '/projectAnalysisReviewReview');
    const guidelines = page.getByRole('dialog').filter({ hasText: '评审须知' });
    await arrived(guidelines).toBeVisible();
    await expect(guidelines).toContainText('法律责任');
    await audit(page, 'zh review guidelines dialog');
    await guidelines.getByTestId('review-guidelines-ack').click();
    await expect(guidelines).toBeHidden();
    await expect(page.getByTestId('review-task')).toContainText('是');
    await expect(page.getByTestId('scorecard')).toContainText('覆盖需求的完整性');
    await expect(page.getByTestId('scorecard-pass')).toContainText('60');
    const plan = page.getByTestId('review-plan-1');
    await arrived(plan).toContainText('井下风量按需调控模型');
    const scores = [8, 7, 9, 6];
    const criteria = ['覆盖需求的完整性', '技术可行性', '子课题划分清晰度', '预期成果指标可考核'];
    for (const [i, name] of criteria.entries()) {
      await page.getByLabel(`方案1：${name}`).fill(String(scores[i]));
      await page.getByLabel(`方案1：${name}`).press('Enter');
    }
    // 30×8 + 30×7 + 20×9 + 20×6 = 750 tenths
    await expect(page.getByTestId('review-total-1')).toContainText('75.0');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByTestId('review-submit').click();
    await page.getByRole('dialog').filter({ hasText: '确定提交评分吗？' }).getByRole('button', { name: '提交评分' }).click();
    await expect(page.getByTestId('review-submitted')).toBeVisible();
    await expect(page.getByTestId('review-readonly')).toContainText('75.0');

    // reviewer 2 (English): closes the guidelines without acknowledging, must score every criterion, submits
    const second = await invitationTo(page.request, REVIEWERS[1], requirement!.id, 4);
    await signInAs(page, REVIEWERS[1], 'en');
    await acceptOnDetail(page, second.id, 'en', '/projectAnalysisReviewReview');
    const dialog = page.getByRole('dialog').filter({ hasText: 'Review guidelines' });
    await arrived(dialog).toBeVisible();
    await dialog.getByTestId('review-guidelines-close').click();
    await expect(page.getByTestId('scorecard')).toContainText('Technical feasibility');
    await page.getByLabel('Plan 1: Covers the whole requirement').fill('7');
    await page.getByTestId('review-submit').click();
    await expect(page.getByTestId('review-incomplete')).toContainText('Score every criterion');
    for (const name of ['Technical feasibility', 'Clear sub-topics', 'Measurable expected results']) await page.getByLabel(`Plan 1: ${name}`).fill('7');
    await expect(page.getByTestId('review-total-1')).toContainText('70.0');
    await audit(page, 'en review scoring form');
    await page.getByLabel('Comment on plan 1').fill('Sound split; metrics could be sharper.');
    await page.getByTestId('review-submit').click();
    await page.getByRole('dialog').filter({ hasText: 'Submit your scores?' }).getByRole('button', { name: 'Submit scores' }).click();
    await expect(page.getByTestId('review-submitted')).toBeVisible();

    // the review window ends: the plan passes (mean 72.5) and is selected
    await advance(page.request, 8 * DAY);
    await expect.poll(() => stateOf(page.request, requirement!.id), { timeout: 30_000 }).toBe('preReview.solicitation');
    // the selection is an after-commit effect of that step, run by the scheduler's next poll
    await expect
      .poll(async () => {
        const publisher = await signin(page.request, PUBLISHER.email, PUBLISHER.password);
        const plans = await api<{ plans: Array<{ state: string }> }>(page.request, publisher, 'POST', '/requ/v1/analysis/plans', { requirementNo: requirement!.requirementNo });
        return plans.data.plans.map((p) => p.state);
      }, { timeout: 30_000 })
      .toEqual(['selected']);
  });

  test('the publisher reads the selection on the pre-review detail (English)', async ({ page }) => {
    await signInAs(page, PUBLISHER, 'en');
    await page.goto(`/taskDetail2?id=${requirement!.id}`);
    const plans = page.getByTestId('pre-review-plans');
    await arrived(plans).toBeVisible();
    await expect(plans.getByTestId('plans-announcement')).toContainText('plan 1 is selected');
    await expect(plans.getByTestId('plan-1')).toContainText('Selected');
    await expect(plans.getByTestId('plan-1')).toContainText('井下风量按需调控模型');
    await audit(page, 'en pre-review detail with the selected plan');
  });
});
