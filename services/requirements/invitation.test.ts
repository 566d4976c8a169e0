/**
 * The hall membership, who is invited, and a member's invitations through HTTP: joining and leaving kinds with the
 * participant gate and the field rules; the ranking (field match first, busy members last, never the publisher,
 * the parts stored); detail, pages, category and state groups of one's own invitations only; accepting and
 * rejecting with the engine's refusals; deadlines that time invitations out.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { hallMembers, invitations, memberProfiles } from '../db/schema';
import { describeEachDatabase } from '../testing/databases';
import { useServicesApp } from '../testing/harness';
import { clearHall, evaluatingRequirement, invitationsOf, inviteDirectly, participant, requirementsContext } from '../testing/requirements';
import { type WalletMember } from '../testing/wallet-members';
import { invitationStore } from './stores';
import { SYSTEM_ACTOR } from '../lib/entity-store';

const HOUR = 3_600_000;

type Membership = { kinds: string[]; industryIds: number[]; joinedAt: number | null };
type Invitation = {
  id: number;
  status: number;
  cate: number;
  expiredAt: number | null;
  payBack: number;
  industryName: string;
  industryNameEn: string;
  requirement: { id: number; requirementNo: string; title: string; mainProcess: number; state: string };
  createdAt: number;
  marketSize: string | null;
  campaignId: number | null;
  availableEvents: string[];
};
type Page = { records: Invitation[]; total_record: number };

describeEachDatabase('hall membership and invitations', (database) => {
  const h = useServicesApp(database);
  let publisher: WalletMember;

  beforeAll(async () => {
    publisher = await participant(h);
  });

  const join = (m: WalletMember, body: unknown) => m.post<Membership>('/requ/v1/pro-hall/join', body);
  const detail = (m: WalletMember, id: number) => m.get<Invitation>(`/requ/v1/invitation/detail/${id}`);
  const handle = (m: WalletMember, id: number, accept: boolean) => m.post<Invitation>('/requ/v1/invitation/handle', { id, accept });
  const stateGroup = async (m: WalletMember) => Object.fromEntries((await m.get<Array<{ state: number; count: number }>>('/requ/v1/invitation/state-group')).body.data.map((g) => [g.state, g.count]));

  it('joins the hall, changes kinds (kept kinds keep their time) and refuses what breaks the rules', async () => {
    const m = await participant(h, { fields: [3] });
    expect((await m.get<Membership>('/requ/v1/pro-hall/membership')).body).toEqual({ code: 200, msg: 'Success', data: { kinds: [], industryIds: [], joinedAt: null } });
    const t0 = h.clock.now();
    const joined = await join(m, { kinds: ['5', '1', '5'], industryIds: [1, 101, 1] });
    expect(joined.body).toEqual({ code: 200, msg: 'Hall membership saved', data: { kinds: ['1', '5'], industryIds: [1, 101], joinedAt: t0 } });

    h.clock.advance(60_000);
    const changed = await join(m, { kinds: ['3', '5'], industryIds: [2] });
    expect(changed.body.data).toEqual({ kinds: ['3', '5'], industryIds: [2], joinedAt: t0 });
    const rows = await h.db().select().from(hallMembers).where(eq(hallMembers.userId, m.id));
    expect(rows.map((r) => [r.kind, r.joinedAt.getTime(), r.industryIds]).sort()).toEqual([
      ['3', t0 + 60_000, [2]],
      ['5', t0, [2]],
    ]);
    expect((await m.get<Membership>('/requ/v1/pro-hall/membership')).body.data).toEqual(changed.body.data);

    // the rules (nothing changes)
    const refusals: Array<[unknown, string]> = [
      [{ kinds: [], industryIds: [1] }, 'Choose at least one participant kind'],
      [{ kinds: ['1'], industryIds: [] }, 'Select at least one field'],
      [{ kinds: ['1'], industryIds: [1, 2, 3, 4, 5, 6, 7] }, 'Maximum 6 fields allowed'],
      [{ kinds: ['1'], industryIds: [1, 999_999] }, 'A selected field of interest does not exist'],
      [{ kinds: ['6'], industryIds: [1] }, 'Invalid request: kinds.0'],
      [{ kinds: [5], industryIds: [1] }, 'Invalid request: kinds.0'],
      [{ kinds: ['1'] }, 'Invalid request: industryIds'],
    ];
    for (const [body, msg] of refusals) expect((await join(m, body)).body, JSON.stringify(body)).toEqual({ code: 400, msg, data: null });
    expect((await m.get<Membership>('/requ/v1/pro-hall/membership')).body.data).toEqual(changed.body.data);

    // the participant gate: a verified real name, then a nickname and fields of interest
    const unverified = await participant(h, { realName: false });
    expect((await join(unverified, { kinds: ['1'], industryIds: [1] })).body).toMatchObject({ code: 400, msg: 'Real-name verification required to proceed', data: { reason: 'realNameRequired' } });
    const noProfile = await participant(h, { profile: false });
    expect((await join(noProfile, { kinds: ['1'], industryIds: [1] })).body).toMatchObject({ code: 400, data: { reason: 'profileRequired' } });
    expect(await h.db().select().from(hallMembers).where(eq(hallMembers.userId, unverified.id))).toEqual([]);
    // signed out
    expect((await h.client().get('/requ/v1/pro-hall/membership')).body.code).toBe(401);
    expect((await h.client().post('/requ/v1/pro-hall/join', { kinds: ['1'], industryIds: [1] })).body.code).toBe(401);
  });

  it('invites the best-ranked market assessors: field match first, busy members last, never the publisher; the parts are stored', async () => {
    await clearHall(h);
    const t = h.clock.now();
    const at = (minutes: number) => new Date(t - minutes * 60_000);
    // a requirement in review (nobody invited) to make members busy and to hold a finished task
    const elsewhere = (await evaluatingRequirement(h, publisher.id, { approve: false, categoryId: 1 })).requirement;

    const owner = await participant(h, { fields: [101], kinds: ['5'], joinedAt: at(100) });
    const subMatch = await participant(h, { fields: [101], kinds: ['5'], joinedAt: at(10) });
    const busySubMatch = await participant(h, { fields: [101], kinds: ['5'], joinedAt: at(90) });
    const topMatch = await participant(h, { fields: [1], kinds: ['5'], joinedAt: at(20) });
    const experienced = await participant(h, { fields: [2], kinds: ['5'], joinedAt: at(30) });
    const early = await participant(h, { fields: [3], kinds: ['5'], joinedAt: at(50) });
    const late = await participant(h, { fields: [3], kinds: ['5'], joinedAt: at(5) });
    const busy = await participant(h, { fields: [3], kinds: ['5'], joinedAt: at(80) });
    const funder = await participant(h, { fields: [101], kinds: ['1'], joinedAt: at(70) });
    await participant(h, { fields: [101] }); // not in the hall

    // busy: open invitations; experienced: a completed task on a requirement of the same category
    await inviteDirectly(h, elsewhere, busySubMatch.id, 6);
    await inviteDirectly(h, elsewhere, busy.id, 6);
    await inviteDirectly(h, elsewhere, busy.id, 3);
    const store = invitationStore(requirementsContext(h));
    const done = await inviteDirectly(h, elsewhere, experienced.id, 6);
    await store.transaction(async (tx) => {
      const row = await store.step(tx, done, { type: 'invite.accept' }, { id: experienced.id, role: 'member' });
      await store.step(tx, row, { type: 'task.complete' }, SYSTEM_ACTOR);
    });

    // the publisher is the owner here: never invited to their own requirement
    const { requirement, invitations: invited } = await evaluatingRequirement(h, owner.id, { industryId: 1, industrySubId: 101, categoryId: 1 });
    expect(requirement.status).toBe('evaluating');
    // the experienced member's past work ("Test requirement …", the only text that matches: 100), category (20)
    // and record (10 · 1/2, rounded) come first
    expect(invited.map((i) => i.userId)).toEqual([experienced.id, subMatch.id, busySubMatch.id, topMatch.id, early.id, late.id, busy.id]);
    const parts = (score: number, fieldMatch: number, categoryMatch: number, load: number, trackRecord: number) => ({
      score, fieldMatch, categoryMatch, load, textRelevance: 0, trackRecord, loadPenalty: 0 - 10 * load,
    });
    const sub = { key: 'fields', params: { zh: '软件开发', en: 'Software Development' } };
    expect(invited.map((i) => i.rank)).toEqual([
      { ...parts(125, 0, 20, 0, 5), textRelevance: 100, reason: { key: 'text', params: { terms: expect.stringMatching(/test|requirement/) } } },
      { ...parts(50, 50, 0, 0, 0), reason: sub },
      { ...parts(40, 50, 0, 1, 0), reason: sub },
      { ...parts(20, 20, 0, 0, 0), reason: { key: 'fields', params: { zh: '信息技术', en: 'Information Technology' } } },
      { ...parts(0, 0, 0, 0, 0), reason: { key: 'available', params: {} } },
      { ...parts(0, 0, 0, 0, 0), reason: { key: 'available', params: {} } },
      { ...parts(-20, 0, 0, 2, 0), reason: { key: 'available', params: {} } },
    ]);
    for (const i of invited) {
      expect(i).toMatchObject({ cate: 1, status: 'pending', taskEndsAt: requirement.deadlineAt, payBackFen: 0 });
      expect(i.expiresAt!.getTime()).toBe(h.clock.now() + 48 * HOUR);
    }
    expect(invited.some((i) => i.userId === funder.id || i.userId === owner.id)).toBe(false);
    // the deadline is the evaluation window's end (72 h)
    expect(requirement.deadlineAt!.getTime()).toBe(h.clock.now() + 72 * HOUR);

    // a batch: only the best are asked; an invitation just sent counts as load (the owner is free now: ahead of
    // subMatch; the experienced member's past work matches the title again: 100 + 20 + 5 − 10)
    const second = await evaluatingRequirement(h, publisher.id, { industryId: 1, industrySubId: 101, settings: { invitationBatch: 2 } });
    expect(second.invitations.map((i) => [i.userId, i.rank!.score])).toEqual([
      [experienced.id, 115],
      [owner.id, 50],
    ]);
  });

  it('shows members their own invitations only: detail, pages, category and state groups', async () => {
    await clearHall(h);
    const x = await participant(h, { fields: [101], kinds: ['5'] });
    const y = await participant(h, { fields: [1], kinds: ['5'] });
    const first = await evaluatingRequirement(h, publisher.id, { industryId: 1, industrySubId: 101 });
    h.clock.advance(1000);
    const second = await evaluatingRequirement(h, publisher.id, { industryId: 2, industrySubId: null, title: 'Second' });
    const mine = (r: typeof first) => r.invitations.find((i) => i.userId === x.id)!;
    const xFirst = mine(first);
    const xSecond = mine(second);
    const yFirst = first.invitations.find((i) => i.userId === y.id)!;

    const shown = await detail(x, xFirst.id);
    expect(shown.body).toEqual({
      code: 200,
      msg: 'Success',
      data: {
        id: xFirst.id,
        status: 0,
        cate: 1,
        expiredAt: xFirst.expiresAt!.getTime(),
        payBack: 0,
        industryName: '["信息技术","软件开发"]',
        industryNameEn: '["Information Technology","Software Development"]',
        requirement: { id: first.requirement.id, requirementNo: first.requirement.requirementNo, title: first.requirement.title, mainProcess: 1, state: 'evaluating' },
        createdAt: xFirst.createdAt.getTime(),
        marketSize: null,
        campaignId: null,
        // x's field of interest is the requirement's sub-category: that is why x was invited
        reason: { key: 'fields', params: { zh: '软件开发', en: 'Software Development' } },
        availableEvents: ['invite.accept', 'invite.reject'],
      },
    });
    expect((await detail(x, xSecond.id)).body.data).toMatchObject({ industryName: '["先进制造"]', industryNameEn: '["Advanced Manufacturing"]', requirement: { title: 'Second' } });
    // another member's invitation, or none: not found (never "forbidden"); signed out: 401
    expect((await detail(y, xFirst.id)).body).toEqual({ code: 404, msg: 'The invitation does not exist', data: null });
    expect((await detail(x, 2_000_000_000)).body.code).toBe(404);
    expect((await h.client().get(`/requ/v1/invitation/detail/${xFirst.id}`)).body.code).toBe(401);

    // pages: newest first, filtered, own only
    const page = await x.post<Page>('/requ/v1/invitation/pages', { pageNum: 1, pageSize: 10 });
    expect(page.body.data.total_record).toBe(2);
    expect(page.body.data.records.map((r) => r.id)).toEqual([xSecond.id, xFirst.id]);
    expect(page.body.data.records[1]).toEqual(shown.body.data);
    expect((await x.post<Page>('/requ/v1/invitation/pages', { pageNum: 2, pageSize: 10 })).body.data).toEqual({ records: [], total_record: 2 });
    expect((await x.post<Page>('/requ/v1/invitation/pages', { pageNum: 1, pageSize: 10, cate: 2 })).body.data.total_record).toBe(0);
    expect((await x.post<Page>('/requ/v1/invitation/pages', { pageNum: 1, pageSize: 10, cate: 1, states: [0] })).body.data.total_record).toBe(2);
    expect((await x.post<Page>('/requ/v1/invitation/pages', { pageNum: 1, pageSize: 10, states: [1, 2] })).body.data.total_record).toBe(0);
    expect((await x.post<Page>('/requ/v1/invitation/pages', { pageNum: 1, pageSize: 10, cate: null, states: null })).body.data.total_record).toBe(2);
    for (const pageSize of [30, 5, 0, 1000]) expect((await x.post('/requ/v1/invitation/pages', { pageNum: 1, pageSize })).body.code).toBe(400);
    const yPage = await y.post<Page>('/requ/v1/invitation/pages', { pageNum: 1, pageSize: 20 });
    const ySecond = second.invitations.find((i) => i.userId === y.id)!;
    expect(yPage.body.data.records.map((r) => r.id)).toEqual([ySecond.id, yFirst.id]);

    // the state group lists every code, zeros included; state 0 is the badge
    expect((await x.get('/requ/v1/invitation/state-group')).body).toEqual({
      code: 200,
      msg: 'Success',
      data: [
        { state: -1, count: 0 },
        { state: 0, count: 2 },
        { state: 1, count: 0 },
        { state: 2, count: 0 },
        { state: 3, count: 0 },
      ],
    });

    // reject one, accept the other (its task window becomes the deadline)
    const rejected = await handle(x, xFirst.id, false);
    expect(rejected.body).toMatchObject({ code: 200, msg: 'Rejected', data: { id: xFirst.id, status: -1, availableEvents: [] } });
    const accepted = await handle(x, xSecond.id, true);
    expect(accepted.body).toMatchObject({ code: 200, msg: 'Accepted', data: { id: xSecond.id, status: 1, expiredAt: second.requirement.deadlineAt!.getTime(), availableEvents: [] } });
    const [row] = await h.db().select().from(invitations).where(eq(invitations.id, xSecond.id));
    expect(row.answeredAt!.getTime()).toBe(h.clock.now());
    expect(await stateGroup(x)).toEqual({ '-1': 1, '0': 0, '1': 1, '2': 0, '3': 0 });
    expect(await stateGroup(y)).toEqual({ '-1': 0, '0': 2, '1': 0, '2': 0, '3': 0 });

    // the category group: the groups that exist, by kind and status; states filter
    expect((await x.post('/requ/v1/invitation/cate-group', {})).body.data).toEqual([
      { cate: 1, state: -1, count: 1 },
      { cate: 1, state: 1, count: 1 },
    ]);
    expect((await x.post('/requ/v1/invitation/cate-group', { states: [1, 0] })).body.data).toEqual([{ cate: 1, state: 1, count: 1 }]);
    expect((await x.post('/requ/v1/invitation/cate-group', { states: [] })).body.data).toHaveLength(2);
    expect((await x.post('/requ/v1/invitation/cate-group', { states: null })).body.data).toHaveLength(2);
    expect((await y.post('/requ/v1/invitation/cate-group', {})).body.data).toEqual([{ cate: 1, state: 0, count: 2 }]);
    expect((await x.post('/requ/v1/invitation/cate-group', { states: [4] })).body.code).toBe(400);

    // the engine refuses what the machine does not take now; another member's: 404, nothing changes
    const again = await handle(x, xFirst.id, true);
    expect(again.body).toMatchObject({ code: 400, data: { reason: 'eventRefused', event: 'invite.accept', state: 'rejected' } });
    expect((await handle(x, xSecond.id, false)).body).toMatchObject({ code: 400, data: { reason: 'eventRefused', event: 'invite.reject', state: 'accepted' } });
    expect((await handle(y, xSecond.id, false)).body).toEqual({ code: 404, msg: 'The invitation does not exist', data: null });
    expect((await handle(x, yFirst.id, true)).body.code).toBe(404);
    expect((await detail(y, yFirst.id)).body.data.status).toBe(0);
    expect((await h.client().post('/requ/v1/invitation/handle', { id: yFirst.id, accept: true })).body.code).toBe(401);
    expect((await h.client().get('/requ/v1/invitation/state-group')).body.code).toBe(401);
  });

  it('asks for the participant gate before an evaluation is accepted; a crowdfunding invitation names its campaign', async () => {
    await clearHall(h);
    const z = await participant(h, { fields: [101], kinds: ['5'] });
    const { requirement, invitations: invited } = await evaluatingRequirement(h, publisher.id);
    const mine = invited.find((i) => i.userId === z.id)!;
    await h.db().delete(memberProfiles).where(eq(memberProfiles.userId, z.id));
    expect((await handle(z, mine.id, true)).body).toMatchObject({ code: 400, msg: 'Complete your profile (nickname and fields of interest) first', data: { reason: 'profileRequired' } });
    expect((await detail(z, mine.id)).body.data.status).toBe(0);
    // rejecting needs no gate
    expect((await handle(z, mine.id, false)).body).toMatchObject({ code: 200, data: { status: -1 } });

    // kind 2 shows the requirement's campaign (none yet); accepting it needs no evaluation gate
    const crowd = await inviteDirectly(h, requirement, z.id, 2);
    expect((await detail(z, crowd.id)).body.data).toMatchObject({ cate: 2, campaignId: null, marketSize: null });
    expect((await handle(z, crowd.id, true)).body).toMatchObject({ code: 200, data: { cate: 2, status: 1 } });
  });

  it('times out an invitation left unanswered past its answer time, and an accepted one at the end of its task window', async () => {
    await clearHall(h);
    const slow = await participant(h, { fields: [101], kinds: ['5'] });
    const doer = await participant(h, { fields: [101], kinds: ['5'] });
    const { requirement, invitations: invited } = await evaluatingRequirement(h, publisher.id);
    const slowOne = invited.find((i) => i.userId === slow.id)!;
    const doerOne = invited.find((i) => i.userId === doer.id)!;
    expect((await handle(doer, doerOne.id, true)).body.data).toMatchObject({ status: 1, expiredAt: requirement.deadlineAt!.getTime() });

    h.clock.advance(48 * HOUR - 1);
    await slow.signin(slow.phone);
    await doer.signin(doer.phone);
    expect((await detail(slow, slowOne.id)).body.data.status).toBe(0);
    h.clock.advance(1);
    // a read applies the deadline first
    expect((await detail(slow, slowOne.id)).body.data).toMatchObject({ status: 3, availableEvents: [] });
    expect((await handle(slow, slowOne.id, true)).body).toMatchObject({ code: 400, data: { reason: 'eventRefused', state: 'timedOut' } });
    expect(await stateGroup(slow)).toMatchObject({ '0': 0, '3': 1 });
    expect((await detail(doer, doerOne.id)).body.data.status).toBe(1);

    // the accepted one at the end of the evaluation window (the list applies it too)
    h.clock.set(requirement.deadlineAt!.getTime());
    await doer.signin(doer.phone);
    const page = await doer.post<Page>('/requ/v1/invitation/pages', { pageNum: 1, pageSize: 10, states: [3] });
    expect(page.body.data.records.map((r) => [r.id, r.status])).toEqual([[doerOne.id, 3]]);
    const [row] = await h.db().select().from(invitations).where(and(eq(invitations.id, doerOne.id), eq(invitations.status, 'timedOut')));
    expect(row).toBeDefined();
    expect((await invitationsOf(h, requirement.id)).every((i) => i.status === 'timedOut')).toBe(true);
  });

  it('declares its routes in the OpenAPI document', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/openapi.json' });
    const doc = JSON.parse(res.body) as { paths: Record<string, Record<string, unknown>> };
    expect(doc.paths, res.body.slice(0, 500)).toBeDefined();
    for (const [path, method] of [
      ['/requ/v1/pro-hall/membership', 'get'],
      ['/requ/v1/pro-hall/join', 'post'],
      ['/requ/v1/invitation/detail/{id}', 'get'],
      ['/requ/v1/invitation/handle', 'post'],
      ['/requ/v1/invitation/cate-group', 'post'],
      ['/requ/v1/invitation/state-group', 'get'],
      ['/requ/v1/invitation/pages', 'post'],
      ['/requ/v1/market/evaluate/submit', 'post'],
      ['/requ/v1/market/evaluate/bar-graph', 'post'],
    ]) {
      expect(doc.paths[path], path).toHaveProperty([method]);
    }
  });
});
