/**
 * The live chart of an entity and its receipts (issue 9, docs/workflow.md), in Chinese and in English. A member with
 * a withdrawal held (set up through the REST services: real name, transaction password, verified card, a recharge
 * approved by operations, the withdrawal) opens its detail, opens "Where is this and what comes next" and sees the
 * machine drawn with the current state highlighted and the next steps with who sends them (operations); downloads
 * the receipt of a step and verifies it on the public /verify-receipt page (valid). Operations open the same
 * withdrawal's chart from their queue (the next step is theirs now), seal a checkpoint on the ledger page, and the
 * same receipt is then covered by it; /statecharts shows the same chart by type and id.
 *
 * The operations account signs in through the API only (its token, shared by the run, goes into the browser's
 * cookie): the services allow it 10 sign-ins per 15 minutes and several specs use it.
 */
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { e2eBaseUrl } from '../../playwright.config';
import { clientAddressFor, expect, test, type Locator, type Page } from './support/fixtures';
import { OPS, signin } from './support/member-api';
import { STRONG_PASSWORD } from './support/portal';
import { buttonName, logInFromTopBar, type Lang } from './support/ui';
import { approveRechargeByOps, openWithdrawal, rechargeInReview, walletMember, type WalletMember, type Withdrawal } from './support/wallet-api';

/** Visible texts, from src/locales/{en-US,zh-CN}/{workflow,walletOps}.json and the machines' event tables. */
const T = {
  en: {
    chart: 'Where is this and what comes next',
    diagram: 'State chart of Withdrawal',
    next: 'What comes next',
    steps: 'Steps so far',
    startPayout: 'Start the payout',
    failPayout: 'Mark as failed',
    submit: 'Submit the withdrawal',
    operations: 'Operations',
    member: 'Member',
    yours: 'You can do this now',
    download: /^Download receipt/,
    verifyTitle: 'Verify a receipt',
    awaitingPayout: 'Awaiting payout',
    receiptInput: 'Receipt (JSON)',
    choose: 'Choose a file',
    verify: 'Verify',
    valid: 'Valid receipt',
    notCovered: 'No checkpoint covers this step yet',
    covered: /^Covered by checkpoint #\d+/,
    latest: 'Latest checkpoint',
    viewOrder: (orderNo: string) => `View order ${orderNo}`,
    withdrawalDrawer: 'Withdrawal',
    seal: 'Seal a checkpoint now',
    sealed: /^Checkpoint #\d+ sealed$/,
  },
  zh: {
    chart: '当前进度与后续步骤',
    diagram: '提现的状态图',
    next: '后续步骤',
    steps: '已完成的步骤',
    startPayout: '开始打款',
    failPayout: '打款失败',
    submit: '提交提现',
    operations: '运营人员',
    member: '会员',
    yours: '您现在可以操作',
    download: /^下载凭证/,
    verifyTitle: '核验凭证',
    awaitingPayout: '待打款',
    receiptInput: '凭证内容（JSON）',
    choose: '选择文件',
    verify: '核验',
    valid: '凭证有效',
    notCovered: '该步骤晚于最新检查点',
    covered: /^已被检查点 #\d+ 覆盖/,
    latest: '最新检查点',
    viewOrder: (orderNo: string) => `查看订单 ${orderNo}`,
    withdrawalDrawer: '提现订单',
    seal: '立即生成检查点',
    sealed: /^检查点 #\d+ 已生成$/,
  },
} as const;

const FUNDS_FEN = 50_000;
const WITHDRAW_FEN = 20_000;

type Prepared = { member: WalletMember; withdrawal: Withdrawal };

async function prepare(request: APIRequestContext, realName: string): Promise<Prepared> {
  const member = await walletMember(request, realName);
  const funds = await rechargeInReview(request, member, FUNDS_FEN);
  await approveRechargeByOps(request, funds.id);
  const withdrawal = await openWithdrawal(request, member, WITHDRAW_FEN);
  return { member, withdrawal };
}

