/**
 * The UI model of a withdrawal after it is asked for (`/cash?id=`, withdrawal-status.tsx), for the generated browser
 * paths of `withdrawalMachine` (tests/e2e/withdrawal.paths.spec.ts, README "Generated browser paths").
 *
 * A machine the services hold (`heldBy: 'services'`, like recharge-order.ui-model.ts). The member, prepared and signed
 * in as for the request's own paths (withdraw-request.ui-model.ts: 500 yuan in the wallet), asks for 200 yuan on
 * `/cash` as a person does (identity dialog, transaction password): that is `withdraw.submit`. Operations start,
 * finish or fail the payout through their gateway mutations from the test's address (tests/e2e/support/ops-graphql.ts),
 * and the member opens the withdrawal again, as someone coming back to it does (the page does not poll).
 */
import { withdrawalModel } from '../../../machines/wallet/withdrawal.model';
import type { WithdrawalEvent, WithdrawalMachine } from '../../../machines/wallet/withdrawal.machine';
import type { UiModel } from '../../../tests/e2e/model/ui-model';
import { expect, type Page } from '../../../tests/e2e/support/fixtures';
import { idInAddress, operationsDecide } from '../../../tests/e2e/support/ops-graphql';
import { resultTitle } from '../../../tests/e2e/support/ui';
import type { FundedWalletMember } from '../../../tests/e2e/support/wallet-api';
import { requestWithdrawal, withdrawRequestUi, type WithdrawSession } from './withdraw-request.ui-model';

const FAILURE = '收款银行卡已注销';

const details = (page: Page) => page.getByTestId('withdrawal-details');
/** An operations mutation on the withdrawal the page shows, then the member's page again. */
const operationsDo = (page: Page, mutation: string, variables: Record<string, unknown> = {}) => operationsDecide(page, mutation, { id: idInAddress(page), ...variables });

// Payloads as the browser brings them about: one operator (the demo's) both starts and finishes a payout of 200
// yuan, below the deployment's four-eyes amount (5 000 yuan), so the one actor id stands for that operator.
const events: WithdrawalEvent[] = [
  { type: 'withdraw.submit', amountFen: 20_000, feeFen: 20, feeRateBp: 10, bankCardId: 1 },
  { type: 'payout.start', actorId: 1 },
  { type: 'payout.paid', actorId: 1, bankReference: 'BK20261128001' },
  { type: 'payout.fail', actorId: 1, reason: FAILURE },
];

export const withdrawalUi: UiModel<WithdrawalMachine, FundedWalletMember, WithdrawSession> = {
  title: 'on /cash?id=',
  spec: withdrawalModel,
  heldBy: 'services',
  input: { fourEyesFen: 500_000 },
  events,

  prepareMs: withdrawRequestUi.prepareMs,
  prepare: withdrawRequestUi.prepare,
  start: withdrawRequestUi.start,

  states: {
    // The request form (its own steps are withdraw-request.ui-model.ts's paths).
    filling: async ({ page }) => {
      await expect(page.getByTestId('withdraw-available')).toContainText('500.00');
    },
    // Held: 200 yuan out of the available balance, the fee of 0.1 % and what will arrive.
    awaitingPayout: async ({ page }) => {
      await expect(page).toHaveURL(/\/cash\?id=\d+$/);
      await expect(resultTitle(page)).toHaveText('待打款');
      await expect(page.getByText('¥200.00 已在钱包中冻结')).toBeVisible();
      await expect(details(page)).toContainText('¥199.80');
    },
    paying: async ({ page }) => {
      await expect(resultTitle(page)).toHaveText('打款中');
      await expect(details(page)).toContainText('开始打款时间');
    },
    paid: async ({ page }) => {
      await expect(resultTitle(page)).toHaveText('已到账');
      await expect(details(page)).toContainText('BK20261128001');
    },
    // The reason, and the hold back in the wallet.
    failed: async ({ page }) => {
      await expect(resultTitle(page)).toHaveText('提现失败');
      await expect(page.getByText(`${FAILURE}。冻结的 ¥200.00 已退回您的人民币钱包。`)).toBeVisible();
    },
  },

  on: {
    'withdraw.submit': {
      by: 'person',
      drive: async ({ session }) => {
        await requestWithdrawal(session);
      },
    },
    'payout.start': {
      by: 'services',
      drive: async ({ page }) => {
        await operationsDo(page, 'mutation Start($id: Int!) { startWithdrawalPayout(id: $id) { id } }');
      },
    },
    'payout.paid': {
      by: 'services',
      drive: async ({ page }) => {
        await operationsDo(page, 'mutation Paid($id: Int!, $ref: String!, $key: String!) { markWithdrawalPaid(id: $id, bankReference: $ref, idempotencyKey: $key) { id } }', {
          ref: 'BK20261128001',
          key: crypto.randomUUID(),
        });
      },
    },
    'payout.fail': {
      by: 'services',
      drive: async ({ page }) => {
        await operationsDo(page, 'mutation Fail($id: Int!, $reason: String!, $key: String!) { failWithdrawal(id: $id, reason: $reason, idempotencyKey: $key) { id } }', {
          reason: FAILURE,
          key: crypto.randomUUID(),
        });
      },
    },
  },
};
