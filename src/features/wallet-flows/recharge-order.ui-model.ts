/**
 * The UI model of a recharge on `/recharge` (recharge-page.tsx and its steps), for the generated browser paths of
 * `rechargeOrderMachine` (tests/e2e/recharge-order.paths.spec.ts, README "Generated browser paths").
 *
 * The first server-held machine with generated paths (`heldBy: 'services'`): the order lives on the services, the page
 * shows the step its workflow allows, and the runner follows the steps the services logged for the test's client
 * address. Each path has a member of its own made ready through the REST services (`walletMember`: real name, a
 * verified card), signed in by the token cookie. The member's steps are clicks; what operations decide is their
 * gateway mutation from the same address (tests/e2e/support/ops-graphql.ts), after which the member opens the order
 * again, as someone coming back to it does (the page does not poll).
 */
import { rechargeOrderModel } from '../../../machines/wallet/recharge-order.model';
import type { RechargeOrderMachine } from '../../../machines/wallet/recharge-order.machine';
import type { UiModel } from '../../../tests/e2e/model/ui-model';
import { expect, type Page } from '../../../tests/e2e/support/fixtures';
import { openWithToken, PNG } from '../../../tests/e2e/support/member-api';
import { idInAddress, operationsDecide } from '../../../tests/e2e/support/ops-graphql';
import { activeStep, buttonName, confirmInDialog, resultTitle } from '../../../tests/e2e/support/ui';
import { FUNDED_WALLET_MEMBER_MS, walletMember, type WalletMember } from '../../../tests/e2e/support/wallet-api';

type Session = { page: Page; member: WalletMember };

const REJECTION = '凭证金额与订单不符';


export const rechargeOrderUi: UiModel<RechargeOrderMachine, WalletMember, Session> = {
  title: 'on /recharge',
  spec: rechargeOrderModel,
  heldBy: 'services',
  // The services make the order; the input only starts the machine.
  input: undefined as never,

  prepareMs: FUNDED_WALLET_MEMBER_MS,
  prepare: (api) => walletMember(api, '李充值'),

  async start({ page, prepared }) {
    await openWithToken(page, prepared.token, '/recharge');
    return { page, member: prepared };
  },

  states: {
    // Step 1: the amount and the member's verified card, chosen already.
    filling: async ({ page, session }) => {
      await expect(activeStep(page)).toContainText('填写信息');
      await expect(page.getByLabel('充值金额（元）')).toBeEditable();
      await expect(page.getByRole('radio', { name: new RegExp(session.member.card.last4) })).toBeChecked();
    },
    // Step 2: the platform's account, the amount and the remark code, with "I have transferred" and cancel.
    awaitingTransfer: async ({ page }) => {
      await expect(page).toHaveURL(/\/recharge\?id=\d+$/);
      await expect(activeStep(page)).toContainText('转账');
      await expect(page.getByTestId('recharge-recipient').getByText('500.00', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: '我已转账' })).toBeEnabled();
    },
    // Step 3: the voucher form; after a rejection, the operator's reason and the voucher sent, to be corrected.
    awaitingProof: async ({ page, event }) => {
      await expect(activeStep(page)).toContainText('提交凭证');
      await expect(page.getByLabel('转账流水号')).toBeEditable();
      if (event.type === 'review.reject') {
        await expect(page.getByTestId('recharge-rejected')).toContainText(REJECTION);
        await expect(page.getByLabel('转账流水号')).toHaveValue(/^TX\d+$/);
        await expect(page.getByTestId('voucher-upload').locator('img')).toBeVisible();
      } else {
        await expect(page.getByTestId('recharge-rejected')).toHaveCount(0);
        await expect(page.getByLabel('转账流水号')).toHaveValue('');
      }
    },
    awaitingReview: async ({ page }) => {
      await expect(resultTitle(page)).toHaveText('审核中');
    },
    done: async ({ page }) => {
      await expect(resultTitle(page)).toHaveText('充值成功');
      await expect(page.getByText('¥500.00 已存入您的人民币钱包。')).toBeVisible();
    },
    // Only cancelling is driven here (the window's expiry needs the services' clock).
    failed: async ({ page }) => {
      await expect(resultTitle(page)).toHaveText('订单已取消');
    },
  },

  on: {
    'order.create': {
      by: 'person',
      drive: async ({ page }) => {
        await page.getByLabel('充值金额（元）').fill('500');
        await page.getByRole('checkbox', { name: /充值协议/ }).check();
        await page.getByRole('button', { name: '下一步' }).click();
      },
    },
    'transfer.confirm': {
      by: 'person',
      drive: async ({ page }) => {
        await page.getByRole('button', { name: '我已转账' }).click();
      },
    },
    // The voucher form is the page's only way to send it: shown once the transfer is confirmed.
    'voucher.submit': {
      by: 'person',
      when: (snapshot) => snapshot.matches('awaitingProof'),
      drive: async ({ page }) => {
        // After a rejection the screenshot sent before is still there; only the reference is corrected.
        const upload = page.getByTestId('voucher-upload');
        if ((await upload.locator('img').count()) === 0) await upload.locator('input[type=file]').setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: PNG });
        await expect(upload.locator('img')).toBeVisible();
        await page.getByLabel('转账流水号').fill(`TX${Date.now()}`);
        await page.getByRole('button', { name: buttonName('提交') }).click();
      },
    },
    'order.cancel': {
      by: 'person',
      drive: async ({ page }) => {
        await page.getByRole('button', { name: buttonName('取消订单') }).click();
        await confirmInDialog(page, '确定取消该充值订单吗？', buttonName('取消订单'));
      },
    },
    'review.approve': {
      by: 'services',
      drive: async ({ page }) => {
        await operationsDecide(page, 'mutation Approve($id: Int!, $key: String!) { approveRecharge(id: $id, idempotencyKey: $key) { id } }', { id: idInAddress(page), key: crypto.randomUUID() });
      },
    },
    'review.reject': {
      by: 'services',
      drive: async ({ page }) => {
        await operationsDecide(page, 'mutation Reject($id: Int!, $reason: String!) { rejectRecharge(id: $id, reason: $reason) { id } }', { id: idInAddress(page), reason: REJECTION });
      },
    },
    'timer.expired': {
      notDrivable: "the 24-hour window ends only when the services' clock moves, which the specs beside this one share (deadlines.spec.ts lets it run out)",
    },
  },
};
