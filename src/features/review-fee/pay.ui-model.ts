/**
 * The UI models of the pay view (src/components/pay-view, `payMachine`) where a member pays a review fee personally
 * (`/paySelf?id=`, pay-self-page.tsx), for the generated browser paths of tests/e2e/pay.paths.spec.ts (README
 * "Generated browser paths"). Two models of one machine: the coins cover the fee when the pay view opens, or they do
 * not (the machine's two test inputs); every path of both starts on the quote step and presses Next at the least fee.
 *
 * Test-only code beside the page (`*.ui-model.ts`: .dependency-cruiser.mjs counts it as test code). Each path has a
 * publisher of its own (`fundedWalletMember`: real name, transaction password, a verified card, 15 000 yuan
 * recharged and approved; a nickname and a field, as publishing needs), with coins exchanged through the REST
 * services, and a requirement whose fee is due (published, approved by operations, evaluated by the demo assessors:
 * the spec runs in the demo project). What changes the balance meanwhile is the member's own second client (an
 * exchange through the REST services), never a stub: coins spent just before the password is confirmed (the services
 * then refuse for the balance), coins added before "refresh balance".
 */
import { payModel } from '../../../machines/wallet/pay.model';
import type { PayMachine } from '../../../machines/wallet/pay.machine';
import { COIN_WALLET_PATH } from '@/components/pay-view/paths';
import type { UiModel } from '../../../tests/e2e/model/ui-model';
import { expect, type APIRequestContext, type Page } from '../../../tests/e2e/support/fixtures';
import { completeProfile, openWithToken } from '../../../tests/e2e/support/member-api';
import { requirementWithFeeDue, toast } from '../../../tests/e2e/support/stage-two';
import { buttonName, resultTitle } from '../../../tests/e2e/support/ui';
import { exchangeByApi, FUNDED_WALLET_MEMBER_MS, fundedWalletMember, WALLET_PAY_PASSWORD, type WalletMember } from '../../../tests/e2e/support/wallet-api';

/** 88 000 yuan: the least review fee, what every path pays, is 10 % of it (8 800, shown as such). */
const BUDGET_FEN = 88_000_00;
/** Coins at the start: enough for the fee, or short of it. The rest of the 15 000 yuan recharged stays in CNY. */
const COINS_FEN = { enough: 10_000_00, short: 5_000_00 };
/** What the second client moves: from 10 000 coins this leaves 5 000, short of the fee; from 5 000 it makes 10 000. */
const MOVED_FEN = 5_000_00;

const SHORT_PATH_EVENTS = new Set(['pay.start', 'balance.loaded', 'pay.submit', 'pay.succeeded']);

type Payer = { member: WalletMember; requirementId: number };
type Session = { page: Page; payer: Payer };

async function preparePayer(api: APIRequestContext, coinsFen: number): Promise<Payer> {
  const member = await fundedWalletMember(api, 15_000_00);
  await exchangeByApi(api, member, 'cnyToCoin', coinsFen);
  await completeProfile(api, member.token, '付费发布者');
  const requirement = await requirementWithFeeDue(api, member.token, {
    title: `管网漏损声学定位 ${Date.now() % 100_000} / Acoustic leak location in water mains`,
    budgetFen: BUDGET_FEN,
    durationDays: 90,
    detailsHtml: '<p>用分布式声学传感定位供水管网漏点，误差不超过 1 米。</p>',
    keywords: ['漏损', 'leak'],
  });
  return { member, requirementId: requirement.id };
}

const payView = (page: Page) => page.getByTestId('pay-view');
const amountField = (page: Page) => page.getByLabel('金额', { exact: true });
const passwordField = (page: Page) => page.getByLabel('交易密码', { exact: true });

