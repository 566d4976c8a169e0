/**
 * What a newcomer trips over at phone and desktop widths (issue 11), in Chinese and in English: the operations
 * recharge and withdrawal queues and the member's withdrawal records fit the window at 390, 1280 and 1440 px (the
 * page never scrolls sideways) with each row's only action in view; at 1440 px the operations staff's header shows
 * every entry with no "more"; an operations decision says it succeeded; on a phone the navigation drawer closes when
 * Log in in it opens the login dialog.
 *
 * One member of its own, set up through the REST services (real name, transaction password, verified card, 500 yuan
 * recharged, two more recharges waiting for review, a withdrawal); operations sign in with the run's API token in the
 * `Admin-Token` cookie (support/member-api.ts `signin`), so the shared account's sign-in limit is not spent.
 */
import { e2eBaseUrl } from '../../playwright.config';
import { clientAddressFor, expect, test, type Page } from './support/fixtures';
import { OPS, signin } from './support/member-api';
import { buttonName, type Lang } from './support/ui';
import { approveRechargeByOps, openWithdrawal, rechargeInReview, walletMember, type RechargeOrder, type WalletMember, type Withdrawal } from './support/wallet-api';

/** Visible texts, from src/locales/{zh-CN,en-US}/{layout,walletOps,wallet,realName}.json. */
const T = {
  zh: {
    viewOrder: (orderNo: string) => `查看订单 ${orderNo}`,
    details: '详情',
    approve: '审核通过',
    approved: '充值已审核通过',
    reject: '驳回',
    rejected: '充值已驳回',
    reason: '原因（会员可见）',
    operations: '运营',
    openMenu: '打开菜单',
    navigation: '主导航',
    login: '登录',
  },
  en: {
    viewOrder: (orderNo: string) => `View order ${orderNo}`,
    details: 'Details',
    approve: 'Approve',
    approved: 'Recharge approved',
    reject: 'Reject',
    rejected: 'Recharge rejected',
    reason: 'Reason (shown to the member)',
    operations: 'Operations',
    openMenu: 'Open the menu',
    navigation: 'Main navigation',
    login: 'Log in',
  },
} as const;

const WIDTHS = [390, 1280, 1440] as const;

type Prepared = { member: WalletMember; toDecide: Record<Lang, RechargeOrder>; withdrawal: Withdrawal };
let prepared: Prepared | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }, testInfo) => {
  testInfo.setTimeout(240_000);
  const request = await playwright.request.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': clientAddressFor('layout-widths', testInfo.retry) } });
  try {
    const member = await walletMember(request, '林小雅');
    const funds = await rechargeInReview(request, member, 50_000);
    await approveRechargeByOps(request, funds.id);
    const zh = await rechargeInReview(request, member, 10_000);
    const en = await rechargeInReview(request, member, 12_000);
    const withdrawal = await openWithdrawal(request, member, 20_000);
    prepared = { member, toDecide: { zh, en }, withdrawal };
  } finally {
    await request.dispose();
  }
});

/** Signed in with `token` (an API sign-in) put into the app's cookie. */
async function signedInAs(page: Page, token: string): Promise<void> {
  await page.context().clearCookies();
  await page.context().addCookies([{ name: 'Admin-Token', value: token, url: e2eBaseUrl }]);
}

/** The page does not scroll sideways: nothing is wider than the window. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `page ${scrollWidth} px wide in a ${innerWidth} px window`).toBeLessThanOrEqual(innerWidth);
}

for (const lang of ['zh', 'en'] as const) {
  const text = T[lang];

  test(`the money queues and the withdrawal records fit the window with their action in view (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const { member, toDecide, withdrawal } = prepared!;
    const ops = await signin(page.request, OPS.email, OPS.password);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await signedInAs(page, ops);
      for (const [path, orderNo] of [
        ['/operations/recharges', toDecide[lang].orderNo],
        ['/operations/withdrawals', withdrawal.orderNo],
      ] as const) {
        await page.goto(`/${lang}${path}`);
        const view = page.getByRole('button', { name: text.viewOrder(orderNo) });
        // Wholly visible: not scrolled out of the table's own box, not cut by the card.
        await expect(view, `${path} at ${width} px`).toBeInViewport({ ratio: 1 });
        await expectNoSidewaysScroll(page);
      }
      if (width === 1440) {
        // Every top-level entry of the operations staff in the bar, none folded under "more".
        const bar = page.getByTestId('top-bar');
        await expect(bar.getByRole('navigation', { name: text.navigation }).getByRole('link', { name: text.operations, exact: true })).toBeVisible();
        await expect(bar.locator('.portal-nav__more')).toHaveCount(0);
      }

      await signedInAs(page, member.token);
      await page.goto(`/${lang}/personal/wallet/record/withdrawRecord`);
      await expect(page.getByRole('button', { name: buttonName(text.details) }), `withdrawal records at ${width} px`).toBeInViewport({ ratio: 1 });
      await expectNoSidewaysScroll(page);
    }
  });

  test(`an operations decision says it succeeded (${lang})`, async ({ page }) => {
    const order = prepared!.toDecide[lang];
    await page.setViewportSize({ width: 1440, height: 900 });
    await signedInAs(page, await signin(page.request, OPS.email, OPS.password));
    await page.goto(`/${lang}/operations/recharges`);
    await page.getByRole('button', { name: text.viewOrder(order.orderNo) }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: order.orderNo });
    const toast = (message: string) => page.locator('.ant-message').getByText(message, { exact: true });
    if (lang === 'zh') {
      await drawer.getByRole('button', { name: buttonName(text.approve) }).click();
      await page.locator('.ant-modal-confirm').getByRole('button', { name: buttonName(text.approve) }).click();
      await expect(toast(text.approved)).toBeVisible();
    } else {
      await drawer.getByRole('button', { name: buttonName(text.reject) }).click();
      const dialog = page.locator('.ant-modal').filter({ has: page.getByLabel(text.reason) });
      await dialog.getByLabel(text.reason).fill('The voucher shows another amount');
      await dialog.getByRole('button', { name: buttonName(text.reject) }).click();
      await expect(toast(text.rejected)).toBeVisible();
    }
  });

  test(`on a phone the navigation drawer gives way to the login dialog (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${lang}/hall`);
    const open = page.getByTestId('mobile-bar').getByRole('button', { name: text.openMenu });
    await open.click();
    const drawer = page.locator('.ant-drawer').filter({ has: page.getByRole('navigation', { name: text.navigation }) });
    await expect(drawer.getByRole('navigation', { name: text.navigation })).toBeVisible();
    await drawer.getByRole('button', { name: buttonName(text.login) }).click();
    await expect(page.locator('.ant-modal').getByRole('button', { name: buttonName(text.login) })).toBeVisible();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer.getByRole('navigation', { name: text.navigation })).toBeHidden();
  });
}
