/**
 * Crowdfunding the review fee to its end by time (issue 10), on the demo data of services/requirements/demo.ts. Runs in
 * the project `deadlines`, after every other browser test, because it moves the services' clock (POST
 * /dev/clock/advance, PORTAL_TEST_HOOKS only), which ends every open window of the run.
 *
 * The demo campaign still open misses its window: every funder's contribution comes back, and the funder sees it under
 * My contributions (refunded) and in the coin wallet's flow lines. Applying, operations' decisions and contributions
 * up to the target are the generated paths of tests/e2e/crowdfunding.paths.spec.ts.
 */
import { expect, test, type APIRequestContext } from './support/fixtures';
import { api, resetSavedLanguage, signin } from './support/member-api';
import { apiUrl } from './support/portal';
import { logInFromTopBar } from './support/ui';

const DEMO_PASSWORD = 'Demo@2026';
const OPEN_CAMPAIGN = '协作机器人柔性装配';
const FUNDER1 = { email: 'funder1@portal.local', password: DEMO_PASSWORD };

type Hall = { records: Array<{ id: number; title: string; state: string; campaignId: number | null }> };

async function hallRequirement(request: APIRequestContext, title: string) {
  const page = await api<Hall>(request, null, 'POST', '/requ/v1/pro-hall/pages', { pageNum: 1, pageSize: 50, keyword: title });
  const found = page.data.records.find((r) => r.title.startsWith(title));
  expect(found, `${title} in the hall`).toBeTruthy();
  return found!;
}

test.describe('crowdfunding the review fee', () => {
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