const prepared: Partial<Record<Lang, Prepared>> = {};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }, testInfo) => {
  testInfo.setTimeout(240_000);
  // Each member from its own client address, like a test (support/fixtures.ts), so the per-IP limits stay apart.
  const contexts = await Promise.all(
    (['en', 'zh'] as const).map((lang) => playwright.request.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': clientAddressFor(`workflow-${lang}`, testInfo.retry) } })),
  );
  try {
    const [en, zh] = await Promise.all([prepare(contexts[0], 'Lily Chen'), prepare(contexts[1], '陈小丽')]);
    Object.assign(prepared, { en, zh });
  } finally {
    await Promise.all(contexts.map((c) => c.dispose()));
  }
});

/** Opens the chart section of a detail view and waits for the drawing. */
async function openChart(scope: Locator, lang: Lang): Promise<Locator> {
  await scope.getByRole('button', { name: T[lang].chart }).click();
  const chart = scope.getByTestId('entity-chart');
  await expect(chart.getByRole('img', { name: T[lang].diagram })).toBeVisible({ timeout: 20_000 });
  return chart;
}

/** The chart shows the withdrawal held, awaiting the payout, which operations send. */
async function expectAwaitingPayout(chart: Locator, lang: Lang, viewer: 'member' | 'operations'): Promise<void> {
  const text = T[lang];
  const svg = chart.getByRole('img', { name: text.diagram });
  await expect(svg.locator('[data-state-id="withdrawal.awaitingPayout"]')).toHaveClass(/is-current/);
  await expect(svg.locator('.is-current')).toHaveCount(1);
  await expect(svg.locator('[data-edge-id^="withdrawal.awaitingPayout|payout.start"]')).toHaveClass(/is-next/);
  await expect(chart.getByTestId('entity-chart-state')).toHaveText(text.awaitingPayout);
  // States by their names in the page language, in the drawing and in the history (issue 11), never their keys.
  await expect(svg.locator('[data-state-id="withdrawal.awaitingPayout"]')).toHaveText(text.awaitingPayout);

  const next = chart.getByRole('region', { name: text.next });
  const start = next.getByRole('listitem').filter({ hasText: text.startPayout });
  await expect(start.getByText(text.operations, { exact: true })).toBeVisible();
  await expect(next.getByRole('listitem').filter({ hasText: text.failPayout }).getByText(text.operations, { exact: true })).toBeVisible();
  // The server says who may act now: operations may start the payout, the member may not.
  await expect(start.getByText(text.yours)).toHaveCount(viewer === 'operations' ? 1 : 0);

  const steps = chart.getByRole('region', { name: text.steps });
  const submitted = steps.getByTestId(/^entity-history-\d+$/).filter({ hasText: text.submit });
  await expect(submitted.getByText(text.member, { exact: true })).toBeVisible();
  await expect(submitted).toContainText(`→ ${text.awaitingPayout}`);
  await expect(submitted).not.toContainText('awaitingPayout');
}

async function verifyReceiptFile(page: Page, lang: Lang, file: string): Promise<Locator> {
  const text = T[lang];
  await page.goto(`/${lang}/verify-receipt`);
  await expect(page.getByRole('heading', { level: 1, name: text.verifyTitle })).toBeVisible();
  // The file picker's input (antd Upload): the file is read in the page, never uploaded.
  await page.locator('input[type=file]').setInputFiles(file);
  await expect(page.getByLabel(text.receiptInput)).toHaveValue(/portal-receipt\/1/);
  await page.getByRole('button', { name: buttonName(text.verify) }).click();
  const verdict = page.getByTestId('receipt-verdict');
  await expect(verdict).toHaveAttribute('data-result', 'valid');
  await expect(verdict.getByText(text.valid, { exact: true })).toBeVisible();
  return verdict;
}

