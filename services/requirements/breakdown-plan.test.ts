/**
 * Stage 2, step 1 (project analysis, kind 3) through HTTP: the analysts are invited when the analysis opens; an
 * analyst saves partial drafts (replacing the sub-topics), is refused malformed and incomplete plans with the
 * rule's words and which sub-topic, submits once; other analysts never read the plan, the publisher, operations
 * and the analysis reviewers do. The window's end: with a plan, the analysis review opens and the plan goes into
 * review; without one, 'Sub-Topic Breakdown Expired' (drafts expire) until operations reopen the analysis. A stop
 * cancels submitted plans.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import type { SubTopic } from '../../machines/rules/breakdown-plan';
import { breakdownPlans, subTopics } from '../db/schema';
import { describeEachDatabase } from '../testing/databases';
import { useServicesApp } from '../testing/harness';
import { FEE_TEST_SETTINGS, requirementFixtures } from '../testing/requirement-fixtures';
import { clearHall, invitationsOf, participant as hallParticipant, requirementRow } from '../testing/requirements';
import { operationsStaff, type WalletMember } from '../testing/wallet-members';

const DAY = 86_400_000;

type Plan = { invitationId: number; planId: number | null; state: string | null; codes: { taskState: string; reviewStatus: string | null; result: string | null } | null; subTopics: Array<SubTopic & { position: number }>; editable: boolean };
type Plans = { requirementNo: string; plans: Array<{ analyst: number; state: string; subTopics: Array<{ title: string }> }> };

const topic = (title: string, extra: Partial<SubTopic> = {}): SubTopic => ({
  title,
  categoryId: 1,
  keywords: ['sensor'],
  researchContent: 'What will be studied',
  expectedResults: 'A working prototype',
  metrics: [{ name: 'Accuracy', target: '≥ 95 %' }],
  technicalBasis: 'Existing lab results',
  integration: false,
  ...extra,
});
const blank = (): SubTopic => ({ title: '', categoryId: null, keywords: [], researchContent: '', expectedResults: '', metrics: [], technicalBasis: '', integration: false });

describeEachDatabase('pre-review: project analysis (breakdown plans)', (database) => {
  const h = useServicesApp(database, { config: { requirements: { ...FEE_TEST_SETTINGS, evaluationQuorum: 2 } } });
  const f = requirementFixtures(h);
  let analysts: WalletMember[];
  let reviewer: WalletMember;
  let publisher: WalletMember;
  let operator: WalletMember;

  beforeEach(async () => {
    await clearHall(h);
    analysts = [];
    for (let i = 0; i < 2; i += 1) analysts.push(await hallParticipant(h, { fields: [101], kinds: ['4'] }));
    reviewer = await hallParticipant(h, { fields: [101], kinds: ['4'] });
    publisher = await f.participant({ coinFen: 200_000 });
    operator = await operationsStaff(h);
  });

  /** A requirement in the analysis step (the assessment's window ended without forms), its analysts invited. */
  async function inAnalysis() {
    const started = await f.preReviewRequirement(publisher, operator);
    const requirement = await f.stepRequirement(started.id, { type: 'timer.expired' });
    expect(requirement.status).toBe('preReview.analysis');
    const invited = (await invitationsOf(h, requirement.id)).filter((i) => i.cate === 3);
    const invitationOf = (m: WalletMember) => invited.find((i) => i.userId === m.id)!.id;
    return { requirement, invited, invitationOf };
  }

  const accept = (m: WalletMember, id: number) => m.post('/requ/v1/invitation/handle', { id, accept: true });
  const save = (m: WalletMember, id: number, list: SubTopic[]) => m.post<Plan>('/requ/v1/analysis/plan/save', { id, subTopics: list });
  const submit = (m: WalletMember, id: number, list: SubTopic[]) => m.post<Plan>('/requ/v1/analysis/plan/submit', { id, subTopics: list });
  const plans = (m: WalletMember, requirementNo: string) => m.post<Plans>('/requ/v1/analysis/plans', { requirementNo });

  it('drafts replace the sub-topics; a plan is checked whole and submitted once; only the publisher, operations and reviewers read it', async () => {
    const { requirement, invited, invitationOf } = await inAnalysis();
    expect(invited.map((i) => i.userId).sort()).toEqual([...analysts, reviewer].map((m) => m.id).sort());
    expect(invited.every((i) => i.payBackFen === 0 && i.taskEndsAt!.getTime() === requirement.deadlineAt!.getTime())).toBe(true);
    expect(requirement.deadlineAt!.getTime()).toBe(h.clock.now() + 14 * DAY);
    const [a, b] = analysts;
    const idA = invitationOf(a);

    expect((await a.get<Plan>(`/requ/v1/analysis/plan/${idA}`)).body.data).toMatchObject({ planId: null, state: null, editable: false, subTopics: [] });
    expect((await save(a, idA, [blank()])).body).toMatchObject({ code: 400, data: { reason: 'notAccepted' } });
    await accept(a, idA);

    const first = await save(a, idA, [{ ...blank(), title: 'Sensing' }, { ...blank(), title: 'Control' }]);
    expect(first.body).toMatchObject({ code: 200, msg: 'Breakdown plan saved', data: { state: 'draft', codes: { taskState: '1', reviewStatus: '0' }, editable: true } });
    expect(first.body.data.subTopics.map((t) => [t.position, t.title])).toEqual([[1, 'Sensing'], [2, 'Control']]);
    const second = await save(a, idA, [topic('Sensing, revised')]);
    expect(second.body.data.subTopics.map((t) => t.title)).toEqual(['Sensing, revised']);
    expect(await h.db().select().from(subTopics).where(eq(subTopics.planId, second.body.data.planId!))).toHaveLength(1);

    // malformed (even in a draft) and incomplete plans: the rule's words, and which sub-topic
    expect((await save(a, idA, [topic('x'.repeat(101))])).body).toMatchObject({ code: 400, msg: 'Sub-topic 1: The sub-topic title can have at most 100 characters', data: { subTopic: 1 } });
    expect((await save(a, idA, [topic('A', { integration: true }), topic('B', { integration: true })])).body).toMatchObject({ code: 400, msg: 'A plan can have at most one integration topic' });
    expect((await save(a, idA, [topic('A', { categoryId: 999_999 })])).body).toMatchObject({ code: 400, msg: 'A chosen sub-topic category does not exist' });
    expect((await submit(a, idA, [])).body).toMatchObject({ code: 400, msg: 'A breakdown plan needs 1 to 20 sub-topics' });
    expect((await submit(a, idA, [topic('A'), { ...topic('B'), technicalBasis: ' ' }])).body).toMatchObject({ code: 400, msg: 'Sub-topic 2: Enter the existing technical basis', data: { subTopic: 2 } });
    expect((await submit(a, idA, [topic('A', { metrics: [] })])).body.code).toBe(400);
    expect((await a.get<Plan>(`/requ/v1/analysis/plan/${idA}`)).body.data.subTopics.map((t) => t.title)).toEqual(['Sensing, revised']);

    // another member's invitation is not found; a kind-6 invitation is not an analysis
    expect((await b.get(`/requ/v1/analysis/plan/${idA}`)).body.code).toBe(404);
    expect((await submit(b, idA, [topic('A')])).body.code).toBe(404);

    const done = await submit(a, idA, [topic('Sensing'), topic('Control'), topic('Integration', { integration: true })]);
    expect(done.body).toMatchObject({ code: 200, msg: 'Breakdown plan submitted', data: { state: 'submitted', codes: { taskState: '2', reviewStatus: '0', result: null }, editable: false } });
    expect((await submit(a, idA, [topic('Again')])).body).toMatchObject({ code: 400, data: { reason: 'alreadySubmitted' } });
    expect((await invitationsOf(h, requirement.id)).find((i) => i.id === idA)!.status).toBe('completed');
    expect((await requirementRow(h, requirement.id)).context).toMatchObject({ tasksDone: 1, usable: 1 });

    // readers: publisher and operations yes; another analyst no (they compete)
    const seen = await plans(publisher, requirement.requirementNo);
    expect(seen.body.data.plans).toEqual([expect.objectContaining({ analyst: 1, state: 'submitted', subTopics: [expect.objectContaining({ title: 'Sensing' }), expect.objectContaining({ title: 'Control' }), expect.objectContaining({ title: 'Integration' })] })]);
    expect((await plans(operator, requirement.requirementNo)).body.code).toBe(200);
    expect((await plans(b, requirement.requirementNo)).body.code).toBe(404);

    // b keeps a draft; the window ends: the analysis review opens, a's plan is in review, b's draft expired
    await accept(b, invitationOf(b));
    await save(b, invitationOf(b), [topic('Unfinished')]);
    h.clock.advance(14 * DAY + 1);
    await f.runScheduler();
    await f.runScheduler();
    const moved = await requirementRow(h, requirement.id);
    expect(moved.status).toBe('preReview.analysisReview');
    const rows = await h.db().select().from(breakdownPlans).where(eq(breakdownPlans.requirementId, requirement.id));
    expect(new Map(rows.map((r) => [r.userId, r.status]))).toEqual(new Map([[a.id, 'inReview'], [b.id, 'expired']]));
    const after = await invitationsOf(h, requirement.id);
    expect([after.find((i) => i.id === idA)!.status, after.find((i) => i.id === invitationOf(b))!.status]).toEqual(['completed', 'timedOut']);
  });

  it("with no plan at the window's end: 'Sub-Topic Breakdown Expired', the draft expires, operations reopen the analysis; a stop cancels submitted plans", async () => {
    const { requirement, invitationOf } = await inAnalysis();
    const [a, b] = analysts;
    await accept(a, invitationOf(a));
    await save(a, invitationOf(a), [topic('Never submitted')]);
    h.clock.advance(14 * DAY + 1);
    // the deadline, then the after-commit effects it left
    await f.runScheduler();
    await f.runScheduler();
    const expired = await requirementRow(h, requirement.id);
    expect(expired.status).toBe('preReview.breakdownExpired');
    expect(expired.deadlineAt).toBeNull();
    const [draft] = await h.db().select().from(breakdownPlans).where(eq(breakdownPlans.invitationId, invitationOf(a)));
    expect(draft.status).toBe('expired');
    const [invitation] = (await invitationsOf(h, requirement.id)).filter((i) => i.id === invitationOf(a));
    expect(invitation.status).toBe('timedOut');
    // nul characters cannot be stored: refused by the schema before any query
    expect((await operator.post('/requ/v1/analysis/plans', { requirementNo: 'RQT\u0000' })).body.code).toBe(400);

    // a fortnight later: new sessions; a member who joined since is invited by the new round, those asked before are not
    operator = await operationsStaff(h);
    const late = await hallParticipant(h, { fields: [101], kinds: ['4'] });
    const reopened = await f.stepRequirement(requirement.id, { type: 'analysis.reopen' });
    expect(reopened.status).toBe('preReview.analysis');
    expect(reopened.deadlineAt!.getTime()).toBe(h.clock.now() + 14 * DAY);
    const analysisInvites = (await invitationsOf(h, requirement.id)).filter((i) => i.cate === 3);
    expect(analysisInvites.filter((i) => i.userId === a.id || i.userId === b.id)).toHaveLength(2);
    const lateInvite = analysisInvites.find((i) => i.userId === late.id)!;
    expect(lateInvite.status).toBe('pending');
    await accept(late, lateInvite.id);
    expect((await submit(late, lateInvite.id, [topic('Second round')])).body.code).toBe(200);

    // operations stop the requirement: the submitted plan is cancelled (the analyst's work counted as done)
    const stopped = await operator.post(`/ops/v1/requirements/${requirement.id}/stop`, { reason: 'The publisher withdrew the project' });
    expect(stopped.body).toMatchObject({ code: 200, data: { state: 'terminated' } });
    const [cancelled] = await h.db().select().from(breakdownPlans).where(eq(breakdownPlans.invitationId, lateInvite.id));
    expect(cancelled.status).toBe('cancelled');
  });
});
