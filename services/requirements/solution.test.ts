/**
 * Stage 2, steps 3 and 4 through HTTP, to the stage's end: the solicitation invites the hall's solution providers;
 * a provider reads the selected plan's sub-topics, accepts the terms, saves the four steps as drafts (partial,
 * never malformed; the rich text sanitized), submits from step 5; another withdraws. Other providers never read a
 * solution. The expert review: guidelines first, comments required, every solution scored; the quorum completes
 * the stage: the solution passes, the experts' pool is paid, the platform takes its service fee, the unearned
 * assessors' pool goes back to the publisher, and the escrow of the fee is empty.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import type { SubTopic } from '../../machines/rules/breakdown-plan';
import { solutions } from '../db/schema';
import { describeEachDatabase } from '../testing/databases';
import { useServicesApp } from '../testing/harness';
import { FEE_TEST_SETTINGS, requirementFixtures } from '../testing/requirement-fixtures';
import { clearHall, invitationsOf, inviteDirectly, participant as hallParticipant, requirementRow } from '../testing/requirements';
import { operationsStaff, type WalletMember } from '../testing/wallet-members';
import { balancesOf, platformBalance } from '../testing/wallet-money';

const FEE = 100_000;
// 20 % service fee; the rest 30 / 30 / 40 % for assessors, analysis reviewers and experts (the defaults)
const SERVICE = 20_000;
const ASSESSORS_POOL = 24_000;
const EXPERTS_POOL = 32_000;

type Solution = { solutionId: number | null; state: string | null; codes: { taskState: string; result: string | null } | null; currentStep: number; content: { 2: { detailHtml: string } }; editable: boolean };
type Topics = { subTopics: Array<{ id: number; title: string; solution: { state: string } | null }>; editable: boolean };

const topic = (title: string): SubTopic => ({ title, categoryId: 1, keywords: [], researchContent: 'Research', expectedResults: 'Results', metrics: [{ name: 'Accuracy', target: '95 %' }], technicalBasis: 'Basis', integration: false });
const all = (n: number) => ({ approach: n, innovation: n, team: n, cost: n, risk: n });
const STEPS = {
  1: { approach: { summary: 'A sensor network', approach: 'Distributed acoustic sensing along the pipes' } },
  2: { detail: { detailHtml: '<p>Fibre layout and signal processing</p><script>alert(1)</script>', attachments: [] } },
  3: { team: { members: [{ name: 'Li Wei', role: 'Lead', expertise: 'Signal processing' }] } },
  4: { plan: { costFen: 50_000_000, durationDays: 180, milestones: [{ title: 'Pilot', day: 90, deliverable: 'One district' }, { title: 'Roll-out', day: 180, deliverable: 'The city' }] } },
} as const;

describeEachDatabase('pre-review: solutions and the expert review, to the stage’s end', (database) => {
  const h = useServicesApp(database, { config: { requirements: { ...FEE_TEST_SETTINGS, evaluationQuorum: 2 } } });
  const f = requirementFixtures(h);
  let providers: WalletMember[];
  let publisher: WalletMember;
  let operator: WalletMember;

  beforeEach(async () => {
    await clearHall(h);
    providers = [await hallParticipant(h, { kinds: ['4'] }), await hallParticipant(h, { kinds: ['4'] })];
    publisher = await f.participant({ coinFen: 200_000 });
    operator = await operationsStaff(h);
  });

  /** A requirement in the solicitation: no assessment, provider 1's plan selected by two reviewers. */
  async function inSolicitation() {
    const started = await f.preReviewRequirement(publisher, operator);
    await f.stepRequirement(started.id, { type: 'timer.expired' });
    const [analyst] = providers;
    const analysis = (await invitationsOf(h, started.id)).find((i) => i.cate === 3 && i.userId === analyst.id)!;
    await analyst.post('/requ/v1/invitation/handle', { id: analysis.id, accept: true });
    const plan = await analyst.post<{ planId: number }>('/requ/v1/analysis/plan/submit', { id: analysis.id, subTopics: [topic('Leak detection')] });
    const review = await f.stepRequirement(started.id, { type: 'timer.expired' });
    for (let i = 0; i < 2; i += 1) {
      const reviewer = await hallParticipant(h);
      const invitation = await inviteDirectly(h, review, reviewer.id, 4);
      await reviewer.post('/requ/v1/invitation/handle', { id: invitation.id, accept: true });
      const done = await reviewer.post('/requ/v1/review/scores/submit', { id: invitation.id, reviews: [{ itemId: plan.body.data.planId, scores: { coverage: 8, feasibility: 8, clarity: 8, metrics: 8 }, comment: '' }] });
      expect(done.body.code).toBe(200);
    }
    const requirement = await requirementRow(h, started.id);
    expect(requirement.status).toBe('preReview.solicitation');
    const invitationOf = (m: WalletMember) => (requirement && invitationsOf(h, requirement.id)).then((rows) => rows.find((i) => i.cate === 5 && i.userId === m.id)!.id);
    return { requirement, invitationOf };
  }

  const step = (m: WalletMember, id: number, subTopicId: number, n: 1 | 2 | 3 | 4, content: object = STEPS[n]) => m.post<Solution>('/requ/v1/solution/save', { id, subTopicId, step: n, ...content });

  it('a provider answers a sub-topic in five steps; experts score it; the stage completes and the fee is settled to the fen', async () => {
    const { requirement, invitationOf } = await inSolicitation();
    const [p1, p2] = providers;
    const id1 = await invitationOf(p1);
    const id2 = await invitationOf(p2);

    // before accepting: the topics are readable, nothing can be written
    const topics = (await p1.get<Topics>(`/requ/v1/solution/topics/${id1}`)).body.data;
    expect(topics.subTopics.map((t) => [t.title, t.solution])).toEqual([['Leak detection', null]]);
    const subTopicId = topics.subTopics[0].id;
    expect((await p1.post('/requ/v1/solution/terms', { id: id1, subTopicId })).body).toMatchObject({ code: 400, data: { reason: 'notAccepted' } });
    await p1.post('/requ/v1/invitation/handle', { id: id1, accept: true });
    expect((await step(p1, id1, subTopicId, 1)).body).toMatchObject({ code: 400, msg: 'Read and accept the confidentiality and IP terms first' });
    expect((await p1.post('/requ/v1/solution/terms', { id: id1, subTopicId: 999_999 })).body.code).toBe(404);

    const opened = await p1.post<Solution>('/requ/v1/solution/terms', { id: id1, subTopicId });
    expect(opened.body).toMatchObject({ code: 200, data: { state: 'drafting', currentStep: 1, editable: true } });
    expect((await step(p1, id1, subTopicId, 1, { approach: { summary: 'Draft only', approach: '' } })).body).toMatchObject({ code: 200, data: { currentStep: 2 } });
    expect((await p1.post('/requ/v1/solution/submit', { id: id1, subTopicId })).body).toMatchObject({ code: 400 });
    for (const n of [1, 2, 3, 4] as const) expect((await step(p1, id1, subTopicId, n)).body.code, `step ${n}`).toBe(200);
    const malformed = await step(p1, id1, subTopicId, 4, { plan: { ...STEPS[4].plan, milestones: [{ title: 'Late', day: 200, deliverable: 'x' }] } });
    expect(malformed.body).toMatchObject({ code: 400, msg: 'Milestone days must lie within the duration, in order' });
    expect((await p1.post('/requ/v1/solution/save', { id: id1, subTopicId, step: 3 })).body.code).toBe(400);
    const ready = (await p1.get<Solution>(`/requ/v1/solution/detail/${id1}/${subTopicId}`)).body.data;
    expect(ready.currentStep).toBe(5);
    expect(ready.content[2].detailHtml).toBe('<p>Fibre layout and signal processing</p>');
    const submitted = await p1.post<Solution>('/requ/v1/solution/submit', { id: id1, subTopicId });
    expect(submitted.body).toMatchObject({ code: 200, msg: 'Solution submitted', data: { state: 'submitted', codes: { taskState: '2' }, editable: false } });
    expect((await requirementRow(h, requirement.id)).context).toMatchObject({ tasksDone: 1, usable: 1 });

    // another provider starts, then withdraws; never reads p1's solution; nor does anyone unconcerned
    await p2.post('/requ/v1/invitation/handle', { id: id2, accept: true });
    await p2.post('/requ/v1/solution/terms', { id: id2, subTopicId });
    expect((await p2.post<Solution>('/requ/v1/solution/withdraw', { id: id2, subTopicId })).body.data).toMatchObject({ state: 'withdrawn', codes: { taskState: '-1' } });
    expect((await p2.post('/requ/v1/solution/list', { requirementNo: requirement.requirementNo })).body.code).toBe(404);
    expect((await p2.get(`/requ/v1/solution/detail/${id1}/${subTopicId}`)).body.code).toBe(404);
    expect((await p1.post<{ solutions: unknown[] }>('/requ/v1/solution/list', { requirementNo: requirement.requirementNo })).body.data.solutions).toHaveLength(1);
    // the publisher reads solutions only once they are reviewed
    expect((await publisher.post<{ solutions: unknown[] }>('/requ/v1/solution/list', { requirementNo: requirement.requirementNo })).body.data.solutions).toEqual([]);

    // the window ends: the expert review opens with the submitted solution; p1's task done, p2's timed out
    const reviewing = await f.stepRequirement(requirement.id, { type: 'timer.expired' });
    expect(reviewing.status).toBe('preReview.expertReview');
    await f.runScheduler();
    const [row] = await h.db().select().from(solutions).where(eq(solutions.id, submitted.body.data.solutionId!));
    expect(row.status).toBe('underReview');
    const byId = new Map((await invitationsOf(h, requirement.id)).map((i) => [i.id, i.status]));
    expect([byId.get(id1), byId.get(id2)]).toEqual(['completed', 'timedOut']);

    // experts: the guidelines first, a comment required; the provider is refused for the conflict
    const experts = [await hallParticipant(h), await hallParticipant(h)];
    const expertInvites: number[] = [];
    for (const e of experts) {
      const invitation = await inviteDirectly(h, reviewing, e.id, 7);
      await e.post('/requ/v1/invitation/handle', { id: invitation.id, accept: true });
      expertInvites.push(invitation.id);
    }
    const solutionId = row.id;
    const review = (n: number, comment: string) => [{ itemId: solutionId, scores: all(n), comment }];
    expect((await experts[0].post('/requ/v1/review/scores/save', { id: expertInvites[0], reviews: review(8, '') })).body).toMatchObject({ code: 400, msg: 'Read and acknowledge the review guidelines first' });
    expect((await experts[0].post('/requ/v1/review/guidelines', { id: expertInvites[0] })).body).toMatchObject({ code: 200, data: { state: 'scoring', scorecard: { passMark: 70 } } });
    expect((await experts[0].post('/requ/v1/review/scores/submit', { id: expertInvites[0], reviews: review(8, '') })).body).toMatchObject({ code: 400, msg: 'Enter your review comments' });
    expect((await experts[0].post('/requ/v1/review/scores/submit', { id: expertInvites[0], reviews: review(8, 'Sound approach') })).body.code).toBe(200);
    const conflicted = await inviteDirectly(h, reviewing, p1.id, 7);
    await p1.post('/requ/v1/invitation/handle', { id: conflicted.id, accept: true });
    expect((await p1.post('/requ/v1/review/guidelines', { id: conflicted.id })).body).toMatchObject({ code: 400, data: { reason: 'conflictOfInterest' } });

    // the second expert reaches the quorum: the stage completes and every fen of the fee is settled
    const before = {
      publisher: (await balancesOf(h, publisher.id)).coinFen,
      e0: (await balancesOf(h, experts[0].id)).coinFen,
      e1: (await balancesOf(h, experts[1].id)).coinFen,
      platform: await platformBalance(h.db(), 'platform_review_service_fees'),
      escrow: await platformBalance(h.db(), 'escrow_review_fees'),
    };
    await experts[1].post('/requ/v1/review/guidelines', { id: expertInvites[1] });
    expect((await experts[1].post('/requ/v1/review/scores/submit', { id: expertInvites[1], reviews: review(9, 'Convincing') })).body.code).toBe(200);
    await f.runScheduler();
    expect((await requirementRow(h, requirement.id)).status).toBe('preReview.complete');
    const [passed] = await h.db().select().from(solutions).where(eq(solutions.id, solutionId));
    expect(passed.status).toBe('passed');
    expect((await balancesOf(h, experts[0].id)).coinFen - before.e0).toBe(EXPERTS_POOL / 2);
    expect((await balancesOf(h, experts[1].id)).coinFen - before.e1).toBe(EXPERTS_POOL / 2);
    expect((await platformBalance(h.db(), 'platform_review_service_fees')) - before.platform).toBe(SERVICE);
    expect((await balancesOf(h, publisher.id)).coinFen - before.publisher).toBe(ASSESSORS_POOL);
    // what was left in escrow for this requirement (everything but the analysis reviewers' pool) has left it
    expect(before.escrow - (await platformBalance(h.db(), 'escrow_review_fees'))).toBe(FEE - 24_000);
    // the publisher reads the reviewed solution now
    const listed = await publisher.post<{ solutions: Array<{ state: string; codes: { result: string } }> }>('/requ/v1/solution/list', { requirementNo: requirement.requirementNo });
    expect(listed.body.data.solutions).toEqual([expect.objectContaining({ state: 'passed', codes: expect.objectContaining({ result: '1' }) })]);
    // running the settlement's jobs again moves nothing
    await f.runScheduler();
    expect((await balancesOf(h, publisher.id)).coinFen - before.publisher).toBe(ASSESSORS_POOL);
  });

  it('refuses malformed bodies with 400', async () => {
    const { invitationOf } = await inSolicitation();
    const [p1] = providers;
    const id = await invitationOf(p1);
    const bad: unknown[] = [
      null, {}, { id }, { id, subTopicId: 'x' }, { id, subTopicId: 1, step: 5, approach: STEPS[1].approach }, { id, subTopicId: 1, step: 1, approach: { summary: 1, approach: '' } },
      { id, subTopicId: 1, step: 1, approach: { ...STEPS[1].approach, extra: 1 } }, { id, subTopicId: 1, step: 4, plan: { ...STEPS[4].plan, costFen: 1.5 } }, { id, subTopicId: 1, step: 1, approach: { summary: 'x\u0000', approach: '' } },
    ];
    for (const body of bad) expect((await p1.post('/requ/v1/solution/save', body)).body.code, JSON.stringify(body)).toBe(400);
    for (const path of ['terms', 'submit', 'withdraw']) expect((await p1.post(`/requ/v1/solution/${path}`, { id })).body.code).toBe(400);
    expect((await p1.get('/requ/v1/solution/detail/0/1')).body.code).toBe(400);
    expect((await h.client().post('/requ/v1/solution/terms', { id, subTopicId: 1 })).body.code).toBe(401);
  });
});
