/**
 * The UI model of proving one's identity before a withdrawal (the dialog of
 * src/components/password-dialogs/withdraw-identity-dialog.tsx, opened by the withdrawal steps on `/cash`), for the
 * generated browser paths of `withdrawIdentityMachine` (tests/e2e/withdraw-identity.paths.spec.ts, README "Generated
 * browser paths").
 *
 * Test-only code beside the page (`*.ui-model.ts`: .dependency-cruiser.mjs counts it as test code). Each path has a
 * member of its own made ready for the wallets through the REST services (`walletMember`: a phone, an e-mail bound,
 * real name, transaction password, a verified card) with 300 yuan recharged and approved by operations. The path
 * starts on `/cash`: amount, agreement, the summary's "confirm" opens the dialog. Both contacts are bound and offered. When the dialog is done it closes and the withdrawal asks for
 * the transaction password (what the flow hands back is the withdrawal's to use, tests/e2e/wallet.spec.ts).
 */
import { withdrawIdentityModel } from '../../../machines/account/withdraw-identity.model';
import type { WithdrawIdentityEvent, WithdrawIdentityMachine } from '../../../machines/account/withdraw-identity.machine';
import { mask, SECURITY_CODE_LABELS as labels } from '../../../tests/e2e/model/account-security';
import { codeStepEvents, codeStepStates, type CodeSession } from '../../../tests/e2e/model/code-step';
import { openWithToken } from '../../../tests/e2e/support/member-api';
import type { UiModel } from '../../../tests/e2e/model/ui-model';
import { expect, type Page } from '../../../tests/e2e/support/fixtures';
import { phoneIdentifier, CaptchaWatcher } from '../../../tests/e2e/support/portal';
import { FUNDED_WALLET_MEMBER_MS, fundedWalletMember, type FundedWalletMember, type WalletMember } from '../../../tests/e2e/support/wallet-api';

type Session = CodeSession & { member: WalletMember; method: 'phone' | 'email' };

const CASH_PAGE = '/cash';
const DIALOG = '身份验证';

const methodRadio = (session: Session, method: 'phone' | 'email') =>
  session.scope.getByRole('radio', { name: method === 'phone' ? `手机: +86 ${mask(session.member.phone)}` : `邮箱: ${mask(session.member.email)}` });
const payPassword = (page: Page) => page.getByLabel('交易密码（6位数字）');

/**
 * The paths choose the e-mail: its bind code is the preparation's first, so its minute is over when a path starts
 * (the phone's transaction-password code is its last). Choosing the phone takes the same transition (the machine's
 * model tests choose both).
 */
const events: WithdrawIdentityEvent[] = [
  { type: 'method.select', method: 'email' },
  ...withdrawIdentityModel.events.filter((e) => e.type !== 'method.select'),
];

export const withdrawIdentityUi: UiModel<WithdrawIdentityMachine, FundedWalletMember, Session> = {
  title: 'before a withdrawal on /cash',
  spec: withdrawIdentityModel,
  // Stands for the prepared member: both contacts bound.
  input: { phone: '86-13800000001', email: 'demo@portal.local' },
  events,

  prepareMs: FUNDED_WALLET_MEMBER_MS,
  prepare: (api) => fundedWalletMember(api, 30_000),

  async start({ page, prepared }) {
    const captchas = new CaptchaWatcher(page);
    await openWithToken(page, prepared.token, CASH_PAGE);
    await expect(page.getByTestId('withdraw-available')).toContainText('300.00');
    await page.getByLabel('提现金额（元）').fill('100');
    await page.getByRole('checkbox', { name: /提现协议/ }).check();
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByTestId('withdraw-summary')).toContainText('¥100.00');
    await page.getByRole('button', { name: '确认提现' }).click();
    const session: Session = {
      page,
      request: page.request,
      scope: page.getByRole('dialog', { name: DIALOG }),
      captchas,
      member: prepared,
      method: 'phone',
      recipient: () =>
        session.method === 'phone'
          ? { identifier: { phone: prepared.phone }, outbox: phoneIdentifier(prepared.phone) }
          : { identifier: { email: prepared.email }, outbox: prepared.email },
      lastCodeAt: prepared.lastCodeAt,
      mark: 0,
    };
    return session;
  },

  states: {
    // Both contacts offered, masked; nothing chosen for the member.
    method: async ({ session }) => {
      await expect(session.scope).toBeVisible();
      await expect(methodRadio(session, 'phone')).toBeEnabled();
      await expect(methodRadio(session, 'email')).toBeEnabled();
    },
    ...codeStepStates<Session>('code', labels),
    // The dialog closes and the withdrawal goes on to its transaction password, the amount unchanged.
    done: async ({ page, session }) => {
      await expect(session.scope).toBeHidden();
      await expect(payPassword(page)).toBeEditable();
      await expect(page.getByTestId('withdraw-summary')).toContainText('¥100.00');
    },
  },

  on: {
    'method.select': {
      by: 'person',
      drive: async ({ session, event }) => {
        const method = (event as { method: 'phone' | 'email' }).method;
        session.method = method;
        await methodRadio(session, method).check();
        await session.scope.getByRole('button', { name: '下一步' }).click();
      },
    },
    ...codeStepEvents<Session>(labels),
  },
};
