/**
 * Stage 2, step 2 (analysis review, kind 4) through HTTP: a reviewer opens the task (the scorecard and the plans in
 * review), saves partial scores, is refused malformed ones, submits every plan scored once; a reviewer who
 * submitted a plan is refused for the conflict of interest (task refused, invitation closed, never paid). The
 * quorum closes the step: the best passing plan is selected, the other declined, the reviewers' pool paid equally,
 * and the solicitation opens. With no plan passing, the requirement waits in 'no plan selected'.
 */
import { and, eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import type { SubTopic } from '../../machines/rules/breakdown-plan';
import { breakdownPlans, ledgerTransfers, reviewTasks } from '../db/schema';
import { describeEachDatabase } from '../testing/databases';
import { useServicesApp } from '../testing/harness';
import { FEE_TEST_SETTINGS, requirementFixtures } from '../testing/requirement-fixtures';
import { clearHall, invitationsOf, inviteDirectly, participant as hallParticipant, requirementRow } from '../testing/requirements';
import { operationsStaff, type WalletMember } from '../testing/wallet-members';
import { balancesOf } from '../testing/wallet-money';

// 20 % service fee of 100 000, then 30 % of the rest for the analysis reviewers (REVIEW_FEE_POOL_BP defaults)
const REVIEWERS_POOL = 24_000;

type Task = {
  taskId: number | null;
  state: string | null;
  taskState: string | null;
  scorecard: { criteria: Array<{ key: string; weight: number }>; passMark: number };
  items: Array<{ itemId: number; label: number }>;
  reviews: Array<{ itemId: number; scores: Record<string, number>; totalTenths: number | null }>;
  conflict: string | null;
  editable: boolean;
};

const topic = (title: string): SubTopic => ({
  title,
  categoryId: 1,
  keywords: [],
  researchContent: 'Research',
  expectedResults: 'Results',
  metrics: [{ name: 'Accuracy', target: '95 %' }],
  technicalBasis: 'Basis',
  integration: false,
});
const all = (n: number) => ({ coverage: n, feasibility: n, clarity: n, metrics: n });

describeEachDatabase('pre-review: analysis review (scorecards and selection)', (database) => {
  const h = useServicesApp(database, { config: { requirements: { ...FEE_TEST_SETTINGS, evaluationQuorum: 2 } } });
  const f = requirementFixtures(h);
  let analysts: WalletMember[];
  let reviewers: WalletMember[];
  let publisher: WalletMember;
  let operator: WalletMember;

  beforeEach(async () => {
    await clearHall(h);
    analysts = [await hallParticipant(h, { kinds: ['4'] }), await hallParticipant(h, { kinds: ['4'] })];
    reviewers = [await hallParticipant(h), await hallParticipant(h)];
    publisher = await f.participant({ coinFen: 200_000 });
    operator = await operationsStaff(h);
  });

  /** Two submitted plans in review, and reviewers (plus analyst a) invited to kind 4 as the ranking would. */
  async function inAnalysisReview() {
    const started = await f.preReviewRequirement(publisher, operator);
    const analysis = await f.stepRequirement(started.id, { type: 'timer.expired' });
    const invited = (await invitationsOf(h, analysis.id)).filter((i) => i.cate === 3);
    const plans: number[] = [];
    for (const m of analysts) {
      const id = invited.find((i) => i.userId === m.id)!.id;
      await m.post('/requ/v1/invitation/handle', { id, accept: true });
      const done = await m.post<{ planId: number }>('/requ/v1/analysis/plan/submit', { id, subTopics: [topic(`Plan of ${m.id}`)] });
      plans.push(done.body.data.planId);
    }
    const review = await f.stepRequirement(started.id, { type: 'timer.expired' });
    expect(review.status).toBe('preReview.analysisReview');
    const invitationOf = new Map<number, number>();
    for (const m of [...reviewers, analysts[0]]) {
      const invitation = await inviteDirectly(h, review, m.id, 4);
      await m.post('/requ/v1/invitation/handle', { id: invitation.id, accept: true });
      invitationOf.set(m.id, invitation.id);
    }
    return { requirement: review, plans, invitationOf: (m: WalletMember) => invitationOf.get(m.id)! };
  }

  const taskOf = (m: WalletMember, id: number) => m.get<Task>(`/requ/v1/review/task/${id}`);
  const save = (m: WalletMember, id: number, reviews: unknown[]) => m.post<Task>('/requ/v1/review/scores/save', { id, reviews });
  const submit = (m: WalletMember, id: number, reviews: unknown[]) => m.post<Task>('/requ/v1/review/scores/submit', { id, reviews });

  it('scores every plan on the scorecard; the quorum selects the best passing plan and pays the reviewers once; a conflicted reviewer is refused', async () => {
    const { requirement, plans, invitationOf } = await inAnalysisReview();
    const [planA, planB] = plans;
    const [r1, r2] = reviewers;
    const [a] = analysts;

    const opened = (await taskOf(r1, invitationOf(r1))).body.data;
    expect(opened).toMatchObject({ taskId: null, editable: true, conflict: null, scorecard: { passMark: 60 } });
    expect(opened.scorecard.criteria.map((c) => c.weight)).toEqual([30, 30, 20, 20]);
    expect(opened.items).toEqual([{ itemId: planA, label: 1 }, { itemId: planB, label: 2 }]);
    const [inReview] = await h.db().select().from(breakdownPlans).where(eq(breakdownPlans.id, planA));
    expect(inReview.status).toBe('inReview');

    // the analyst who submitted a plan: a conflict of interest, refused and committed
    expect((await taskOf(a, invitationOf(a))).body.data).toMatchObject({ conflict: 'provider', editable: false });
    const refused = await a.post('/requ/v1/review/guidelines', { id: invitationOf(a) });
    expect(refused.body).toMatchObject({ code: 400, msg: 'Conflict of interest: you submitted an analysis or a solution for this requirement and cannot review it', data: { reason: 'conflictOfInterest' } });
    const [aTask] = await h.db().select().from(reviewTasks).where(eq(reviewTasks.invitationId, invitationOf(a)));
    expect(aTask.status).toBe('refused');
    expect((await invitationsOf(h, requirement.id)).find((i) => i.id === invitationOf(a))!.status).toBe('timedOut');

    // partial saves, malformed and unknown items refused
    const partial = await save(r1, invitationOf(r1), [{ itemId: planA, scores: { coverage: 9 }, comment: '' }]);
    expect(partial.body).toMatchObject({ code: 200, msg: 'Scores saved', data: { state: 'scoring', taskState: '1', reviews: [{ itemId: planA, totalTenths: null }] } });
    expect((await save(r1, invitationOf(r1), [{ itemId: planA, scores: { coverage: 11 }, comment: '' }])).body).toMatchObject({ code: 400, msg: 'Each score must be a whole number from 0 to 10' });
    expect((await save(r1, invitationOf(r1), [{ itemId: planA, scores: { coverage: 2.5 }, comment: '' }])).body.code).toBe(400);
    expect((await save(r1, invitationOf(r1), [{ itemId: planA, scores: { novelty: 5 }, comment: '' }])).body.code).toBe(400);
    expect((await save(r1, invitationOf(r1), [{ itemId: 999_999, scores: {}, comment: '' }])).body).toMatchObject({ code: 400, msg: 'A scored plan or solution is not in review, or is scored twice' });
    expect((await submit(r1, invitationOf(r1), [{ itemId: planA, scores: all(9), comment: '' }])).body).toMatchObject({ code: 400, msg: 'Score every criterion' });
    expect((await submit(r1, invitationOf(r1), [{ itemId: planA, scores: { ...all(9), metrics: undefined }, comment: '' }, { itemId: planB, scores: all(3), comment: '' }])).body.code).toBe(400);
    // another member's invitation
    expect((await taskOf(r2, invitationOf(r1))).body.code).toBe(404);

    const before = { r1: (await balancesOf(h, r1.id)).coinFen, r2: (await balancesOf(h, r2.id)).coinFen, a: (await balancesOf(h, a.id)).coinFen };
    const first = await submit(r1, invitationOf(r1), [{ itemId: planA, scores: all(9), comment: 'Clear' }, { itemId: planB, scores: all(3), comment: '' }]);
    expect(first.body).toMatchObject({ code: 200, msg: 'Scores submitted', data: { state: 'submitted', taskState: '2', editable: false } });
    expect(first.body.data.reviews.find((r) => r.itemId === planA)!.totalTenths).toBe(900);
    expect((await submit(r1, invitationOf(r1), [{ itemId: planA, scores: all(1), comment: '' }, { itemId: planB, scores: all(1), comment: '' }])).body).toMatchObject({ code: 400, data: { reason: 'closed' } });
    expect((await requirementRow(h, requirement.id)).context).toMatchObject({ tasksDone: 1, usable: 1 });

    // the second review reaches the quorum: plan A (mean 85.0) selected, plan B (40.0) not; the pool paid 12 000 each
    await r2.post('/requ/v1/review/guidelines', { id: invitationOf(r2) });
    expect((await submit(r2, invitationOf(r2), [{ itemId: planA, scores: all(8), comment: '' }, { itemId: planB, scores: all(5), comment: '' }])).body.code).toBe(200);
    const moved = await requirementRow(h, requirement.id);
    expect(moved.status).toBe('preReview.solicitation');
    const statuses = new Map((await h.db().select().from(breakdownPlans).where(eq(breakdownPlans.requirementId, requirement.id))).map((p) => [p.id, p.status]));
    expect([statuses.get(planA), statuses.get(planB)]).toEqual(['selected', 'notSelected']);
    expect((await balancesOf(h, r1.id)).coinFen - before.r1).toBe(REVIEWERS_POOL / 2);
    expect((await balancesOf(h, r2.id)).coinFen - before.r2).toBe(REVIEWERS_POOL / 2);
    expect((await balancesOf(h, a.id)).coinFen).toBe(before.a);
    const paid = await h.db().select().from(ledgerTransfers).where(and(eq(ledgerTransfers.type, 'reviewTaskFee'), eq(ledgerTransfers.referenceId, String(requirement.id))));
    expect(paid).toHaveLength(2);
    // the solicitation invited the hall's solution providers (kind 5)
    expect((await invitationsOf(h, requirement.id)).filter((i) => i.cate === 5).map((i) => i.userId).sort()).toEqual(analysts.map((m) => m.id).sort());
  });

  it("with no plan reaching the pass mark the requirement waits in 'no plan selected', the plans stay in review", async () => {
    const { requirement, plans, invitationOf } = await inAnalysisReview();
    for (const r of reviewers) {
      expect((await submit(r, invitationOf(r), plans.map((itemId) => ({ itemId, scores: all(5), comment: '' })))).body.code).toBe(200);
    }
    expect((await requirementRow(h, requirement.id)).status).toBe('preReview.noPlanSelected');
    const rows = await h.db().select().from(breakdownPlans).where(eq(breakdownPlans.requirementId, requirement.id));
    expect(rows.map((p) => p.status)).toEqual(['inReview', 'inReview']);
    // the review ended: the announcement gives the plans' scores (both reviewers 5 on every criterion: 50.0, failing)
    const announced = await publisher.post<{ plans: Array<{ state: string; review: unknown }> }>('/requ/v1/analysis/plans', { requirementNo: requirement.requirementNo });
    const summary = { reviewers: 2, totals: [500, 500], meanTenths: 500, criteria: ['coverage', 'feasibility', 'clarity', 'metrics'].map((key) => ({ key, meanTenths: 50 })), passes: false };
    expect(announced.body.data.plans).toEqual([expect.objectContaining({ state: 'inReview', review: summary }), expect.objectContaining({ state: 'inReview', review: summary })]);
  });

  it('the all-people review: hall members vote and comment while the review is open; votes break a tie between equal means', async () => {
    const { requirement, plans, invitationOf } = await inAnalysisReview();
    const [planA, planB] = plans;
    const voters = [await hallParticipant(h, { kinds: ['5'] }), await hallParticipant(h, { kinds: ['5'] })];
    const outsider = await hallParticipant(h);
    const no = requirement.requirementNo;
    type Opinions = { open: boolean; refusal: string | null; myVote: number | null; plans: Array<{ planId: number; votes: number; comments: Array<{ body: string; mine: boolean }> }> };
    const opinions = (m: WalletMember) => m.post<Opinions>('/requ/v1/analysis/opinions', { requirementNo: no });

    expect((await opinions(voters[0])).body.data).toMatchObject({ open: true, refusal: null, myVote: null, plans: [{ planId: planA, votes: 0 }, { planId: planB, votes: 0 }] });
    expect((await voters[0].post('/requ/v1/analysis/vote', { requirementNo: no, planId: planA })).body).toMatchObject({ code: 200, msg: 'Vote recorded' });
    // a vote moves when cast again; one per member
    expect((await voters[0].post('/requ/v1/analysis/vote', { requirementNo: no, planId: planB })).body.code).toBe(200);
    await voters[1].post('/requ/v1/analysis/vote', { requirementNo: no, planId: planB });
    expect((await voters[1].post('/requ/v1/analysis/comment', { requirementNo: no, planId: planB, body: '  Clear split of the work  ' })).body).toMatchObject({ code: 200, msg: 'Comment posted' });
    expect((await voters[1].post('/requ/v1/analysis/comment', { requirementNo: no, planId: planB, body: 'x'.repeat(501) })).body).toMatchObject({ code: 400, msg: 'A comment must have 1 to 500 characters' });
    expect((await voters[1].post('/requ/v1/analysis/comment', { requirementNo: no, planId: planB, body: '   ' })).body.code).toBe(400);
    const seen = (await opinions(voters[0])).body.data;
    expect(seen).toMatchObject({ myVote: planB, plans: [{ planId: planA, votes: 0 }, { planId: planB, votes: 2, comments: [{ body: 'Clear split of the work', mine: false }] }] });

    // who may not: the publisher, an analyst who submitted, a member outside the hall (who cannot read it either)
    expect((await publisher.post('/requ/v1/analysis/vote', { requirementNo: no, planId: planA })).body).toMatchObject({ code: 400, data: { reason: 'publisher' } });
    expect((await analysts[0].post('/requ/v1/analysis/vote', { requirementNo: no, planId: planB })).body).toMatchObject({ code: 400, msg: 'Analysts who submitted a plan cannot take part in the all-people review' });
    expect((await outsider.post('/requ/v1/analysis/vote', { requirementNo: no, planId: planA })).body).toMatchObject({ code: 400, data: { reason: 'notInHall' } });
    expect((await opinions(outsider)).body.code).toBe(404);
    expect((await voters[0].post('/requ/v1/analysis/vote', { requirementNo: no, planId: 999_999 })).body.code).toBe(404);

    // equal means (both reviewers give both plans 8): the votes select plan B, submitted second
    for (const r of reviewers) {
      expect((await submit(r, invitationOf(r), plans.map((itemId) => ({ itemId, scores: all(8), comment: '' })))).body.code).toBe(200);
    }
    const statuses = new Map((await h.db().select().from(breakdownPlans).where(eq(breakdownPlans.requirementId, requirement.id))).map((p) => [p.id, p.status]));
    expect([statuses.get(planA), statuses.get(planB)]).toEqual(['notSelected', 'selected']);
    // the review is over: no more votes; the opinions stay readable
    expect((await voters[0].post('/requ/v1/analysis/vote', { requirementNo: no, planId: planA })).body).toMatchObject({ code: 400, data: { reason: 'notOpen' } });
    expect((await opinions(publisher)).body.data).toMatchObject({ open: false, refusal: 'notOpen' });
  });

  it('refuses malformed bodies with 400', async () => {
    const { plans, invitationOf } = await inAnalysisReview();
    const [r1] = reviewers;
    const id = invitationOf(r1);
    const bad: unknown[] = [
      null, {}, { id }, { reviews: [] }, { id: 'x', reviews: [] }, { id, reviews: [{}] }, { id, reviews: [{ itemId: plans[0], scores: { coverage: '9' }, comment: '' }] },
      { id, reviews: [{ itemId: plans[0], scores: { 'bad key': 1 }, comment: '' }] }, { id, reviews: [{ itemId: plans[0], scores: {}, comment: 'x\u0000' }] },
      { id, reviews: [{ itemId: plans[0], scores: {}, comment: '', extra: 1 }] }, { id, reviews: [], more: 1 },
    ];
    for (const body of bad) {
      expect((await r1.post('/requ/v1/review/scores/save', body)).body.code, JSON.stringify(body)).toBe(400);
      expect((await r1.post('/requ/v1/review/scores/submit', body)).body.code, JSON.stringify(body)).toBe(400);
    }
    expect((await r1.post('/requ/v1/review/guidelines', { id: 0 })).body.code).toBe(400);
    expect((await h.client().post('/requ/v1/review/guidelines', { id })).body.code).toBe(401);
  });
});
