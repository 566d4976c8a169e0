/**
 * The initial market evaluation through HTTP: accept, answer a market size range, the bar graph of the round; one
 * answer per assessor; no answer without accepting; the quorum moves the requirement to the fee step and closes the
 * other open evaluation invitations; the window's end with and without answers (the scheduler); two assessors
 * answering at once (on PostgreSQL really at once: the requirement's lock makes them take turns, no answer lost).
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { ROLES } from '../../machines/access/access';
import { entityTransitions, marketEvaluations } from '../db/schema';
import type { EntityStore } from '../lib/entity-store';
import { describeEachDatabase } from '../testing/databases';
import { useServicesApp } from '../testing/harness';
import { clearHall, contextOf, evaluatingRequirement, invitationsOf, inviteDirectly, participant, requirementRow, requirementsContext } from '../testing/requirements';
import { walletMember, type WalletMember } from '../testing/wallet-members';
import { runDueJobs } from '../workflow/scheduler';
import type { WorkflowRegistry } from '../workflow/registry';
import { invitationStore, requirementStore, type InvitationRow } from './stores';

const HOUR = 3_600_000;

type Invitation = { id: number; status: number; cate: number; marketSize: string | null; availableEvents: string[]; requirement: { state: string } };
type BarGraph = { requirementNo: string; bars: Array<{ marketSize: string; count: number }>; total: number };

const bars = (counts: [number, number, number, number, number]) =>
  ['0-50', '50-100', '100-500', '500-1000', '1000+'].map((marketSize, i) => ({ marketSize, count: counts[i] }));

describeEachDatabase('initial market evaluation', (database) => {
  const h = useServicesApp(database);
  let publisher: WalletMember;

  beforeAll(async () => {
    publisher = await participant(h);
  });

  const handle = (m: WalletMember, id: number, accept = true) => m.post<Invitation>('/requ/v1/invitation/handle', { id, accept });
  const submit = (m: WalletMember, id: number, marketSize: string) => m.post<Invitation>('/requ/v1/market/evaluate/submit', { id, marketSize });
  const graph = (c: { post: WalletMember['post'] }, requriementNo: string) => c.post<BarGraph>('/requ/v1/market/evaluate/bar-graph', { requriementNo });
  const transitionsOf = (requirementId: number) =>
    h.db().select().from(entityTransitions).where(and(eq(entityTransitions.entityType, 'requirement'), eq(entityTransitions.entityId, String(requirementId))));
  const answersOf = (requirementId: number) => h.db().select().from(marketEvaluations).where(eq(marketEvaluations.requirementId, requirementId));

  /** `n` market assessors in an empty hall, and an evaluating requirement that invited them all. */
  async function evaluation(n: number, quorum: number) {
    await clearHall(h);
    const assessors: WalletMember[] = [];
    for (let i = 0; i < n; i += 1) assessors.push(await participant(h, { fields: [101], kinds: ['5'] }));
    const { requirement, invitations } = await evaluatingRequirement(h, publisher.id, { quorum });
    const invitationOf = (m: WalletMember) => invitations.find((i) => i.userId === m.id)!;
    expect(invitations).toHaveLength(n);
    return { assessors, requirement, invitationOf };
  }

  function registry(): WorkflowRegistry {
    const ctx = requirementsContext(h);
    return new Map([
      ['requirement', requirementStore(ctx) as unknown as EntityStore],
      ['invitation', invitationStore(ctx) as unknown as EntityStore],
    ]);
  }

  async function signInAgain(...members: WalletMember[]) {
    for (const m of members) expect((await m.signin(m.phone)).body.code).toBe(200);
  }

  it('counts accepted answers in the bar graph; one answer per assessor; none without accepting; the quorum moves to the fee and closes the rest', async () => {
    const { assessors, requirement, invitationOf } = await evaluation(5, 3);
    const [a, b, c, d, e] = assessors;
    const anonymous = h.client({ lang: 'en-US' });
    expect((await graph(anonymous, requirement.requirementNo)).body).toEqual({ code: 200, msg: 'Success', data: { requirementNo: requirement.requirementNo, bars: bars([0, 0, 0, 0, 0]), total: 0 } });

    // not accepted yet: the engine refuses the task, nothing is stored
    expect((await submit(a, invitationOf(a).id, '50-100')).body).toMatchObject({ code: 400, data: { reason: 'eventRefused', event: 'task.complete', state: 'pending' } });
    expect(await answersOf(requirement.id)).toEqual([]);

    expect((await handle(a, invitationOf(a).id)).body.code).toBe(200);
    // the range must be one of the table's; another member's invitation is not found
    expect((await submit(a, invitationOf(a).id, '10-20')).body).toEqual({ code: 400, msg: 'Please choose a market size range', data: null });
    expect((await submit(b, invitationOf(a).id, '50-100')).body).toEqual({ code: 404, msg: 'The invitation does not exist', data: null });
    const answered = await submit(a, invitationOf(a).id, '50-100');
    expect(answered.body).toMatchObject({ code: 200, msg: 'Submitted', data: { id: invitationOf(a).id, status: 2, marketSize: '50-100', availableEvents: [], requirement: { state: 'evaluating' } } });
    expect(contextOf(await requirementRow(h, requirement.id))).toMatchObject({ answers: 1, evaluationRound: 1 });
    expect((await graph(anonymous, requirement.requirementNo)).body.data).toEqual({ requirementNo: requirement.requirementNo, bars: bars([0, 1, 0, 0, 0]), total: 1 });
    expect((await a.get<Invitation>(`/requ/v1/invitation/detail/${invitationOf(a).id}`)).body.data.marketSize).toBe('50-100');

    // twice: refused clearly, nothing more stored
    expect((await submit(a, invitationOf(a).id, '0-50')).body).toEqual({ code: 400, msg: 'Already evaluated: one answer per assessor and round', data: { reason: 'alreadyEvaluated' } });
    expect(await answersOf(requirement.id)).toHaveLength(1);

    // an invitation of another kind is not an evaluation
    const crowd = await inviteDirectly(h, requirement, a.id, 2);
    expect((await handle(a, crowd.id)).body.code).toBe(200);
    expect((await submit(a, crowd.id, '0-50')).body).toMatchObject({ code: 400, msg: 'This invitation is not a market evaluation' });

    // d accepts but never answers; e never answers; b and c answer: the quorum (3)
    for (const m of [b, c, d]) expect((await handle(m, invitationOf(m).id)).body.code).toBe(200);
    expect((await submit(b, invitationOf(b).id, '0-50')).body.code).toBe(200);
    const last = await submit(c, invitationOf(c).id, '50-100');
    expect(last.body).toMatchObject({ code: 200, data: { status: 2, requirement: { state: 'feeDue.choosingMode' } } });
    const moved = await requirementRow(h, requirement.id);
    expect(moved.status).toBe('feeDue.choosingMode');
    expect(contextOf(moved)).toMatchObject({ answers: 3, quorum: 3 });
    expect(moved.deadlineAt!.getTime()).toBe(h.clock.now() + 14 * 24 * HOUR);
    // the other open evaluation invitations were closed after commit (timed out)
    const byUser = new Map((await invitationsOf(h, requirement.id)).filter((i) => i.cate === 1).map((i) => [i.userId, i.status]));
    expect([a, b, c, d, e].map((m) => byUser.get(m.id))).toEqual(['completed', 'completed', 'completed', 'timedOut', 'timedOut']);
    expect((await d.get<Invitation>(`/requ/v1/invitation/detail/${invitationOf(d).id}`)).body.data).toMatchObject({ status: 3, availableEvents: [] });
    expect((await submit(d, invitationOf(d).id, '0-50')).body).toMatchObject({ code: 400, data: { reason: 'eventRefused' } });
    expect((await handle(e, invitationOf(e).id)).body).toMatchObject({ code: 400, data: { reason: 'eventRefused', state: 'timedOut' } });

    expect((await graph(anonymous, requirement.requirementNo)).body.data).toEqual({ requirementNo: requirement.requirementNo, bars: bars([1, 2, 0, 0, 0]), total: 3 });
    const log = await transitionsOf(requirement.id);
    expect(log.filter((t) => t.event === 'evaluation.answered').map((t) => t.toValue)).toEqual(['evaluating', 'evaluating', { feeDue: 'choosingMode' }]);
    expect(await answersOf(requirement.id)).toHaveLength(3);
  });

  it('refuses an answer once the requirement no longer evaluates (the engine’s refusal), and after the invitation’s time', async () => {
    const { assessors, requirement, invitationOf } = await evaluation(2, 3);
    const [a, b] = assessors;
    for (const m of [a, b]) expect((await handle(m, invitationOf(m).id)).body.code).toBe(200);
    // operations stop the requirement while two assessors hold accepted invitations
    const store = requirementStore(requirementsContext(h));
    await h.db().transaction((tx) => store.lockAndStep(tx, requirement.id, { type: 'requirement.stop', reason: 'duplicate' }, { id: null, role: 'operations' }, () => new Error('none')));
    expect((await submit(a, invitationOf(a).id, '0-50')).body).toMatchObject({ code: 400, data: { reason: 'eventRefused', event: 'evaluation.answered', state: 'terminated' } });
    expect(await answersOf(requirement.id)).toEqual([]);

    const other = await evaluation(1, 3);
    const [x] = other.assessors;
    expect((await handle(x, other.invitationOf(x).id)).body.code).toBe(200);
    h.clock.set(other.requirement.deadlineAt!.getTime());
    await signInAgain(x);
    expect((await submit(x, other.invitationOf(x).id, '0-50')).body).toMatchObject({ code: 400, data: { reason: 'eventRefused' } });
    expect(await answersOf(other.requirement.id)).toEqual([]);
  });

  it('shows the bar graph of a requirement outside the hall to its publisher and operations only', async () => {
    const { requirement } = await evaluatingRequirement(h, publisher.id, { approve: false });
    const no = requirement.requirementNo;
    expect(requirement.status).toBe('inReview');
    const staff = await walletMember(h, { role: ROLES.operations, realName: false, card: 'none' });
    const someone = await participant(h);
    await signInAgain(publisher);
    expect((await graph(h.client({ lang: 'en-US' }), no)).body).toEqual({ code: 404, msg: 'The requirement does not exist', data: null });
    expect((await graph(someone, no)).body.code).toBe(404);
    expect((await graph(publisher, no)).body).toMatchObject({ code: 200, data: { requirementNo: no, bars: bars([0, 0, 0, 0, 0]), total: 0 } });
    expect((await graph(staff, no)).body.code).toBe(200);
    // an unknown number: 404; a token that no longer works: 401 (so the app renews it and asks again)
    expect((await graph(h.client(), 'RQ00000000000000')).body.code).toBe(404);
    expect((await graph(h.client({ token: 'not-a-token' }), no)).body.code).toBe(401);
  });

  it('ends the evaluation window: with no answer the requirement times out, with one it moves to the fee step', async () => {
    const empty = await evaluation(2, 3);
    const [a] = empty.assessors;
    expect((await handle(a, empty.invitationOf(a).id)).body.code).toBe(200);
    const withAnswer = await evaluation(2, 3);
    const [x, y] = withAnswer.assessors;
    for (const m of [x, y]) expect((await handle(m, withAnswer.invitationOf(m).id)).body.code).toBe(200);
    expect((await submit(x, withAnswer.invitationOf(x).id, '1000+')).body.code).toBe(200);

    h.clock.set(Math.max(empty.requirement.deadlineAt!.getTime(), withAnswer.requirement.deadlineAt!.getTime()));
    // the scheduler: deadlines first, then the effects they enqueued (closeEvaluation)
    await runDueJobs(h.db(), h.clock, registry(), 500);
    await runDueJobs(h.db(), h.clock, registry(), 500);

    const timedOut = await requirementRow(h, empty.requirement.id);
    expect(timedOut.status).toBe('evaluationTimedOut');
    expect(timedOut.deadlineAt!.getTime()).toBe(h.clock.now() + 7 * 24 * HOUR);
    expect((await invitationsOf(h, empty.requirement.id)).map((i) => i.status)).toEqual(['timedOut', 'timedOut']);
    const [expiry] = (await transitionsOf(empty.requirement.id)).filter((t) => t.event === 'timer.expired');
    expect(expiry).toMatchObject({ actorRole: 'system', reason: 'expired', toValue: 'evaluationTimedOut' });

    const feeDue = await requirementRow(h, withAnswer.requirement.id);
    expect(feeDue.status).toBe('feeDue.choosingMode');
    expect(contextOf(feeDue).answers).toBe(1);
    const statuses = new Map((await invitationsOf(h, withAnswer.requirement.id)).map((i) => [i.userId, i.status]));
    expect([statuses.get(x.id), statuses.get(y.id)]).toEqual(['completed', 'timedOut']);
    await signInAgain(x, y);
    expect((await y.get<Invitation>(`/requ/v1/invitation/detail/${withAnswer.invitationOf(y).id}`)).body.data.status).toBe(3);
    // the bar graph still shows the round that was
    expect((await graph(h.client(), withAnswer.requirement.requirementNo)).body.data).toMatchObject({ bars: bars([0, 0, 0, 0, 1]), total: 1 });
  });

  it('takes answers sent at once: every one counts, the requirement steps to the fee step once', async () => {
    const { assessors, requirement, invitationOf } = await evaluation(6, 6);
    const [first, ...rest] = assessors;
    for (const m of assessors) expect((await handle(m, invitationOf(m).id)).body.code).toBe(200);
    expect((await submit(first, invitationOf(first).id, '0-50')).body.code).toBe(200);
    // five at once, the last of them reaching the quorum (on PostgreSQL they really overlap and wait for the lock)
    const sizes = ['100-500', '500-1000', '100-500', '1000+', '100-500'];
    const all = await Promise.all(rest.map((m, i) => submit(m, invitationOf(m).id, sizes[i])));
    expect(all.map((r) => r.body.code)).toEqual([200, 200, 200, 200, 200]);
    const row = await requirementRow(h, requirement.id);
    expect(row.status).toBe('feeDue.choosingMode');
    expect(contextOf(row).answers).toBe(6);
    const log = await transitionsOf(requirement.id);
    expect(log.filter((t) => t.event === 'evaluation.answered')).toHaveLength(6);
    expect(log.filter((t) => JSON.stringify(t.toValue) === JSON.stringify({ feeDue: 'choosingMode' }))).toHaveLength(1);
    expect(await answersOf(requirement.id)).toHaveLength(6);
    expect((await graph(h.client(), requirement.requirementNo)).body.data).toMatchObject({ bars: bars([1, 0, 3, 1, 1]), total: 6 });
  });

  it('takes one of two answers sent at once when one is missing: the other is refused and nothing of it is kept', async () => {
    const { assessors, requirement, invitationOf } = await evaluation(3, 2);
    const [a, b, c] = assessors;
    for (const m of assessors) expect((await handle(m, invitationOf(m).id)).body.code).toBe(200);
    expect((await submit(a, invitationOf(a).id, '0-50')).body.code).toBe(200);
    const both = await Promise.all([submit(b, invitationOf(b).id, '100-500'), submit(c, invitationOf(c).id, '500-1000')]);
    expect(both.map((r) => r.body.code).sort()).toEqual([200, 400]);
    expect(both.find((r) => r.body.code === 400)!.body).toMatchObject({ data: { reason: 'eventRefused' } });
    const row = await requirementRow(h, requirement.id);
    expect(row.status).toBe('feeDue.choosingMode');
    expect(contextOf(row).answers).toBe(2);
    expect(await answersOf(requirement.id)).toHaveLength(2);
    const statuses = (await invitationsOf(h, requirement.id)).map((i: InvitationRow) => i.status).sort();
    expect(statuses).toEqual(['completed', 'completed', 'timedOut']);
  });
});
