/**
 * The whole pre-review (issue 12, stage 2: "Done when"), walked in the browser by each person, in Chinese and then in
 * English, each on its own demo requirement that is paid and waiting for operations (services/requirements/demo.ts:
 * '固态电池电解质配方优化' and '隧道衬砌病害智能识别'; no earlier spec changes them, hall.spec.ts only looks at the first).
 *
 * 1. Operations start the pre-review in the drawer of /operations/requirements (confirmed; 'Pre-review started').
 * 2. A market assessor accepts the kind-6 invitation (its details show the pool it pays) and files the detailed
 *    assessment on /evaluate.
 * 3. A solution provider accepts kind 3 and submits a breakdown plan of two sub-topics.
 * 4. The two approved experts accept kind 4, acknowledge the guidelines and score the plan; it is selected.
 * 5. Both solution providers accept kind 5 and each walks one sub-topic's solution through the five steps.
 * 6. An approved expert who is no provider accepts kind 7, acknowledges the guidelines in the dialog and scores each
 *    solution with a comment.
 * 7. The stage completes: the publisher reads 'Pre-review complete' and the passed solutions on /taskDetail2.
 * 8. Each paid person opens the coin wallet and finds the assessment fee: the pool their invitation showed, shared
 *    equally by the tasks of that kind that were done (review-fee-settlement.ts `payTaskFees`).
 *
 * The quorum of the evaluative steps is 3 (REQUIREMENT_EVALUATION_QUORUM) and here one assessor, two reviewers and one
 * expert answer, so those steps end with their windows; project analysis and the solicitation always run their whole
 * window. Every window is ended by the services' dev clock (`advance`, POST /dev/clock/advance), the one thing done
 * outside the pages. That is why this spec runs in the project `stage-two-clock`.
 */
import { formatFen } from '../../machines/rules/money';
import { expect, test, type Page } from './support/fixtures';
import { api, OPS, signin } from './support/member-api';
import {
  acceptOnDetail, advance, arrived, ASSESSORS, DAY, invitationTo, openRequirementDrawer, PROVIDERS, PUBLISHER, REVIEWERS, signInAs, stateOf, toast,
  type Invitation, type Requirement, type Who,
} from './support/stage-two';
import { buttonName, confirmInDialog, pickFirstOption } from './support/ui';

type Lang = 'zh' | 'en';

