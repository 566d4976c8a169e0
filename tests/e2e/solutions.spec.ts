/**
 * Solutions and their expert review (issue 12, stage 2 steps 3 and 4, invitations of kinds 5 and 7), on the demo
 * people of services/requirements/demo.ts with a requirement of its own. Runs in the project `stage-two-clock` (after `deadlines`) because it
 * moves the services' clock (POST /dev/clock/advance, PORTAL_TEST_HOOKS only).
 *
 * Set-up through the services' HTTP API (not the subject), as services/requirements/solution.test.ts's
 * `inSolicitation`: published, evaluated, paid, pre-review started, assessed; assessor3 (in the hall as a solution
 * provider) submits a plan; the analysis window ends; the approved experts (assessor1, funder1) score it; the review
 * window ends and the plan is selected: the solicitation opens.
 * - The provider (assessor3), in Chinese, accepts the kind-5 invitation, opens the sub-topic, accepts the terms and
 *   walks the five steps (Enter submits nothing), saving each, and submits after a confirmation; read-only after.
 * - The solicitation window ends (clock): the experts are invited to review (kind 7).
 * - Expert 1, in English, cannot close the guidelines into scoring, acknowledges them, must comment, scores and
 *   submits; expert 2 through the API. The stage completes: the publisher reads the passed solution on /taskDetail2
 *   (Chinese) and expert 1's coin records show the fee earned.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from './support/fixtures';
import { api, OPS, signin } from './support/member-api';
import { apiUrl } from './support/portal';
import { audit } from './support/axe';
import { acceptOnDetail, advance, ANALYST, arrived, ASSESSORS, DAY, invitationTo, PAY_PASSWORD, PUBLISHER, requirementWithFeeDue, REVIEWERS, signInAs, stateOf, toast, type Requirement } from './support/stage-two';

const TITLE = `尾矿库安全监测 ${Date.now() % 100_000} / Tailings dam monitoring`;

let requirement: Requirement | undefined;
const PROVIDER = ANALYST;

test.describe.serial('solutions and their expert review', () => {
  test('set-up through the API: a requirement in the solicitation', async ({ request }) => {
    test.setTimeout(240_000);
    const analyst = await signin(request, ANALYST.email, ANALYST.password);
    expect((await api(request, analyst, 'POST', '/requ/v1/pro-hall/join', { kinds: ['5', '1', '4'], industryIds: [1] })).code).toBe(200);
    const publisher = await signin(request, PUBLISHER.email, PUBLISHER.password);
    const published = await requirementWithFeeDue(request, publisher, {
      title: TITLE, durationDays: 120, budgetFen: 60_000_00, detailsHtml: '<p>尾矿库坝体位移与浸润线在线监测。</p>', keywords: ['尾矿库', 'tailings'],
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
      expect((await api(request, token, 'POST', '/requ/v1/market/assessment/submit', { id: invitation.id, form })).code).toBe(200);
    }
    await expect.poll(() => stateOf(request, published.id)).toBe('preReview.analysis');
    // the analyst's plan
    const analysis = await invitationTo(request, ANALYST, published.id, 3);
    const analystToken = await signin(request, ANALYST.email, ANALYST.password);
    expect((await api(request, analystToken, 'POST', '/requ/v1/invitation/handle', { id: analysis.id, accept: true })).code).toBe(200);
    const subTopic = { title: '坝体位移在线监测', categoryId: 1, keywords: ['位移'], researchContent: '北斗与光纤结合的坝体位移监测', expectedResults: '一套在线监测系统', metrics: [{ name: '位移精度', target: '≤ 2 mm' }], technicalBasis: '已有北斗监测站', integration: false };
    const plan = await api<{ planId: number }>(request, analystToken, 'POST', '/requ/v1/analysis/plan/submit', { id: analysis.id, subTopics: [subTopic] });
    expect(plan.code, plan.msg).toBe(200);
    await advance(request, 15 * DAY);
    await expect.poll(() => stateOf(request, published.id), { timeout: 30_000 }).toBe('preReview.analysisReview');
    for (const reviewer of REVIEWERS) {
      const invitation = await invitationTo(request, reviewer, published.id, 4);
      const token = await signin(request, reviewer.email, reviewer.password);
      expect((await api(request, token, 'POST', '/requ/v1/invitation/handle', { id: invitation.id, accept: true })).code).toBe(200);
      const scores = { coverage: 8, feasibility: 8, clarity: 8, metrics: 8 };
      const done = await api(request, token, 'POST', '/requ/v1/review/scores/submit', { id: invitation.id, reviews: [{ itemId: plan.data.planId, scores, comment: '' }] });
      expect(done.code, done.msg).toBe(200);
    }
    // more experts were invited than answer here: the review window ends and the plan (mean 80) is selected
    await advance(request, 8 * DAY);
    await expect.poll(() => stateOf(request, published.id), { timeout: 30_000 }).toBe('preReview.solicitation');
    requirement = published;
  });

  test('the provider accepts the terms, walks the five steps and submits (Chinese)', async ({ page }) => {
    test.setTimeout(240_000);
    const invitation = await invitationTo(page.request, PROVIDER, requirement!.id, 5);
    await signInAs(page, PROVIDER, 'zh');
    await acceptOnDetail(page, invitation.id, 'zh', '/provideSolutions');
    await arrived(page.getByRole('heading', { level: 1, name: '方案征集：子课题' })).toBeVisible();
    await expect(page.getByTestId('topic-1-state')).toContainText('未开始');
    await audit(page, 'zh solution topics');
    await page.getByTestId('topic-1-open').click();
    await arrived(page.getByTestId('solution-terms')).toBeVisible();
    await expect(page.getByTestId('solution-topic')).toContainText('北斗与光纤结合的坝体位移监测');
    await audit(page, 'zh solution terms');
    await page.getByTestId('solution-accept').click();

    // step 1
    await arrived(page.getByTestId('solution-step-1')).toBeVisible();
    await page.getByLabel('摘要').fill('北斗加分布式光纤的坝体形变监测');
    await page.getByLabel('摘要').press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByLabel('技术路线', { exact: true }).fill('北斗基准站与分布式光纤传感结合，边缘计算实时预警');
    await audit(page, 'zh solution step 1');
    await page.getByTestId('solution-save-next').click();
    await expect(toast(page, '草稿已保存')).toBeVisible();
    // step 2: rich text
    await arrived(page.getByTestId('solution-step-2')).toBeVisible();
    const editor = page.locator('#solution-detail .ql-editor');
    await arrived(editor).toBeVisible();
    await editor.click();
    await page.keyboard.type('光纤布设方案与信号处理流程');
    await page.getByTestId('solution-save-next').click();
    // step 3: team
    await arrived(page.getByTestId('solution-step-3')).toBeVisible();
    await page.getByTestId('member-add').click();
    await page.getByLabel('成员 1：姓名').fill('李伟');
    await page.getByLabel('成员 1：角色').fill('负责人');
    await page.getByLabel('成员 1：专长').fill('光纤传感');
    await page.getByTestId('solution-save-next').click();
    // step 4: cost in yuan, duration, a milestone
    await arrived(page.getByTestId('solution-step-4')).toBeVisible();
    await page.getByLabel('成本（元）').fill('500000');
    await page.getByLabel(/工期/).fill('180');
    await page.getByTestId('milestone-add').click();
    await page.getByLabel('里程碑 1：名称').fill('试点');
    await page.getByLabel('里程碑 1：开始后第几天').fill('90');
    await page.getByLabel('里程碑 1：交付物').fill('一个库区');
    await audit(page, 'zh solution step 4');
    await page.getByTestId('solution-save-next').click();
    // step 5: review and submit
    await arrived(page.getByTestId('solution-review')).toContainText('¥500,000.00');
    await expect(page.getByTestId('solution-review')).toContainText('李伟');
    await audit(page, 'zh solution review step');
    await page.getByTestId('solution-submit').click();
    await page.getByRole('dialog').filter({ hasText: '确定提交方案？' }).getByRole('button', { name: '提交方案' }).click();
    await arrived(page.getByTestId('solution-submitted')).toBeVisible();
    await expect(page.getByTestId('solution-status')).toContainText('已提交');
    await expect(page.getByTestId('solution-readonly')).toContainText('光纤布设方案与信号处理流程');
  });

  test('the window ends; expert 1 acknowledges the guidelines and scores with a comment (English), expert 2 through the API', async ({ page }) => {
    test.setTimeout(240_000);
    await advance(page.request, 22 * DAY);
    await expect.poll(() => stateOf(page.request, requirement!.id), { timeout: 30_000 }).toBe('preReview.expertReview');
    const first = await invitationTo(page.request, REVIEWERS[0], requirement!.id, 7);
    await signInAs(page, REVIEWERS[0], 'en');
    await acceptOnDetail(page, first.id, 'en', '/resolve');
    const guidelines = page.getByRole('dialog').filter({ hasText: 'Review guidelines' });
    await arrived(guidelines).toBeVisible();
    await audit(page, 'en expert guidelines dialog');
    // closing leaves no form: the guidelines first
    await guidelines.getByTestId('review-guidelines-close').click();
    await expect(page.getByTestId('review-guidelines-first')).toBeVisible();
    await expect(page.getByTestId('review-submit')).toHaveCount(0);
    await page.getByTestId('review-guidelines-first').getByRole('button', { name: 'Read the guidelines' }).click();
    await guidelines.getByTestId('review-guidelines-ack').click();
    await expect(guidelines).toBeHidden();
    await arrived(page.getByTestId('solution-1')).toContainText('李伟');
    for (const name of ['Technical approach', 'Innovation', 'Team capability', 'Reasonable cost and schedule', 'Risk control']) await page.getByLabel(`Solution 1: ${name}`).fill('8');
    await expect(page.getByTestId('review-total-1')).toContainText('80.0');
    await page.getByTestId('review-submit').click();
    await expect(page.getByTestId('review-incomplete')).toBeVisible();
    await page.getByLabel('Comment on solution 1').fill('Sound approach; the pilot is well scoped.');
    await audit(page, 'en expert scoring form');
    await page.getByTestId('review-submit').click();
    await page.getByRole('dialog').filter({ hasText: 'Submit your scores?' }).getByRole('button', { name: 'Submit scores' }).click();
    await expect(page.getByTestId('review-submitted')).toBeVisible();

    const second = await invitationTo(page.request, REVIEWERS[1], requirement!.id, 7);
    const token = await signin(page.request, REVIEWERS[1].email, REVIEWERS[1].password);
    expect((await api(page.request, token, 'POST', '/requ/v1/invitation/handle', { id: second.id, accept: true })).code).toBe(200);
    expect((await api(page.request, token, 'POST', '/requ/v1/review/guidelines', { id: second.id })).code).toBe(200);
    const task = await api<{ items: Array<{ itemId: number }> }>(page.request, token, 'GET', `/requ/v1/review/task/${second.id}`);
    const scores = { approach: 9, innovation: 8, team: 8, cost: 8, risk: 8 };
    const done = await api(page.request, token, 'POST', '/requ/v1/review/scores/submit', { id: second.id, reviews: task.data.items.map((i) => ({ itemId: i.itemId, scores, comment: 'Convincing' })) });
    expect(done.code, done.msg).toBe(200);
    // more experts were invited than answer here: the review window ends and the solution (mean 81) passes
    await advance(page.request, 8 * DAY);
    await expect.poll(() => stateOf(page.request, requirement!.id), { timeout: 30_000 }).toBe('preReview.complete');
  });

  test('the publisher reads the passed solution on /taskDetail2 (Chinese); the expert’s coin records show the fee (English)', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, PUBLISHER, 'zh');
    await page.goto(`/taskDetail2?id=${requirement!.id}`);
    const section = page.getByTestId('pre-review-solutions');
    await arrived(section).toBeVisible();
    await expect(section.getByTestId('pre-review-complete')).toContainText('预评审完成');
    await arrived(section.getByTestId('solutions-announcement')).toContainText('通过：方案 1');
    await expect(section.getByTestId('solution-1')).toContainText('北斗加分布式光纤的坝体形变监测');
    await expect(section).toContainText('坝体位移在线监测');
    await audit(page, 'zh pre-review detail with the passed solution');

    await signInAs(page, REVIEWERS[0], 'en');
    await page.goto('/personal/wallet/record/flowRecord');
    await arrived(page.getByText('Assessment fee earned').first()).toBeVisible();
  });
});
