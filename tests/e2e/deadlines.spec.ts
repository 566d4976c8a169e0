/**
 * Crowdfunding the review fee to the end (issue 10), on the demo data of services/requirements/demo.ts. Runs in the
 * project `deadlines`, after every other browser test, because it moves the services' clock (POST
 * /dev/clock/advance, PORTAL_TEST_HOOKS only), which ends every open window of the run.
 *
 * - The publisher applies for crowdfunding on /payGroup (Chinese), operations approve it, one funder contributes in
 *   Chinese and a second one fills what is left in English: the target is met and the requirement waits for the
 *   pre-review (its stage-1 detail says so).
 * - The demo campaign still open misses its window: every funder's contribution comes back, and the funder sees it
 *   under My contributions (refunded) and in the coin wallet's flow lines.
 */
import { expect, test, type APIRequestContext, type Page } from './support/fixtures';
import { api, OPS, resetSavedLanguage, signin } from './support/member-api';
import { apiUrl } from './support/portal';
import { logInFromTopBar } from './support/ui';

const DEMO_PASSWORD = 'Demo@2026';
const PAY_PASSWORD = '246810';
const FEE_DUE = '医院药品智能配送';
const OPEN_CAMPAIGN = '协作机器人柔性装配';
const PUBLISHER = { email: 'publisher@portal.local', password: DEMO_PASSWORD };
const FUNDER1 = { email: 'funder1@portal.local', password: DEMO_PASSWORD };
const FUNDER2 = { email: 'funder2@portal.local', password: DEMO_PASSWORD };

type Hall = { records: Array<{ id: number; title: string; state: string; campaignId: number | null }> };

async function hallRequirement(request: APIRequestContext, title: string) {
  const page = await api<Hall>(request, null, 'POST', '/requ/v1/pro-hall/pages', { pageNum: 1, pageSize: 50, keyword: title });
  const found = page.data.records.find((r) => r.title.startsWith(title));
  expect(found, `${title} in the hall`).toBeTruthy();
  return found!;
}

/** The pay view after the contribution's Next: the transaction password, then confirm. */
async function payWithPassword(page: Page, lang: 'zh' | 'en') {
  await page.getByRole('button', { name: lang === 'zh' ? /^支\s*付$/ : 'Pay', exact: lang === 'en' }).click();
  await page.getByLabel(lang === 'zh' ? '交易密码' : 'Transaction password').fill(PAY_PASSWORD);
  await page.getByRole('button', { name: lang === 'zh' ? /确认支付/ : /Confirm payment/ }).click();
  await expect(page.getByTestId('contribute-done')).toBeVisible({ timeout: 20_000 });
}

test.describe.serial('crowdfunding the review fee', () => {
  test('the publisher crowdfunds, two funders fill the target, the requirement waits for pre-review', async ({ page, request }) => {
    test.setTimeout(240_000);
    const requirement = await hallRequirement(request, FEE_DUE);
    expect(requirement.state).toBe('feeDue.choosingMode');

    // the publisher applies (Chinese)
    await resetSavedLanguage(request, PUBLISHER);
    await page.goto('/hall');
    await logInFromTopBar(page, PUBLISHER);
    await page.goto(`/payGroup?id=${requirement.id}`);
    await page.getByTestId('group-ratio').fill('15');
    await page.getByTestId('group-submit').click();
    await expect(page.getByTestId('crowdfunding-waiting')).toBeVisible();

    // operations approve the application
    const ops = await signin(request, OPS.email, OPS.password);
    const applying = await api<{ records: Array<{ id: number; requirementId: number }> }>(request, ops, 'POST', '/ops/v1/crowdfunding/pages', { pageNum: 1, pageSize: 50, state: 'applying' });
    const campaign = applying.data.records.find((c) => c.requirementId === requirement.id);
    expect(campaign).toBeTruthy();
    expect((await api(request, ops, 'POST', `/ops/v1/crowdfunding/${campaign!.id}/approve`)).code).toBe(200);

    // a first funder contributes 1000 coins (Chinese)
    await page.context().clearCookies();
    await resetSavedLanguage(request, FUNDER1);
    await page.goto('/hall');
    await logInFromTopBar(page, FUNDER1);
    await page.goto(`/crowdfunding?id=${campaign!.id}`);
    await page.getByTestId('contribute-amount').fill('1000');
    await page.getByTestId('contribute-next').click();
    await payWithPassword(page, 'zh');
    await expect(page.getByTestId('contribute-done')).toContainText('已确认');

    // a second funder fills what is left (English)
    await page.context().clearCookies();
    await resetSavedLanguage(request, FUNDER2);
    await page.goto('/hall');
    await logInFromTopBar(page, FUNDER2);
    await page.goto(`/en/crowdfunding?id=${campaign!.id}`);
    await page.getByRole('button', { name: 'Everything left' }).click();
    await page.getByTestId('contribute-next').click();
    await payWithPassword(page, 'en');
    await expect(page.getByTestId('contribute-done')).toContainText('Crowdfunding participation confirmed');

    // the target is met: the publisher's stage-1 detail shows it waiting for the pre-review
    await resetSavedLanguage(request, FUNDER2);
    await page.context().clearCookies();
    await resetSavedLanguage(request, PUBLISHER);
    await page.goto('/hall');
    await logInFromTopBar(page, PUBLISHER);
    await page.goto(`/taskDetail?id=${requirement.id}`);
    await expect(page.getByText('等待预评审开始').first()).toBeVisible({ timeout: 20_000 });
    const after = await hallRequirement(request, FEE_DUE);
    expect(after.state).toBe('awaitingPreReview');
  });

  test('a campaign that misses its window refunds every funder, who sees it in the coin wallet', async ({ page, request }) => {
    test.setTimeout(180_000);
    const requirement = await hallRequirement(request, OPEN_CAMPAIGN);
    expect(requirement.state).toBe('feeDue.crowdfunding');
    const funder = await signin(request, FUNDER1.email, FUNDER1.password);
    const mine = await api<{ records: Array<{ campaignId: number; amountFen: number; status: string }> }>(request, funder, 'POST', '/requ/v1/crowdfunding/contributions', { pageNum: 1, pageSize: 50 });
    const held = mine.data.records.find((c) => c.campaignId === requirement.campaignId && c.status === 'held');
    expect(held, 'the demo funder holds a contribution in the open campaign').toBeTruthy();

    // eight days later (the window is seven): the scheduler fails the campaign and refunds everyone
    const moved = await request.post(`${apiUrl}/dev/clock/advance`, { data: { ms: 8 * 24 * 3_600_000 } });
    expect(moved.status()).toBe(200);
    await expect
      .poll(async () => (await hallRequirement(request, OPEN_CAMPAIGN)).state, { timeout: 30_000 })
      .toBe('feeDue.crowdfundingFailed');

    await page.context().clearCookies();
    await resetSavedLanguage(request, FUNDER1);
    await page.goto('/hall');
    await logInFromTopBar(page, FUNDER1);
    await page.goto('/personal/workbench/myworks/contribute');
    const row = page.getByTestId('contributions-table').getByRole('row').filter({ hasText: OPEN_CAMPAIGN });
    await expect(row.first()).toContainText('已退回', { timeout: 20_000 });
    await page.goto('/personal/wallet/daCoinWallet');
    const amount = (held!.amountFen / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    await expect(page.getByTestId('flow-amount').filter({ hasText: amount }).first()).toContainText('+');
  });
});
