/**
 * Paying the review fee personally, and the invitation detail and workbench figures on the way there (issue 10), on
 * the demo people of services/requirements/demo.ts. The demo requirement whose fee is due belongs to
 * deadlines.spec.ts (it crowdfunds it), so this spec brings its own: the demo publisher publishes it through the
 * REST services and operations approve it (set-up, not the subject).
 *
 * - An assessor reads the workbench figures, opens the new invitation's details from the bell (title, kind, status,
 *   deadline, the answer countdown, accept and reject), accepts it there and is taken to the evaluation: the
 *   workbench counts one invitation fewer pending and one task more in progress; once the market is evaluated the
 *   task is done (the detail says completed, with the answer) and the figure goes back.
 * - Two more assessors answer through the REST services and the fee falls due. The publisher, in Chinese, finds the
 *   requirement under My works › publish, chooses to pay personally on its stage-1 detail, reads the quote with the
 *   platform's service fee split off (the minimum rule when typing less, the split following a larger amount), pays
 *   with platform coins and the transaction password through the pay view, and the requirement waits for the
 *   pre-review: on the stage-1 detail, under My works › publish and as a line of the coin wallet; the stage-1 detail
 *   in English, and /paySelf no longer takes a payment.
 */
import type { TestInfo } from '@playwright/test';
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/fixtures';
import { api, OPS, resetSavedLanguage, signin } from './support/member-api';
import { arrived, ASSESSORS, invitationTo, PAY_PASSWORD, PUBLISHER, stateOf, toast, type Requirement, type Who } from './support/stage-two';
import { buttonName, logInFromTopBar, topBar } from './support/ui';

