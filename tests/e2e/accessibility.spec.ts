/**
 * WCAG 2.1 AA (issue 11): axe-core (`@axe-core/playwright`) on every main page in Chinese and in English, with
 * the dialogs open where they matter. A page passes with no violation of impact `serious` or `critical`, and
 * with none of the structure rules below (landmarks and headings: axe files them as `moderate`, but a screen
 * reader's page outline depends on them). A failure lists each rule, its help and the elements it found, per page.
 *
 * Public pages as a visitor; the personal centre as the demo member (not verified: the real-name gate and the
 * invite dialog have something to show) and the publish form as the demo publisher (verified, with coins);
 * operations' queues as the operations account. Members are signed in with an API token in the `Admin-Token`
 * cookie (tests/e2e/workflow.spec.ts), so the shared accounts' sign-in limits are not spent. English pages are
 * reached through `/en/...` (src/lib/i18n.ts), Chinese through `/zh/...`.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import { e2eBaseUrl } from '../../playwright.config';
import { expect, test, type Locator, type Page } from './support/fixtures';
import { OPS, resetSavedLanguage, signin } from './support/member-api';
import { DEMO_MEMBER } from './support/portal';
import { buttonName, openDialogFromTopBar, type Lang } from './support/ui';

const DEMO_PUBLISHER = { email: 'publisher@portal.local', password: 'Demo@2026' } as const;
const DEMO_MEMBER_LOGIN = { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password } as const;

/** Moderate in axe's book, refused here: nested or repeated `main`, no h1, skipped heading levels. */
const STRUCTURE_RULES = new Set(['landmark-no-duplicate-main', 'landmark-main-is-top-level', 'page-has-heading-one', 'heading-order', 'landmark-unique']);

function refused(violation: Result): boolean {
  return violation.impact === 'serious' || violation.impact === 'critical' || STRUCTURE_RULES.has(violation.id);
}

/** One line per rule, then one per element (its selector and axe's summary of what is wrong). */
function describe(violations: Result[]): string[] {
  return violations.map((v) => {
    const nodes = v.nodes
      .slice(0, 8)
      .map((n) => `    - ${n.target.join(' ')}${n.failureSummary ? `\n      ${n.failureSummary.replace(/\n\s*/g, ' | ')}` : ''}`)
      .join('\n');
    const more = v.nodes.length > 8 ? `\n    (${v.nodes.length - 8} more)` : '';
    return `[${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} element(s))\n${nodes}${more}`;
  });
}

/** Runs axe on the page as it is now (or on `scope` only) and records what it refuses under `label`. */
async function audit(page: Page, label: string, scope?: string): Promise<void> {
  // antd fades dialogs and menus in: wait until nothing on the page is moving, so colours are the final ones.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 5_000 }).catch(() => undefined);
  let builder = new AxeBuilder({ page });
  if (scope) builder = builder.include(scope);
  const { violations } = await builder.analyze();
  expect.soft(describe(violations.filter(refused)), `axe: ${label}`).toEqual([]);
}

const at = (lang: Lang, path: string) => `/${lang}${path}`;

/** Opens a page and waits for what shows it has loaded (no skeleton or spinner left in the content). */
async function open(page: Page, lang: Lang, path: string, ready: (page: Page) => Locator): Promise<void> {
  await page.goto(at(lang, path));
  await expect(ready(page)).toBeVisible({ timeout: 20_000 });
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
  zh: { recharge: '充值', invites: /^待处理邀请/, chartOf: /的状态图$/, close: /关闭/ },
  en: { recharge: 'Recharge', invites: /^Pending invitations/, chartOf: /^State chart of /, close: /Close/ },
} as const;

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
      await open(page, lang, '/statecharts', (p) => p.getByRole('group', { name: T[lang].chartOf }));
      await audit(page, `${lang} /statecharts`);

      await open(page, lang, '/index', h1);
      const login = await openDialogFromTopBar(page, 'login', lang);
      await audit(page, `${lang} login dialog`);
      await login.getByRole('button', { name: T[lang].close }).first().click();
      await expect(login).toHaveCount(0);
      await openDialogFromTopBar(page, 'register', lang);
      await audit(page, `${lang} register dialog`);
    });

    test(`the personal centre passes axe (${lang})`, async ({ page }) => {
      test.setTimeout(150_000);
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

    test(`publishing and an operations queue pass axe (${lang})`, async ({ page }) => {
      test.setTimeout(120_000);
      await signInAs(page, DEMO_PUBLISHER, lang);
      await open(page, lang, '/publishRequirements', (p) => p.locator('.ant-steps'));
      await audit(page, `${lang} publish`);

      await page.context().clearCookies();
      await signInAs(page, OPS, lang);
      await open(page, lang, '/operations/requirements', (p) => p.getByTestId('operations-area'));
      await audit(page, `${lang} operations: requirements queue`);
      await open(page, lang, '/operations/recharges', (p) => p.getByTestId('operations-area'));
      await audit(page, `${lang} operations: recharge queue`);
    });
  });
}
