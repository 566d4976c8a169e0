/**
 * Operations and the invitation ranking (GET /ops/v1/requirements/{id}/candidates?cate=, POST …/candidates/add and
 * …/candidates/remove { cate, userId }; docs/requirements.md "Who is invited"): the listing of kinds 3-7 with every
 * part, pinning and excluding and clearing either, an add during an open step inviting at once (exactly once, also
 * under two concurrent adds), removal refused once invited, the step's own sending honouring the overrides, and the
 * refusals (members, the publisher with the operations role, malformed bodies, unknown requirements, ineligible
 * members). Batches of 2, so a pin visibly takes a ranked member's place.
 */
import { and, eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { ROLES } from '../../machines/access/access';
import { expertApplications, invitations } from '../db/schema';
import { describeEachDatabase } from '../testing/databases';
import { useServicesApp } from '../testing/harness';
import { FEE_TEST_SETTINGS, requirementFixtures } from '../testing/requirement-fixtures';
import { clearHall, invitationsOf, participant as hallParticipant, requirementRow } from '../testing/requirements';
import { operationsStaff, type WalletMember } from '../testing/wallet-members';
import { candidateMessages } from './candidates.messages';
import type { CandidateView, OverrideResult } from './candidates.service';

type Candidate = CandidateView;
type Result = OverrideResult;

describeEachDatabase('operations override the invitation ranking', (database) => {
  const h = useServicesApp(database, { config: { requirements: { ...FEE_TEST_SETTINGS, invitationBatch: 2 } } });
  const f = requirementFixtures(h);
  let publisher: WalletMember;
  let operator: WalletMember;
  let assessors: WalletMember[];
  let providers: WalletMember[];
  let funder: WalletMember;
  let expert: WalletMember;

  beforeEach(async () => {
    await clearHall(h);
    // joined in this order: the ranking's ties go to who joined first, then the lower id
    assessors = [await hallParticipant(h, { kinds: ['5'] }), await hallParticipant(h, { kinds: ['5'] }), await hallParticipant(h, { kinds: ['5'] })];
    providers = [await hallParticipant(h, { kinds: ['4'] }), await hallParticipant(h, { kinds: ['4'] }), await hallParticipant(h, { kinds: ['4'] })];
    funder = await hallParticipant(h, { kinds: ['1'] });
    expert = await hallParticipant(h, {});
    const at = new Date(h.clock.now());
    await h.db().insert(expertApplications).values({
      userId: expert.id,
      stateValue: 'approved',
      context: {},
      status: 'approved',
      version: 1,
      fieldIds: [1],
      credentials: [],
      introduction: 'expert',
      createdAt: at,
      decidedAt: at,
    });
    publisher = await f.participant({ coinFen: 200_000 });
    operator = await operationsStaff(h);
  });

  const list = async (id: number, cate: number) => (await operator.get<Candidate[]>(`/ops/v1/requirements/${id}/candidates?cate=${cate}`)).body.data;
  const add = (who: WalletMember, id: number, cate: number, userId: unknown) => who.post<Result>(`/ops/v1/requirements/${id}/candidates/add`, { cate, userId });
  const remove = (who: WalletMember, id: number, cate: number, userId: unknown) => who.post<Result>(`/ops/v1/requirements/${id}/candidates/remove`, { cate, userId });
  const invitedTo = async (id: number, cate: number) => (await invitationsOf(h, id)).filter((i) => i.cate === cate);

  it('lists the candidates of kinds 3 to 7 with every part, the invited first', async () => {
    const row = await f.preReviewRequirement(publisher, operator);
    for (const cate of [3, 4, 5, 6, 7]) {
      const candidates = await list(row.id, cate);
      expect(candidates.map((c) => c.position)).toEqual(candidates.map((_c, i) => i + 1));
      for (const c of candidates) {
        for (const part of ['score', 'fieldMatch', 'categoryMatch', 'textRelevance', 'trackRecord', 'loadPenalty'] as const) expect(typeof c[part]).toBe('number');
        expect(c.score).toBe(c.fieldMatch + c.categoryMatch + c.textRelevance + c.trackRecord + c.loadPenalty);
        expect(c.override).toBeNull();
      }
      const ids = candidates.map((c) => c.userId);
      if (cate === 3 || cate === 5) expect(ids).toEqual(expect.arrayContaining(providers.map((p) => p.id)));
      if (cate === 4 || cate === 7) expect(ids).toContain(expert.id);
      expect(ids).not.toContain(publisher.id);
      expect(ids).not.toContain(funder.id);
    }
    // the market assessment (kind 6) is open: its batch of two was invited and is listed first with what was stored
    const six = await list(row.id, 6);
    expect(six.slice(0, 2).map((c) => [c.userId, c.status])).toEqual([
      [assessors[0].id, 0],
      [assessors[1].id, 0],
    ]);
    expect(six[0].reason?.key).toBeTruthy();
    expect(six[2]).toMatchObject({ userId: assessors[2].id, invitationId: null, status: null });
  });

  it('pins and excludes, each clearing the other, and the step sends by them: excluded never, pinned first', async () => {
    const row = await f.preReviewRequirement(publisher, operator);
    const [best, second, last] = providers;
    // kind 3 (the analysis) has not sent yet: an override only waits for its sending
    expect((await remove(operator, row.id, 3, best.id)).body).toMatchObject({ code: 200, msg: candidateMessages.candidateExcluded.en, data: { override: 'exclude', invitationId: null } });
    expect((await add(operator, row.id, 3, last.id)).body).toMatchObject({ code: 200, msg: candidateMessages.candidatePinned.en, data: { override: 'include', invitedNow: false } });
    // the same decision again changes nothing
    expect((await add(operator, row.id, 3, last.id)).body.data).toMatchObject({ override: 'include' });
    const listed = await list(row.id, 3);
    expect(listed[0]).toMatchObject({ userId: last.id, override: 'include', reason: { key: 'added' } });
    expect(listed.at(-1)).toMatchObject({ userId: best.id, override: 'exclude' });

    // clearing: add on an excluded member, remove on a pinned one (kind 5, not yet open)
    expect((await remove(operator, row.id, 5, second.id)).body.data.override).toBe('exclude');
    expect((await add(operator, row.id, 5, second.id)).body).toMatchObject({ msg: candidateMessages.candidateOverrideCleared.en, data: { override: null } });
    expect((await add(operator, row.id, 5, second.id)).body.data.override).toBe('include');
    expect((await remove(operator, row.id, 5, second.id)).body.data.override).toBeNull();
    expect((await list(row.id, 5)).every((c) => c.override === null)).toBe(true);

    // the market assessment's window ends: the analysis opens and its effect invites a batch of two
    await f.stepRequirement(row.id, { type: 'timer.expired' });
    await f.runScheduler();
    expect((await requirementRow(h, row.id)).status).toBe('preReview.analysis');
    const sent = await invitedTo(row.id, 3);
    expect(sent.map((i) => i.userId)).toEqual([last.id, second.id]);
    expect(sent[0].rank?.reason?.key).toBe('added');
    expect(sent[1].rank?.reason?.key).not.toBe('added');
  });

  it('an add during an open step invites at once, exactly once under two concurrent adds; removal then is refused', async () => {
    const row = await f.preReviewRequirement(publisher, operator);
    const [first, , third] = assessors;
    const before = await invitedTo(row.id, 6);
    expect(before.map((i) => i.userId)).not.toContain(third.id);

    const answers = await Promise.all([add(operator, row.id, 6, third.id), add(operator, row.id, 6, third.id)]);
    expect(answers.map((a) => a.body.code)).toEqual([200, 200]);
    expect(answers.filter((a) => a.body.data.invitedNow)).toHaveLength(1);
    expect(answers.find((a) => a.body.data.invitedNow)!.body.msg).toBe(candidateMessages.candidateInvited.en);
    const mine = (await invitedTo(row.id, 6)).filter((i) => i.userId === third.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'pending', taskEndsAt: before[0].taskEndsAt, payBackFen: before[0].payBackFen });
    expect(mine[0].rank).toMatchObject({ reason: { key: 'added' } });
    expect(typeof mine[0].rank?.textRelevance).toBe('number');
    expect(answers[0].body.data.invitationId).toBe(mine[0].id);

    const listed = await list(row.id, 6);
    expect(listed.find((c) => c.userId === third.id)).toMatchObject({ override: 'include', status: 0 });
    // clearing the pin of an invited member is allowed and keeps the invitation
    expect((await remove(operator, row.id, 6, third.id)).body.data).toMatchObject({ override: null, invitationId: mine[0].id });
    expect((await invitedTo(row.id, 6)).filter((i) => i.userId === third.id)).toHaveLength(1);
    // invited (by the step or by operations): removal only stops future sending, so it is refused
    for (const who of [third, first]) {
      const refused = await remove(operator, row.id, 6, who.id);
      expect(refused.body).toMatchObject({ code: 400, msg: candidateMessages.candidateAlreadyInvited.en, data: { reason: 'alreadyInvited' } });
    }
    expect((await list(row.id, 6)).filter((c) => c.override !== null)).toHaveLength(0);
  });

  it('refuses members, the publisher with the operations role, malformed bodies, unknown requirements and ineligible members', async () => {
    const row = await f.preReviewRequirement(publisher, operator);
    const [provider] = providers;
    expect((await add(publisher, row.id, 3, provider.id)).body.code).toBe(403);
    expect((await remove(provider, row.id, 3, provider.id)).body.code).toBe(403);
    expect((await publisher.get(`/ops/v1/requirements/${row.id}/candidates?cate=3`)).body.code).toBe(403);
    expect((await h.client().post(`/ops/v1/requirements/${row.id}/candidates/add`, { cate: 3, userId: provider.id })).body.code).toBe(401);

    const opsPublisher = await f.participant({ role: ROLES.operations });
    const own = await f.feeDueRequirement(opsPublisher.id);
    for (const decide of [add, remove]) {
      expect((await decide(opsPublisher, own.id, 3, provider.id)).body).toMatchObject({ code: 403, msg: 'You cannot decide on a requirement or campaign you published: another operator must' });
    }

    for (const body of [{}, { cate: 3 }, { userId: provider.id }, { cate: 0, userId: provider.id }, { cate: 10, userId: provider.id }, { cate: '3x', userId: provider.id }, { cate: 3, userId: 'x' }, { cate: 3, userId: 0 }, { cate: 3, userId: 2 ** 31 }]) {
      for (const action of ['add', 'remove']) {
        expect((await operator.post(`/ops/v1/requirements/${row.id}/candidates/${action}`, body)).body.code, `${action} ${JSON.stringify(body)}`).toBe(400);
      }
    }
    expect((await operator.get(`/ops/v1/requirements/${row.id}/candidates?cate=0`)).body.code).toBe(400);
    expect((await add(operator, 999_999, 3, provider.id)).body.code).toBe(404);
    expect((await remove(operator, 999_999, 3, provider.id)).body.code).toBe(404);
    expect((await operator.get('/ops/v1/requirements/999999/candidates?cate=3')).body.code).toBe(404);

    // not in the hall kind, not an approved expert, the publisher, a member that does not exist
    expect((await add(operator, row.id, 3, funder.id)).body).toMatchObject({ code: 400, msg: candidateMessages.candidateNotInHallKind.en, data: { reason: 'ineligible' } });
    expect((await remove(operator, row.id, 4, provider.id)).body).toMatchObject({ code: 400, msg: candidateMessages.candidateNotExpert.en, data: { reason: 'ineligible' } });
    expect((await add(operator, row.id, 7, expert.id)).body.code).toBe(200);
    expect((await add(operator, row.id, 3, publisher.id)).body).toMatchObject({ code: 400, msg: candidateMessages.candidatePublisher.en, data: { reason: 'publisher' } });
    expect((await add(operator, row.id, 3, 2_000_000_000)).body.data).toMatchObject({ reason: 'ineligible' });
    // nothing was stored by the refusals
    const stored = await h.db().select().from(invitations).where(and(eq(invitations.requirementId, row.id), eq(invitations.cate, 3)));
    expect(stored).toHaveLength(0);
    expect((await list(row.id, 3)).filter((c) => c.override !== null)).toHaveLength(0);
  });

  it('says every message in Chinese too', () => {
    for (const text of Object.values(candidateMessages)) expect(text.zh).toMatch(/[\u4e00-\u9fff]/);
    expect(candidateMessages.candidateAlreadyInvited.zh).toBe('该成员已收到此步骤的邀请，不能再排除');
  });

  it('declares the routes in the OpenAPI document', async () => {
    const doc = JSON.parse((await h.app.inject({ method: 'GET', url: '/openapi.json' })).body);
    for (const path of ['/ops/v1/requirements/{id}/candidates', '/ops/v1/requirements/{id}/candidates/add', '/ops/v1/requirements/{id}/candidates/remove']) expect(doc.paths[path]).toBeDefined();
  });
});
