/**
 * Stage 2, step -1 through HTTP: operations start the pre-review of a paid requirement; the hall's market assessors
 * are invited (kind 6) with the pool they share; an assessor accepts, saves drafts (partial, never malformed),
 * submits the complete form once; the quorum closes the step (the rest time out), pays the pool equally into the
 * assessors' coin wallets exactly once, and moves the requirement to project analysis; the side-by-side summary
 * is for the publisher, operations and assessors who submitted; a stop refunds everything but the paid pool.
 * The window's end without a form moves on and pays nothing.
 */
import { and, eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { ledgerTransfers, marketAssessments } from '../db/schema';
import { describeEachDatabase } from '../testing/databases';
import { useServicesApp } from '../testing/harness';
import { FEE_TEST_SETTINGS, requirementFixtures } from '../testing/requirement-fixtures';
import { clearHall, contextOf, invitationsOf, inviteDirectly, participant as hallParticipant, requirementRow } from '../testing/requirements';
import { operationsStaff, type WalletMember } from '../testing/wallet-members';
import { balancesOf, platformBalance } from '../testing/wallet-money';
import { payTaskFees } from './review-fee-settlement';
import { requirementStore } from './stores';

const DAY = 86_400_000;
const FEE = 100_000;
// 20 % service fee, then 30 % of the rest for the assessors (defaults of REVIEW_SERVICE_FEE_BP and REVIEW_FEE_POOL_BP)
const ASSESSORS_POOL = 24_000;

type Form = {
  yearlyTotalsWan: Array<number | null>;
  projectSharePct: number | null;
  marketValueWan: number | null;
  competitionScore: number | null;
  evidence: string;
  comments: string;
};
type Assessment = { invitationId: number; form: Form; grade: string | null; submitted: boolean; payBack: number; editable: boolean; requirement: { state: string } };
type Summary = { requirementNo: string; assessments: Array<{ assessor: number; form: Form; grade: string }>; aggregate: null | { count: number; competitionScore: { mean: number; median: number; min: number; max: number }; grades: Record<string, number> } };

const complete = (score: number, year1 = 100): Form => ({
  yearlyTotalsWan: [year1, 200, 300, 400, 500],
  projectSharePct: 12.5,
  marketValueWan: 800,
  competitionScore: score,
  evidence: 'Industry reports and three customer interviews',
  comments: '',
});

describeEachDatabase('pre-review: detailed market assessment', (database) => {
  const h = useServicesApp(database, { config: { requirements: { ...FEE_TEST_SETTINGS, evaluationQuorum: 2 } } });
  const f = requirementFixtures(h);
  let assessors: WalletMember[];
  let publisher: WalletMember;
  let operator: WalletMember;

  beforeEach(async () => {
    await clearHall(h);
    assessors = [];
    for (let i = 0; i < 3; i += 1) assessors.push(await hallParticipant(h, { fields: [101], kinds: ['5'] }));
    publisher = await f.participant({ coinFen: 200_000 });
    operator = await operationsStaff(h);
  });

  /** A requirement paid personally and put into stage 2 by operations (the assessors invited to kind 6). */
  async function inPreReview() {
    const due = await f.preReviewRequirement(publisher, operator, { feeFen: FEE });
    const invited = (await invitationsOf(h, due.id)).filter((i) => i.cate === 6);
    const invitationOf = (m: WalletMember) => invited.find((i) => i.userId === m.id)!;
    return { requirement: await requirementRow(h, due.id), invited, invitationOf };
  }

  const accept = (m: WalletMember, id: number) => m.post('/requ/v1/invitation/handle', { id, accept: true });
  const save = (m: WalletMember, id: number, form: Partial<Form>) => m.post<Assessment>('/requ/v1/market/assessment/save', { id, form: { ...emptyForm(), ...form } });
  const submit = (m: WalletMember, id: number, form: Form) => m.post<Assessment>('/requ/v1/market/assessment/submit', { id, form });
  const summary = (m: WalletMember, requirementNo: string) => m.post<Summary>('/requ/v1/market/assessment/summary', { requirementNo });
  const emptyForm = (): Form => ({ yearlyTotalsWan: [null, null, null, null, null], projectSharePct: null, marketValueWan: null, competitionScore: null, evidence: '', comments: '' });

  it('invites the assessors with their pool; drafts, the complete form once, the quorum pays the pool exactly once and moves on', async () => {
    const { requirement, invited, invitationOf } = await inPreReview();
    expect(requirement.deadlineAt!.getTime()).toBe(h.clock.now() + 7 * DAY);
    expect(invited.map((i) => i.userId).sort()).toEqual(assessors.map((a) => a.id).sort());
    expect(invited.every((i) => i.payBackFen === ASSESSORS_POOL && i.status === 'pending')).toBe(true);
    const [a, b, c] = assessors;
    const idA = invitationOf(a).id;

    // before accepting: readable, not editable
    expect((await a.get<Assessment>(`/requ/v1/market/assessment/${idA}`)).body.data).toMatchObject({ editable: false, submitted: false, payBack: ASSESSORS_POOL, form: emptyForm() });
    expect((await save(a, idA, { evidence: 'x' })).body).toMatchObject({ code: 400, data: { reason: 'notAccepted' } });
    await accept(a, idA);

    // a partial draft is kept; a malformed one is refused with the form's message and changes nothing
    const draft = await save(a, idA, { yearlyTotalsWan: [100, null, null, null, null], evidence: 'first notes' });
    expect(draft.body).toMatchObject({ code: 200, msg: 'Draft saved', data: { editable: true, submitted: false, form: { yearlyTotalsWan: [100, null, null, null, null], evidence: 'first notes' } } });
    const malformed = await save(a, idA, { yearlyTotalsWan: [100.5, null, null, null, null] });
    expect(malformed.body).toMatchObject({ code: 400, msg: 'Amounts must be whole numbers of 10k RMB from 0 to 100000000' });
    expect((await save(a, idA, { competitionScore: 101 })).body.code).toBe(400);
    expect((await a.get<Assessment>(`/requ/v1/market/assessment/${idA}`)).body.data.form.evidence).toBe('first notes');
    // 'Complete form' until every field is valid
    expect((await submit(a, idA, { ...complete(90), evidence: ' ' })).body).toMatchObject({ code: 400, msg: 'Enter the evidence' });
    expect((await submit(a, idA, { ...complete(90), yearlyTotalsWan: [1, 2, 3, 4, null] })).body).toMatchObject({ code: 400, msg: 'Enter the market total of year 5 (10k RMB)' });

    // others' invitations are not found; another kind is refused
    expect((await b.get(`/requ/v1/market/assessment/${idA}`)).body.code).toBe(404);
    expect((await submit(b, idA, complete(80))).body.code).toBe(404);
    const kindOne = await inviteDirectly(h, requirement, a.id, 1);
    expect((await a.get(`/requ/v1/market/assessment/${kindOne.id}`)).body).toMatchObject({ code: 400, msg: 'This invitation is not a detailed market assessment', data: { reason: 'notThisKind' } });

    const first = await submit(a, idA, complete(90));
    expect(first.body).toMatchObject({ code: 200, msg: 'Assessment submitted', data: { submitted: true, editable: false, grade: 'A' } });
    expect((await submit(a, idA, complete(70))).body).toMatchObject({ code: 400, data: { reason: 'alreadySubmitted' } });
    expect((await save(a, idA, { evidence: 'later' })).body).toMatchObject({ code: 400, data: { reason: 'alreadySubmitted' } });
    expect(contextOf(await requirementRow(h, requirement.id))).toMatchObject({ tasksDone: 1 });

    // the summary: publisher, operations, the assessor who submitted; not an assessor who has not
    const seen = await summary(publisher, requirement.requirementNo);
    expect(seen.body.data).toMatchObject({ assessments: [{ assessor: 1, grade: 'A' }], aggregate: { count: 1, competitionScore: { mean: 90, median: 90, min: 90, max: 90 } } });
    expect((await summary(operator, requirement.requirementNo)).body.code).toBe(200);
    expect((await summary(a, requirement.requirementNo)).body.code).toBe(200);
    expect((await summary(b, requirement.requirementNo)).body.code).toBe(404);
    expect((await summary(b, 'RQT-NONE')).body.code).toBe(404);

    // the second form reaches the quorum (2): the step closes, the pool is paid 12 000 each, c's invitation ends
    const before = { a: (await balancesOf(h, a.id)).coinFen, b: (await balancesOf(h, b.id)).coinFen, c: (await balancesOf(h, c.id)).coinFen };
    await accept(b, invitationOf(b).id);
    await accept(c, invitationOf(c).id);
    expect((await submit(b, invitationOf(b).id, complete(60, 140))).body.code).toBe(200);
    const moved = await requirementRow(h, requirement.id);
    expect(moved.status).toBe('preReview.analysis');
    expect(moved.deadlineAt!.getTime()).toBe(h.clock.now() + 14 * DAY);
    expect((await balancesOf(h, a.id)).coinFen - before.a).toBe(ASSESSORS_POOL / 2);
    expect((await balancesOf(h, b.id)).coinFen - before.b).toBe(ASSESSORS_POOL / 2);
    expect((await balancesOf(h, c.id)).coinFen).toBe(before.c);
    const statuses = new Map((await invitationsOf(h, requirement.id)).filter((i) => i.cate === 6).map((i) => [i.userId, i.status]));
    expect([statuses.get(a.id), statuses.get(b.id), statuses.get(c.id)]).toEqual(['completed', 'completed', 'timedOut']);
    expect((await save(c, invitationOf(c).id, { evidence: 'late' })).body).toMatchObject({ code: 400, data: { reason: 'closed' } });
    expect((await summary(publisher, requirement.requirementNo)).body.data.aggregate).toMatchObject({ count: 2, competitionScore: { mean: 75, median: 75, min: 60, max: 90 }, grades: { A: 1, B: 0, C: 1, D: 0 } });

    // the payouts show in the assessors' coin records as assessment fees ('5')
    const records = await a.post<{ records: Array<{ type: string; amountFen: number }> }>('/wallet/v1/flow/pages', { pageNum: 1, pageSize: 10, type: '5' });
    expect(records.body.data.records).toEqual([expect.objectContaining({ type: '5', transferType: 'reviewTaskFee', wallet: 'coin', amountFen: ASSESSORS_POOL / 2 })]);

    // paying again, even twice at once, moves nothing
    const ctx = f.ctx();
    const store = requirementStore(ctx);
    await Promise.all([0, 1].map(() => store.transaction(async (tx) => payTaskFees(tx, ctx, (await store.lock(tx, requirement.id))!))));
    expect((await balancesOf(h, a.id)).coinFen - before.a).toBe(ASSESSORS_POOL / 2);
    const payouts = await h.db().select().from(ledgerTransfers).where(and(eq(ledgerTransfers.type, 'reviewTaskFee'), eq(ledgerTransfers.referenceId, String(requirement.id))));
    expect(payouts).toHaveLength(2);

    // operations stop it: everything but the paid pool goes back to the publisher, the platform keeps nothing
    const escrowBefore = await platformBalance(h.db(), 'escrow_review_fees');
    const publisherBefore = (await balancesOf(h, publisher.id)).coinFen;
    const stopped = await operator.post(`/ops/v1/requirements/${requirement.id}/stop`, { reason: 'The publisher asked to stop the assessment' });
    expect(stopped.body).toMatchObject({ code: 200, data: { state: 'terminated' } });
    expect((await balancesOf(h, publisher.id)).coinFen - publisherBefore).toBe(FEE - ASSESSORS_POOL);
    expect(escrowBefore - (await platformBalance(h.db(), 'escrow_review_fees'))).toBe(FEE - ASSESSORS_POOL);
    expect((await balancesOf(h, a.id)).coinFen - before.a).toBe(ASSESSORS_POOL / 2);
  });

  it('moves on at the window’s end without a form, pays nobody, and a stop then returns the whole fee', async () => {
    const { requirement, invitationOf } = await inPreReview();
    const [a] = assessors;
    await accept(a, invitationOf(a).id);
    await save(a, invitationOf(a).id, { evidence: 'never finished' });
    h.clock.advance(7 * DAY + 1);
    await f.runScheduler();
    const moved = await requirementRow(h, requirement.id);
    expect(moved.status).toBe('preReview.analysis');
    expect(contextOf(moved)).toMatchObject({ tasksDone: 0 });
    // (a week later every session of the suite has expired: the rows and a new operator's session tell)
    const [draft] = await h.db().select().from(marketAssessments).where(eq(marketAssessments.invitationId, invitationOf(a).id));
    expect(draft).toMatchObject({ submitted: false, form: expect.objectContaining({ evidence: 'never finished' }) });
    expect((await invitationsOf(h, requirement.id)).find((i) => i.id === invitationOf(a).id)!.status).toBe('timedOut');
    const publisherBefore = (await balancesOf(h, publisher.id)).coinFen;
    operator = await operationsStaff(h);
    await operator.post(`/ops/v1/requirements/${requirement.id}/stop`, { reason: 'No assessor finished the form in time' });
    expect((await balancesOf(h, publisher.id)).coinFen - publisherBefore).toBe(FEE);
  });

  it('refuses malformed bodies with 400 and changes nothing', async () => {
    const { invitationOf } = await inPreReview();
    const [a] = assessors;
    const id = invitationOf(a).id;
    await accept(a, id);
    const bad: unknown[] = [
      null, [], 'x', {}, { id }, { form: complete(80) }, { id: 'x', form: complete(80) }, { id: 0, form: complete(80) }, { id: 2 ** 31, form: complete(80) },
      { id, form: { ...complete(80), extra: 1 } }, { id, form: { ...complete(80), yearlyTotalsWan: [1, 2, 3, 4, 5, 6] } }, { id, form: { ...complete(80), evidence: 1 } },
      { id, form: { ...complete(80), competitionScore: '80' } }, { id, form: { ...complete(80), evidence: 'x'.repeat(9000) } }, { id, form: complete(80), more: true },
    ];
    for (const body of bad) {
      expect((await a.post('/requ/v1/market/assessment/submit', body)).body.code, JSON.stringify(body)?.slice(0, 80)).toBe(400);
      expect((await a.post('/requ/v1/market/assessment/save', body)).body.code, JSON.stringify(body)?.slice(0, 80)).toBe(400);
    }
    expect((await a.get('/requ/v1/market/assessment/0')).body.code).toBe(400);
    expect((await h.client().post('/requ/v1/market/assessment/save', { id, form: complete(80) })).body.code).toBe(401);
    expect((await a.get<Assessment>(`/requ/v1/market/assessment/${id}`)).body.data).toMatchObject({ submitted: false, form: emptyForm() });
  });
});
