/**
 * The UI model of binding a bank card (bank-card-list-page.tsx and bank-card-detail-page.tsx), for the generated
 * browser paths of `bankCardMachine` (tests/e2e/bank-card.paths.spec.ts, README "Generated browser paths").
 *
 * Server-held (`heldBy: 'services'`): the card lives on the services, the pages show what its workflow allows, and
 * the runner follows the steps the services logged for the test's client address. Each path has a member of its own
 * made ready through the REST services (`walletMember`: real name, transaction password and a verified card, which
 * is the default one, so the path's card is not made default by the services when it is verified), signed in by the
 * token cookie. The member binds a card of the path's own on the detail page and back-fills the deposit read from
 * the bank statement line in the outbox (right, or another amount); operations fail a verification through their
 * gateway mutation from the same address, after which the member opens the card again (the page does not poll).
 * The card stops being the default one when the member makes the other card the default on the list (the services
 * then clear this one); a verified card is handled from the list from then on (the list has no link to its page).
 */
import { bankCardModel } from '../../../machines/identity/bank-card.model';
import type { BankCardMachine } from '../../../machines/identity/bank-card.machine';
import type { UiModel } from '../../../tests/e2e/model/ui-model';
import { expect, type Page } from '../../../tests/e2e/support/fixtures';
import { openWithToken } from '../../../tests/e2e/support/member-api';
import { idInAddress, operationsDecide } from '../../../tests/e2e/support/ops-graphql';
import { outboxMark } from '../../../tests/e2e/support/portal';
import { untilProfileLoaded } from '../../../tests/e2e/support/session';
import { activeStep, buttonName, confirmInDialog, resultTitle } from '../../../tests/e2e/support/ui';
import {
  depositAmount,
  FUNDED_WALLET_MEMBER_MS,
  freshDebitCardNumber,
  WALLET_PAY_PASSWORD,
  walletMember,
  type WalletMember,
} from '../../../tests/e2e/support/wallet-api';
import { BANK_CARD_LIST_PATH } from './paths';

type Session = {
  page: Page;
  member: WalletMember;
  /** The path's card: its number (typed again when edited) and, once bound, its id. */
  cardNumber: string;
  cardId: number | null;
  /** The newest outbox message before the last deposit was asked for (bind or edit): its line comes after. */
  depositMark: number;
  /** Wrong amounts the member may still enter, as the page must show it (three after each deposit). */
  attemptsLeft: number;
};

const FAILURE = '银行退回：户名与卡号不符';
const BRANCH = '北京海淀支行';
const EDITED_BRANCH = '北京朝阳支行';

const amountField = (page: Page) => page.getByLabel('收到的金额（元）');
/** A card's row on the list (by its last four digits). */
const row = (page: Page, cardNumber: string) => page.getByTestId(`bank-card-${cardNumber.slice(-4)}`);
const defaultTag = (scope: ReturnType<Page['locator']>) => scope.locator('.ant-tag').filter({ hasText: /^默认$/ });
/** Whether the page is the card's own page (the back-fill and its result), not the list. */
const onDetail = (page: Page) => idInAddress(page) > 0;
const cardId = (session: Session) => {
  if (session.cardId === null) throw new Error('the card has not been bound yet');
  return session.cardId;
};

/** The details form (bind, or edit after a failure) as a person fills it, then Submit. */
async function fillDetails(page: Page, cardNumber: string, branch: string): Promise<void> {
  await page.getByLabel('银行卡号').fill(cardNumber);
  await page.getByLabel('开户支行').fill(branch);
  await page.getByLabel('银行预留手机号').fill('13800000001');
  await page.getByRole('checkbox', { name: /银行卡绑定协议/ }).check();
  await page.getByRole('button', { name: buttonName('提交') }).click();
}

/** Back-fills an amount on the card's page: the deposit read from the statement line, or another one. */
async function backFill(session: Session, right: boolean): Promise<void> {
  const { page } = session;
  const amount = await depositAmount(page.request, cardId(session), session.depositMark);
  await amountField(page).fill(right ? amount : amount === '0.55' ? '0.56' : '0.55');
  await page.getByRole('button', { name: buttonName('确认') }).click();
}

/** From the card's result page back to the list, where a verified card's other actions are. */
async function toList(page: Page): Promise<void> {
  if (!onDetail(page)) return;
  await page.getByRole('button', { name: '返回我的银行卡' }).click();
  await expect(page).toHaveURL(new RegExp(`${BANK_CARD_LIST_PATH}$`));
}