/** Visible texts (src/locales/{zh-CN,en-US}, machines/rules/scorecard.ts, machines/codes/wallet.codes.ts). */
const T = {
  zh: {
    startPreReview: '开始预评审',
    startTitle: /^开始“.+”的预评审？$/,
    started: '预评审已开始',
    year: (n: number) => `第${n}年`,
    share: '项目占比（%）',
    value: '市场价值（万元）',
    score: '竞争力评分（0-100）',
    evidence: '依据',
    submitAssessment: buttonName('提交'),
    confirmAssessment: '确定提交详细市场评估吗？',
    submitted: '提交成功',
    topicTitle: '子课题名称',
    category: '类别',
    research: '研究内容',
    results: '预期成果',
    metricName: '指标1名称',
    metricTarget: '指标1目标值',
    basis: '现有技术基础',
    confirmPlan: '确定提交分解方案吗？',
    submitPlan: '提交方案',
    guidelines: '评审须知',
    planCriteria: ['覆盖需求的完整性', '技术可行性', '子课题划分清晰度', '预期成果指标可考核'],
    planScore: (c: string) => `方案1：${c}`,
    confirmScores: '确定提交评分吗？',
    submitScores: '提交评分',
    summary: '摘要',
    approach: '技术路线',
    member: (f: 'name' | 'role' | 'expertise') => `成员 1：${{ name: '姓名', role: '角色', expertise: '专长' }[f]}`,
    cost: '成本（元）',
    duration: /工期/,
    milestone: (f: 'title' | 'day' | 'deliverable') => `里程碑 1：${{ title: '名称', day: '开始后第几天', deliverable: '交付物' }[f]}`,
    confirmSolution: '确定提交方案？',
    submitSolution: '提交方案',
    solutionCriteria: ['技术路线', '创新性', '团队能力', '成本与进度合理性', '风险控制'],
    solutionScore: (n: number, c: string) => `方案 ${n}：${c}`,
    solutionComment: (n: number) => `方案 ${n} 的评审意见`,
    complete: '预评审完成',
    fee: '评审劳务费',
  },
  en: {
    startPreReview: 'Start the pre-review',
    startTitle: /^Start the pre-review of ".+"\?$/,
    started: 'Pre-review started',
    year: (n: number) => `Year ${n}`,
    share: 'Project share (%)',
    value: 'Market value (10k RMB)',
    score: 'Competition score (0-100)',
    evidence: 'Evidence',
    submitAssessment: 'Submit',
    confirmAssessment: 'Submit your detailed market assessment?',
    submitted: 'Submitted',
    topicTitle: 'Sub-topic title',
    category: 'Category',
    research: 'Research content',
    results: 'Expected results',
    metricName: 'Metric 1 name',
    metricTarget: 'Metric 1 target',
    basis: 'Existing technical basis',
    confirmPlan: 'Submit the breakdown plan?',
    submitPlan: 'Submit the plan',
    guidelines: 'Review guidelines',
    planCriteria: ['Covers the whole requirement', 'Technical feasibility', 'Clear sub-topics', 'Measurable expected results'],
    planScore: (c: string) => `Plan 1: ${c}`,
    confirmScores: 'Submit your scores?',
    submitScores: 'Submit scores',
    summary: 'Summary',
    approach: 'Technical approach',
    member: (f: 'name' | 'role' | 'expertise') => `Member 1: ${f}`,
    cost: 'Cost (yuan)',
    duration: /Duration/,
    milestone: (f: 'title' | 'day' | 'deliverable') => `Milestone 1: ${{ title: 'title', day: 'day from the start', deliverable: 'deliverable' }[f]}`,
    confirmSolution: 'Submit the solution?',
    submitSolution: 'Submit the solution',
    solutionCriteria: ['Technical approach', 'Innovation', 'Team capability', 'Reasonable cost and schedule', 'Risk control'],
    solutionScore: (n: number, c: string) => `Solution ${n}: ${c}`,
    solutionComment: (n: number) => `Comment on solution ${n}`,
    complete: 'Pre-review complete',
    fee: 'Assessment fee earned',
  },
} as const;

/** What each person writes, per language (the two sub-topics, then one solution per provider). */
const CASES = [
  {
    lang: 'zh',
    title: '固态电池电解质配方优化',
    assessor: ASSESSORS[1],
    expert: REVIEWERS[0],
    topics: ['电解质配方高通量筛选', '界面稳定性表征'],
    solutions: ['机器学习辅助的配方筛选平台', '原位表征与界面改性'],
  },
  {
    lang: 'en',
    title: '隧道衬砌病害智能识别',
    assessor: ASSESSORS[2],
    expert: REVIEWERS[1],
    topics: ['Crack and spalling recognition', 'Seepage mapping'],
    solutions: ['Laser and camera fusion on the inspection car', 'Thermal imaging of seepage'],
  },
] as const;

/** A member's part of a pool shared equally by `n` done tasks (largest remainder: an odd fen to the first done). */
const shareOf = (pool: number, n: number, index: number) => Math.floor(pool / n) + (index < pool % n ? 1 : 0);

async function demoRequirement(page: Page, title: string): Promise<Requirement> {
  const ops = await signin(page.request, OPS.email, OPS.password);
  const answer = await api<{ records: Array<Requirement & { title: string }> }>(page.request, ops, 'POST', '/ops/v1/requirements/pages', { pageNum: 1, pageSize: 50, state: 'awaitingPreReview' });
  const found = answer.data.records.find((r) => r.title.startsWith(title));
  expect(found, `the demo data has "${title}" waiting for the pre-review`).toBeDefined();
  return found!;
}

/** The invitation's details show what it pays; accepting there leads to the task's page. */
async function acceptPaid(page: Page, invitation: Invitation, lang: Lang, to: string): Promise<void> {
  await page.goto(`/inviteDetail?id=${invitation.id}`);
  await arrived(page.getByText(formatFen(invitation.payBack), { exact: false }).first()).toBeVisible();
  await acceptOnDetail(page, invitation.id, lang, to);
}

