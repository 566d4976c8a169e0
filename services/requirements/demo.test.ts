import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createContext } from '../context';
import { breakdownPlans, crowdfundingContributions, expertApplications, invitations, marketAssessments, marketEvaluations, requirements, ledgerAccounts, ledgerPostings, ledgerTransfers, reviewTasks, solutions, users } from '../db/schema';
import { reconcile } from '../wallet/ledger';
import { describeEachDatabase } from '../testing/databases';
import { useServicesApp } from '../testing/harness';
import { DEMO_PARTICIPANTS, seedDemoRequirements } from './demo';

describeEachDatabase('demo requirements (npm start)', (database) => {
  const h = useServicesApp(database);

  it('are made through the routes once: a draft, one in review, one evaluating, fee due, two paid, crowdfunding, one in the detailed market assessment', async () => {
    const ctx = createContext({ db: h.db(), config: h.config, clock: h.clock });
    await seedDemoRequirements(ctx, h.app);
    await seedDemoRequirements(ctx, h.app); // a second start adds nothing
    const rows = await h.db().select().from(requirements);
    expect(rows.map((r) => r.status).sort()).toEqual(
      [
        'awaitingPreReview', 'awaitingPreReview', 'draft', 'evaluating', 'feeDue.choosingMode', 'feeDue.crowdfunding', 'inReview', 'preReview.marketAssessment',
        'preReview.analysis', 'preReview.breakdownExpired', 'preReview.analysisReview', 'preReview.noPlanSelected', 'preReview.solicitation',
        'preReview.expertReview', 'preReview.complete',
      ].sort(),
    );
    const evaluating = rows.find((r) => r.status === 'evaluating')!;
    expect(await h.db().select().from(marketEvaluations).where(eq(marketEvaluations.requirementId, evaluating.id))).toHaveLength(1);
    expect(await h.db().select().from(crowdfundingContributions)).toHaveLength(1);
    // the public hall shows the published ones
    const hall = await h.client().post<{ total_record: number }>('/requ/v1/pro-hall/pages', { pageNum: 1, pageSize: 20 });
    expect(hall.body.data.total_record).toBe(13);
    // stage 2, step -1: one submitted assessment (assessor3), a draft of assessor1 on an accepted kind-6 invitation
    const assessing = rows.find((r) => r.status === 'preReview.marketAssessment')!;
    const forms = await h.db().select().from(marketAssessments).where(eq(marketAssessments.requirementId, assessing.id));
    const emailOf = async (id: number) => (await h.db().select({ email: users.primaryEmail }).from(users).where(eq(users.id, id)))[0]!.email;
    const byEmail = Object.fromEntries(await Promise.all(forms.map(async (f) => [await emailOf(f.userId), f.submitted] as const)));
    expect(byEmail).toEqual({ [DEMO_PARTICIPANTS[3].email]: true, [DEMO_PARTICIPANTS[1].email]: false });
    const kindSix = await h.db().select().from(invitations).where(eq(invitations.requirementId, assessing.id));
    const statusOf = async (email: string) => {
      for (const i of kindSix.filter((row) => row.cate === 6)) if ((await emailOf(i.userId)) === email) return i.status;
      return null;
    };
    expect(await statusOf(DEMO_PARTICIPANTS[3].email)).toBe('completed');
    expect(await statusOf(DEMO_PARTICIPANTS[1].email)).toBe('accepted');
    expect(kindSix.find((i) => i.cate === 6)!.payBackFen).toBeGreaterThan(0);
    // two approved experts (kinds 4 and 7 have candidates) and one application in the operations queue
    const experts = await h.db().select({ email: users.primaryEmail, status: expertApplications.status }).from(expertApplications).innerJoin(users, eq(users.id, expertApplications.userId));
    expect(experts.map((e) => [e.email, e.status]).sort()).toEqual([
      ['assessor1@portal.local', 'approved'],
      ['assessor2@portal.local', 'submitted'],
      ['funder1@portal.local', 'approved'],
    ]);
    const check = await reconcile(h.db(), new Date(h.clock.now()));
    expect(check.ok).toBe(true);
  });

  it('leave a requirement at every later pre-review step, with the people of each screen, and the books reconcile', async () => {
    const ctx = createContext({ db: h.db(), config: h.config, clock: h.clock });
    await seedDemoRequirements(ctx, h.app);
    const db = h.db();
    const rows = await db.select().from(requirements);
    const byState = (state: string) => rows.find((r) => r.status === state)!;
    const ids = new Map((await db.select({ id: users.id, email: users.primaryEmail }).from(users)).map((u) => [u.id, u.email]));
    const email = (key: string) => DEMO_PARTICIPANTS.find((p) => p.key === key)!.email;
    const invitationsOf = async (state: string, cate: number) =>
      (await db.select().from(invitations).where(eq(invitations.requirementId, byState(state).id))).filter((i) => i.cate === cate).map((i) => [ids.get(i.userId), i.status]);
    const plansOf = async (state: string) => (await db.select().from(breakdownPlans).where(eq(breakdownPlans.requirementId, byState(state).id))).map((p) => [ids.get(p.userId), p.status]);
    const solutionsOf = async (state: string) => (await db.select().from(solutions).where(eq(solutions.requirementId, byState(state).id))).map((p) => [ids.get(p.userId), p.status]);

    // project analysis: provider1 accepted, with a draft plan
    expect(await invitationsOf('preReview.analysis', 3)).toContainEqual([email('provider1'), 'accepted']);
    expect(await plansOf('preReview.analysis')).toEqual([[email('provider1'), 'draft']]);
    // the dead ends wait for operations: no deadline, the reopen offered
    for (const state of ['preReview.breakdownExpired', 'preReview.noPlanSelected']) expect(byState(state).deadlineAt).toBeNull();
    expect(await plansOf('preReview.breakdownExpired')).toEqual([]);
    // the analysis review: two plans in review (the all-people review's choice), assessor1 accepted kind 4, funder1 invited
    expect((await plansOf('preReview.analysisReview')).sort()).toEqual([[email('provider1'), 'inReview'], [email('provider2'), 'inReview']]);
    expect((await invitationsOf('preReview.analysisReview', 4)).sort()).toEqual([[email('assessor1'), 'accepted'], [email('funder1'), 'pending']]);
    expect(await plansOf('preReview.noPlanSelected')).toEqual([[email('provider1'), 'inReview']]);
    // the solicitation: the selected plan, provider2 drafting a solution
    expect(await plansOf('preReview.solicitation')).toEqual([[email('provider1'), 'selected']]);
    expect(await solutionsOf('preReview.solicitation')).toEqual([[email('provider2'), 'drafting']]);
    // the expert review: provider2's solution under review, assessor1 accepted kind 7 (guidelines read)
    expect(await solutionsOf('preReview.expertReview')).toEqual([[email('provider2'), 'underReview']]);
    expect(await invitationsOf('preReview.expertReview', 7)).toContainEqual([email('assessor1'), 'accepted']);
    const judging = await db.select().from(reviewTasks).where(eq(reviewTasks.requirementId, byState('preReview.expertReview').id));
    expect(judging.filter((t) => t.cate === 7).map((t) => [ids.get(t.userId), t.status])).toEqual([[email('assessor1'), 'scoring']]);
    // complete: the solution passed; both experts were paid for both reviews (kinds 4 and 7), as their wallets show
    expect(await solutionsOf('preReview.complete')).toEqual([[email('provider2'), 'passed']]);
    const fees = await db
      .select({ userId: ledgerAccounts.ownerUserId, amountFen: ledgerPostings.amountFen })
      .from(ledgerTransfers)
      .innerJoin(ledgerPostings, eq(ledgerPostings.transferId, ledgerTransfers.id))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .where(eq(ledgerTransfers.type, 'reviewTaskFee'));
    const paid = fees.filter((f) => f.userId !== null && f.amountFen > 0);
    // the analysis reviewers' pool of three requirements (solicitation, expert review, complete) and the experts' pool of one
    expect(paid).toHaveLength(2 * 3 + 2);
    expect(new Set(paid.map((f) => ids.get(f.userId!)))).toEqual(new Set([email('assessor1'), email('funder1')]));
    expect((await reconcile(db, new Date(h.clock.now()))).ok).toBe(true);
  });
});
