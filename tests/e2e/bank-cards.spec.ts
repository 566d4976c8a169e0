/**
 * Bank cards as a new member would use them (issue 3 section 4): a member with a verified real name and a
 * transaction password (both set up through the REST API: the real-name application approved by operations)
 * binds a debit card in the app, reads the micro-deposit on the development outbox (the bank statement line),
 * back-fills it and sees the card verified; a second card with wrong amounts until the limit leaves only removal.
 * The second half runs in English.
 */
import type { APIRequestContext } from '@playwright/test';
import { withLuhnDigit } from '../../machines/rules/bank-card';
import { expect, test, type Page } from './support/fixtures';
import { preparedAccounts } from './support/accounts';
import { decideApplication, setPayPassword, signin, submitPersonApplication } from './support/member-api';
import { STRONG_PASSWORD } from './support/portal';
import { logInFromTopBar } from './support/ui';

const PAY_PASSWORD = '135790';
const LIST = '/personal/accountManagement/account/bankCardAuth';

/**
 * The prepared member (registered by the set-up project, so its sign-up code is usually a minute old by now)
 * with a transaction password and a real name approved by operations.
 */
async function verifiedMember(request: APIRequestContext): Promise<string> {
  const { email, password, registeredAt } = preparedAccounts().bankCards;
  const token = await signin(request, email, password);
  await setPayPassword(request, token, email, PAY_PASSWORD, registeredAt);
  await decideApplication(request, await submitPersonApplication(request, token, '张三'), { approve: true });
  return email;
}

let cardCounter = 0;
function debitCard(): string {
  cardCounter += 1;
  return withLuhnDigit(`622202${String(Date.now() % 1e7).padStart(7, '0')}${String(cardCounter).padStart(5, '0')}`);
}

/** The deposit of the card ending in `last4`, from the bank statement line on the development outbox page. */
async function depositFromOutbox(page: Page, last4: string): Promise<string> {
  await page.goto('/dev/outbox');
  const row = page.getByRole('row').filter({ hasText: `**** ${last4}` }).first();
  await expect(row).toBeVisible();
  const amount = /CNY (\d+\.\d{2})/.exec((await row.textContent()) ?? '')?.[1];
  expect(amount).toBeTruthy();
  return amount!;
}

async function fillCard(page: Page, cardNumber: string, labels: { card: string; branch: string; mobile: string; agree: RegExp; submit: RegExp }) {
  await page.getByLabel(labels.card).fill(cardNumber);
  await page.getByLabel(labels.branch).fill('北京海淀支行');
  await page.getByLabel(labels.mobile).fill('13800000001');
  await page.getByRole('checkbox', { name: labels.agree }).check();
  await page.getByRole('button', { name: labels.submit }).click();
}

test('a verified member binds a debit card, back-fills the deposit and sees it verified; wrong amounts leave only removal', async ({ page }) => {
  test.setTimeout(180_000);
  const email = await verifiedMember(page.request);
  await page.goto('/index');
  await logInFromTopBar(page, { email, password: STRONG_PASSWORD });

  // Chinese: bind, read the deposit, back-fill it.
  await page.goto(LIST);
  await expect(page.getByText('暂无银行卡')).toBeVisible();
  await page.getByRole('button', { name: '绑定银行卡' }).click();
  await expect(page).toHaveURL(/bankCardAuthDetail$/);
  await expect(page.getByLabel('持卡人')).toHaveValue('张三');
  const first = debitCard();
  await fillCard(page, first, { card: '银行卡号', branch: '开户支行', mobile: '银行预留手机号', agree: /银行卡绑定协议/, submit: /^提\s*交$/ });
  await expect(page).toHaveURL(/bankCardAuthDetail\?id=\d+$/);
  await expect(page.getByText('银行卡验证中')).toBeVisible();
  const detailUrl = page.url();
  const amount = await depositFromOutbox(page, first.slice(-4));
  await page.goto(detailUrl);
  await page.getByPlaceholder('请输入您收到的打款金额').fill(amount);
  await page.getByRole('button', { name: /^确\s*认$/ }).click();
  await expect(page.getByText('银行卡验证成功').first()).toBeVisible();
  await page.getByRole('button', { name: '返回我的银行卡' }).click();
  const firstRow = page.getByTestId(`bank-card-${first.slice(-4)}`);
  await expect(firstRow).toContainText('已验证');
  await expect(firstRow).toContainText('默认');

  // English: a second card, wrong amounts until the limit; only removal is left.
  await page.goto('/en' + LIST);
  await page.getByRole('button', { name: 'Bind bank card' }).click();
  const second = debitCard();
  await fillCard(page, second, { card: 'Card number', branch: 'Branch', mobile: 'Bank-registered mobile', agree: /Bank Card Binding Agreement/, submit: /^Submit$/ });
  await expect(page.getByText('Card verification in progress')).toBeVisible();
  const secondUrl = page.url();
  const right = await depositFromOutbox(page, second.slice(-4));
  const wrong = right === '0.55' ? '0.56' : '0.55';
  await page.goto(secondUrl);
  for (const left of [2, 1]) {
    await page.getByPlaceholder('Please enter the payment amount you received').fill(wrong);
    await page.getByRole('button', { name: 'Confirm' }).click();
    // the field's hint counts down (the toast says the same in the member's saved language)
    await expect(page.getByText(`${left} attempts left`, { exact: true })).toBeVisible();
  }
  await page.getByPlaceholder('Please enter the payment amount you received').fill(wrong);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Amount exceeds limit' }).or(page.locator('.ant-result-title', { hasText: 'Amount exceeds limit' }))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit details' })).toHaveCount(0);
  await expect(page.getByPlaceholder('Please enter the payment amount you received')).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page).toHaveURL(/bankCardAuth$/);
  await expect(page.getByTestId(`bank-card-${second.slice(-4)}`)).toHaveCount(0);
  await expect(page.getByTestId(`bank-card-${first.slice(-4)}`)).toContainText('Verified');
});
