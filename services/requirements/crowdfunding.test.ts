/**
 * Crowdfunding the review fee through HTTP: apply, operations approve or reject, members contribute from their coin
 * wallets (the contribution rules of spec 5 and 8), the contribution that completes the target settles it (the
 * target into `escrow_review_fees`, shares summing to 10000, the requirement waiting for pre-review), a window that
 * ends short of the target refunds every funder exactly once, operations stopping the requirement cancels and
 * refunds; what other members may see. After each scenario the ledger reconciles and the escrow accounts hold
 * exactly the held and settled contributions. On PostgreSQL: parallel contributions never overshoot the target,
 * and contributions racing the deadline never both fund and refund.
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { manualClock } from '../lib/clock';
import { createContext } from '../context';
import { crowdfundingCampaigns, crowdfundingContributions, entityTransitions, invitations, ledgerTransfers, requirements, workflowJobs } from '../db/schema';
import { describeEachDatabase } from '../testing/databases';
import { useServicesApp } from '../testing/harness';
import { feeTestConfig, FEE_TEST_SETTINGS, PAY_PASSWORD, requirementFixtures } from '../testing/requirement-fixtures';
import { idem, operationsStaff, type Client, type WalletMember } from '../testing/wallet-members';
import { balancesOf, platformBalance } from '../testing/wallet-money';
import { createWorkflowRegistry } from '../workflow/registry';
import { runDueJobs } from '../workflow/scheduler';
import { sharesOf } from './crowdfunding.service';
import { crowdfundingStore, type CampaignRow, type RequirementRow } from './stores';

type Campaign = {
  id: number; requirementId: number; requirementNo: string; requirementTitle: string; state: string; status: number; targetFen: number; raisedFen: number;
  leftFen: number; minContributionFen: number; returnRatioBp: number; applicationDate: string; endsAt: number | null; contributors: number;
  reason: string | null; canContribute: boolean; myContributionFen: number;
};
type Contribution = { id: number; campaignId: number; requirementId: number; requirementTitle: string; amountFen: number; status: string; shareBp: number | null; campaignState: string; createdAt: number; refundedAt: number | null };
type Page<T> = { records: T[]; total_record: number };

const DAY = 86_400_000;
/** The calendar date in China (UTC+8) `days` from the clock's now. */
const dateIn = (nowMs: number, days = 0) => new Date(nowMs + days * DAY + 8 * 3_600_000).toISOString().slice(0, 10);

