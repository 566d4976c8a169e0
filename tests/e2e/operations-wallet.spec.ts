/**
 * Operations' money pages (issue 4): staff reject a recharge voucher with a reason (the member's order carries
 * it: checked through the member's API), fail a withdrawal (the held amount comes back: the member's balance
 * through the API), run the reconciliation (the ledger balances) and download the transfers CSV for the
 * accountants. Once in English, once in Chinese, each with its own member set up through the REST services
 * (real name, transaction password, verified card, one approved recharge for money, one voucher in review and one
 * withdrawal held). Both members are set up at once before the tests: each waits out a code's minute.
 */
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { clientAddressFor, expect, test, type Locator, type Page } from './support/fixtures';
import { api, OPS, openSignedIn } from './support/member-api';
import { buttonName, topBar, type Lang } from './support/ui';
import { apiUrl } from './support/portal';
import {
  approveRechargeByOps,
  balanceOf,
  openWithdrawal,
  rechargeInReview,
  walletMember,
  type Balance,
  type RechargeOrder,
  type WalletMember,
  type Withdrawal,
} from './support/wallet-api';

/** Visible texts, from src/locales/{en-US,zh-CN}/{menu,walletOps,realName}.json and the spec 3 code tables. */
const T = {
  en: {
    operations: 'Operations',
    recharges: 'Recharge vouchers',
    withdrawals: 'Withdrawal payouts',
    ledger: 'Ledger',
    viewOrder: (orderNo: string) => `View order ${orderNo}`,
    rechargeDrawer: 'Recharge order',
    withdrawalDrawer: 'Withdrawal',
    voucher: 'Transfer voucher',
    reject: 'Reject',
    fail: 'Fail',
    reasonLabel: 'Reason (shown to the member)',
    awaitingProof: 'Awaiting proof',
    failed: 'Failed',
    run: 'Run reconciliation',
    balanced: 'The ledger balances',
    transfersCsv: 'Transfers CSV',
  },
  zh: {
    operations: '运营',
    recharges: '充值凭证审核',
    withdrawals: '提现打款',
    ledger: '账本对账',
    viewOrder: (orderNo: string) => `查看订单 ${orderNo}`,
    rechargeDrawer: '充值订单',
    withdrawalDrawer: '提现订单',
    voucher: '转账凭证',
    reject: '驳回',
    fail: '打款失败',
    reasonLabel: '原因（会员可见）',
    awaitingProof: '待上传凭证',
    failed: '失败',
    run: '运行对账',
    balanced: '账本平衡',
    transfersCsv: '转账明细 CSV',
  },
} as const;

/** The accountants' columns of GET /ops/v1/ledger/export/transfers.csv: one row per posting. */
const TRANSFER_HEADER =
  'transfer_id,posting_id,created_at (UTC+8),type,reference_type,reference_id,order_no,reverses_transfer_id,memo,created_by,' +
  'account_id,account_kind,owner_user_id,currency,amount_yuan,amount_fen,balance_after_yuan,balance_after_fen';

const RECHARGE_FEN = 12_345;
const FUNDS_FEN = 50_000;
const WITHDRAW_FEN = 20_000;

type Prepared = { member: WalletMember; voucher: RechargeOrder; withdrawal: Withdrawal; held: Balance };

async function prepare(request: APIRequestContext, realName: string): Promise<Prepared> {
  const member = await walletMember(request, realName);
  const funds = await rechargeInReview(request, member, FUNDS_FEN);
  await approveRechargeByOps(request, funds.id);
  const voucher = await rechargeInReview(request, member, RECHARGE_FEN);
  const withdrawal = await openWithdrawal(request, member, WITHDRAW_FEN);
  const held = await balanceOf(request, member);
  expect(held).toMatchObject({ cnyFen: FUNDS_FEN - WITHDRAW_FEN, heldFen: WITHDRAW_FEN });
  return { member, voucher, withdrawal, held };
}

const prepared: Partial<Record<Lang, Prepared>> = {};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }, testInfo) => {
  testInfo.setTimeout(240_000);
  // Each member from its own client address, like a test (support/fixtures.ts), so the per-IP limits stay apart.
  const contexts = await Promise.all(
    (['en', 'zh'] as const).map((lang) => playwright.request.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': clientAddressFor(`operations-wallet-${lang}`, testInfo.retry) } })),
  );
  try {
    const [en, zh] = await Promise.all([prepare(contexts[0], 'Alice Wang'), prepare(contexts[1], '王小明')]);
    Object.assign(prepared, { en, zh });
  } finally {
    await Promise.all(contexts.map((c) => c.dispose()));
  }
});

async function signInAsOperations(page: Page, lang: Lang): Promise<void> {
  // Other specs sign in as the shared operations account at the same time, in either language (openSignedIn).
  await openSignedIn(page, OPS, lang, '/index');
  await topBar(page).getByRole('link', { name: T[lang].operations }).click();
  await expect(page).toHaveURL(/\/operations\/real-name$/);
}

const sectionMenu = (page: Page) => page.getByTestId('section-menu');

/** A drawer covers the page (its mask takes the clicks) until it is closed, as a person closes it: Escape. */
async function closeDrawer(page: Page, drawer: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
}

