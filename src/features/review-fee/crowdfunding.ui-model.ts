/**
 * The UI model of a review-fee crowdfunding campaign (`crowdfundingMachine`, held by the services), for the generated
 * browser paths of tests/e2e/crowdfunding.paths.spec.ts (README "Generated browser paths"): the publisher applies on
 * `/payGroup?id=` (pay-group-page.tsx), operations approve or reject, a funder contributes on `/crowdfunding?id=`
 * (crowdfunding-page.tsx) until the target is met, or operations stop the requirement, which cancels its campaign.
 *
 * Test-only code beside the pages. Each path has a publisher of its own (a verified real name and a profile, as
 * publishing needs) with a requirement whose fee is due (evaluated by the demo assessors: the spec runs in the demo
 * project); a path that contributes makes a funder of its own at its first contribution (`fundedWalletMember` with
 * 10 000 yuan exchanged into coins, and a profile). The publisher's application makes the campaign, so a path starts
 * with it applied (`applying`). What operations decide is their gateway mutation from the test's own address
 * (tests/e2e/support/ops-graphql.ts), after which the person on the page opens it again; stopping the requirement
 * cancels the campaign in the stop's own request (the requirement's after-commit effect), so the services log that
 * step for the test's address too. The funder reads the campaign's page in English (`/en/crowdfunding?id=`, the
 * publisher's pages are Chinese) and contributes through it and the pay view, with the funder's own sign-in: the
 * least contribution typed, the rest of the target by "Everything left".
 *
 * The amounts stand for the real campaign: its target is the least review fee of the requirement (8 800, 10 % of the
 * 88 000 budget), a contribution of 100 (the least) leaves it open, 8 700 on top of it meets the target.
 */
import { crowdfundingModel } from '../../../machines/requirement/crowdfunding.model';
import type { CrowdfundingEvent, CrowdfundingMachine } from '../../../machines/requirement/crowdfunding.machine';
import type { UiModel } from '../../../tests/e2e/model/ui-model';
import { expect, type APIRequestContext, type Page } from '../../../tests/e2e/support/fixtures';
import { completeProfile, openWithToken, verifiedParticipant } from '../../../tests/e2e/support/member-api';
import { gatewayGraphql, operationsDecide } from '../../../tests/e2e/support/ops-graphql';
import { requirementWithFeeDue, toast } from '../../../tests/e2e/support/stage-two';
import { exchangeByApi, fundedWalletMember, WALLET_PAY_PASSWORD, type WalletMember } from '../../../tests/e2e/support/wallet-api';

/** 88 000 yuan: the least review fee, the campaign's target, is 10 % of it. */
const BUDGET_FEN = 88_000_00;
const TARGET_FEN = BUDGET_FEN / 10;
const LEAST_FEN = 100_00;
const REJECTION = '回报比例与预算不符，请调整后重新申请';
const STOP_REASON = '发布者撤回需求';

/** The machine's events with the real campaign's amounts: the least contribution, and what completes the target after it. */
const EVENTS: CrowdfundingEvent[] = [
  ...crowdfundingModel.events.filter((e) => e.type !== 'campaign.contribute' && e.type !== 'campaign.reject'),
  { type: 'campaign.reject', reason: REJECTION },
  { type: 'campaign.contribute', amountFen: LEAST_FEN },
  { type: 'campaign.contribute', amountFen: TARGET_FEN - LEAST_FEN },
];

type Prepared = { publisher: string; requirementId: number };
/**
 * `funder`: made at the path's first contribution. `raisedFen`: what the path's contributions added so far (what the
 * campaign's page must show as left).
 */
type Session = { page: Page; prepared: Prepared; campaignId: number; funder?: WalletMember; raisedFen: number };

async function funder(api: APIRequestContext): Promise<WalletMember> {
  const member = await fundedWalletMember(api, 15_000_00);
  await exchangeByApi(api, member, 'cnyToCoin', 10_000_00);
  await completeProfile(api, member.token, '众筹出资方');
  return member;
}