describeEachDatabase('crowdfunding the review fee', (database, kind) => {
  const h = useServicesApp(database, { config: feeTestConfig() });
  const f = requirementFixtures(h);
  let ops: WalletMember;
  beforeAll(async () => {
    ops = await operationsStaff(h);
  });
  // Tests move the clock by days: the operator signs in again when the sign-in has expired.
  beforeEach(async () => {
    if ((await ops.post('/member/v2/member')).body.code === 401) await ops.signin(ops.phone);
  });

  const apply = (m: Client, body: Record<string, unknown>) => m.post<Campaign>('/requ/v1/crowdfunding/apply', body);
  const contribute = (m: Client, campaignId: number, amountFen: number, key?: string, password = PAY_PASSWORD) =>
    m.post<Campaign>('/requ/v1/crowdfunding/contribute', { campaignId, amountFen, transactionPassword: password }, idem(key));
  const detail = (m: Client, id: number) => m.get<Campaign>(`/requ/v1/crowdfunding/detail/${id}`);
  const approve = (id: number) => ops.post<Campaign>(`/ops/v1/crowdfunding/${id}/approve`);
  const reject = (id: number, reason: string) => ops.post<Campaign>(`/ops/v1/crowdfunding/${id}/reject`, { reason });
  const requirementOf = async (id: number): Promise<RequirementRow> => (await h.db().select().from(requirements).where(eq(requirements.id, id)))[0];
  const campaignOf = async (id: number): Promise<CampaignRow> => (await h.db().select().from(crowdfundingCampaigns).where(eq(crowdfundingCampaigns.id, id)))[0];
  const contributionsOf = (campaignId: number) => h.db().select().from(crowdfundingContributions).where(eq(crowdfundingContributions.campaignId, campaignId)).orderBy(crowdfundingContributions.id);
  const transfersOf = (type: 'crowdfundContribution' | 'crowdfundRefund' | 'crowdfundSettle', campaignId: number) =>
    h.db().select().from(ledgerTransfers).where(and(eq(ledgerTransfers.type, type), eq(ledgerTransfers.referenceType, 'crowdfunding'), eq(ledgerTransfers.referenceId, String(campaignId))));

  /** Signs every member in again (a clock moved by days has expired their tokens). */
  async function signInAgain(...members: WalletMember[]) {
    for (const m of members) await m.signin(m.phone);
  }

  /** The books add up and the escrow accounts hold exactly the held and settled contributions (plus personal fees). */
  async function expectBooksBalance() {
    const books = await f.booksBalance();
    expect(books.ok).toBe(true);
    expect(books.escrowCrowdfunding).toBe(books.heldFen);
    expect(books.escrowReviewFees).toBe(books.settledFen + books.personalFeesFen);
  }

  /** A publisher's requirement waiting for its fee, a campaign applied for and approved: the open campaign. */
  async function openCampaign(options: { budgetFen?: number; feeFen?: number; targetFen?: number; returnRatioBp?: number } = {}) {
    const publisher = await f.participant({ coinFen: 1_000 });
    const req = await f.feeDueRequirement(publisher.id, { budgetFen: options.budgetFen ?? 1_000_000, feeFen: options.feeFen });
    const applied = await apply(publisher, { id: req.id, amountFen: options.targetFen ?? 100_000, returnRatioBp: options.returnRatioBp ?? 1500, applicationDate: dateIn(h.clock.now()) });
    expect(applied.body.code).toBe(200);
    const approved = await approve(applied.body.data.id);
    expect(approved.body).toMatchObject({ code: 200, data: { state: 'open' } });
    return { publisher, req, campaign: approved.body.data };
  }

  it('an operator cannot decide on a campaign of their own requirement', async () => {
    const publisher = await f.participant({ coinFen: 0 });
    const req = await f.feeDueRequirement(publisher.id, { budgetFen: 1_000_000 });
    const applied = await apply(publisher, { id: req.id, amountFen: 100_000, returnRatioBp: 1500, applicationDate: dateIn(h.clock.now()) });
    expect(applied.body.code).toBe(200);
    // the publisher joins operations (the same person holding both roles)
    await h.db().update(requirements).set({ userId: ops.id }).where(eq(requirements.id, req.id));
    for (const res of [await approve(applied.body.data.id), await reject(applied.body.data.id, 'Not enough detail')]) {
      expect(res.body).toMatchObject({ code: 403, msg: 'You cannot decide on a requirement or campaign you published: another operator must' });
    }
    expect((await campaignOf(applied.body.data.id)).status).toBe('applying');
    expect((await requirementOf(req.id)).status).toBe('feeDue.crowdfundingApplying');
  });

  it('applies, operations approve, two funders complete the target: the fee is paid and each funder’s share recorded', async () => {
    const publisher = await f.participant({ coinFen: 0 });
    const req = await f.feeDueRequirement(publisher.id, { budgetFen: 1_000_000, title: 'Solar paint' });
    const funderA = await f.participant({ coinFen: 50_000, hall: true });
    const funderB = await f.participant({ coinFen: 80_000 });
    const bystander = await f.participant({ hall: true });
    const escrowFees = await platformBalance(h.db(), 'escrow_review_fees');
    const escrowCf = await platformBalance(h.db(), 'escrow_crowdfunding');

    // apply: the target is at least the review fee; the requirement waits for operations
    const today = dateIn(h.clock.now());
    const applied = await apply(publisher, { id: req.id, amountFen: 100_000, returnRatioBp: 1500, applicationDate: today });
    expect(applied.body).toEqual({
      code: 200,
      msg: 'Crowdfunding application submitted for review',
      data: {
        id: expect.any(Number), requirementId: req.id, requirementNo: req.requirementNo, requirementTitle: 'Solar paint', state: 'applying', status: 2,
        targetFen: 100_000, raisedFen: 0, leftFen: 100_000, minContributionFen: 10_000, returnRatioBp: 1500, applicationDate: today, endsAt: null,
        contributors: 0, reason: null, canContribute: false, myContributionFen: 0,
      },
    });
    const id = applied.body.data.id;
    expect(await requirementOf(req.id)).toMatchObject({ status: 'feeDue.crowdfundingApplying', deadlineAt: null });
    expect((await requirementOf(req.id)).context).toMatchObject({ feeMode: 'crowdfunding', campaignId: id });
    // not public yet: the funder sees nothing, a second application is refused by the machine
    expect((await detail(funderA, id)).body.code).toBe(404);
    expect((await contribute(funderA, id, 10_000)).body.code).toBe(404);
    expect((await apply(publisher, { id: req.id, amountFen: 100_000, returnRatioBp: 1500, applicationDate: today })).body).toMatchObject({ code: 400, data: { reason: 'eventRefused' } });
    expect((await ops.post<Page<Campaign>>('/ops/v1/crowdfunding/pages', { pageNum: 1, pageSize: 10 })).body.data.records[0]).toMatchObject({ id, state: 'applying' });

    // approve: the window opens for CROWDFUNDING_DAYS; hall funders are invited
    const approved = await approve(id);
    expect(approved.body).toMatchObject({ code: 200, msg: 'The crowdfunding is approved', data: { state: 'open', status: 3, endsAt: h.clock.now() + FEE_TEST_SETTINGS.crowdfundingDays * DAY } });
    expect((await requirementOf(req.id)).status).toBe('feeDue.crowdfunding');
    const invited = await h.db().select().from(invitations).where(and(eq(invitations.requirementId, req.id), eq(invitations.cate, 2)));
    expect(invited.map((i) => i.userId).sort()).toEqual([funderA.id, bystander.id].sort());
    // funder A accepts the invitation (the invitation routes do this through the same store)
    const inviteA = invited.find((i) => i.userId === funderA.id)!;
    await f.stores().invitations.transaction(async (tx) => {
      const row = await f.stores().invitations.lock(tx, inviteA.id);
      await f.stores().invitations.step(tx, row!, { type: 'invite.accept' }, { id: funderA.id, role: 'member' });
    });

    expect((await detail(h.client(), id)).body.data).toMatchObject({ state: 'open', canContribute: false, myContributionFen: 0 });
    expect((await detail(funderA, id)).body.data).toMatchObject({ canContribute: true });
    expect((await detail(publisher, id)).body.data).toMatchObject({ canContribute: false });

    const first = await contribute(funderA, id, 33_333);
    expect(first.body).toMatchObject({
      code: 200,
      msg: 'Crowdfunding participation confirmed',
      data: { state: 'open', raisedFen: 33_333, leftFen: 66_667, contributors: 1, myContributionFen: 33_333, canContribute: true },
    });
    expect((await h.db().select().from(invitations).where(eq(invitations.id, inviteA.id)))[0].status).toBe('completed');
    expect(await platformBalance(h.db(), 'escrow_crowdfunding')).toBe(escrowCf + 33_333);
    await expectBooksBalance();

    const second = await contribute(funderB, id, 66_667, 'complete-1');
    expect(second.body).toMatchObject({ code: 200, data: { state: 'funded', status: 4, raisedFen: 100_000, leftFen: 0, minContributionFen: 0, contributors: 2, myContributionFen: 66_667, canContribute: false } });
    const requirement = await requirementOf(req.id);
    expect(requirement).toMatchObject({ status: 'awaitingPreReview', feeFen: 100_000 });
    const [settle] = await transfersOf('crowdfundSettle', id);
    expect(settle).toMatchObject({ idempotencyKey: `crowdfunding:${id}:settle` });
    expect(requirement.feeTransferId).toBe(settle.id);
    const rows = await contributionsOf(id);
    expect(rows.map((r) => [r.userId, r.amountFen, r.status, r.shareBp])).toEqual([
      [funderA.id, 33_333, 'settled', 3333],
      [funderB.id, 66_667, 'settled', 6667],
    ]);
    expect(await platformBalance(h.db(), 'escrow_review_fees')).toBe(escrowFees + 100_000);
    expect(await platformBalance(h.db(), 'escrow_crowdfunding')).toBe(escrowCf);
    expect((await balancesOf(h, funderA.id)).coinFen).toBe(16_667);
    expect((await balancesOf(h, funderB.id)).coinFen).toBe(13_333);
    // the step is over: the bystander's pending invitation closed
    expect((await h.db().select().from(invitations).where(and(eq(invitations.requirementId, req.id), eq(invitations.userId, bystander.id))))[0].status).toBe('timedOut');
    const log = await h.db().select().from(entityTransitions).where(and(eq(entityTransitions.entityType, 'requirement'), eq(entityTransitions.entityId, String(req.id))));
    expect(log.slice(-3).map((l) => [l.event, l.actorRole])).toEqual([['crowdfunding.apply', 'member'], ['crowdfunding.approved', 'system'], ['crowdfunding.funded', 'system']]);

    const mine = await funderA.post<Page<Contribution>>('/requ/v1/crowdfunding/contributions', { pageNum: 1, pageSize: 10 });
    expect(mine.body.data).toEqual({
      records: [{ id: rows[0].id, campaignId: id, requirementId: req.id, requirementTitle: 'Solar paint', amountFen: 33_333, status: 'settled', shareBp: 3333, campaignState: 'funded', createdAt: expect.any(Number), refundedAt: null }],
      total_record: 1,
    });
    // a retry of the completing contribution answers the campaign and moves nothing
    const retry = await contribute(funderB, id, 66_667, 'complete-1');
    expect(retry.body).toMatchObject({ code: 200, data: { state: 'funded' } });
    expect((await balancesOf(h, funderB.id)).coinFen).toBe(13_333);
    await expectBooksBalance();
  });

  it('shares sum to 10000: the remainder goes to the largest contribution', () => {
    expect(sharesOf([33_333, 66_667], 100_000)).toEqual([3333, 6667]);
    expect(sharesOf([10_000, 10_000, 10_000], 30_000)).toEqual([3334, 3333, 3333]);
    expect(sharesOf([10_000, 20_000, 70_001], 100_001).reduce((a, b) => a + b, 0)).toBe(10_000);
  });

  it('keeps the contribution rules: more than 0, at least 100 (or what is left), never beyond what is left, not the publisher, only while open', async () => {
    const { publisher, campaign } = await openCampaign({ targetFen: 100_000 });
    const funder = await f.participant({ coinFen: 200_000 });
    const cases: Array<[number, string]> = [
      [0, 'Investment >0 required'],
      [-5_000, 'Investment >0 required'],
      [10_000.5, 'Investment >0 required'],
      [9_999, 'Each contribution must be at least 100'],
      [100_001, 'The contribution cannot exceed what is left (1000.00)'],
    ];
    for (const [amountFen, text] of cases) expect((await contribute(funder, campaign.id, amountFen)).body, String(amountFen)).toMatchObject({ code: 400, msg: text });
    await f.giveCoins(publisher.id, 50_000);
    expect((await contribute(publisher, campaign.id, 10_000)).body).toMatchObject({ code: 400, msg: 'You cannot contribute to your own crowdfunding', data: { reason: 'ownCampaign' } });
    expect((await contribute(funder, campaign.id, 10_000, undefined, '111111')).body).toMatchObject({ code: 400, msg: 'Incorrect transaction password' });
    const poor = await f.participant({ coinFen: 5_000 });
    expect((await contribute(poor, campaign.id, 10_000)).body).toMatchObject({ code: 400, data: { reason: 'insufficientBalance', balanceFen: 5_000 } });
    const noProfile = await f.participant({ coinFen: 50_000, profile: false });
    expect((await contribute(noProfile, campaign.id, 10_000)).body).toMatchObject({ code: 400, data: { reason: 'profileRequired' } });
    expect((await h.client().post('/requ/v1/crowdfunding/contribute', { campaignId: campaign.id, amountFen: 10_000, transactionPassword: PAY_PASSWORD }, idem())).body.code).toBe(401);
    expect((await funder.post('/requ/v1/crowdfunding/contribute', { campaignId: campaign.id, amountFen: 10_000, transactionPassword: PAY_PASSWORD })).body.code).toBe(400);
    expect((await contribute(funder, 999_999_999, 10_000)).body.code).toBe(404);
    expect((await campaignOf(campaign.id)).raisedFen).toBe(0);

    // when less than the minimum is left, that rest is the minimum
    expect((await contribute(funder, campaign.id, 95_000)).body).toMatchObject({ code: 200, data: { leftFen: 5_000, minContributionFen: 5_000 } });
    expect((await contribute(funder, campaign.id, 4_999)).body).toMatchObject({ code: 400, msg: 'Each contribution must be at least 50.00' });
    expect((await contribute(funder, campaign.id, 5_001)).body).toMatchObject({ code: 400, msg: 'The contribution cannot exceed what is left (50.00)' });
    expect((await contribute(funder, campaign.id, 5_000)).body).toMatchObject({ code: 200, data: { state: 'funded' } });
    // a funded campaign takes no more
    expect((await contribute(funder, campaign.id, 10_000)).body).toMatchObject({ code: 400, msg: 'This crowdfunding is not taking contributions now', data: { reason: 'campaignNotOpen', state: 'funded' } });
    expect((await balancesOf(h, funder.id)).coinFen).toBe(100_000);
    expect((await contributionsOf(campaign.id)).map((c) => c.shareBp)).toEqual([9500, 500]);
    await expectBooksBalance();
  });

  it('refunds every funder exactly once when the window ends short of the target; then the fee can be paid personally', async () => {
    const { publisher, req, campaign } = await openCampaign({ targetFen: 100_000 });
    const funders = [await f.participant({ coinFen: 30_000 }), await f.participant({ coinFen: 30_000 })];
    for (const m of funders) expect((await contribute(m, campaign.id, 30_000)).body.code).toBe(200);
    expect((await contribute(funders[0], campaign.id, 10_000)).body.code).toBe(400); // nothing left in the wallet
    const escrowCf = await platformBalance(h.db(), 'escrow_crowdfunding');
    expect(escrowCf).toBeGreaterThanOrEqual(60_000);

    h.clock.advance(FEE_TEST_SETTINGS.crowdfundingDays * DAY + 1);
    // the scheduler delivers the deadline, then the refunds; running it again changes nothing
    await f.runScheduler();
    await f.runScheduler();
    expect((await campaignOf(campaign.id)).status).toBe('failed');
    for (const m of funders) expect((await balancesOf(h, m.id)).coinFen).toBe(30_000);
    const before = await platformBalance(h.db(), 'escrow_crowdfunding');
    expect(before).toBe(escrowCf - 60_000);
    await f.runScheduler();
    await f.runScheduler();
    // the after-commit job delivered again (at least once: a crash before it was marked done): no second refund
    const jobWhere = and(eq(workflowJobs.entityType, 'crowdfunding'), eq(workflowJobs.entityId, String(campaign.id)), eq(workflowJobs.name, 'refundAll'));
    const [job] = await h.db().select().from(workflowJobs).where(jobWhere);
    expect(job.outcome).toBe('done');
    await h.db().update(workflowJobs).set({ doneAt: null, lockedUntil: null }).where(eq(workflowJobs.id, job.id));
    await f.runScheduler();
    expect((await h.db().select().from(workflowJobs).where(jobWhere))[0].doneAt).not.toBeNull();
    expect(await platformBalance(h.db(), 'escrow_crowdfunding')).toBe(before);
    const refunds = await transfersOf('crowdfundRefund', campaign.id);
    expect(refunds).toHaveLength(2);
    expect((await contributionsOf(campaign.id)).map((c) => [c.status, c.refundTransferId !== null, c.refundedAt !== null])).toEqual([['refunded', true, true], ['refunded', true, true]]);
    for (const m of funders) expect((await balancesOf(h, m.id)).coinFen).toBe(30_000);

    const failed = await requirementOf(req.id);
    expect(failed.status).toBe('feeDue.crowdfundingFailed');
    expect(failed.deadlineAt!.getTime()).toBe(h.clock.now() + FEE_TEST_SETTINGS.decisionDays * DAY);
    await signInAgain(publisher, ...funders);
    const seen = await detail(funders[0], campaign.id);
    expect(seen.body.data).toMatchObject({ state: 'failed', status: -1, raisedFen: 60_000, contributors: 2, myContributionFen: 0, canContribute: false });
    const list = await funders[0].post<Page<Contribution>>('/requ/v1/crowdfunding/contributions', { pageNum: 1, pageSize: 10 });
    expect(list.body.data.records[0]).toMatchObject({ status: 'refunded', shareBp: null, campaignState: 'failed', refundedAt: h.clock.now() });

    // pay personally now
    await f.giveCoins(publisher.id, 100_000);
    const paid = await publisher.post<{ state: string; crowdfundingStatus: number }>('/requ/v1/fee/pay', { id: req.id, amountFen: 100_000, transactionPassword: PAY_PASSWORD }, idem());
    expect(paid.body).toMatchObject({ code: 200, data: { state: 'awaitingPreReview', crowdfundingStatus: 4 } });
    await expectBooksBalance();
  });

  it('applies time on a read: the detail of a campaign whose window ended shows it failed and refunded', async () => {
    const { req, campaign } = await openCampaign({ targetFen: 100_000 });
    const funder = await f.participant({ coinFen: 40_000 });
    expect((await contribute(funder, campaign.id, 40_000)).body.code).toBe(200);
    h.clock.advance(FEE_TEST_SETTINGS.crowdfundingDays * DAY);
    await signInAgain(funder);
    // exactly at the window's end: the deadline is due, a contribution is refused
    expect((await contribute(funder, campaign.id, 10_000)).body.code).toBe(400);
    const seen = await detail(h.client(), campaign.id);
    expect(seen.body.data).toMatchObject({ state: 'failed', raisedFen: 40_000 });
    expect((await balancesOf(h, funder.id)).coinFen).toBe(40_000);
    expect((await requirementOf(req.id)).status).toBe('feeDue.crowdfundingFailed');
    await f.runScheduler();
    expect(await transfersOf('crowdfundRefund', campaign.id)).toHaveLength(1);
    await expectBooksBalance();
  });

  it('operations reject an application with a reason: the requirement chooses the mode again and may apply again', async () => {
    const publisher = await f.participant();
    const req = await f.feeDueRequirement(publisher.id);
    const applied = await apply(publisher, { id: req.id, amountFen: 100_000, returnRatioBp: 0, applicationDate: dateIn(h.clock.now(), 30) });
    expect(applied.body.code).toBe(200);
    expect((await reject(applied.body.data.id, '  ')).body).toMatchObject({ code: 400, msg: 'Please give a reason' });
    const rejected = await reject(applied.body.data.id, 'The return ratio is unclear');
    expect(rejected.body).toMatchObject({ code: 200, msg: 'The crowdfunding is rejected', data: { state: 'rejected', status: 1, reason: 'The return ratio is unclear' } });
    const row = await requirementOf(req.id);
    expect(row).toMatchObject({ status: 'feeDue.choosingMode', reason: 'The return ratio is unclear' });
    expect(row.context).toMatchObject({ feeMode: null, reason: 'The return ratio is unclear' });
    expect(row.deadlineAt!.getTime()).toBe(h.clock.now() + FEE_TEST_SETTINGS.paymentDays * DAY);
    expect((await detail(publisher, applied.body.data.id)).body.data).toMatchObject({ state: 'rejected', reason: 'The return ratio is unclear' });
    expect((await detail(await f.participant(), applied.body.data.id)).body.code).toBe(404);
    expect((await approve(applied.body.data.id)).body).toMatchObject({ code: 400, data: { reason: 'eventRefused', event: 'campaign.approve', state: 'rejected' } });
    const again = await apply(publisher, { id: req.id, amountFen: 120_000, returnRatioBp: 2000, applicationDate: dateIn(h.clock.now(), 1) });
    expect(again.body).toMatchObject({ code: 200, data: { state: 'applying', targetFen: 120_000 } });
    expect((await requirementOf(req.id)).context).toMatchObject({ campaignId: again.body.data.id });
  });

  it('refuses applications with a target below the fee, a bad return ratio or application date, and another member’s requirement', async () => {
    const publisher = await f.participant();
    const req = await f.feeDueRequirement(publisher.id, { budgetFen: 1_000_000 });
    const valid = { id: req.id, amountFen: 100_000, returnRatioBp: 1000, applicationDate: dateIn(h.clock.now()) };
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, amountFen: 99_999 }, 'The review fee must be at least 10% of the budget: 1000.00'],
      [{ ...valid, returnRatioBp: 10_001 }, 'The expected return ratio must be from 0 to 100%'],
      [{ ...valid, returnRatioBp: -1 }, 'The expected return ratio must be from 0 to 100%'],
      [{ ...valid, applicationDate: dateIn(h.clock.now(), -1) }, 'The application date must be a real date (YYYY-MM-DD) from today to 30 days ahead'],
      [{ ...valid, applicationDate: dateIn(h.clock.now(), 31) }, 'The application date must be a real date (YYYY-MM-DD) from today to 30 days ahead'],
      [{ ...valid, applicationDate: '2026-02-30' }, 'The application date must be a real date (YYYY-MM-DD) from today to 30 days ahead'],
      [{ ...valid, applicationDate: '20260101' }, 'The application date must be a real date (YYYY-MM-DD) from today to 30 days ahead'],
    ];
    for (const [body, text] of bad) expect((await apply(publisher, body)).body, JSON.stringify(body)).toMatchObject({ code: 400, msg: text });
    expect((await apply(await f.participant(), valid)).body.code).toBe(404);
    expect((await apply(h.client(), valid)).body.code).toBe(401);
    expect(await h.db().select().from(crowdfundingCampaigns).where(eq(crowdfundingCampaigns.requirementId, req.id))).toEqual([]);
    expect((await apply(publisher, valid)).body.code).toBe(200);
  });

  it('operations stopping the requirement while crowdfunding cancels the campaign and refunds every funder', async () => {
    const { req, campaign } = await openCampaign({ targetFen: 100_000 });
    const funders = [await f.participant({ coinFen: 20_000 }), await f.participant({ coinFen: 25_000 })];
    await contribute(funders[0], campaign.id, 20_000);
    await contribute(funders[1], campaign.id, 25_000);
    const store = f.stores().requirements;
    await store.transaction(async (tx) => {
      const row = await store.lock(tx, req.id);
      await store.step(tx, row!, { type: 'requirement.stop', reason: 'Duplicate of another requirement' }, { id: ops.id, role: 'operations' }, { reason: 'Duplicate of another requirement' });
    });
    expect((await campaignOf(campaign.id)).status).toBe('cancelled');
    expect((await requirementOf(req.id)).status).toBe('terminated');
    expect((await balancesOf(h, funders[0].id)).coinFen).toBe(20_000);
    expect((await balancesOf(h, funders[1].id)).coinFen).toBe(25_000);
    await f.runScheduler();
    expect(await transfersOf('crowdfundRefund', campaign.id)).toHaveLength(2);
    expect((await contribute(funders[0], campaign.id, 10_000)).body.code).toBe(404); // cancelled campaigns are not public
    expect((await detail(ops, campaign.id)).body.data).toMatchObject({ state: 'cancelled', status: -1 });
    await expectBooksBalance();
  });

  it('a funded requirement stopped later refunds the settled contributions from the review-fee escrow', async () => {
    const { req, campaign } = await openCampaign({ targetFen: 100_000 });
    const funder = await f.participant({ coinFen: 100_000 });
    expect((await contribute(funder, campaign.id, 100_000)).body.data.state).toBe('funded');
    const store = f.stores().requirements;
    await store.transaction(async (tx) => {
      const row = await store.lock(tx, req.id);
      await store.step(tx, row!, { type: 'requirement.stop', reason: 'The publisher asked to stop' }, { id: ops.id, role: 'operations' });
    });
    expect((await balancesOf(h, funder.id)).coinFen).toBe(100_000);
    expect((await contributionsOf(campaign.id))[0]).toMatchObject({ status: 'refunded' });
    await expectBooksBalance();
  });

  it('shows members only what is theirs or public; operations routes need the role', async () => {
    const { publisher, campaign } = await openCampaign();
    const funder = await f.participant({ coinFen: 20_000 });
    await contribute(funder, campaign.id, 20_000);
    const stranger = await f.participant();
    expect((await stranger.post<Page<Contribution>>('/requ/v1/crowdfunding/contributions', { pageNum: 1, pageSize: 10 })).body.data).toEqual({ records: [], total_record: 0 });
    expect((await detail(stranger, campaign.id)).body.data).toMatchObject({ myContributionFen: 0, canContribute: true, contributors: 1 });
    expect((await detail(publisher, campaign.id)).body.data).toMatchObject({ canContribute: false });
    expect((await h.client().post('/requ/v1/crowdfunding/contributions', { pageNum: 1, pageSize: 10 })).body.code).toBe(401);
    for (const call of [
      () => stranger.post('/ops/v1/crowdfunding/pages', { pageNum: 1, pageSize: 10 }),
      () => stranger.post(`/ops/v1/crowdfunding/${campaign.id}/approve`),
      () => stranger.post(`/ops/v1/crowdfunding/${campaign.id}/reject`, { reason: 'no' }),
      () => publisher.post(`/ops/v1/crowdfunding/${campaign.id}/approve`),
    ]) {
      expect((await call()).body.code).toBe(403);
    }
    expect((await ops.post('/ops/v1/crowdfunding/999999999/approve')).body.code).toBe(404);
    const filtered = await ops.post<Page<Campaign>>('/ops/v1/crowdfunding/pages', { pageNum: 1, pageSize: 100, state: 'open' });
    expect(filtered.body.data.records.every((c) => c.state === 'open')).toBe(true);
    expect(filtered.body.data.records.some((c) => c.id === campaign.id)).toBe(true);
    // a token that expired: public campaigns still show, private ones say the session ended
    const expired = h.client({ token: 'not-a-token' });
    expect((await detail(expired, campaign.id)).body.code).toBe(200);
  });

  it('refuses malformed bodies with 400 and changes nothing', async () => {
    await f.runScheduler();
    const { publisher, req, campaign } = await openCampaign();
    const funder = await f.participant({ coinFen: 50_000 });
    const TABLES = ['requirements', 'crowdfunding_campaigns', 'crowdfunding_contributions', 'ledger_transfers', 'ledger_postings', 'ledger_accounts', 'idempotency_keys', 'entity_transitions', 'workflow_jobs', 'invitations'];
    const digest = async () => {
      const out: Record<string, unknown> = {};
      for (const t of TABLES) {
        const result = await h.db().execute(sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as d from ${t} x`));
        out[t] = (result as unknown as { rows: unknown[] }).rows[0];
      }
      return out;
    };
    const before = await digest();
    const huge = 'x'.repeat(10_000);
    const variants = (valid: Record<string, unknown>) => {
      const out: unknown[] = [null, [], 'text', 42, {}];
      for (const key of Object.keys(valid)) {
        const { [key]: _gone, ...missing } = valid;
        out.push(missing);
        for (const wrong of [null, true, ['a'], { a: 1 }, huge, 'a\u0000b']) out.push({ ...valid, [key]: wrong });
      }
      return out;
    };
    const routes: Array<{ who: Client; url: string; valid: Record<string, unknown>; money?: boolean }> = [
      { who: publisher, url: '/requ/v1/crowdfunding/apply', valid: { id: req.id, amountFen: 100_000, returnRatioBp: 1000, applicationDate: dateIn(h.clock.now()) } },
      { who: funder, url: '/requ/v1/crowdfunding/contribute', valid: { campaignId: campaign.id, amountFen: 10_000, transactionPassword: PAY_PASSWORD }, money: true },
      { who: funder, url: '/requ/v1/crowdfunding/contributions', valid: { pageNum: 1, pageSize: 10 } },
      { who: ops, url: '/ops/v1/crowdfunding/pages', valid: { pageNum: 1, pageSize: 10, state: 'open' } },
      { who: ops, url: `/ops/v1/crowdfunding/${campaign.id}/reject`, valid: { reason: 'A reason' } },
    ];
    for (const { who, url, valid, money } of routes) {
      for (const payload of variants(valid)) {
        // a missing (or null) optional filter is a valid request
        const filter = payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
        if (url.endsWith('/pages') && filter && 'pageNum' in filter && 'pageSize' in filter && (filter.state ?? null) === null) continue;
        const res = await who.post(url, payload, money ? idem() : undefined);
        expect(res.body.code, `${url} ${JSON.stringify(payload).slice(0, 80)}`).toBe(400);
      }
      const raw = await h.app.inject({ method: 'POST', url, payload: '{"a":', headers: { 'content-type': 'application/json', authorization: `Bearer ${who.state.token}`, 'idempotency-key': `raw-${url}` } });
      expect(JSON.parse(raw.body).code).toBe(400);
    }
    for (const bad of [{ pageNum: 0, pageSize: 10 }, { pageNum: 1, pageSize: 101 }, { pageNum: 1, pageSize: 10, state: 'nope' }]) {
      expect((await ops.post('/ops/v1/crowdfunding/pages', bad)).body.code).toBe(400);
    }
    expect((await funder.post('/requ/v1/crowdfunding/contributions', { pageNum: 1, pageSize: 11 })).body.code).toBe(400);
    for (const url of ['/requ/v1/crowdfunding/detail/0', '/requ/v1/crowdfunding/detail/x', '/ops/v1/crowdfunding/-1/approve', '/ops/v1/crowdfunding/1e3/approve']) {
      const res = url.includes('/ops/') ? await ops.post(url) : await funder.get(url);
      expect(res.body.code, url).toBe(400);
    }
    expect(await digest()).toEqual(before);
  });

  // races between connections: PGlite has one
  if (kind === 'postgres') {
    it('on PostgreSQL: ten parallel contributions against a target that fits three never overshoot it', async () => {
      const { req, campaign } = await openCampaign({ budgetFen: 900_000, feeFen: 90_000, targetFen: 90_000 });
      const funders: WalletMember[] = [];
      for (let i = 0; i < 10; i += 1) funders.push(await f.participant({ coinFen: 30_000 }));
      const results = await Promise.all(funders.map((m) => contribute(m, campaign.id, 30_000)));
      const accepted = results.filter((r) => r.body.code === 200);
      expect(accepted).toHaveLength(3);
      expect(results.filter((r) => r.body.code === 400)).toHaveLength(7);
      const row = await campaignOf(campaign.id);
      expect(row).toMatchObject({ status: 'funded', raisedFen: 90_000 });
      const charged: number[] = [];
      for (const m of funders) if ((await balancesOf(h, m.id)).coinFen === 0) charged.push(m.id);
      const contributors = (await contributionsOf(campaign.id)).map((c) => c.userId);
      expect(charged.sort()).toEqual([...contributors].sort());
      expect((await contributionsOf(campaign.id)).reduce((s, c) => s + (c.shareBp ?? 0), 0)).toBe(10_000);
      expect((await requirementOf(req.id)).status).toBe('awaitingPreReview');
      await expectBooksBalance();
    });

    it('on PostgreSQL: contributions racing the deadline never both fund and refund', async () => {
      const outcomes: string[] = [];
      for (let round = 0; round < 6; round += 1) {
        const { req, campaign } = await openCampaign({ targetFen: 100_000 });
        const early = [await f.participant({ coinFen: 30_000 }), await f.participant({ coinFen: 30_000 })];
        for (const m of early) expect((await contribute(m, campaign.id, 30_000)).body.code).toBe(200);
        const last = await f.participant({ coinFen: 40_000 });
        // Another instance whose clock has passed the window's end delivers the deadline while the contribution runs.
        const later = manualClock(h.clock.now() + FEE_TEST_SETTINGS.crowdfundingDays * DAY + 1);
        const laterCtx = createContext({ db: h.db(), config: f.ctx().config, clock: later });
        const deadlineStore = crowdfundingStore(laterCtx);
        const [contribution] = await Promise.all([
          contribute(last, campaign.id, 40_000),
          round % 2 ? deadlineStore.fireDueDeadlines() : new Promise((resolve) => setTimeout(resolve, round)).then(() => deadlineStore.fireDueDeadlines()),
        ]);
        // the refunds run (the scheduler of the later instance), twice
        await runDueJobs(h.db(), later, createWorkflowRegistry(laterCtx), 500);
        await runDueJobs(h.db(), later, createWorkflowRegistry(laterCtx), 500);
        const row = await campaignOf(campaign.id);
        const settles = await transfersOf('crowdfundSettle', campaign.id);
        const refunds = await transfersOf('crowdfundRefund', campaign.id);
        const statuses = (await contributionsOf(campaign.id)).map((c) => c.status);
        if (row.status === 'funded') {
          expect(contribution.body.code).toBe(200);
          expect(settles).toHaveLength(1);
          expect(refunds).toHaveLength(0);
          expect(statuses).toEqual(['settled', 'settled', 'settled']);
          expect((await requirementOf(req.id)).status).toBe('awaitingPreReview');
        } else {
          expect(row.status).toBe('failed');
          expect(settles).toHaveLength(0);
          expect(refunds).toHaveLength(statuses.length);
          expect(statuses.every((s) => s === 'refunded')).toBe(true);
          expect((await requirementOf(req.id)).status).toBe('feeDue.crowdfundingFailed');
          expect((await balancesOf(h, last.id)).coinFen).toBe(40_000);
        }
        for (const m of early) expect((await balancesOf(h, m.id)).coinFen).toBe(row.status === 'funded' ? 0 : 30_000);
        outcomes.push(`${row.status}:${contribution.body.code}`);
        await expectBooksBalance();
      }
      expect(outcomes.every((o) => o === 'funded:200' || o === 'failed:400'), outcomes.join(' ')).toBe(true);
    });
  }
});
