/**
 * The personal centre and the operations area (issue 3 sections 1 and 5): their side menus, the workbench's
 * account checklist, the operations role gate, and the menu folded on a phone. The pages inside may still be
 * "not available yet" or be filled by other work: these tests assert the layouts, menus and links only.
 */
import { expect, test, type Page } from './support/fixtures';
import { registerAccount, STRONG_PASSWORD, uniqueEmail } from './support/portal';
import { OPS, openSignedIn } from './support/member-api';
import { logInFromTopBar, topBar } from './support/ui';


/** The section's side menu (desktop) or its drawer (phone). */
const sectionMenu = (page: Page) => page.getByTestId('section-menu');
/** The entry the menu marks as current. */
const selectedEntry = (page: Page) => sectionMenu(page).locator('.ant-menu-item-selected');
/** The visited-pages bar names the page being shown. */
const currentTab = (page: Page) => page.getByTestId('tags-view').locator('[aria-current="page"]');

async function newMemberSignedIn(page: Page): Promise<string> {
  const email = uniqueEmail('pc');
  await registerAccount(page.request, { email });
  await page.goto('/index');
  await logInFromTopBar(page, { email, password: STRONG_PASSWORD });
  return email;
}

test('a member walks the personal centre from the workbench through its side menu and checklist', async ({ page }) => {
  await newMemberSignedIn(page);
  await topBar(page).getByRole('link', { name: '个人中心' }).click();
  await expect(page).toHaveURL(/\/personal\/workbench\/statistics\/index$/);
  await expect(page.getByRole('heading', { level: 1, name: '我的工作台' })).toBeVisible();
  await expect(selectedEntry(page)).toHaveText('我的工作台');
  for (const group of ['工作台', '账户管理', '我的钱包']) await expect(sectionMenu(page).getByText(group, { exact: true })).toBeVisible();

  // The checklist of a new e-mail member: e-mail bound, the rest to do.
  const checklist = page.getByTestId('account-checklist');
  await expect(checklist.getByTestId('checklist-email')).toContainText('已完成');
  await expect(checklist.getByTestId('checklist-phone')).toContainText('待完成');
  await expect(checklist.getByTestId('checklist-transactionPassword')).toContainText('待完成');
  await expect(checklist.getByTestId('checklist-realName')).toContainText('待完成');
  await expect(checklist.getByTestId('checklist-bankCard')).toContainText('待完成');
  await expect(page.getByText('已完成 1/6')).toBeVisible();

  // Each checklist link opens its page inside the personal centre, the menu following.
  await checklist.getByRole('link', { name: '去完成：实名认证' }).click();
  await expect(page).toHaveURL(/\/personal\/accountManagement\/account\/realNameAuth$/);
  await expect(selectedEntry(page)).toHaveText('实名认证');
  await page.goBack();
  await checklist.getByRole('link', { name: '去完成：交易密码' }).click();
  await expect(page).toHaveURL(/\/personal\/accountManagement\/secure$/);
  await expect(selectedEntry(page)).toHaveText('账户安全');
  await page.goBack();
  await checklist.getByRole('link', { name: '去完成：银行卡' }).click();
  await expect(page).toHaveURL(/\/personal\/accountManagement\/account\/bankCardAuth$/);
  await expect(selectedEntry(page)).toHaveText('银行卡认证');

  // The side menu: account security, then the wallet and a record page inside its folded submenu.
  await sectionMenu(page).getByRole('link', { name: '账户安全' }).click();
  await expect(page).toHaveURL(/\/personal\/accountManagement\/secure$/);
  await expect(currentTab(page)).toHaveText('账户安全');
  await sectionMenu(page).getByRole('link', { name: '钱包总览' }).click();
  await expect(page).toHaveURL(/\/personal\/wallet\/overview$/);
  await expect(page.getByText('最近交易', { exact: true })).toBeVisible();
  await sectionMenu(page).getByText('记录', { exact: true }).click();
  await sectionMenu(page).getByRole('link', { name: '提现记录' }).click();
  await expect(page).toHaveURL(/\/personal\/wallet\/record\/withdrawRecord$/);
  await expect(page.getByRole('columnheader', { name: '手续费' })).toBeVisible();
  await expect(selectedEntry(page)).toHaveText('提现记录');

  // A hidden route of the personal centre selects its parent entry.
  await page.goto('/recharge/step1');
  await expect(selectedEntry(page)).toHaveText('法币钱包');

  // The operations area is not for members: no menu entry, and typing its address is refused.
  await expect(topBar(page).getByRole('link', { name: '运营' })).toHaveCount(0);
  await page.goto('/operations/real-name');
  await expect(page).toHaveURL(/\/401$/);
  await expect(page.getByTestId('operations-area')).toHaveCount(0);
  await page.goto('/operations');
  await expect(page).toHaveURL(/\/401$/);
});

test('operations staff reach the review queues through the Operations menu (in English)', async ({ page }) => {
  // Other specs sign in as the shared operations account at the same time, in either language (openSignedIn).
  await openSignedIn(page, OPS, 'en', '/index');
  await topBar(page).getByRole('link', { name: 'Operations' }).click();
  await expect(page).toHaveURL(/\/operations\/real-name$/);
  const area = page.getByTestId('operations-area');
  await expect(area.getByRole('navigation', { name: 'Operations' })).toBeVisible();
  await expect(selectedEntry(page)).toHaveText('Real-name applications');
  await expect(currentTab(page)).toHaveText('Real-name applications');

  await sectionMenu(page).getByRole('link', { name: 'Face checks' }).click();
  await expect(page).toHaveURL(/\/operations\/face-checks$/);
  await expect(selectedEntry(page)).toHaveText('Face checks');
  await sectionMenu(page).getByRole('link', { name: 'Bank-card verifications' }).click();
  await expect(page).toHaveURL(/\/operations\/bank-cards$/);
  await expect(currentTab(page)).toHaveText('Bank-card verifications');

  // Staff are members too: their personal centre is there, in English.
  await topBar(page).getByRole('link', { name: 'Personal centre' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My workbench' })).toBeVisible();
  await expect(sectionMenu(page).getByText('Account management', { exact: true })).toBeVisible();
});

test('on a phone the personal centre menu folds into a bar that opens a drawer', async ({ page }) => {
  await newMemberSignedIn(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/personal');
  await expect(page).toHaveURL(/\/personal\/workbench\/statistics\/index$/);
  await expect(page.getByTestId('mobile-bar')).toBeVisible();
  await expect(sectionMenu(page)).toHaveCount(0);
  const toggle = page.getByTestId('section-menu-toggle');
  await expect(toggle).toContainText('个人中心');
  await expect(toggle).toContainText('我的工作台');

  await toggle.click();
  const drawer = page.getByRole('dialog', { name: '个人中心' });
  await drawer.getByRole('link', { name: '账户安全' }).click();
  await expect(page).toHaveURL(/\/personal\/accountManagement\/secure$/);
  await expect(drawer).toBeHidden();
  await expect(toggle).toContainText('账户安全');

  // The page is not wider than the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