async function prepare(api: APIRequestContext): Promise<Prepared> {
  const publisher = await verifiedParticipant(api, '众筹发布者');
  const requirement = await requirementWithFeeDue(api, publisher, {
    title: `海水淡化膜抗污染涂层 ${Date.now() % 100_000} / Anti-fouling coating for desalination membranes`,
    budgetFen: BUDGET_FEN,
    durationDays: 120,
    detailsHtml: '<p>反渗透膜表面抗污染涂层，清洗周期延长一倍。</p>',
    keywords: ['淡化', 'membrane'],
  });
  return { publisher, requirementId: requirement.id };
}

/** The campaign of the path's requirement, as its publisher reads it through the gateway. */
async function campaignOf(page: Page, prepared: Prepared): Promise<number> {
  const data = await gatewayGraphql<{ myRequirement: { campaign: { id: number } | null } }>(
    page,
    prepared.publisher,
    'query Campaign($id: Int!) { myRequirement(id: $id) { campaign { id } } }',
    { id: prepared.requirementId },
  );
  expect(data.myRequirement.campaign, 'the application made a campaign').not.toBeNull();
  return data.myRequirement.campaign!.id;
}

/**
 * Amounts as the pages show them, written out (not formatted again here, so the pages' formatting is what is checked):
 * each contribution of the paths, and what is left of the target after each.
 */
const SHOWN: Record<number, string> = { [LEAST_FEN]: '100.00', [TARGET_FEN - LEAST_FEN]: '8,700.00', [TARGET_FEN - 2 * LEAST_FEN]: '8,600.00' };
const shown = (fen: number) => SHOWN[fen] ?? `(no written-out amount for ${fen} fen: add it to SHOWN)`;
const state = (page: Page) => page.getByTestId('campaign-state');
const facts = (page: Page) => page.getByTestId('campaign-facts');
/** Whether the page is the funder's (the campaign's), not the publisher's. */
const onCampaign = (page: Page) => page.url().includes('/crowdfunding?');