/** The window of the current step ends (dev clock) and the requirement is in the next one. */
async function windowEnds(page: Page, id: number, days: number, next: string): Promise<void> {
  await advance(page.request, days * DAY);
  await expect.poll(() => stateOf(page.request, id), { message: next, timeout: 30_000 }).toBe(next);
}

for (const c of CASES) {
  test(`the whole pre-review, person by person, ends with the fees in the wallets (${c.lang})`, async ({ page }) => {
    // about nine minutes on the shared 2-core machine (every click takes seconds there)
    test.setTimeout(900_000);
    const { lang } = c;
    const t = T[lang];
    const requirement = await demoRequirement(page, c.title);
    const { id } = requirement;
    const [reviewer1, reviewer2] = REVIEWERS;
    const [analyst, provider2] = PROVIDERS;

    // 1. operations start the pre-review in the drawer
    await signInAs(page, OPS, lang);
    await page.goto('/operations/requirements');
    const drawer = await openRequirementDrawer(page, lang, requirement.requirementNo);
    await drawer.getByRole('button', { name: buttonName(t.startPreReview) }).click();
    // the confirmation is named by its question, the drawer by its own title
    await page.getByRole('dialog', { name: t.startTitle }).getByRole('button', { name: buttonName(t.startPreReview) }).click();
    await expect(toast(page, t.started)).toBeVisible();
    await expect(drawer.getByRole('button', { name: buttonName(t.startPreReview) })).toHaveCount(0);
    expect(await stateOf(page.request, id)).toBe('preReview.marketAssessment');

    // 2. the assessor files the detailed market assessment
    const assessment = await invitationTo(page.request, c.assessor, id, 6);
    await signInAs(page, c.assessor, lang);
    await acceptPaid(page, assessment, lang, '/evaluate');
    const form = page.getByTestId('assessment-form');
    await arrived(form).toBeVisible();
    for (const [year, total] of [[1, '30000'], [2, '34000'], [3, '39000'], [4, '45000'], [5, '52000']] as const) await page.getByLabel(t.year(year)).fill(total);
    await page.getByLabel(t.share).fill('3.5');
    await page.getByLabel(t.value).fill('8000');
    await page.getByLabel(t.score).fill('82');
    await page.getByLabel(t.evidence, { exact: true }).fill(lang === 'zh' ? '行业协会年报与两家企业访谈' : 'Industry association reports and two operator interviews');
    await expect(form.getByTestId('assessment-incomplete')).toHaveCount(0);
    await form.getByRole('button', { name: t.submitAssessment }).click();
    await confirmInDialog(page, t.confirmAssessment, t.submitAssessment);
    await expect(toast(page, t.submitted)).toBeVisible();
    await arrived(page.getByTestId('assessment-submitted')).toBeVisible();
    // one form of the quorum's three: the step's window (7 days) ends it, and it pays the assessors' pool to this one
    await windowEnds(page, id, 8, 'preReview.analysis');

    // 3. a solution provider breaks the requirement into two sub-topics
    const analysis = await invitationTo(page.request, analyst, id, 3);
    await signInAs(page, analyst, lang);
    await acceptOnDetail(page, analysis.id, lang, '/projectAnalysisReviewSubProject');
    const plan = page.getByTestId('plan-form');
    await arrived(plan).toBeVisible();
    await plan.getByTestId('topic-add').click();
    for (const [i, title] of c.topics.entries()) {
      const topic = plan.getByTestId(`topic-${i + 1}`);
      await topic.getByLabel(t.topicTitle, { exact: true }).fill(title);
      await pickFirstOption(page, topic.getByLabel(t.category, { exact: true }));
      await topic.getByLabel(t.research, { exact: true }).fill(`${title}: ${lang === 'zh' ? '方法与试验' : 'methods and trials'}`);
      await topic.getByLabel(t.results, { exact: true }).fill(lang === 'zh' ? '样机与测试报告' : 'A prototype and a test report');
      await topic.getByLabel(t.metricName, { exact: true }).fill(lang === 'zh' ? '识别准确率' : 'Accuracy');
      await topic.getByLabel(t.metricTarget, { exact: true }).fill('≥ 95%');
      await topic.getByLabel(t.basis, { exact: true }).fill(lang === 'zh' ? '已有同类项目数据' : 'Data from similar projects');
    }
    await expect(plan.getByTestId('plan-submit'), 'both sub-topics are complete').toBeEnabled();
    await plan.getByTestId('plan-submit').click();
    await confirmInDialog(page, t.confirmPlan, t.submitPlan);
    await arrived(page.getByTestId('plan-submitted')).toBeVisible();
    // project analysis always runs its whole window (14 days)
    await windowEnds(page, id, 15, 'preReview.analysisReview');

    // 4. two experts score the plan
    const reviews: Invitation[] = [];
    for (const reviewer of [reviewer1, reviewer2]) {
      const invitation = await invitationTo(page.request, reviewer, id, 4);
      reviews.push(invitation);
      await signInAs(page, reviewer, lang);
      await acceptPaid(page, invitation, lang, '/projectAnalysisReviewReview');
      const guidelines = page.getByRole('dialog').filter({ hasText: t.guidelines });
      await arrived(guidelines).toBeVisible();
      await guidelines.getByTestId('review-guidelines-ack').click();
      await expect(guidelines).toBeHidden();
      await arrived(page.getByTestId('review-plan-1')).toContainText(c.topics[1]);
      for (const criterion of t.planCriteria) await page.getByLabel(t.planScore(criterion), { exact: true }).fill('8');
      await expect(page.getByTestId('review-total-1')).toContainText('80.0');
      await page.getByTestId('review-submit').click();
      await confirmInDialog(page, t.confirmScores, t.submitScores);
      await arrived(page.getByTestId('review-submitted')).toBeVisible();
    }
    // two reviews of the quorum's three: the window (7 days) ends the step; the plan (mean 80) is selected
    await windowEnds(page, id, 8, 'preReview.solicitation');

    // 5. each provider answers one sub-topic through the five steps
    for (const [i, provider] of [analyst, provider2].entries()) {
      const invitation = await invitationTo(page.request, provider, id, 5);
      await signInAs(page, provider, lang);
      await acceptOnDetail(page, invitation.id, lang, '/provideSolutions');
      await arrived(page.getByTestId(`topic-${i + 1}-open`)).toBeVisible();
      await page.getByTestId(`topic-${i + 1}-open`).click();
      await arrived(page.getByTestId('solution-terms')).toBeVisible();
      await expect(page.getByTestId('solution-topic')).toContainText(c.topics[i]);
      await page.getByTestId('solution-accept').click();
      // step 1: the approach
      await arrived(page.getByTestId('solution-step-1')).toBeVisible();
      await page.getByLabel(t.summary, { exact: true }).fill(c.solutions[i]);
      await page.getByLabel(t.approach, { exact: true }).fill(`${c.solutions[i]}: ${lang === 'zh' ? '试验、建模与验证' : 'trials, models and validation'}`);
      await page.getByTestId('solution-save-next').click();
      // step 2: the technical detail (rich text)
      await arrived(page.getByTestId('solution-step-2')).toBeVisible();
      const editor = page.locator('#solution-detail .ql-editor');
      await arrived(editor).toBeVisible();
      await editor.click();
      await page.keyboard.type(lang === 'zh' ? '设备布设与数据处理流程' : 'Equipment layout and data processing');
      await page.getByTestId('solution-save-next').click();
      // step 3: the team
      await arrived(page.getByTestId('solution-step-3')).toBeVisible();
      await page.getByTestId('member-add').click();
      await page.getByLabel(t.member('name')).fill(['王芳 / Wang Fang', '陈刚 / Chen Gang'][i]);
      await page.getByLabel(t.member('role')).fill(lang === 'zh' ? '负责人' : 'Lead');
      await page.getByLabel(t.member('expertise')).fill(lang === 'zh' ? '材料与算法' : 'Materials and algorithms');
      await page.getByTestId('solution-save-next').click();
      // step 4: cost, duration and a milestone
      await arrived(page.getByTestId('solution-step-4')).toBeVisible();
      await page.getByLabel(t.cost).fill(['400000', '350000'][i]);
      await page.getByLabel(t.duration).fill('150');
      await page.getByTestId('milestone-add').click();
      await page.getByLabel(t.milestone('title')).fill(lang === 'zh' ? '试点' : 'Pilot');
      await page.getByLabel(t.milestone('day')).fill('90');
      await page.getByLabel(t.milestone('deliverable')).fill(lang === 'zh' ? '一处试点' : 'One pilot site');
      await page.getByTestId('solution-save-next').click();
      // step 5: review and submit
      await arrived(page.getByTestId('solution-review')).toContainText(c.solutions[i]);
      await page.getByTestId('solution-submit').click();
      await confirmInDialog(page, t.confirmSolution, t.submitSolution);
      await arrived(page.getByTestId('solution-submitted')).toBeVisible();
    }
    // the solicitation always runs its whole window (21 days)
    await windowEnds(page, id, 22, 'preReview.expertReview');

    // 6. an expert who is no provider acknowledges the guidelines and scores each solution with a comment
    const judging = await invitationTo(page.request, c.expert, id, 7);
    await signInAs(page, c.expert, lang);
    await acceptPaid(page, judging, lang, '/resolve');
    const guidelines = page.getByRole('dialog').filter({ hasText: t.guidelines });
    await arrived(guidelines).toBeVisible();
    await guidelines.getByTestId('review-guidelines-ack').click();
    await expect(guidelines).toBeHidden();
    for (const n of [1, 2]) {
      await arrived(page.getByTestId(`solution-${n}`)).toBeVisible();
      for (const criterion of t.solutionCriteria) await page.getByLabel(t.solutionScore(n, criterion), { exact: true }).fill(String(7 + n));
      await expect(page.getByTestId(`review-total-${n}`)).toContainText(`${(7 + n) * 10}.0`);
      await page.getByLabel(t.solutionComment(n), { exact: true }).fill(lang === 'zh' ? '路线可行，试点范围合理。' : 'A sound approach with a well-scoped pilot.');
    }
    await page.getByTestId('review-submit').click();
    await confirmInDialog(page, t.confirmScores, t.submitScores);
    await arrived(page.getByTestId('review-submitted')).toBeVisible();
    // one review of the quorum's three: the window (7 days) ends it; both solutions (80 and 90) pass
    await windowEnds(page, id, 8, 'preReview.complete');

    // 7. the publisher sees the stage complete and the passed solutions. Passing them is an after-commit effect of
    // that step (`announceResult`, the scheduler's next poll), and the page reads them once: wait for it first.
    await expect
      .poll(async () => {
        const publisher = await signin(page.request, PUBLISHER.email, PUBLISHER.password);
        const list = await api<{ solutions: Array<{ state: string }> }>(page.request, publisher, 'POST', '/requ/v1/solution/list', { requirementNo: requirement.requirementNo });
        return list.data.solutions.map((s) => s.state);
      }, { message: 'both solutions passed', timeout: 30_000 })
      .toEqual(['passed', 'passed']);
    await signInAs(page, PUBLISHER, lang);
    await page.goto(`/taskDetail2?id=${id}`);
    const section = page.getByTestId('pre-review-solutions');
    await arrived(section.getByTestId('pre-review-complete')).toContainText(t.complete);
    for (const solution of c.solutions) await arrived(section).toContainText(solution);

    // 8. the fees: the assessor's pool whole, the reviewers' pool halved, the experts' pool whole
    const fees: Array<[Who, number]> = [
      [c.assessor, assessment.payBack],
      ...reviews.map((r, i) => [[reviewer1, reviewer2][i]!, shareOf(r.payBack, reviews.length, i)] as [Who, number]),
      [c.expert, judging.payBack],
    ];
    for (const [who, fen] of fees) {
      expect(fen).toBeGreaterThan(0);
      await signInAs(page, who, lang);
      await page.goto('/personal/wallet/daCoinWallet');
      await arrived(page.getByRole('row').filter({ hasText: t.fee }).filter({ hasText: formatFen(fen) }).first(), `${who.email} earned ${formatFen(fen)}`).toBeVisible();
    }
  });
}