/** Operations, signed in with the run's API token (no sign-in counted against the shared account). */
async function actAsOperations(page: Page): Promise<void> {
  const token = await signin(page.request, OPS.email, OPS.password);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  // No page of the app may run while the token is put in: one still signed in as someone else could clear it.
  await page.goto('about:blank');
  await page.context().addCookies([{ name: 'Admin-Token', value: token, url: e2eBaseUrl }]);
}

for (const lang of ['en', 'zh'] as const) {
  test(`a member charts a withdrawal, verifies its receipt; operations chart it from their queue (${lang})`, async ({ page }, testInfo) => {
    test.setTimeout(150_000);
    const text = T[lang];
    const { member, withdrawal } = prepared[lang]!;

    // The member, on the withdrawal's own page.
    await page.goto('/index');
    await logInFromTopBar(page, { phone: member.phone, password: STRONG_PASSWORD });
    await page.goto(`/${lang}/cash?id=${withdrawal.id}`);
    await expect(page.getByTestId('withdrawal-details')).toContainText(withdrawal.orderNo);
    const memberChart = await openChart(page.locator('#portal-main'), lang);
    await expectAwaitingPayout(memberChart, lang, 'member');

    // The receipt of the submission: the services' JSON, saved under the entity's name.
    const submitted = memberChart.getByTestId(/^entity-history-\d+$/).filter({ hasText: text.submit });
    const [download] = await Promise.all([page.waitForEvent('download'), submitted.getByRole('button', { name: text.download }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^receipt-withdrawal-${withdrawal.id}-\\d+\\.json$`));
    const file = testInfo.outputPath(download.suggestedFilename());
    await download.saveAs(file);
    const receipt = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    expect(receipt).toMatchObject({ format: 'portal-receipt/1', entityType: 'withdrawal', entityId: String(withdrawal.id), event: 'withdraw.submit', to: 'awaitingPayout', actorRole: 'member' });
    expect(receipt.hash).toMatch(/^[0-9a-f]{64}$/);

    // Anyone checks it on the public page.
    const verdict = await verifyReceiptFile(page, lang, file);
    await expect(verdict.getByTestId('receipt-checkpoint')).toBeVisible();
    await expect(page.getByRole('heading', { name: text.latest })).toBeVisible();

    // Operations open the same withdrawal from their queue: the next step is theirs.
    await actAsOperations(page);
    await page.goto(`/${lang}/operations/withdrawals`);
    await page.getByRole('button', { name: text.viewOrder(withdrawal.orderNo) }).click();
    const drawer = page.getByRole('dialog', { name: text.withdrawalDrawer });
    const opsChart = await openChart(drawer, lang);
    await expectAwaitingPayout(opsChart, lang, 'operations');
    // Receipts are the member's evidence: operations read the log.
    await expect(opsChart.getByRole('button', { name: text.download })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);

    // They seal a checkpoint; the latest root hash is shown to be published.
    await page.goto(`/${lang}/operations/ledger`);
    const panel = page.getByTestId('checkpoint-panel');
    await panel.getByRole('button', { name: text.seal }).click();
    await expect(page.getByText(text.sealed)).toBeVisible();
    const rootHash = (await panel.getByTestId('checkpoint-root-hash').textContent())?.trim() ?? '';
    expect(rootHash).toMatch(/^[0-9a-f]{64}/);

    // The same chart by type and id on /statecharts.
    await page.goto(`/${lang}/statecharts?entityType=withdrawal&entityId=${withdrawal.id}`);
    const lookup = page.getByTestId('entity-lookup');
    await expect(lookup.getByTestId('entity-chart').getByRole('img', { name: text.diagram })).toBeVisible({ timeout: 20_000 });
    await expect(lookup.getByTestId('entity-chart-state')).toHaveText(text.awaitingPayout);

    // Now a checkpoint covers the member's receipt, with the root hash operations publish.
    const covered = await verifyReceiptFile(page, lang, file);
    await expect(covered.getByTestId('receipt-checkpoint')).toContainText(text.covered);
    await expect(page.getByTestId('checkpoint-summary').getByTestId('checkpoint-root-hash')).toContainText(rootHash.slice(0, 64));
  });
}