export const bankCardUi: UiModel<BankCardMachine, WalletMember, Session> = {
  title: 'on my bank cards',
  spec: bankCardModel,
  heldBy: 'services',
  // Stands for the prepared member: the real name is the cardholder, three attempts (the services' own number).
  input: { cardholderName: '赵银卡' },

  prepareMs: FUNDED_WALLET_MEMBER_MS,
  prepare: (api) => walletMember(api, '赵银卡'),

  // The list (the prepared card on it), then "Bind bank card": the details form of a new card.
  async start({ page, prepared }) {
    await untilProfileLoaded(page, () => openWithToken(page, prepared.token, BANK_CARD_LIST_PATH));
    await expect(row(page, prepared.card.cardNumber)).toContainText('已验证');
    await page.getByRole('button', { name: '绑定银行卡' }).click();
    return { page, member: prepared, cardNumber: freshDebitCardNumber(prepared.card.cardNumber), cardId: null, depositMark: 0, attemptsLeft: 3 };
  },

  states: {
    // Step 1: the cardholder is the verified real name, not editable; the card's details are empty.
    filling: async ({ page, session }) => {
      await expect(page).toHaveURL(/bankCardAuthDetail$/);
      await expect(activeStep(page)).toContainText('填写银行卡信息');
      await expect(page.getByLabel('持卡人')).toHaveValue(session.member.realName);
      await expect(page.getByLabel('持卡人')).toBeDisabled();
      await expect(page.getByLabel('银行卡号')).toBeEditable();
      await expect(page.getByRole('button', { name: buttonName('提交') })).toBeEnabled();
    },
    // Step 2: the deposit is sent; the amount field (emptied after a wrong amount) with the attempts left, and cancel.
    verifying: async ({ page, session }) => {
      await expect(page).toHaveURL(/bankCardAuthDetail\?id=\d+$/);
      await expect(activeStep(page)).toContainText('回填打款金额');
      await expect(page.getByRole('alert').filter({ hasText: '银行卡验证中' })).toContainText(`**** ${session.cardNumber.slice(-4)}`);
      await expect(page.getByText(`还可尝试${session.attemptsLeft}次`, { exact: true })).toBeVisible();
      await expect(amountField(page)).toHaveValue('');
      await expect(page.getByRole('button', { name: buttonName('确认') })).toBeEnabled();
      await expect(page.getByRole('button', { name: buttonName('取消') })).toBeEnabled();
    },
    // 'Verification failed' with operations' reason: edit, cancel or delete.
    failed: async ({ page }) => {
      await expect(activeStep(page)).toContainText('验证结果');
      await expect(resultTitle(page)).toHaveText('验证失败');
      await expect(page.locator('.ant-result-subtitle')).toContainText(`原因：${FAILURE}`);
      await expect(page.getByRole('button', { name: '修改信息' })).toBeEnabled();
      await expect(page.getByRole('button', { name: buttonName('取消') })).toBeEnabled();
      await expect(page.getByRole('button', { name: buttonName('删除') })).toBeEnabled();
    },
    // 'Amount exceeds limit': only removal; no amount field, no editing.
    locked: async ({ page }) => {
      await expect(activeStep(page)).toContainText('验证结果');
      await expect(resultTitle(page)).toHaveText('金额错误次数超限');
      await expect(page.getByRole('button', { name: buttonName('删除') })).toBeEnabled();
      await expect(amountField(page)).toHaveCount(0);
      await expect(page.getByRole('button', { name: '修改信息' })).toHaveCount(0);
    },
    // Just back-filled: the card's page says so; later (after making the other card the default) the list's row does.
    // Either way "set as default" is offered only while it is not the default, and unlinking always.
    verified: async ({ page, session, event }) => {
      const isDefault = event.type === 'default.set';
      const setDefault = (scope: Page | ReturnType<Page['locator']>) => scope.getByRole('button', { name: '设为默认' });
      if (onDetail(page)) {
        await expect(activeStep(page)).toContainText('验证结果');
        await expect(resultTitle(page)).toHaveText('银行卡验证成功');
        const result = page.locator('.ant-result');
        await expect(defaultTag(result)).toHaveCount(isDefault ? 1 : 0);
        await expect(setDefault(result)).toHaveCount(isDefault ? 0 : 1);
        await expect(result.getByRole('button', { name: buttonName('解绑') })).toBeEnabled();
      } else {
        const mine = row(page, session.cardNumber);
        const other = row(page, session.member.card.cardNumber);
        await expect(mine).toContainText('已验证');
        await expect(defaultTag(mine)).toHaveCount(isDefault ? 1 : 0);
        await expect(setDefault(mine)).toHaveCount(isDefault ? 0 : 1);
        await expect(mine.getByRole('button', { name: buttonName('解绑') })).toBeEnabled();
        await expect(defaultTag(other)).toHaveCount(isDefault ? 0 : 1);
      }
    },
    // The three ends: the member is back on the list, which no longer shows the card (the prepared one stays).
    ...Object.fromEntries(
      (['cancelled', 'deleted', 'unlinked'] as const).map((state) => [
        state,
        async ({ page, session }: { page: Page; session: Session }) => {
          await expect(page).toHaveURL(new RegExp(`${BANK_CARD_LIST_PATH}$`));
          await expect(row(page, session.member.card.cardNumber)).toContainText('已验证');
          await expect(row(page, session.cardNumber)).toHaveCount(0);
          await expect(page.getByText('银行卡验证中')).toHaveCount(0);
        },
      ]),
    ),
  },

  on: {
    'card.submit': {
      by: 'person',
      drive: async ({ page, session }) => {
        session.depositMark = await outboxMark(page.request);
        await fillDetails(page, session.cardNumber, BRANCH);
        await expect(page).toHaveURL(/bankCardAuthDetail\?id=\d+$/);
        session.cardId = idInAddress(page);
        session.attemptsLeft = 3;
      },
    },
    // After a failure: "Edit details" opens the form again (the branch kept); a new deposit goes to the same card.
    'card.edit': {
      by: 'person',
      drive: async ({ page, session }) => {
        await page.getByRole('button', { name: '修改信息' }).click();
        await expect(page.getByLabel('开户支行')).toHaveValue(BRANCH);
        session.depositMark = await outboxMark(page.request);
        await fillDetails(page, session.cardNumber, EDITED_BRANCH);
        session.attemptsLeft = 3;
      },
    },
    'amount.correct': {
      by: 'person',
      drive: ({ session }) => backFill(session, true),
    },
    'amount.wrong': {
      by: 'person',
      drive: async ({ session }) => {
        await backFill(session, false);
        session.attemptsLeft -= 1;
      },
    },
    'deposit.failed': {
      notDrivable: "the deposit is written to the outbox, which does not fail; a failing bank would need a stub of the services' micro-deposit sender",
    },
    'ops.fail': {
      by: 'services',
      drive: async ({ page, session }) => {
        await operationsDecide(page, 'mutation Fail($id: Int!, $reason: String!) { failBankCardVerification(id: $id, reason: $reason) { id } }', { id: cardId(session), reason: FAILURE });
      },
    },
    'timer.expired': {
      notDrivable: "the back-fill period is 3 days of the services' clock, which the specs beside this one share (deadlines.spec.ts lets such periods run out)",
    },
    'card.cancel': {
      by: 'person',
      drive: async ({ page }) => {
        await page.getByRole('button', { name: buttonName('取消') }).click();
        await confirmInDialog(page, '确定取消该银行卡的验证吗？', buttonName('确定'));
      },
    },
    'card.delete': {
      by: 'person',
      drive: async ({ page }) => {
        await page.getByRole('button', { name: buttonName('删除') }).click();
      },
    },
    // On the card's page or on its row: the transaction password in the dialog.
    'card.unlink': {
      by: 'person',
      drive: async ({ page, session }) => {
        const scope = onDetail(page) ? page.locator('.ant-result') : row(page, session.cardNumber);
        await scope.getByRole('button', { name: buttonName('解绑') }).click();
        const dialog = page.getByRole('dialog').filter({ hasText: '解绑银行卡' });
        await dialog.getByLabel('交易密码').fill(WALLET_PAY_PASSWORD);
        await dialog.getByRole('button', { name: buttonName('解绑') }).click();
        await expect(dialog).toBeHidden();
      },
    },
    'default.set': {
      by: 'person',
      drive: async ({ page, session }) => {
        const scope = onDetail(page) ? page.locator('.ant-result') : row(page, session.cardNumber);
        await scope.getByRole('button', { name: '设为默认' }).click();
      },
    },
    // The member makes the other card the default one on the list: the services clear this one.
    'default.clear': {
      by: 'person',
      drive: async ({ page, session }) => {
        await toList(page);
        await row(page, session.member.card.cardNumber).getByRole('button', { name: '设为默认' }).click();
      },
    },
  },
};