async function rejectVoucher(page: Page, lang: Lang, { member, voucher }: Prepared): Promise<void> {
  const text = T[lang];
  const reason = lang === 'en' ? `The voucher shows another amount (${voucher.orderNo})` : `凭证金额与订单不符（${voucher.orderNo}）`;
  await sectionMenu(page).getByRole('link', { name: text.recharges }).click();
  await expect(page).toHaveURL(/\/operations\/recharges$/);
  await page.getByRole('button', { name: text.viewOrder(voucher.orderNo) }).click();
  const drawer = page.getByRole('dialog', { name: text.rechargeDrawer });
  await expect(drawer.getByText('¥123.45')).toBeVisible();
  await expect(drawer.getByText(voucher.transferReference!)).toBeVisible();
  await expect(drawer.getByRole('img', { name: text.voucher })).toBeVisible();
  await drawer.getByRole('button', { name: buttonName(text.reject) }).click();
  const modal = page.getByRole('dialog', { name: text.reject });
  await modal.getByLabel(text.reasonLabel).fill(reason);
  await modal.getByRole('button', { name: buttonName(text.reject) }).click();
  await expect(modal).toHaveCount(0);
  await expect(drawer.locator('.ant-descriptions .ant-tag')).toHaveText(text.awaitingProof);
  await expect(drawer.getByRole('button', { name: buttonName(text.reject) })).toHaveCount(0);

  await closeDrawer(page, drawer);

  // The member's own order carries the reason, back to awaiting a new voucher.
  const order = await api<RechargeOrder>(page.request, member.token, 'GET', `/wallet/v1/recharge/${voucher.id}`);
  expect(order.data).toMatchObject({ state: 'awaitingProof', status: '1', reason });
}

async function failWithdrawal(page: Page, lang: Lang, { member, withdrawal, held }: Prepared): Promise<void> {
  const text = T[lang];
  await sectionMenu(page).getByRole('link', { name: text.withdrawals }).click();
  await expect(page).toHaveURL(/\/operations\/withdrawals$/);
  await page.getByRole('button', { name: text.viewOrder(withdrawal.orderNo) }).click();
  const drawer = page.getByRole('dialog', { name: text.withdrawalDrawer });
  await expect(drawer.getByTestId('withdrawal-card-number')).toContainText(member.card.cardNumber);
  await expect(drawer.getByText(member.realName, { exact: true })).toBeVisible();
  await expect(drawer.getByText('¥200.00', { exact: true })).toBeVisible();
  await drawer.getByRole('button', { name: buttonName(text.fail) }).click();
  const modal = page.getByRole('dialog', { name: text.fail });
  await modal.getByLabel(text.reasonLabel).fill(lang === 'en' ? 'The bank returned the transfer' : '银行退回了转账');
  await modal.getByRole('button', { name: buttonName(text.fail) }).click();
  await expect(modal).toHaveCount(0);
  await expect(drawer.locator('.ant-descriptions .ant-tag')).toHaveText(text.failed);
  await expect(drawer.getByRole('button', { name: buttonName(text.fail) })).toHaveCount(0);

  await closeDrawer(page, drawer);

  // The hold is released: the whole amount is available again.
  expect(await balanceOf(page.request, member)).toMatchObject({ cnyFen: held.cnyFen + WITHDRAW_FEN, heldFen: 0 });
}

async function reconcileAndExport(page: Page, lang: Lang, { withdrawal }: Prepared): Promise<void> {
  const text = T[lang];
  await sectionMenu(page).getByRole('link', { name: text.ledger }).click();
  await expect(page).toHaveURL(/\/operations\/ledger$/);
  await page.getByRole('button', { name: text.run }).click();
  await expect(page.getByTestId('reconciliation-report').getByText(text.balanced, { exact: true })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: text.transfersCsv }).click()]);
  expect(download.suggestedFilename()).toMatch(/^ledger-transfers-\d{8}-\d{6}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0), 'a UTF-8 BOM so Excel reads Chinese').toBe(0xfeff);
  const lines = csv.slice(1).split('\r\n');
  expect(lines[0]).toBe(TRANSFER_HEADER);
  // The release of the failed withdrawal: the member's CNY wallet gets the amount back.
  const release = lines.map((line) => line.split(',')).find((cells) => cells[3] === 'withdrawRelease' && cells[6] === withdrawal.orderNo && cells[11] === 'member_cny');
  expect(release, `a withdrawRelease line of ${withdrawal.orderNo}`).toBeTruthy();
  expect(release!.slice(13, 16)).toEqual(['CNY', '200.00', String(WITHDRAW_FEN)]);
}

for (const lang of ['en', 'zh'] as const) {
  test(`operations reject a voucher, fail a withdrawal, reconcile and export the transfers (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const data = prepared[lang]!;
    await signInAsOperations(page, lang);
    await rejectVoucher(page, lang, data);
    await failWithdrawal(page, lang, data);
    await reconcileAndExport(page, lang, data);
    // The services answer the export only to staff: a member's token is refused.
    const refused = await page.request.get(`${apiUrl}/ops/v1/ledger/export/transfers.csv`, { headers: { authorization: `Bearer ${data.member.token}` } });
    expect(refused.status()).toBe(403);
  });
}