export const crowdfundingUi: UiModel<CrowdfundingMachine, Prepared, Session> = {
  title: 'on /payGroup and /crowdfunding',
  spec: crowdfundingModel,
  heldBy: 'services',
  input: { ...crowdfundingModel.inputs![0], targetFen: TARGET_FEN, minContributionFen: LEAST_FEN },
  events: EVENTS,

  prepareMs: 60_000,
  prepare,

  // The publisher applies with the least target (the form's default), a 10 % return and today's date.
  async start({ page, prepared }) {
    await openWithToken(page, prepared.publisher, `/payGroup?id=${prepared.requirementId}`);
    await expect(page.getByTestId('group-amount')).toHaveValue('8800.00', { timeout: 30_000 });
    await page.getByTestId('group-ratio').fill('10');
    await page.getByTestId('group-submit').click();
    await expect(toast(page, '提交成功')).toBeVisible();
    return { page, prepared, campaignId: await campaignOf(page, prepared), raisedFen: 0 };
  },

  states: {
    applying: async ({ page }) => {
      await expect(page.getByTestId('crowdfunding-waiting')).toContainText('等待运营审核');
    },
    // Approved: the publisher's page shows the campaign, with the way to it. After a contribution: the funder's
    // confirmation, and what is left of the target.
    open: async ({ page, session, event }) => {
      if (event.type === 'campaign.approve') {
        await expect(state(page)).toHaveText('众筹中');
        await expect(page.getByRole('link', { name: '查看众筹' })).toHaveAttribute('href', `/crowdfunding?id=${session.campaignId}`);
      } else {
        await expect(state(page)).toHaveText('Open');
        await expect(page.getByTestId('contribute-done')).toContainText('Crowdfunding participation confirmed');
        await expect(facts(page)).toContainText(`Left¥${shown(TARGET_FEN - session.raisedFen)}`);
      }
    },
    funded: async ({ page }) => {
      await expect(state(page)).toHaveText('Funded');
      await expect(page.getByTestId('contribute-done')).toContainText('Crowdfunding participation confirmed');
      await expect(facts(page)).toContainText('Left¥0.00');
    },
    // Cancelled: on the publisher's page, or on the campaign's for its funder, who can contribute no more.
    cancelled: async ({ page }) => {
      if (onCampaign(page)) {
        await expect(state(page)).toHaveText('Cancelled');
        await expect(page.getByTestId('contribute-closed')).toHaveText('This campaign does not take contributions any more.');
      } else {
        await expect(state(page)).toHaveText('已取消');
        await expect(page.getByTestId('group-submit')).toHaveCount(0);
      }
    },
    // Rejected: the publisher may apply again, told why.
    rejected: async ({ page }) => {
      await expect(page.getByRole('alert').filter({ hasText: '上次申请被驳回' })).toContainText(REJECTION);
      await expect(page.getByTestId('group-submit')).toBeEnabled();
    },
  },

  on: {
    'campaign.approve': {
      by: 'services',
      drive: async ({ page, session }) => {
        await operationsDecide(page, 'mutation Approve($id: Int!) { approveCampaign(id: $id) { id } }', { id: session.campaignId });
      },
    },
    'campaign.reject': {
      by: 'services',
      drive: async ({ page, session }) => {
        await operationsDecide(page, 'mutation Reject($id: Int!, $reason: String!) { rejectCampaign(id: $id, reason: $reason) { id } }', { id: session.campaignId, reason: REJECTION });
      },
    },
    // The funder opens the campaign (signed in as themselves), or contributes again from the confirmation; then the
    // amount (typed, or "Everything left" when it is what is left), the pay view and the transaction password.
    'campaign.contribute': {
      by: 'person',
      drive: async ({ page, session, event }) => {
        const amountFen = event.type === 'campaign.contribute' ? event.amountFen : 0;
        if (!session.funder) {
          // Made now through the REST services (no step of the campaign): a path that never contributes needs none.
          session.funder = await funder(page.request);
          await openWithToken(page, session.funder.token, `/en/crowdfunding?id=${session.campaignId}`);
        } else await page.getByRole('button', { name: 'Contribute again' }).click();
        const amount = page.getByTestId('contribute-amount');
        const everything = amountFen === TARGET_FEN - session.raisedFen;
        // "Everything left" writes what is left with its cents, as the form shows it
        const typed = everything ? (amountFen / 100).toFixed(2) : String(amountFen / 100);
        if (everything) await page.getByRole('button', { name: 'Everything left' }).click();
        else await amount.fill(typed);
        await expect(amount).toHaveValue(typed);
        await page.getByTestId('contribute-next').click();
        await expect(page.getByTestId('pay-price')).toHaveText(`${shown(amountFen)} coins`);
        await page.getByRole('button', { name: 'Pay', exact: true }).click();
        await page.getByLabel('Transaction password', { exact: true }).fill(WALLET_PAY_PASSWORD);
        await page.getByRole('button', { name: /Confirm payment/ }).click();
        session.raisedFen += amountFen;
      },
    },
    'timer.expired': {
      notDrivable: "the campaign's window ends only when the services' clock moves, which the specs beside this one share (deadlines.spec.ts lets it run out)",
    },
    // Operations stop the requirement (their console's mutation); its after-commit effect cancels the campaign.
    'campaign.cancel': {
      by: 'services',
      drive: async ({ page, session }) => {
        await operationsDecide(page, 'mutation Stop($id: Int!, $reason: String!) { stopRequirement(id: $id, reason: $reason) { id } }', { id: session.prepared.requirementId, reason: STOP_REASON });
      },
    },
  },
};