function payUiModel(name: 'enough' | 'short'): UiModel<PayMachine, Payer, Session> {
  return {
    title: name === 'enough' ? 'on /paySelf, the coins cover the fee' : 'on /paySelf, the coins fall short',
    spec: payModel,
    // The machine's test input that stands for the fee and the prepared member's coins (only which is larger matters).
    input: payModel.inputs![name === 'enough' ? 0 : 1],
    // Short of coins, the paths only go the way the other model cannot: "pay now" finding the balance short, coins
    // added, then paid. Every other transition from `insufficient` on (cancel, the wallet, a refusal) is the enough
    // model's, which reaches it through the services' refusal for the balance.
    events: name === 'short' ? payModel.events.filter((e) => SHORT_PATH_EVENTS.has(e.type)) : undefined,

    prepareMs: FUNDED_WALLET_MEMBER_MS + 30_000,
    prepare: (api) => preparePayer(api, COINS_FEN[name]),

    async start({ page, prepared }) {
      await openWithToken(page, prepared.member.token, `/paySelf?id=${prepared.requirementId}`);
      await expect(amountField(page)).toHaveValue('8800.00', { timeout: 30_000 });
      await page.getByRole('button', { name: '下一步' }).click();
      return { page, payer: prepared };
    },

    states: {
      // The price and the balance; pay now.
      review: async ({ page }) => {
        await expect(payView(page).getByTestId('pay-price')).toHaveText('8,800.00 平台币');
        await expect(payView(page).getByRole('button', { name: buttonName('支付') })).toBeEnabled();
      },
      // Short: how much is missing, the wallet and the refresh.
      insufficient: async ({ page }) => {
        await expect(payView(page).getByRole('alert')).toContainText('平台币余额不足');
        await expect(payView(page).getByRole('button', { name: '前往钱包' })).toBeEnabled();
      },
      // The transaction password; a refused one says why.
      askingPassword: async ({ page, event }) => {
        await expect(passwordField(page)).toBeEditable();
        if (event.type === 'pay.failed') await expect(payView(page).getByRole('alert')).toContainText('交易密码错误');
      },
      paying: async () => {},
      // 'Payment Completed', then back on the requirement, which waits for the pre-review.
      paid: async ({ page, session }) => {
        await expect(toast(page, '支付成功')).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`/taskDetail\\?id=${session.payer.requirementId}$`));
        await expect(page.getByTestId('requirement-card').getByTestId('requirement-status')).toHaveText('等待预评审开始 · 进行中', { timeout: 20_000 });
      },
      // The coin wallet, to deposit or exchange.
      leftForWallet: async ({ page }) => {
        await expect(page).toHaveURL(new RegExp(`${COIN_WALLET_PATH}$`));
      },
      // Cancelling the pay view goes back to the amount (nothing was paid).
      cancelled: async ({ page }) => {
        await expect(payView(page)).toHaveCount(0);
        await expect(amountField(page)).toBeEditable();
        await expect(resultTitle(page)).toHaveCount(0);
      },
    },

    on: {
      'pay.start': {
        by: 'person',
        drive: async ({ page }) => {
          await payView(page).getByRole('button', { name: buttonName('支付') }).click();
        },
      },
      'pay.cancel': {
        by: 'person',
        drive: async ({ page }) => {
          await payView(page).getByRole('button', { name: buttonName('取消') }).click();
        },
      },
      // The right password, or a wrong one when the services are to refuse it; when they are to refuse for the
      // balance, the member's second client spends coins first.
      'pay.submit': {
        by: 'person',
        drive: async ({ page, session, next }) => {
          if (next?.type === 'pay.insufficient') await exchangeByApi(page.request, session.payer.member, 'coinToCny', MOVED_FEN);
          await passwordField(page).fill(next?.type === 'pay.failed' ? '000000' : WALLET_PAY_PASSWORD);
          await page.getByRole('button', { name: /确认支付/ }).click();
        },
      },
      'pay.succeeded': { by: 'services' },
      'pay.failed': { by: 'services' },
      'pay.insufficient': { by: 'services' },
      'wallet.go': {
        by: 'person',
        drive: async ({ page }) => {
          await payView(page).getByRole('button', { name: '前往钱包' }).click();
        },
      },
      // Coins added by the member's second client, then "refresh balance": the pay view reads the balance again.
      'balance.loaded': {
        by: 'services',
        when: (snapshot) => snapshot.matches('insufficient'),
        drive: async ({ page, session }) => {
          await exchangeByApi(page.request, session.payer.member, 'cnyToCoin', MOVED_FEN);
          await payView(page).getByRole('button', { name: '刷新余额' }).click();
        },
      },
    },
  };
}

export const payEnoughUi = payUiModel('enough');
export const payShortUi = payUiModel('short');
