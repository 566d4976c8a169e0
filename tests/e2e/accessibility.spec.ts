/**
 * WCAG 2.1 AA (issue 11): axe-core (`@axe-core/playwright`) on every main page in Chinese and in English, with
 * the dialogs open where they matter. A page passes with no violation of impact `serious` or `critical`, and
 * with none of the structure rules below (landmarks and headings: axe files them as `moderate`, but a screen
 * reader's page outline depends on them). A failure lists each rule, its help and the elements it found, per page.
 *
 * Public pages as a visitor, on a desktop and on a 390 px phone; the personal centre as the demo member (not
 * verified: the real-name gate and the invite dialog have something to show); the publish form, a requirement's
 * stage-1 detail with its live chart, /paySelf and /pay as the demo publisher (verified, with coins); an invitation's
 * detail, /evaluate and the detailed market assessment form as an assessor; /taskDetail2 as the publisher; every page of the operations menu as the operations account; the recharge,
 * exchange and withdrawal steps as a new member with a verified card, and that member's rows opened in the operations
 * queues (drawers, a card's expanded row) beside the demo data's requirement and crowdfunding drawers and the ledger's
 * report: each drawer's title an h2 and its sections h3, checked by name, with its live chart open. The login dialog's
 * password eye is worked by keyboard. Members are signed in with an API token in the `Admin-Token`
 * cookie (tests/e2e/workflow.spec.ts), so the shared accounts' sign-in limits are not spent. English pages are
 * reached through `/en/...` (src/lib/i18n.ts), Chinese through `/zh/...`.
 */
import { e2eBaseUrl } from '../../playwright.config';
import { audit } from './support/axe';
import { expect, test, type Locator, type Page } from './support/fixtures';
import { api, OPS, PNG, resetSavedLanguage, signin } from './support/member-api';
import { DEMO_MEMBER } from './support/portal';
import { buttonName, openDialogFromTopBar, resultTitle, turnPagesUntil, type Lang } from './support/ui';
import { approveRechargeByOps, openWithdrawal, walletMember, type WalletMember } from './support/wallet-api';

const DEMO_PUBLISHER = { email: 'publisher@portal.local', password: 'Demo@2026' } as const;
const DEMO_MEMBER_LOGIN = { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password } as const;
const DEMO_ASSESSOR = { email: 'assessor1@portal.local', password: 'Demo@2026' } as const;

/** Every page of the operations menu (services/reference menus, src/app/routes.ts). */
const OPERATIONS_PAGES = ['real-name', 'face-checks', 'bank-cards', 'recharges', 'withdrawals', 'ledger', 'requirements', 'crowdfunding', 'experts'] as const;

const at = (lang: Lang, path: string) => `/${lang}${path}`;