const [ASSESSOR, ...OTHER_ASSESSORS] = ASSESSORS;
/** A tag per attempt: a retry publishes a requirement of its own. No "电池" (hall.spec.ts expects one hit for it). */
const TITLE = `泵站能耗智能优化 ${Date.now() % 100_000} / AI energy optimisation for pumping stations`;
/** 88 000 yuan: the least review fee is 10 % of it, 8 800.00, of which the platform keeps 20 %. */
const BUDGET_FEN = 88_000_00;
const PAID_FEN = 9_000_00;
const YUAN = (fen: number) => (fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Dates as the portal shows them to people in China. */
test.use({ timezoneId: 'Asia/Shanghai' });
const shownTime = (ms: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(new Date(ms));

/** A picture of the page beside the test's results, for a person to look at (the tests never compare them). */
const shot = (page: Page, info: TestInfo, name: string) => page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
/** One labelled fact of an antd Descriptions block ('类型' → '评估'). */
const fact = (scope: Locator, label: string) => scope.locator('.ant-descriptions-item').filter({ has: scope.page().getByText(label, { exact: true }) });

type Figures = { pendingInvitations: number; tasksInProgress: number };

/** The workbench figures the services count for a member (what the card must show). */
async function statistics(request: APIRequestContext, who: Who): Promise<Figures & { byStage: Array<{ stage: number; count: number }> }> {
  const token = await signin(request, who.email, who.password);
  const answer = await api<Figures & { byStage: Array<{ stage: number; count: number }> }>(request, token, 'GET', '/requ/v1/owner/statistics');
  expect(answer.code, answer.msg).toBe(200);
  return answer.data;
}

/** The workbench's "my work and invitations" card shows these figures (waiting for its answer). */
async function expectWorkbench(page: Page, figures: { pending: number; tasks: number }): Promise<void> {
  await page.goto('/personal/workbench/statistics/index');
  const card = page.getByTestId('requirement-stats');
  await arrived(card.getByRole('heading', { name: '我的工作与邀请' })).toBeVisible();
  await expect(card.getByRole('link', { name: /待处理邀请/ }).getByTestId('stat-pending')).toHaveText(String(figures.pending));
  await expect(card.getByRole('link', { name: /进行中的任务/ }).getByTestId('stat-tasks')).toHaveText(String(figures.tasks));
}

let requirement: Requirement | undefined;

test.describe.serial('paying the review fee personally', () => {
  test('an assessor opens the invitation from the bell, accepts it on its details, and the workbench figures follow', async ({ page, request }, info) => {
    // Eleven page loads, the sign-in and the evaluation: up to 2.6 minutes in trial runs on a busy two-core machine.
    test.setTimeout(300_000);
    // set-up: the demo publisher publishes a requirement, operations approve it, the assessors are invited
    const publisher = await signin(request, PUBLISHER.email, PUBLISHER.password);
    const draft = await api<Requirement>(request, publisher, 'POST', '/requ/v1/owner/modify', {
      title: TITLE,
      industryId: 1,
      industrySubId: 102,
      categoryId: 1,
      durationDays: 90,
      budgetFen: BUDGET_FEN,
      detailsHtml: '<p>用机器学习调度泵组，在保证管网压力的前提下把泵站电耗降低 15%。</p>',
      keywords: ['节能', 'energy'],
      institutions: '',
    });
    expect(draft.code, draft.msg).toBe(200);
    const submitted = await api<Requirement>(request, publisher, 'POST', '/requ/v1/owner/submit', { id: draft.data.id, agreed: true });
    expect(submitted.code, submitted.msg).toBe(200);
    const ops = await signin(request, OPS.email, OPS.password);
    const approved = await api<Requirement>(request, ops, 'POST', `/ops/v1/requirements/${draft.data.id}/approve`);
    expect(approved.code, approved.msg).toBe(200);
    expect(approved.data.state).toBe('evaluating');
    requirement = approved.data;
    const invitation = await invitationTo(request, ASSESSOR, requirement.id, 1);
    expect(invitation.status).toBe(0);
    expect(invitation.expiredAt).toBeTruthy();

    // the assessor signs in and reads the workbench
    await resetSavedLanguage(request, ASSESSOR);
    await page.goto('/hall');
    await logInFromTopBar(page, ASSESSOR);
    const counted = await statistics(request, ASSESSOR);
    const before = { pending: counted.pendingInvitations, tasks: counted.tasksInProgress };
    expect(before.pending).toBeGreaterThanOrEqual(1);
    await expectWorkbench(page, before);
    await shot(page, info, 'workbench-before');
    const bell = topBar(page).getByTestId('invite-badge');
    await expect(bell).toHaveAccessibleName(`待处理邀请：${before.pending}`);

    // the bell: the invite dialog, the new requirement's row, its details
    await bell.click();
    const dialog = page.getByRole('dialog', { name: '我的邀请' });
    const row = dialog.getByRole('row').filter({ hasText: TITLE });
    await arrived(row).toContainText('待处理');
    await expect(row).toContainText(shownTime(invitation.expiredAt!));
    await row.getByRole('link', { name: '详情' }).click();
    await expect(page).toHaveURL(new RegExp(`/inviteDetail\\?id=${invitation.id}$`));
    await expect(dialog).toHaveCount(0);

    // what a person checks before answering: which requirement, what kind, its status, until when
    await arrived(page.getByRole('heading', { level: 1, name: '邀请：评估' })).toBeVisible();
    const facts = page.locator('.ant-card').filter({ has: page.getByText('邀请信息', { exact: true }) });
    await expect(fact(facts, '类型')).toContainText('评估');
    await expect(fact(facts, '状态')).toContainText('待处理');
    await expect(fact(facts, '截止时间')).toContainText(shownTime(invitation.expiredAt!));
    await expect(fact(facts, '领域')).toContainText('信息技术 / 人工智能');
    await expect(facts.getByText('答复剩余时间')).toBeVisible();
    const card = page.getByTestId('requirement-card');
    await expect(card).toContainText(TITLE);
    await expect(card).toContainText(requirement.requirementNo);
    await expect(card).toContainText('¥88,000.00');
    await expect(page.getByRole('button', { name: buttonName('拒绝') })).toBeVisible();
    await shot(page, info, 'invite-detail-pending');

    // accept it there: the spec's confirmation, 'accepted', and on to the evaluation
    await page.getByRole('button', { name: buttonName('接受') }).click();
    await page.getByRole('dialog').filter({ hasText: '确定接受该邀请吗？' }).getByRole('button', { name: buttonName('接受') }).click();
    await expect(toast(page, '已接受')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/evaluate\\?id=${invitation.id}$`));
    await arrived(page.getByRole('heading', { level: 1, name: '市场评估' })).toBeVisible();

    // the workbench: one invitation fewer pending, one task more in progress; the bell agrees
    await expectWorkbench(page, { pending: before.pending - 1, tasks: before.tasks + 1 });
    await expect(bell).toHaveAccessibleName(`待处理邀请：${before.pending - 1}`);
    await shot(page, info, 'workbench-accepted');

    // back on the invitation: accepted, nothing left to answer, the way to the evaluation
    await page.goto(`/inviteDetail?id=${invitation.id}`);
    await arrived(fact(facts, '状态')).toContainText('已接受');
    await expect(page.getByRole('button', { name: buttonName('接受') })).toHaveCount(0);
    await expect(page.getByRole('button', { name: buttonName('拒绝') })).toHaveCount(0);
    await expect(facts.getByText('任务剩余时间')).toBeVisible();
    await page.getByRole('link', { name: '去评估' }).click();
    await arrived(page.getByTestId('range-500-1000')).toBeVisible();
    await page.getByTestId('range-500-1000').click();
    await page.getByTestId('evaluate-submit').click();
    await page.getByRole('dialog').filter({ hasText: '确定提交市场评估吗？' }).getByRole('button', { name: buttonName('提交') }).click();
    await expect(toast(page, '提交成功')).toBeVisible();
    await expect(page.getByTestId('evaluate-answer')).toContainText('500-1000万');

    // the task is done: the figure goes back, the invitation says completed with the answer
    await expectWorkbench(page, { pending: before.pending - 1, tasks: before.tasks });
    await page.goto(`/inviteDetail?id=${invitation.id}`);
    await arrived(fact(facts, '状态')).toContainText('已完成');
    await expect(fact(facts, '我的评估')).toContainText('500-1000万');
    await shot(page, info, 'invite-detail-completed');
  });

  test('the publisher pays the review fee personally with platform coins, and the requirement waits for pre-review', async ({ page, request }, info) => {
    // The sign-in and ten pages: up to 3.7 minutes in trial runs on a busy two-core machine.
    test.setTimeout(360_000);
    expect(requirement, 'the requirement of the first test').toBeTruthy();
    const { id, requirementNo } = requirement!;

    // set-up: two more assessors answer, the evaluation closes and the fee falls due
    for (const [i, assessor] of OTHER_ASSESSORS.entries()) {
      const invitation = await invitationTo(request, assessor, id, 1);
      const token = await signin(request, assessor.email, assessor.password);
      const handled = await api(request, token, 'POST', '/requ/v1/invitation/handle', { id: invitation.id, accept: true });
      expect(handled.code, handled.msg).toBe(200);
      const answered = await api(request, token, 'POST', '/requ/v1/market/evaluate/submit', { id: invitation.id, marketSize: ['100-500', '500-1000'][i] });
      expect(answered.code, answered.msg).toBe(200);
    }
    await expect.poll(() => stateOf(request, id), { message: 'the fee is due' }).toBe('feeDue.choosingMode');
    const publisherToken = await signin(request, PUBLISHER.email, PUBLISHER.password);
    const quote = await api<{ minFeeFen: number; coinBalanceFen: number }>(request, publisherToken, 'GET', `/requ/v1/fee/quote/${id}`);
    expect(quote.data.minFeeFen).toBe(BUDGET_FEN / 10);
    const balanceFen = quote.data.coinBalanceFen;
    expect(balanceFen).toBeGreaterThan(PAID_FEN);

    // the publisher signs in (Chinese) and finds the requirement under My works › publish
    await resetSavedLanguage(request, PUBLISHER);
    await page.goto('/hall');
    await logInFromTopBar(page, PUBLISHER);
    await page.goto('/personal/workbench/myworks/publish');
    const row = page.getByRole('row').filter({ hasText: TITLE });
    await arrived(row).toContainText(requirementNo);
    await expect(row.getByTestId('requirement-status')).toHaveText('支付或众筹评审费 · 进行中');
    await expect(row.getByRole('link', { name: '个人支付' })).toBeVisible();
    await expect(row.getByRole('link', { name: '申请众筹' })).toBeVisible();
    await row.getByRole('link', { name: '查看' }).click();

    // the stage-1 detail offers the two ways; the publisher chooses to pay personally
    await expect(page).toHaveURL(new RegExp(`/taskDetail\\?id=${id}$`));
    const next = page.getByTestId('task-detail-next');
    await arrived(next.getByRole('button', { name: '申请众筹' })).toBeVisible();
    await expect(fact(page.locator('.ant-card').filter({ hasText: '七阶段进度' }), '本轮市场评估数')).toContainText('3');
    await next.getByRole('button', { name: '个人支付' }).click();
    await expect(page).toHaveURL(new RegExp(`/paySelf\\?id=${id}$`));

    // the quote: the least fee (10 % of the budget), the coin balance, the platform's service fee and the reviewers' share
    await arrived(page.getByRole('heading', { level: 1, name: '支付评审费' })).toBeVisible();
    await expect(page.getByTestId('requirement-card')).toContainText(TITLE);
    const quoteView = page.getByTestId('fee-quote');
    await expect(fact(quoteView, '最低金额（预算的10%）')).toContainText('¥8,800.00');
    await expect(fact(quoteView, '平台币余额')).toContainText(`${YUAN(balanceFen)} 平台币`);
    await expect(fact(quoteView, '平台服务费（20%）')).toContainText('¥1,760.00');
    await expect(fact(quoteView, '评估方与专家所得')).toContainText('¥7,040.00');
    const amount = page.getByLabel('金额', { exact: true });
    await expect(amount).toHaveValue('8800.00');
    await shot(page, info, 'pay-self-quote');

    // less than the least fee is refused; a larger amount moves the split with it
    await amount.fill('8000');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByText('评审费至少为预算的10%：8800.00')).toBeVisible();
    await amount.fill('9000');
    await expect(fact(quoteView, '平台服务费（20%）')).toContainText('¥1,800.00');
    await expect(fact(quoteView, '评估方与专家所得')).toContainText('¥7,200.00');
    await expect(page.getByText('评审费至少为预算的10%：8800.00')).toHaveCount(0);
    await page.getByRole('button', { name: '下一步' }).click();

    // the pay view: what for, the price, the balance; the transaction password
    const payView = page.getByTestId('pay-view');
    await expect(payView).toContainText(`“${TITLE}”的评审费`);
    await expect(payView.getByTestId('pay-price')).toHaveText('9,000.00 平台币');
    await expect(payView.getByTestId('pay-balance')).toHaveText(`${YUAN(balanceFen)} 平台币`);
    await payView.getByRole('button', { name: buttonName('支付') }).click();
    await page.getByLabel('交易密码').fill(PAY_PASSWORD);
    await shot(page, info, 'pay-self-password');
    await page.getByRole('button', { name: /确认支付/ }).click();
    await arrived(toast(page, '支付成功')).toBeVisible();

    // back on the stage-1 detail: waiting for the pre-review, the fee paid, nothing for the publisher to do
    await expect(page).toHaveURL(new RegExp(`/taskDetail\\?id=${id}$`));
    await arrived(page.getByTestId('requirement-card').getByTestId('requirement-status')).toHaveText('等待预评审开始 · 进行中');
    await expect(next).toContainText('等待预评审开始：评审费已托管，运营将开启预评审。');
    await expect(next).toContainText('目前无需您操作。');
    await expect(next.getByRole('button')).toHaveCount(0);
    await expect(fact(page.locator('.ant-card').filter({ hasText: '七阶段进度' }), '评审费')).toContainText('¥9,000.00');
    await shot(page, info, 'task-detail-paid');
    expect(await stateOf(request, id)).toBe('awaitingPreReview');

    // My works › publish: the new status, only "view" left
    await page.goto('/personal/workbench/myworks/publish');
    await arrived(row.getByTestId('requirement-status')).toHaveText('等待预评审开始 · 进行中');
    await expect(row.getByRole('link', { name: '查看' })).toBeVisible();
    await expect(row.getByRole('link', { name: '个人支付' })).toHaveCount(0);
    await expect(row.getByRole('link', { name: '申请众筹' })).toHaveCount(0);

    // the coin wallet: the payment as a flow line, and the balance after it
    await page.goto('/personal/wallet/daCoinWallet');
    // newest first (a retry of this test pays for a requirement of its own)
    const line = page.getByRole('row').filter({ hasText: '支付评审费' }).filter({ hasText: '-9,000.00' }).first();
    await arrived(line).toContainText(YUAN(balanceFen - PAID_FEN));
    await shot(page, info, 'coin-wallet');

    // the workbench's chart counts the publisher's running requirements
    const running = (await statistics(request, PUBLISHER)).byStage.reduce((sum, s) => sum + s.count, 0);
    await page.goto('/personal/workbench/statistics/index');
    await arrived(page.getByTestId('stat-running')).toHaveText(String(running));
    await arrived(page.getByRole('img', { name: `我的 ${running} 个进行中需求按阶段的柱状图` })).toBeVisible();

    // the result in English; /paySelf takes no second payment
    await page.goto(`/en/taskDetail?id=${id}`);
    await arrived(page.getByTestId('requirement-card').getByTestId('requirement-status')).toHaveText('Wait for pre-review start · In progress');
    await expect(next).toContainText('Waiting for pre-review: the review fee is in escrow; operations will start the pre-review.');
    await expect(next).toContainText('Nothing for you to do right now.');
    await expect(fact(page.locator('.ant-card').filter({ hasText: 'Seven-stage progress' }), 'Review fee')).toContainText('¥9,000.00');
    await shot(page, info, 'task-detail-paid-en');
    await page.goto(`/en/paySelf?id=${id}`);
    await arrived(page.getByRole('heading', { level: 1, name: 'Pay the review fee' })).toBeVisible();
    await expect(page.getByText('The review fee cannot be paid now.')).toBeVisible();
    await expect(page.getByTestId('fee-quote')).toHaveCount(0);
    // Visiting /en saved English to the shared demo publisher: back to Chinese for the specs after this one.
    await resetSavedLanguage(request, PUBLISHER, 'zh');
  });
});
