/**
 * The UI model of exchanging CNY and platform coins on `/exchange` (exchange-page.tsx), for the generated browser
 * paths of `exchangeMachine` (tests/e2e/exchange.paths.spec.ts, README "Generated browser paths").
 *
 * Test-only code beside the page (`*.ui-model.ts`: .dependency-cruiser.mjs counts it as test code). Each path has a
 * member of its own made ready for the wallets through the REST services (`walletMember`: real name, transaction
 * password, a verified card) with 500 yuan recharged and approved by operations, signed in by the token cookie. The
 * amounts are the machine's test model's: 100 yuan to coins, 1 coin back (possible once coins were bought on the
 * path). A wrong transaction password is the services' real refusal.
 */
import { exchangeModel } from '../../../machines/wallet/exchange.model';
import type { ExchangeEvent, ExchangeMachine } from '../../../machines/wallet/exchange.machine';
import { openWithToken } from '../../../tests/e2e/support/member-api';
import { resultTitle } from '../../../tests/e2e/support/ui';
import type { UiModel } from '../../../tests/e2e/model/ui-model';
import { expect, type Page } from '../../../tests/e2e/support/fixtures';
import { FUNDED_WALLET_MEMBER_MS, fundedWalletMember, WALLET_PAY_PASSWORD, type WalletMember } from '../../../tests/e2e/support/wallet-api';

type Session = { page: Page; member: WalletMember };

const DIRECTION = { cnyToCoin: '人民币 → 平台币', coinToCny: '平台币 → 人民币' } as const;
const amountField = (page: Page) => page.getByLabel('兑换金额');
const passwordField = (page: Page) => page.getByLabel('交易密码');

export const exchangeUi: UiModel<ExchangeMachine, WalletMember, Session> = {
  title: 'on /exchange',
  spec: exchangeModel,
  // Stands for the prepared member: 500 yuan, no coins.
  input: { cnyFen: 50_000, coinFen: 0 },

  prepareMs: FUNDED_WALLET_MEMBER_MS,
  prepare: (api) => fundedWalletMember(api, 50_000),

  async start({ page, prepared }) {
    await openWithToken(page, prepared.token, '/exchange');
    return { page, member: prepared };
  },

  states: {
    // The direction and the amount, the source wallet's balance beside it.
    editing: async ({ page }) => {
      await expect(amountField(page)).toBeEditable();
      await expect(page.getByRole('button', { name: '下一步' })).toBeEnabled();
    },
    // What will be paid and received, and the transaction password; a refused password says so.
    confirming: async ({ page, event }) => {
      await expect(passwordField(page)).toBeEditable();
      await expect(page.getByRole('button', { name: '确认兑换' })).toBeEnabled();
      if (event.type === 'exchange.failed') await expect(page.getByRole('alert')).toContainText('交易密码错误');
    },
    submitting: async () => {},
    done: async ({ page }) => {
      await expect(resultTitle(page)).toHaveText('兑换成功');
      await expect(page.getByRole('button', { name: '继续兑换' })).toBeEnabled();
    },
  },

  on: {
    'exchange.next': {
      by: 'person',
      drive: async ({ page, event }) => {
        const { direction, amountFen } = event as Extract<ExchangeEvent, { type: 'exchange.next' }>;
        await page.getByText(DIRECTION[direction], { exact: true }).click();
        await amountField(page).fill(String(amountFen / 100));
        await page.getByRole('button', { name: '下一步' }).click();
      },
    },
    'exchange.back': {
      by: 'person',
      drive: async ({ page }) => {
        await page.getByRole('button', { name: '上一步' }).click();
      },
    },
    // The right password, or a wrong one when the services are to refuse it.
    'exchange.confirm': {
      by: 'person',
      drive: async ({ page, next }) => {
        await passwordField(page).fill(next?.type === 'exchange.failed' ? '000000' : WALLET_PAY_PASSWORD);
        await page.getByRole('button', { name: '确认兑换' }).click();
      },
    },
    'exchange.succeeded': { by: 'services' },
    'exchange.failed': { by: 'services' },
    'exchange.again': {
      by: 'person',
      drive: async ({ page }) => {
        await page.getByRole('button', { name: '继续兑换' }).click();
      },
    },
    'balance.loaded': {
      notDrivable: 'the page reads the balances again only after an exchange of its own or a refusal for the balance; another change meanwhile takes a second client racing this one',
    },
    'exchange.insufficient': {
      notDrivable: 'the balance would have to drop between the amount step and the password (a second client spending it at that moment): a race, not a person’s action',
    },
  },
};