/** Opens a page and waits for what shows it has loaded (no skeleton or spinner left in the content). */
async function open(page: Page, lang: Lang, path: string, ready: (page: Page) => Locator, timeout = 20_000): Promise<void> {
  await page.goto(at(lang, path));
  await expect(ready(page)).toBeVisible({ timeout });
  await expect(page.locator('#portal-main .ant-skeleton, #portal-main .ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

/** Signs a shared account in through the API token cookie, in the language of the test. */
async function signInAs(page: Page, account: { email: string; password: string }, lang: Lang): Promise<void> {
  await resetSavedLanguage(page.request, account, lang);
  const token = await signin(page.request, account.email, account.password);
  await page.context().addCookies([{ name: 'Admin-Token', value: token, url: e2eBaseUrl }]);
}

const T = {
  zh: {
    recharge: '充值',
    invites: /^待处理邀请/,
    chartOf: /的状态图$/,
    close: /关闭/,
    password: '密码',
    showPassword: '显示密码',
    hidePassword: '隐藏密码',
    next: '下一步',
    rechargeAmount: '充值金额（元）',
    transferred: '我已转账',
    voucher: '转账流水号',
    exchangeAmount: '兑换金额',
    cashAmount: '提现金额（元）',
    agree: /协议/,
    confirmCash: '确认提现',
    identity: '身份验证',
    flowToggle: /当前进度与后续步骤/,
    viewOrder: /^查看订单 /,
    viewRequirement: /^查看需求 /,
    view: buttonName('查看'),
    statusFilter: '状态',
    all: '全部',
    expandRow: '展开行',
    runReconciliation: '运行对账',
    drawer: { recharge: '充值订单', withdrawal: '提现订单', realName: /^申请 #\d+$/, requirement: '需求详情', crowdfunding: '众筹申请', expert: /^专家申请 #\d+$/ },
    expertSections: ['资质证明', '审核记录'],
    section: {
      opsHistory: '处理记录',
      requirementHistory: '流转记录',
      cardHistory: '决策记录',
      voucher: '转账凭证',
      images: '提交的图片',
      candidates: '邀请候选排名',
      ledger: [/^余额与分录不一致的账户/, /^不平衡的转账/, /^余额低于零的账户/],
    },
  },
  en: {
    recharge: 'Recharge',
    invites: /^Pending invitations/,
    chartOf: /^State chart of /,
    close: /Close/,
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    next: 'Next',
    rechargeAmount: 'Recharge amount (yuan)',
    transferred: 'I have transferred',
    voucher: /reference/i,
    exchangeAmount: 'Amount',
    cashAmount: 'Withdrawal amount (yuan)',
    agree: /Agreement/,
    confirmCash: 'Confirm',
    identity: /identity/i,
    flowToggle: /Where is this and what comes next/,
    viewOrder: /^View order /,
    viewRequirement: /^View requirement /,
    view: 'View',
    statusFilter: 'Status',
    all: 'All',
    expandRow: 'Expand row',
    runReconciliation: 'Run reconciliation',
    drawer: { recharge: 'Recharge order', withdrawal: 'Withdrawal', realName: /^Application #\d+$/, requirement: 'Requirement', crowdfunding: 'Crowdfunding application', expert: /^Expert application #\d+$/ },
    expertSections: ['Credentials', 'Decision history'],
    section: {
      opsHistory: 'History',
      requirementHistory: 'History',
      cardHistory: 'Decision history',
      voucher: 'Transfer voucher',
      images: 'Submitted images',
      candidates: 'Invitation ranking',
      ledger: [/^Accounts not matching their postings/, /^Unbalanced transfers/, /^Accounts below zero/],
    },
  },
} as const;

type Name = string | RegExp;

/**
 * Opens the live chart ("Where is this and what comes next") inside `scope` and waits for its history, so its
 * headings are in the outline that is audited.
 */
async function openLiveChart(page: Page, scope: Locator, lang: Lang): Promise<void> {
  await scope.getByRole('button', { name: T[lang].flowToggle }).click();
  await expect(scope.getByTestId('entity-history')).toBeVisible({ timeout: 20_000 });
}

/**
 * An operations drawer (queue-shell.tsx DetailDrawer), opened by `opener`: its title is an h2 and its sections are
 * h3 (the page's h1 → drawer h2 → section h3, no skipped level), checked by name; then, with its live chart open, axe
 * on the page with the drawer over it. Closed again with Escape.
 */
async function auditDrawer(page: Page, lang: Lang, label: string, opener: Locator, title: Name, sections: readonly Name[]): Promise<void> {
  await opener.click();
  const drawer = page.getByRole('dialog', { name: title });
  await expect(drawer.getByRole('heading', { level: 2, name: title })).toBeVisible({ timeout: 20_000 });
  for (const section of sections) await expect(drawer.getByRole('heading', { level: 3, name: section })).toBeVisible({ timeout: 20_000 });
  await openLiveChart(page, drawer, lang);
  await audit(page, `${lang} ${label} drawer`);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
}

/** Picks "All" in a queue's status filter (the real-name and bank-card queues start at the rows waiting for a decision). */
async function showAllStatuses(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('combobox', { name: T[lang].statusFilter }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: new RegExp(`^${T[lang].all}$`) }).click();
}

for (const lang of ['zh', 'en'] as const) {
  test.describe(`accessibility (${lang})`, () => {
    test(`the landing page, the hall and a requirement pass axe (${lang})`, async ({ page }) => {
      test.setTimeout(120_000);
      await open(page, lang, '/index', h1);
      await audit(page, `${lang} /index`);

      await open(page, lang, '/hall', h1);
      await audit(page, `${lang} /hall`);
      const detail = await page.locator('a[href*="/detail?id="]').first().getAttribute('href');
      expect(detail).toBeTruthy();
      await open(page, lang, detail!.replace(/^\/(en|zh)(?=\/)/, ''), h1);
      await expect(page.getByTestId('echart').locator('svg')).toBeVisible();
      await audit(page, `${lang} requirement detail`);
    });

    test(`the state charts and the sign-in dialogs pass axe (${lang})`, async ({ page }) => {
      test.setTimeout(120_000);
      // A chart is drawn once ELK has laid it out in a worker: more than 20 s on a busy two-core run (full CI).
      await open(page, lang, '/statecharts', (p) => p.getByRole('group', { name: T[lang].chartOf }), 45_000);
      await audit(page, `${lang} /statecharts`);

      await open(page, lang, '/index', h1);
      const login = await openDialogFromTopBar(page, 'login', lang);
      await audit(page, `${lang} login dialog`);
      // The password's eye button: the next Tab stop after the field, named in the page language, Enter shows it.
      const field = login.getByLabel(T[lang].password, { exact: true });
      await field.focus();
      await page.keyboard.press('Tab');
      await expect(login.getByRole('button', { name: T[lang].showPassword })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(field).toHaveAttribute('type', 'text');
      await expect(login.getByRole('button', { name: T[lang].hidePassword })).toBeFocused();
      await page.keyboard.press('Space');
      await expect(field).toHaveAttribute('type', 'password');
      await login.getByRole('button', { name: T[lang].close }).first().click();
      await expect(login).toHaveCount(0);
      await openDialogFromTopBar(page, 'register', lang);
      await audit(page, `${lang} register dialog`);
    });

    test(`the personal centre passes axe (${lang})`, async ({ page }) => {
      test.setTimeout(240_000);
      await signInAs(page, DEMO_MEMBER_LOGIN, lang);
      const pages: [string, string][] = [
        ['workbench', '/personal/workbench/statistics/index'],
        ['profile', '/personal/accountManagement/personalData/baseInfo'],
        ['account security', '/personal/accountManagement/secure'],
        ['wallet overview', '/personal/wallet/overview'],
        ['flow records', '/personal/wallet/record/flowRecord'],
        ['recharge records', '/personal/wallet/record/rechargeRecord'],
        ['withdrawal records', '/personal/wallet/record/withdrawRecord'],
        ['real-name', '/personal/accountManagement/account/realNameAuth'],
        ['bank cards', '/personal/accountManagement/account/bankCardAuth'],
        ['industry expert', '/personal/accountManagement/account/expertAuth'],
      ];
      for (const [name, path] of pages) {
        await open(page, lang, path, h1);
        await audit(page, `${lang} ${name}`);
      }

      // The CNY wallet, then its recharge button: the real-name gate's dialog (the demo member is not verified).
      await open(page, lang, '/personal/wallet/fiatWallet', h1);
      await audit(page, `${lang} CNY wallet`);
      await page.getByTestId('wallet-card-cny').getByRole('button', { name: buttonName(T[lang].recharge) }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await audit(page, `${lang} CNY wallet, real-name dialog`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // The invite dialog from the bell.
      await page.getByTestId('invite-badge').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('row').nth(1)).toBeVisible();
      await audit(page, `${lang} invite dialog`);
    });

    test(`publishing and every operations page pass axe (${lang})`, async ({ page }) => {
      test.setTimeout(240_000);
      await signInAs(page, DEMO_PUBLISHER, lang);
      await open(page, lang, '/publishRequirements', (p) => p.locator('.ant-steps'));
      await audit(page, `${lang} publish`);

      await page.context().clearCookies();
      await signInAs(page, OPS, lang);
      // Every page of the operations menu.
      for (const name of OPERATIONS_PAGES) {
        await open(page, lang, `/operations/${name}`, (p) => p.getByTestId('operations-area'));
        await audit(page, `${lang} operations: ${name}`);
      }

      // The drawers of the demo data's rows (services/requirements/demo.ts), and the ledger's report.
      await open(page, lang, '/operations/requirements', (p) => p.getByRole('button', { name: T[lang].viewRequirement }).first());
      await auditDrawer(page, lang, 'requirement', page.getByRole('button', { name: T[lang].viewRequirement }).first(), T[lang].drawer.requirement, [
        T[lang].section.candidates,
        T[lang].section.requirementHistory,
      ]);
      await open(page, lang, '/operations/crowdfunding', (p) => p.getByRole('button', { name: T[lang].viewRequirement }).first());
      await auditDrawer(page, lang, 'crowdfunding', page.getByRole('button', { name: T[lang].viewRequirement }).first(), T[lang].drawer.crowdfunding, [
        T[lang].section.requirementHistory,
      ]);
      // The demo data leaves one expert application in review (services/requirements/demo.ts).
      await open(page, lang, '/operations/experts', (p) => p.getByRole('button', { name: T[lang].view }).first());
      await auditDrawer(page, lang, 'expert application', page.getByRole('button', { name: T[lang].view }).first(), T[lang].drawer.expert, T[lang].expertSections);
      await open(page, lang, '/operations/ledger', h1);
      await page.getByRole('button', { name: T[lang].runReconciliation }).click();
      for (const section of T[lang].section.ledger) await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible({ timeout: 20_000 });
      await audit(page, `${lang} operations: ledger with its report`);
    });

    test(`the publisher's task detail and fee payment, an assessor's invitation and evaluation pass axe (${lang})`, async ({ page }) => {
      test.setTimeout(240_000);
      await signInAs(page, DEMO_PUBLISHER, lang);
      const publisher = await signin(page.request, DEMO_PUBLISHER.email, DEMO_PUBLISHER.password);
      const mine = await api<{ records: { id: number; state: string }[] }>(page.request, publisher, 'POST', '/requ/v1/owner/pages', { pageNum: 1, pageSize: 50 });
      // The demo requirement whose review fee is due (services/requirements/demo.ts): the detail offers both ways to pay.
      const feeDue = mine.data.records.find((r) => r.state.startsWith('feeDue'));
      expect(feeDue, 'a demo requirement with its fee due').toBeTruthy();
      await open(page, lang, `/taskDetail?id=${feeDue!.id}`, h1);
      await audit(page, `${lang} task detail`);
      await page.getByRole('button', { name: T[lang].flowToggle }).click();
      await expect(page.getByTestId('entity-history')).toBeVisible({ timeout: 20_000 });
      await audit(page, `${lang} task detail with its live chart`);
      await open(page, lang, `/paySelf?id=${feeDue!.id}`, h1);
      await audit(page, `${lang} pay the review fee`);
      await open(page, lang, '/pay', h1);
      await audit(page, `${lang} /pay`);
      // The demo requirement in the detailed market assessment (stage 2): its pre-review detail with one assessment side by side.
      const assessing = mine.data.records.find((r) => r.state === 'preReview.marketAssessment');
      expect(assessing, 'a demo requirement in the detailed market assessment').toBeTruthy();
      await open(page, lang, `/taskDetail2?id=${assessing!.id}`, h1);
      await expect(page.getByTestId('assessment-summary-table')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('assessment-yearly-chart').locator('svg')).toBeVisible({ timeout: 20_000 });
      await audit(page, `${lang} pre-review detail`);

      await page.context().clearCookies();
      await signInAs(page, DEMO_ASSESSOR, lang);
      const assessor = await signin(page.request, DEMO_ASSESSOR.email, DEMO_ASSESSOR.password);
      const invitations = await api<{ records: { id: number; status: number }[] }>(page.request, assessor, 'POST', '/requ/v1/invitation/pages', {
        pageNum: 1,
        pageSize: 100,
        cate: 1,
        states: [0, 1, 2],
      });
      // An evaluation the assessor answered (completed): its detail, and the evaluation page with the market graph.
      const answered = invitations.data.records.find((r) => r.status === 2);
      expect(answered, 'a demo evaluation answered by assessor 1').toBeTruthy();
      await open(page, lang, `/inviteDetail?id=${answered!.id}`, h1);
      await audit(page, `${lang} invitation detail`);
      await open(page, lang, `/evaluate?id=${answered!.id}`, h1);
      await expect(page.getByTestId('evaluate-answer')).toBeVisible();
      await audit(page, `${lang} evaluation`);
      // The detailed market assessment the demo assessor accepted and drafted (kind 6): the form with its hints.
      const detailed = await api<{ records: { id: number; status: number }[] }>(page.request, assessor, 'POST', '/requ/v1/invitation/pages', { pageNum: 1, pageSize: 100, cate: 6, states: [1] });
      const drafted = detailed.data.records[0];
      expect(drafted, 'a demo detailed market assessment accepted by assessor 1').toBeTruthy();
      await open(page, lang, `/evaluate?id=${drafted!.id}`, (p) => p.getByTestId('assessment-form'));
      await expect(page.getByTestId('assessment-incomplete')).toBeVisible();
      await audit(page, `${lang} detailed market assessment form`);
    });

    test(`the main pages on a phone pass axe (${lang})`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, lang, '/index', h1);
      await audit(page, `${lang} phone /index`);
      await open(page, lang, '/hall', h1);
      await audit(page, `${lang} phone /hall`);
      const detail = await page.locator('a[href*="/detail?id="]').first().getAttribute('href');
      await open(page, lang, detail!.replace(/^\/(en|zh)(?=\/)/, ''), h1);
      await audit(page, `${lang} phone requirement detail`);
      await open(page, lang, '/verify-receipt', h1);
      await audit(page, `${lang} phone /verify-receipt`);

      await signInAs(page, DEMO_MEMBER_LOGIN, lang);
      for (const [name, path] of [
        ['workbench', '/personal/workbench/statistics/index'],
        ['wallet overview', '/personal/wallet/overview'],
        ['CNY wallet', '/personal/wallet/fiatWallet'],
        ['withdrawal records', '/personal/wallet/record/withdrawRecord'],
        ['account security', '/personal/accountManagement/secure'],
      ] as const) {
        await open(page, lang, path, h1);
        await audit(page, `${lang} phone ${name}`);
      }
    });
  });
}

/**
 * The wallet flows step by step, as a new member with a verified real name, a transaction password and a verified
 * card (support/wallet-api.ts): recharge (amount, transfer, voucher), then, with 500 yuan approved by operations,
 * exchange (amount, password) and withdraw (amount, summary, the identity dialog). Once, each step in one language
 * in turn, since preparing such a member takes a while.
 */
test('the wallet exchange, recharge and withdrawal steps, and their operations drawers, pass axe (zh and en)', async ({ page }) => {
  test.setTimeout(420_000);
  const member: WalletMember = await walletMember(page.request, '无障碍测试');
  await page.context().addCookies([{ name: 'Admin-Token', value: member.token, url: e2eBaseUrl }]);

  // Recharge in Chinese: amount and card, the platform's account, the voucher.
  let lang: Lang = 'zh';
  await open(page, lang, '/recharge', h1);
  await audit(page, 'zh recharge: amount');
  await page.getByLabel(T[lang].rechargeAmount).fill('500');
  await page.getByRole('checkbox', { name: T[lang].agree }).check();
  await page.getByRole('button', { name: T[lang].next }).click();
  await expect(page.getByTestId('recharge-recipient')).toBeVisible();
  await audit(page, 'zh recharge: transfer');
  const orderId = Number(new URL(page.url()).searchParams.get('id'));
  await page.getByRole('button', { name: T[lang].transferred }).click();
  await expect(page.getByTestId('voucher-upload')).toBeVisible();
  await audit(page, 'zh recharge: voucher');
  await page.getByTestId('voucher-upload').locator('input[type=file]').setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('voucher-upload').locator('img')).toBeVisible();
  await page.getByLabel(T[lang].voucher).fill(`TX${Date.now()}`);
  await page.getByRole('button', { name: buttonName('提交') }).click();
  await expect(resultTitle(page)).toBeVisible();
  await audit(page, 'zh recharge: in review');
  await approveRechargeByOps(page.request, orderId);

  // Exchange in English: amount, then the transaction password.
  lang = 'en';
  await open(page, lang, '/exchange?direction=cnyToCoin', h1);
  await audit(page, 'en exchange: amount');
  await page.getByLabel(T[lang].exchangeAmount, { exact: true }).fill('100');
  await page.getByRole('button', { name: T[lang].next }).click();
  await expect(page.locator('input[type=password]')).toBeVisible();
  await audit(page, 'en exchange: password');

  // Withdraw, in both languages: the amount, the summary, the identity dialog.
  for (lang of ['zh', 'en'] as const) {
    await open(page, lang, '/cash', h1);
    await audit(page, `${lang} withdrawal: amount`);
    await page.getByLabel(T[lang].cashAmount).fill('200');
    await page.getByRole('checkbox', { name: T[lang].agree }).check();
    await page.getByRole('button', { name: T[lang].next }).click();
    await expect(page.getByTestId('withdraw-summary')).toBeVisible();
    await audit(page, `${lang} withdrawal: summary`);
    await page.getByRole('button', { name: T[lang].confirmCash, exact: true }).click();
    await expect(page.getByRole('dialog', { name: T[lang].identity })).toBeVisible();
    await audit(page, `${lang} withdrawal: identity dialog`);
    await page.keyboard.press('Escape');
  }

  // The same member's rows in the operations queues, each opened (issue 11: the drawers' headings): the recharge
  // (voucher, history), a withdrawal opened through the API, the real-name application (images, history) and the
  // card (its expanded row: a section of the page, so h2).
  await openWithdrawal(page.request, member, 20_000);
  await page.context().clearCookies();
  for (lang of ['zh', 'en'] as const) {
    await signInAs(page, OPS, lang);
    await open(page, lang, '/operations/recharges', (p) => p.getByRole('button', { name: T[lang].viewOrder }).first());
    await auditDrawer(page, lang, 'operations: recharge', page.getByRole('button', { name: T[lang].viewOrder }).first(), T[lang].drawer.recharge, [
      T[lang].section.voucher,
      T[lang].section.opsHistory,
    ]);
    await open(page, lang, '/operations/withdrawals', (p) => p.getByRole('button', { name: T[lang].viewOrder }).first());
    await auditDrawer(page, lang, 'operations: withdrawal', page.getByRole('button', { name: T[lang].viewOrder }).first(), T[lang].drawer.withdrawal, [
      T[lang].section.opsHistory,
    ]);

    await open(page, lang, '/operations/real-name', (p) => p.getByTestId('operations-area'));
    await showAllStatuses(page, lang);
    const application = page.getByRole('row').filter({ hasText: member.realName }).first();
    await turnPagesUntil(page.getByTestId('operations-area'), application);
    await auditDrawer(page, lang, 'operations: real-name', application.getByRole('button', { name: T[lang].view }), T[lang].drawer.realName, [
      T[lang].section.images,
      T[lang].section.opsHistory,
    ]);

    await open(page, lang, '/operations/bank-cards', (p) => p.getByTestId('operations-area'));
    await showAllStatuses(page, lang);
    const cardRow = page.getByRole('row').filter({ hasText: member.card.last4 }).first();
    await turnPagesUntil(page.getByTestId('operations-area'), cardRow);
    await cardRow.getByRole('button', { name: T[lang].expandRow }).click();
    const expanded = page.locator('.ant-table-expanded-row').first();
    await expect(expanded.getByRole('heading', { level: 2, name: T[lang].section.cardHistory })).toBeVisible({ timeout: 20_000 });
    await openLiveChart(page, expanded, lang);
    await audit(page, `${lang} operations: bank card expanded`);
    await page.context().clearCookies();
  }
});

