/**
 * The UI model of asking for a withdrawal on `/cash` (withdraw-request-form.tsx), for the generated browser paths
 * of `withdrawRequestMachine` (tests/e2e/withdraw-request.paths.spec.ts, README "Generated browser paths").
 *
 * Test-only code beside the page (`*.ui-model.ts`: .dependency-cruiser.mjs counts it as test code). Each path has a
 * member of its own made ready for the wallets through the REST services (`walletMember`: a phone, an e-mail bound,
 * real name, transaction password, a verified card) with 500 yuan recharged and approved by operations, signed in
 * by the token cookie. The identity is proved in the dialog as a person does it (its own paths:
 * withdraw-identity.ui-model.ts), each time by the contact whose last code is oldest, waiting out what is left of
 * the services' minute. A wrong transaction password is the services' real refusal.
 */
import { withdrawRequestModel } from '../../../machines/wallet/withdraw-request.model';
import type { WithdrawRequestMachine } from '../../../machines/wallet/withdraw-request.machine';
import { mask } from '../../../tests/e2e/model/account-security';
import { openWithToken } from '../../../tests/e2e/support/member-api';
import type { UiModel } from '../../../tests/e2e/model/ui-model';
import { expect, type Page } from '../../../tests/e2e/support/fixtures';
import { CaptchaWatcher, outboxMark, phoneIdentifier, letCodeMinutePass, waitForCode } from '../../../tests/e2e/support/portal';
import { buttonName, resultTitle, typeCode } from '../../../tests/e2e/support/ui';
import { FUNDED_WALLET_MEMBER_MS, fundedWalletMember, WALLET_PAY_PASSWORD, type FundedWalletMember, type WalletMember } from '../../../tests/e2e/support/wallet-api';

export type WithdrawSession = { page: Page; member: WalletMember; captchas: CaptchaWatcher; lastCodeAt: Map<string, number> };
type Session = WithdrawSession;

const identityDialog = (page: Page) => page.getByRole('dialog', { name: '身份验证' });
const summary = (page: Page) => page.getByTestId('withdraw-summary');
const payPassword = (page: Page) => page.getByLabel('交易密码（6位数字）');

/** The identity dialog as a person does it: the contact whose code is oldest, the captcha, the code from the outbox. */
async function proveIdentity(session: Session): Promise<void> {
  const { page, member } = session;
  const contacts = [
    { outbox: member.email, radio: `邮箱: ${mask(member.email)}` },
    { outbox: phoneIdentifier(member.phone), radio: `手机: +86 ${mask(member.phone)}` },
  ].sort((a, b) => (session.lastCodeAt.get(a.outbox) ?? 0) - (session.lastCodeAt.get(b.outbox) ?? 0));
  const { outbox, radio } = contacts[0];
  const dialog = identityDialog(page);
  await dialog.getByRole('radio', { name: radio }).check();
  await dialog.getByRole('button', { name: '下一步' }).click();
  await letCodeMinutePass(page.request, outbox, session.lastCodeAt.get(outbox) ?? 0);
  await dialog.getByRole('textbox', { name: '图形验证码' }).fill(await session.captchas.solve(dialog));
  const mark = await outboxMark(page.request);
  await dialog.getByRole('button', { name: buttonName('获取验证码') }).click();
  session.lastCodeAt.set(outbox, Date.now());
  const { code } = await waitForCode(page.request, outbox, mark);
  await typeCode(dialog, code);
}

/** The amount (200 yuan of the 500) and the agreement, then Next. */
async function fillRequest(page: Page): Promise<void> {
  await page.getByLabel('提现金额（元）').fill('200');
  await page.getByRole('checkbox', { name: /提现协议/ }).check();
  await page.getByRole('button', { name: '下一步' }).click();
}

async function submitPassword(page: Page, password: string): Promise<void> {
  await payPassword(page).fill(password);
  await page.getByRole('button', { name: '提交提现' }).click();
}

/** The whole request as a person makes it, ending on the withdrawal's own page (where the withdrawal's paths start). */
export async function requestWithdrawal(session: Session): Promise<void> {
  const { page } = session;
  await fillRequest(page);
  await page.getByRole('button', { name: '确认提现' }).click();
  await proveIdentity(session);
  await submitPassword(page, WALLET_PAY_PASSWORD);
}

export const withdrawRequestUi: UiModel<WithdrawRequestMachine, FundedWalletMember, Session> = {
  title: 'on /cash',
  spec: withdrawRequestModel,
  // Stands for the prepared member: 500 yuan, the deployment's fee of 0.1 %.
  input: { availableFen: 50_000, feeRateBp: 10 },

  prepareMs: FUNDED_WALLET_MEMBER_MS,
  prepare: (api) => fundedWalletMember(api, 50_000),

  async start({ page, prepared }) {
    await openWithToken(page, prepared.token, '/cash');
    return { page, member: prepared, captchas: new CaptchaWatcher(page), lastCodeAt: prepared.lastCodeAt };
  },

  states: {
    // The available balance, the amount with its fee line, the card and the agreement.
    editing: async ({ page }) => {
      await expect(page.getByTestId('withdraw-available')).toContainText('500.00');
      await expect(page.getByLabel('提现金额（元）')).toBeEditable();
    },
    // The summary: 200 yuan, the fee of 0.1 % and what arrives.
    confirming: async ({ page }) => {
      await expect(summary(page)).toContainText('¥200.00');
      await expect(summary(page)).toContainText('¥199.80');
      await expect(page.getByRole('button', { name: '确认提现' })).toBeEnabled();
      await expect(identityDialog(page)).toHaveCount(0);
    },
    verifyingIdentity: async ({ page }) => {
      await expect(identityDialog(page)).toBeVisible();
    },
    // The identity proved: the transaction password; a refused one says so.
    enteringPassword: async ({ page, event }) => {
      await expect(identityDialog(page)).toHaveCount(0);
      await expect(payPassword(page)).toBeEditable();
      if (event.type === 'withdraw.failed') await expect(page.getByTestId('withdraw-error')).toContainText('交易密码错误');
    },
    submitting: async () => {},
    // The withdrawal's own page: held until the platform pays.
    submitted: async ({ page }) => {
      await expect(page).toHaveURL(/\/cash\?id=\d+$/);
      await expect(resultTitle(page)).toHaveText('待打款');
    },
  },

  on: {
    'withdraw.next': {
      by: 'person',
      drive: async ({ page }) => {
        await fillRequest(page);
      },
    },
    'withdraw.confirm': {
      by: 'person',
      drive: async ({ page }) => {
        await page.getByRole('button', { name: '确认提现' }).click();
      },
    },
    'withdraw.back': {
      by: 'person',
      drive: async ({ page }) => {
        await page.getByRole('button', { name: buttonName('上一步') }).click();
      },
    },
    'identity.verified': {
      by: 'person',
      drive: async ({ session }) => {
        await proveIdentity(session);
      },
    },
    // The dialog's first step goes back to the summary.
    'identity.cancelled': {
      by: 'person',
      drive: async ({ page }) => {
        await identityDialog(page).getByRole('button', { name: buttonName('返回') }).click();
      },
    },
    'identity.expired': {
      notDrivable: 'the identity code key would have to expire (10 minutes) between the dialog and the transaction password',
    },
    // The right password, or a wrong one when the services are to refuse it.
    'withdraw.password': {
      by: 'person',
      drive: async ({ page, next }) => {
        await submitPassword(page, next?.type === 'withdraw.failed' ? '000000' : WALLET_PAY_PASSWORD);
      },
    },
    'withdraw.submitted': { by: 'services' },
    'withdraw.failed': { by: 'services' },
  },
};
