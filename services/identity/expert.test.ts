import { and, asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { entityTransitions, expertApplications } from '../db/schema';
import { rankCandidates } from '../requirements/matching';
import { describeEachDatabase } from '../testing/databases';
import { freshPhone, useServicesApp } from '../testing/harness';
import { clearHall, evaluatingRequirement, participant } from '../testing/requirements';
import { freshMember, uploadImage } from '../testing/uploads';
import type { ExpertApplicationView } from './expert.service';
import { isExpertMember } from './expert.service';

const INTRO = 'Twenty years of research on industrial water treatment and membranes.';

describeEachDatabase('industry expert applications', (database) => {
  const h = useServicesApp(database);
  type Member = Awaited<ReturnType<typeof freshMember>>;
  type Page = { records: ExpertApplicationView[]; total_record: number };

  async function ops() {
    const client = h.client({ lang: 'en' });
    expect((await client.signin('ops@portal.local', 'Ops@2026x')).body.code).toBe(200);
    return client;
  }
  const info = async (m: Member) => (await m.get<ExpertApplicationView>('/member/v2/expert/info')).body.data;
  const save = (m: Member, body: unknown) => m.post<ExpertApplicationView>('/member/v2/expert/save', body);
  const submit = (m: Member, body: unknown) => m.post<ExpertApplicationView>('/member/v2/expert/submit', body);
  async function form(m: Member, overrides: Record<string, unknown> = {}) {
    return { fieldIds: [1, 102], credentials: [await uploadImage(h, m, 'certificate.png')], introduction: INTRO, ...overrides };
  }
  async function versionOf(userId: number): Promise<number | null> {
    const [row] = await h.db().select({ version: expertApplications.version }).from(expertApplications).where(eq(expertApplications.userId, userId));
    return row?.version ?? null;
  }

  it('a member saves a draft, submits, is rejected with a reason, edits, resubmits and is approved', async () => {
    const a = await freshMember(h, freshPhone());
    expect(await info(a)).toMatchObject({ id: null, status: 'draft', expert: false, fieldIds: [], credentials: [] });
    expect(await isExpertMember(h.db(), a.id)).toBe(false);

    // a draft may be incomplete
    const draft = await save(a, { fieldIds: [1], credentials: [], introduction: 'short' });
    expect(draft.body).toMatchObject({ code: 200, msg: 'Expert application saved', data: { status: 'draft', fieldIds: [1], introduction: 'short' } });
    expect(draft.body.data.fields).toEqual([{ id: 1, name: expect.any(String), cnName: expect.any(String) }]);
    // an incomplete form is not submitted, and nothing moves
    const incomplete = await submit(a, { fieldIds: [1], credentials: [], introduction: 'short' });
    expect(incomplete.body).toMatchObject({ code: 400, msg: 'Upload 1 to 10 credentials' });
    expect((await submit(a, await form(a, { introduction: 'too short' }))).body).toMatchObject({ code: 400, msg: 'The expert introduction must have 20 to 2000 characters' });
    expect((await submit(a, await form(a, { fieldIds: [] }))).body).toMatchObject({ code: 400, msg: 'Choose 1 to 6 fields of expertise' });
    expect((await info(a)).status).toBe('draft');

    const body = await form(a);
    const submitted = await submit(a, body);
    expect(submitted.body).toMatchObject({ code: 200, msg: 'Expert application submitted, awaiting review', data: { id: draft.body.data.id, status: 'submitted', submissions: 1, expert: false } });
    expect(submitted.body.data.credentials).toEqual([{ key: body.credentials[0], url: expect.stringContaining('/') }]);
    // in review: no saving, no second submission, no edit
    const version = await versionOf(a.id);
    expect((await save(a, body)).body).toMatchObject({ code: 400, data: { reason: 'eventRefused', event: 'application.save', state: 'submitted' } });
    expect((await submit(a, body)).body).toMatchObject({ code: 400, data: { reason: 'eventRefused' } });
    expect((await a.post('/member/v2/expert/edit')).body).toMatchObject({ code: 400, data: { reason: 'eventRefused' } });
    expect(await versionOf(a.id)).toBe(version);

    // withdrawn back to a draft, then submitted again
    expect((await a.post<ExpertApplicationView>('/member/v2/expert/withdraw')).body).toMatchObject({ code: 200, msg: 'Expert application withdrawn; you may edit and submit it again', data: { status: 'draft' } });
    expect((await a.post('/member/v2/expert/withdraw')).body).toMatchObject({ code: 400, data: { reason: 'eventRefused' } });
    expect((await submit(a, body)).body.data).toMatchObject({ status: 'submitted', submissions: 2 });

    const staff = await ops();
    const page = await staff.get<Page>('/ops/v1/expert/pages?status=submitted&pageSize=50');
    const row = page.body.data.records.find((r) => r.userId === a.id)!;
    expect(row).toMatchObject({ id: submitted.body.data.id, status: 'submitted', fieldIds: [1, 102], credentials: [{ key: body.credentials[0], url: null }] });
    expect(row.history).toBeUndefined();
    const detail = await staff.get<ExpertApplicationView>(`/ops/v1/expert/${row.id}`);
    expect(detail.body.data).toMatchObject({ userId: a.id, introduction: INTRO, account: expect.any(String) });
    const read = await h.app.inject({ method: 'GET', url: detail.body.data.credentials[0].url! });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');

    // the reason rule of every rejection
    expect((await staff.post(`/ops/v1/expert/${row.id}/reject`, { reason: '  ' })).body).toMatchObject({ code: 400, msg: '请填写驳回原因' });
    expect((await staff.post(`/ops/v1/expert/${row.id}/reject`, { reason: 'x'.repeat(201) })).body.code).toBe(400);
    const rejected = await staff.post<ExpertApplicationView>(`/ops/v1/expert/${row.id}/reject`, { reason: 'The certificate is unreadable' });
    expect(rejected.body).toMatchObject({ code: 200, data: { status: 'rejected', reason: 'The certificate is unreadable', expert: false } });
    expect((await staff.post(`/ops/v1/expert/${row.id}/reject`, { reason: 'again' })).body).toMatchObject({ code: 400, data: { reason: 'eventRefused' } });
    expect(await info(a)).toMatchObject({ status: 'rejected', reason: 'The certificate is unreadable' });

    // a rejected application is edited first (its content and the reason kept), then submitted
    expect((await submit(a, body)).body).toMatchObject({ code: 400, data: { reason: 'eventRefused', state: 'rejected' } });
    const editing = await a.post<ExpertApplicationView>('/member/v2/expert/edit');
    expect(editing.body).toMatchObject({ code: 200, data: { status: 'draft', reason: 'The certificate is unreadable', fieldIds: [1, 102], introduction: INTRO } });
    const better = await form(a, { fieldIds: [2, 201, 1] });
    const again = await submit(a, better);
    expect(again.body.data).toMatchObject({ status: 'submitted', reason: null, fieldIds: [2, 201, 1], submissions: 3 });

    const approved = await staff.post<ExpertApplicationView>(`/ops/v1/expert/${row.id}/approve`, {});
    expect(approved.body).toMatchObject({ code: 200, data: { status: 'approved', expert: true } });
    expect(approved.body.data.history!.map((d) => [d.event, d.actorRole])).toEqual([
      ['entity.create', 'member'],
      ['application.save', 'member'],
      ['application.submit', 'member'],
      ['application.withdraw', 'member'],
      ['application.submit', 'member'],
      ['review.reject', 'operations'],
      ['application.edit', 'member'],
      ['application.submit', 'member'],
      ['review.approve', 'operations'],
    ]);
    expect(await info(a)).toMatchObject({ status: 'approved', expert: true });
    expect(await isExpertMember(h.db(), a.id)).toBe(true);
    // approved is final: a repeated approval, a save or a withdrawal changes nothing
    const final = await versionOf(a.id);
    expect((await staff.post(`/ops/v1/expert/${row.id}/approve`, {})).body).toMatchObject({ code: 400, data: { reason: 'eventRefused' } });
    expect((await save(a, better)).body.code).toBe(400);
    expect((await a.post('/member/v2/expert/withdraw')).body.code).toBe(400);
    expect(await versionOf(a.id)).toBe(final);

    // the log names the reason and who decided; the workflow route lists what the member may do
    const log = await h
      .db()
      .select()
      .from(entityTransitions)
      .where(and(eq(entityTransitions.entityType, 'expert_application'), eq(entityTransitions.entityId, String(row.id))))
      .orderBy(asc(entityTransitions.seq));
    expect(log.find((r) => r.event === 'review.reject')?.reason).toBe('The certificate is unreadable');
    const flow = await a.get<{ state: string; availableEvents: string[] }>(`/workflow/v1/expert_application/${row.id}`);
    expect(flow.body.data).toMatchObject({ state: 'approved', availableEvents: [] });
  });

  it('offers each side only its own events on the workflow route', async () => {
    const a = await freshMember(h, freshPhone());
    const { body } = await submit(a, await form(a));
    const mine = await a.get<{ availableEvents: string[] }>(`/workflow/v1/expert_application/${body.data.id}`);
    expect(mine.body.data.availableEvents).toEqual(['application.withdraw']);
    const staff = await ops();
    const theirs = await staff.get<{ availableEvents: string[] }>(`/workflow/v1/expert_application/${body.data.id}`);
    expect([...theirs.body.data.availableEvents].sort()).toEqual(['review.approve', 'review.reject']);
  });

  it('answers 400 to malformed bodies and ids and changes nothing', async () => {
    const a = await freshMember(h, freshPhone());
    const good = await form(a);
    expect((await save(a, good)).body.code).toBe(200);
    const version = await versionOf(a.id);
    const bad: unknown[] = [
      undefined,
      'text',
      [],
      {},
      { ...good, extra: 1 },
      { ...good, fieldIds: 'abc' },
      { ...good, fieldIds: [1.5] },
      { ...good, fieldIds: [0] },
      { ...good, fieldIds: ['1'] },
      { ...good, fieldIds: [1, 1] },
      { ...good, fieldIds: [1, 2, 3, 4, 5, 6, 7] },
      { ...good, fieldIds: [99999999999] },
      { ...good, credentials: [1] },
      { ...good, credentials: [good.credentials[0], good.credentials[0]] },
      { ...good, credentials: Array.from({ length: 11 }, (_, i) => `auth/${a.id}_1700000000000_${i}.png`) },
      { ...good, introduction: null },
      { ...good, introduction: 'x'.repeat(4001) },
      { ...good, introduction: 'a\u0000b' },
      { ...good, credentials: ['../etc/passwd'] },
      { ...good, introduction: `${'x'.repeat(2001)}` },
      { ...good, fieldIds: [999999] },
    ];
    for (const payload of bad) {
      for (const url of ['/member/v2/expert/save', '/member/v2/expert/submit']) {
        const res = await h.app.inject({
          method: 'POST',
          url,
          headers: { authorization: `Bearer ${a.state.token}`, 'content-type': 'application/json', 'accept-language': 'en' },
          payload: payload === undefined ? '' : JSON.stringify(payload),
        });
        expect(res.json().code, `${url} ${JSON.stringify(payload)?.slice(0, 80)}`).toBe(400);
      }
    }
    expect((await save(a, { ...good, fieldIds: [999999] })).body.msg).toBe('A selected field does not exist');
    const staff = await ops();
    for (const id of ['0', 'abc', '1.5', '-1', '99999999999']) {
      expect((await staff.get(`/ops/v1/expert/${id}`)).body.code, id).toBe(400);
      expect((await staff.post(`/ops/v1/expert/${id}/approve`, {})).body.code, id).toBe(400);
    }
    for (const query of ['status=nope', 'pageNum=0', 'pageSize=7', 'pageNum=abc']) {
      expect((await staff.get(`/ops/v1/expert/pages?${query}`)).body.code, query).toBe(400);
    }
    const id = (await info(a)).id!;
    expect((await staff.post(`/ops/v1/expert/${id}/reject`, {})).body.code).toBe(400);
    expect((await staff.post(`/ops/v1/expert/${id}/reject`, { reason: 5 })).body.code).toBe(400);
    expect((await staff.post(`/ops/v1/expert/${id}/approve`, { reason: 'ok', more: true })).body.code).toBe(400);
    expect((await staff.get('/ops/v1/expert/999999')).body.code).toBe(404);
    expect(await versionOf(a.id)).toBe(version);
    expect(await info(a)).toMatchObject({ status: 'draft', fieldIds: [1, 102], credentials: [{ key: good.credentials[0] }] });
  });

  it("member B never reads A's application nor uses A's credentials; members cannot decide; visitors are refused", async () => {
    const a = await freshMember(h, freshPhone());
    const b = await freshMember(h, freshPhone());
    const body = await form(a);
    const id = (await submit(a, body)).body.data.id!;

    expect(await info(b)).toMatchObject({ id: null, status: 'draft' });
    expect((await b.get(`/workflow/v1/expert_application/${id}`)).body.code).toBe(404);
    for (const url of ['/ops/v1/expert/pages', `/ops/v1/expert/${id}`]) expect((await b.get(url)).body.code, url).toBe(403);
    expect((await b.post(`/ops/v1/expert/${id}/approve`, {})).body.code).toBe(403);
    expect((await a.post(`/ops/v1/expert/${id}/approve`, {})).body.code).toBe(403);
    expect((await b.post(`/ops/v1/expert/${id}/reject`, { reason: 'no' })).body.code).toBe(403);
    // B's own events never reach A's application
    expect((await b.post('/member/v2/expert/withdraw')).body).toMatchObject({ code: 404, msg: 'The expert application does not exist' });
    expect((await b.post('/member/v2/expert/edit')).body.code).toBe(404);
    // A's credential is not B's to submit, and a key never uploaded is not found
    expect((await submit(b, await form(b, { credentials: body.credentials }))).body.code).toBe(403);
    expect((await save(b, await form(b, { credentials: [`auth/${b.id}_1700000000000_ghost.png`] }))).body.code).toBe(404);
    expect(await info(b)).toMatchObject({ id: null });
    expect((await info(a)).status).toBe('submitted');
    // visitors
    const visitor = h.client();
    expect((await visitor.get('/member/v2/expert/info')).body.code).toBe(401);
    expect((await visitor.post('/member/v2/expert/submit', body)).body.code).toBe(401);
    expect((await visitor.get('/ops/v1/expert/pages')).body.code).toBe(401);
  });

  it('approve and reject at the same moment: exactly one wins', async () => {
    const a = await freshMember(h, freshPhone());
    const id = (await submit(a, await form(a))).body.data.id!;
    const [one, two] = [await ops(), await ops()];
    const answers = await Promise.all([one.post(`/ops/v1/expert/${id}/approve`, {}), two.post(`/ops/v1/expert/${id}/reject`, { reason: 'blurred' })]);
    expect(answers.map((r) => r.body.code).sort()).toEqual([200, 400]);
    const log = await h.db().select().from(entityTransitions).where(and(eq(entityTransitions.entityType, 'expert_application'), eq(entityTransitions.entityId, String(id))));
    expect(log.filter((r) => r.event.startsWith('review.'))).toHaveLength(1);
  });

  it('invites only approved experts to kinds 4 and 7; other kinds keep their hall members', async () => {
    await clearHall(h);
    const publisher = await participant(h, { kinds: ['5'] });
    const solver = await participant(h, { kinds: ['4'], fields: [1, 101] });
    const assessor = await participant(h, { kinds: ['5'], fields: [1, 101] });
    const applicant = await participant(h, { kinds: ['4'] });
    const expert = await participant(h, { kinds: ['5'] });
    const rejected = await participant(h, { kinds: ['5'] });
    const staff = await ops();
    async function apply(m: typeof expert, fieldIds: number[]) {
      const res = await submit(m as unknown as Member, { fieldIds, credentials: [await uploadImage(h, m, 'c.png')], introduction: INTRO });
      expect(res.body.code, res.body.msg).toBe(200);
      return res.body.data.id!;
    }
    await apply(applicant, [1, 101]); // still in review
    await staff.post(`/ops/v1/expert/${await apply(expert, [1, 101])}/approve`, {});
    await staff.post(`/ops/v1/expert/${await apply(rejected, [1, 101])}/reject`, { reason: 'not enough' });
    // the publisher is an expert too, and is never asked to their own requirement
    await staff.post(`/ops/v1/expert/${await apply(publisher, [1])}/approve`, {});

    const { requirement } = await evaluatingRequirement(h, publisher.id, { industryId: 1, industrySubId: 101 });
    // experts approved by the earlier tests of this suite are candidates too; this test's members are told apart
    const ours = [publisher, solver, assessor, applicant, expert, rejected].map((m) => m.id);
    for (const cate of [4, 7]) {
      const ranked = await rankCandidates(h.db(), requirement, cate, 10);
      expect(ranked.map((c) => c.userId).filter((id) => ours.includes(id)), `kind ${cate}`).toEqual([expert.id]);
      for (const c of ranked) expect(await isExpertMember(h.db(), c.userId)).toBe(true);
      // fields of expertise rank as fields: sub-category and industry both match, so the expert comes first
      expect(ranked[0]).toMatchObject({ userId: expert.id, rank: { fieldMatch: 50 } });
    }
    const viaRoute = await staff.get<Array<{ userId: number }>>(`/ops/v1/requirements/${requirement.id}/candidates?cate=7`);
    expect(viaRoute.body.data.map((c) => c.userId).filter((id) => ours.includes(id))).toEqual([expert.id]);
    // other kinds are unchanged: solution providers (hall kind 4) for kind 3, market assessors for kind 6, experts or not
    expect((await rankCandidates(h.db(), requirement, 3, 10)).map((c) => c.userId).sort()).toEqual([solver.id, applicant.id].sort());
    expect((await rankCandidates(h.db(), requirement, 6, 10)).map((c) => c.userId).sort()).toEqual([assessor.id, expert.id, rejected.id].sort());
  });
});
