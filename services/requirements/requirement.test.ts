import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { entityTransitions, invitations, requirements, users } from '../db/schema';
import { describeEachDatabase } from '../testing/databases';
import { useServicesApp } from '../testing/harness';
import { completeForm, participant } from '../testing/participants';
import { uploadImage } from '../testing/uploads';
import { operationsStaff } from '../testing/wallet-members';
import { createWorkflowRegistry } from '../workflow/registry';
import { runDueJobs } from '../workflow/scheduler';
import { createContext } from '../context';
import { HALL_COUNT_CACHE_MS, HALL_PAGE_CACHE_MS, sanitizeDetails } from './requirement.service';

type Req = {
  id: number;
  requirementNo: string;
  state: string;
  mainStage: number;
  subStep: number | null;
  subStepStatus: number;
  draftStatus: number | null;
  title: string;
  feeFen: number;
  reason: string | null;
  detailsHtml: string;
  deadlineAt: number | null;
  publishedAt: number | null;
  industryName: string[];
  industryNameEn: string[];
  categoryNameEn: string | null;
  attachments: Array<{ key: string; contentType: string; url: string | null }>;
  mine: boolean;
  publisher: string | null;
};
type Page = { records: Req[]; total_record: number };

const HOUR = 3_600_000;

describe('sanitizeDetails', () => {
  it('keeps formatting, drops scripts, handlers and unsafe links, and measures the visible text', () => {
    const { html, text } = sanitizeDetails('<p onclick="x()">Hi <b>there</b><script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src=x onerror=y>');
    expect(html).toBe('<p>Hi <b>there</b></p><a target="_blank" rel="noopener noreferrer">x</a>');
    expect(text).toBe('Hi there\nx');
    expect(sanitizeDetails('<p>  </p>').html).toBe('');
    expect(sanitizeDetails('<p>a &amp; b</p>').text).toBe('a & b');
  });
});

describeEachDatabase('requirements: publishing, operations review and the hall', (database) => {
  const h = useServicesApp(database);
  const jobs = () => runDueJobs(h.db(), h.clock, createWorkflowRegistry(createContext({ db: h.db(), config: h.config, clock: h.clock })));

  async function draft(c: Awaited<ReturnType<typeof participant>>, form: Record<string, unknown> = completeForm()) {
    const saved = await c.post<Req>('/requ/v1/owner/modify', form);
    expect(saved.body.code).toBe(200);
    return saved.body.data;
  }

  async function submitted(c: Awaited<ReturnType<typeof participant>>, form?: Record<string, unknown>) {
    const d = await draft(c, form);
    const res = await c.post<Req>('/requ/v1/owner/submit', { id: d.id, agreed: true });
    expect(res.body.code).toBe(200);
    return res.body.data;
  }

  it('saves a draft step by step, then submits it form-encoded', async () => {
    const c = await participant(h);
    const first = await draft(c, { title: 'Only a title' });
    expect(first).toMatchObject({ state: 'draft', mainStage: 1, subStep: 1, subStepStatus: 1, draftStatus: 1, mine: true });
    expect(first.requirementNo).toMatch(/^RQ\d{16}$/);
    const second = await c.post<Req>('/requ/v1/owner/modify', { id: first.id, ...completeForm() });
    expect(second.body.data.title).toBe('工业质检视觉算法 Visual inspection');
    expect(second.body.data.industryNameEn).toEqual(['Information Technology', 'Artificial Intelligence']);
    expect(second.body.data.industryName).toEqual(['信息技术', '人工智能']);
    const res = await h.app.inject({
      method: 'POST',
      url: '/requ/v1/owner/submit',
      headers: { authorization: `Bearer ${c.state.token}`, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': c.state.ip },
      payload: `id=${first.id}&agreed=true`,
    });
    expect(JSON.parse(res.body), res.body).toMatchObject({ code: 200, data: { state: 'inReview', draftStatus: 1 } });
    // no longer editable
    const late = await c.post('/requ/v1/owner/modify', { id: first.id, title: 'changed' });
    expect(late.body).toMatchObject({ code: 400, data: { reason: 'notEditable' } });
  });

  it('refuses an incomplete submission with the first rule of spec 5, in the member’s language', async () => {
    const c = await participant(h);
    const d = await draft(c, { title: 'Only a title' });
    const res = await c.post('/requ/v1/owner/submit', { id: d.id, agreed: true });
    expect(res.body).toMatchObject({ code: 400, msg: 'Please select the domain category', data: { reason: 'incomplete' } });
    await c.post('/requ/v1/owner/modify', { id: d.id, ...completeForm({ detailsHtml: '' }) });
    expect((await c.post('/requ/v1/owner/submit', { id: d.id, agreed: true })).body.msg).toBe('Enter the details or upload at least one attachment');
    await c.post('/requ/v1/owner/modify', { id: d.id, ...completeForm() });
    expect((await c.post('/requ/v1/owner/submit', { id: d.id, agreed: false })).body.msg).toBe('Please read and accept the request-release agreement');
    const [row] = await h.db().select().from(requirements).where(eq(requirements.id, d.id));
    expect(row.status).toBe('draft');
  });

  it('checks what a draft holds: details length, domain, category, attachments of one’s own by content', async () => {
    const c = await participant(h);
    const other = await participant(h);
    const tooLong = await c.post('/requ/v1/owner/modify', { detailsHtml: `<p>${'字'.repeat(5001)}</p>` });
    expect(tooLong.body).toMatchObject({ code: 400, msg: 'The details can have at most 5000 characters' });
    expect((await c.post('/requ/v1/owner/modify', { industryId: 101 })).body.code).toBe(400);
    expect((await c.post('/requ/v1/owner/modify', { industryId: 1, industrySubId: 201 })).body.code).toBe(400);
    expect((await c.post('/requ/v1/owner/modify', { categoryId: 999 })).body.code).toBe(400);
    const mine = await uploadImage(h, c, 'plan.png');
    const theirs = await uploadImage(h, other, 'theirs.png');
    const withMine = await c.post<Req>('/requ/v1/owner/modify', { ...completeForm({ detailsHtml: '' }), attachments: [{ key: mine, name: 'plan.png' }] });
    expect(withMine.body.data.attachments).toEqual([expect.objectContaining({ key: mine, contentType: 'image/png', url: expect.any(String) })]);
    expect((await c.post('/requ/v1/owner/submit', { id: withMine.body.data.id, agreed: true })).body.code).toBe(200);
    const withTheirs = await c.post('/requ/v1/owner/modify', { attachments: [{ key: theirs, name: 'x.png' }] });
    expect(withTheirs.body).toMatchObject({ code: 400, msg: 'An attachment must be a PDF or an image you uploaded' });
  });

  it('requires a verified real name and a complete profile', async () => {
    const c = await participant(h, { realName: false });
    const res = await c.post('/requ/v1/owner/modify', completeForm());
    expect(res.body).toMatchObject({ code: 400, msg: 'Real-name verification required to proceed', data: { reason: 'realNameRequired' } });
  });

  it('keeps another member’s requirement out of reach (not found)', async () => {
    const a = await participant(h);
    const b = await participant(h);
    const d = await draft(a);
    expect((await b.get(`/requ/v1/owner/details/${d.id}`)).body.code).toBe(404);
    expect((await b.post('/requ/v1/owner/modify', { id: d.id, title: 'mine now' })).body.code).toBe(404);
    expect((await b.post('/requ/v1/owner/submit', { id: d.id, agreed: true })).body.code).toBe(404);
    expect((await b.post('/requ/v1/owner/withdraw', { id: d.id })).body.code).toBe(404);
    expect((await h.client().get(`/requ/v1/pro-hall/detail/${d.id}`)).body.code).toBe(404);
    const page = await b.post<Page>('/requ/v1/owner/pages', { pageNum: 1, pageSize: 20 });
    expect(page.body.data.records.map((r) => r.id)).not.toContain(d.id);
  });

  it('operations approve: into the hall, the evaluation opens and assessors are invited (never the publisher)', async () => {
    const publisher = await participant(h, { hall: ['5'] });
    const assessor = await participant(h, { hall: ['5'], fields: [1] });
    const funder = await participant(h, { hall: ['1'] });
    const ops = await operationsStaff(h);
    const r = await submitted(publisher);
    expect((await ops.post<Page>('/ops/v1/requirements/pages', { pageNum: 1, pageSize: 50 })).body.data.records[0]).toMatchObject({ state: 'inReview' });
    const approved = await ops.post<Req>(`/ops/v1/requirements/${r.id}/approve`);
    expect(approved.body.data).toMatchObject({ state: 'evaluating', subStep: 2, feeFen: 5_000_00, publisher: expect.any(String) });
    expect(approved.body.data.deadlineAt).toBe(h.clock.now() + 72 * HOUR);
    const invited = await h.db().select().from(invitations).where(eq(invitations.requirementId, r.id));
    const invitees = invited.map((i) => i.userId);
    expect(invitees).toContain(assessor.id);
    expect(invitees).not.toContain(publisher.id);
    expect(invitees).not.toContain(funder.id);
    expect(invited.every((i) => i.cate === 1 && i.status === 'pending')).toBe(true);
    const ranked = await ops.get<Array<{ userId: number; invitationId: number | null; score: number }>>(`/ops/v1/requirements/${r.id}/candidates?cate=1`);
    expect(ranked.body.code, ranked.body.msg).toBe(200);
    expect(ranked.body.data.find((c) => c.userId === assessor.id)).toMatchObject({ invitationId: expect.any(Number), score: 20 });
    // anonymous visitors see it in the hall and open it
    const anon = h.client();
    const hall = await anon.post<Page>('/requ/v1/pro-hall/pages', { pageNum: 1, pageSize: 20 });
    expect(hall.body.data.records.map((x) => x.id)).toContain(r.id);
    const detail = await anon.get<Req>(`/requ/v1/pro-hall/detail/${r.id}`);
    expect(detail.body.data).toMatchObject({ title: r.title, mine: false, reason: null, publisher: null });
    // the history names who did what
    const log = await h.db().select().from(entityTransitions).where(eq(entityTransitions.entityId, String(r.id)));
    expect(log.filter((t) => t.entityType === 'requirement').map((t) => t.event)).toEqual(['entity.create', 'requirement.submit', 'review.approve']);
  });

  it('operations reject with a reason; the publisher sees it, edits and resubmits', async () => {
    const c = await participant(h);
    const ops = await operationsStaff(h);
    const r = await submitted(c);
    expect((await ops.post(`/ops/v1/requirements/${r.id}/reject`, { reason: '  ' })).body.code).toBe(400);
    const rejected = await ops.post<Req>(`/ops/v1/requirements/${r.id}/reject`, { reason: 'The budget does not match the scope' });
    expect(rejected.body.data).toMatchObject({ state: 'rejected', draftStatus: 5, reason: 'The budget does not match the scope' });
    const mine = await c.get<Req>(`/requ/v1/owner/details/${r.id}`);
    expect(mine.body.data.reason).toBe('The budget does not match the scope');
    await c.post('/requ/v1/owner/modify', { id: r.id, budgetFen: 80_000_00 });
    const again = await c.post<Req>('/requ/v1/owner/submit', { id: r.id, agreed: true });
    expect(again.body.data).toMatchObject({ state: 'inReview', reason: null });
    // members cannot use operations routes
    expect((await c.post(`/ops/v1/requirements/${r.id}/approve`)).body.code).toBe(403);
  });

  it('operations staff cannot decide on a requirement they published', async () => {
    const c = await participant(h);
    const ops = await operationsStaff(h);
    const r = await submitted(c);
    await h.db().update(requirements).set({ userId: ops.id }).where(eq(requirements.id, r.id));
    const refused = await ops.post(`/ops/v1/requirements/${r.id}/approve`, undefined, { 'accept-language': 'en' });
    expect(refused.body).toMatchObject({ code: 403, msg: 'You cannot decide on a requirement or campaign you published: another operator must' });
    expect((await ops.post(`/ops/v1/requirements/${r.id}/reject`, { reason: 'Self review' })).body.code).toBe(403);
    expect((await h.db().select().from(requirements).where(eq(requirements.id, r.id)))[0].status).toBe('inReview');
  });

  it('an evaluation window without answers times out; the publisher reopens it or it expires', async () => {
    const c = await participant(h);
    const ops = await operationsStaff(h);
    const r = await submitted(c);
    await ops.post(`/ops/v1/requirements/${r.id}/approve`);
    h.clock.advance(73 * HOUR);
    await jobs();
    await c.signin(c.phone);
    const timedOut = await c.get<Req>(`/requ/v1/owner/details/${r.id}`);
    expect(timedOut.body.code, timedOut.body.msg).toBe(200);
    expect(timedOut.body.data).toMatchObject({ state: 'evaluationTimedOut', subStepStatus: 4 });
    const reopened = await c.post<Req>('/requ/v1/owner/evaluation/reopen', { id: r.id });
    expect(reopened.body.data.state).toBe('evaluating');
    h.clock.advance(73 * HOUR);
    await jobs();
    h.clock.advance(8 * 24 * HOUR);
    await jobs();
    await c.signin(c.phone);
    expect((await c.get<Req>(`/requ/v1/owner/details/${r.id}`)).body.data).toMatchObject({ state: 'expired', subStepStatus: 4 });
  });

  it('the publisher withdraws before money is involved; operations stop with a reason', async () => {
    const c = await participant(h);
    const ops = await operationsStaff(h);
    const a = await submitted(c);
    expect((await c.post<Req>('/requ/v1/owner/withdraw', { id: a.id })).body.data).toMatchObject({ state: 'terminated', subStepStatus: -2 });
    const b = await submitted(c);
    await ops.post(`/ops/v1/requirements/${b.id}/approve`);
    const stopped = await ops.post<Req>(`/ops/v1/requirements/${b.id}/stop`, { reason: 'Duplicate of another requirement' });
    expect(stopped.body.data).toMatchObject({ state: 'terminated', reason: 'Duplicate of another requirement' });
    expect((await h.client().get(`/requ/v1/pro-hall/detail/${b.id}`)).body.code).toBe(404);
    // a refused event names the event and the state
    const again = await ops.post(`/ops/v1/requirements/${b.id}/approve`);
    expect(again.body).toMatchObject({ code: 400, data: { reason: 'eventRefused', event: 'review.approve' } });
  });

  it('filters the hall by stage, category, industry and words in Chinese or English', async () => {
    const c = await participant(h);
    const ops = await operationsStaff(h);
    const tag = `T${Date.now().toString(36)}`;
    const ai = await submitted(c, completeForm({ title: `${tag} 钢卷表面缺陷检测`, keywords: ['质检'] }));
    const bio = await submitted(c, completeForm({ title: `${tag} Protein folding`, industryId: 3, industrySubId: 301, categoryId: 2, detailsHtml: '<p>Fold proteins</p>' }));
    const hidden = await draft(c, completeForm({ title: `${tag} still a draft` }));
    for (const r of [ai, bio]) await ops.post(`/ops/v1/requirements/${r.id}/approve`);
    const anon = h.client({ lang: 'en' });
    const ids = async (body: Record<string, unknown>) =>
      (await anon.post<Page>('/requ/v1/pro-hall/pages', { pageNum: 1, pageSize: 50, keyword: tag, ...body })).body.data.records.map((r) => r.id).sort();
    expect(await ids({})).toEqual([ai.id, bio.id].sort());
    expect(await ids({})).not.toContain(hidden.id);
    expect(await ids({ keyword: `${tag} 缺陷` })).toEqual([ai.id]);
    expect(await ids({ keyword: `${tag} PROTEIN` })).toEqual([bio.id]);
    expect(await ids({ industryCategories: [3] })).toEqual([bio.id]);
    expect(await ids({ industrySubcategory: 102 })).toEqual([ai.id]);
    expect(await ids({ cate: 2 })).toEqual([bio.id]);
    expect(await ids({ states: [1] })).toEqual([ai.id, bio.id].sort());
    expect(await ids({ states: [2] })).toEqual([]);
    expect(await ids({ keyword: '100%_' })).toEqual([]);
    const bad = await anon.post('/requ/v1/pro-hall/pages', { pageNum: 1, pageSize: 21 });
    expect(bad.body.code).toBe(400);
  });

  it('keeps hall pages for a moment, but a requirement written through the store shows on the next read', async () => {
    const c = await participant(h);
    const ops = await operationsStaff(h);
    const tag = `C${Date.now().toString(36)}`;
    const r = await submitted(c, completeForm({ title: `${tag} cached page` }));
    await ops.post(`/ops/v1/requirements/${r.id}/approve`);
    const anon = h.client();
    const page = async () => (await anon.post<Page>('/requ/v1/pro-hall/pages', { pageNum: 1, pageSize: 20, keyword: tag })).body.data;
    expect((await page()).records.map((x) => x.title)).toEqual([`${tag} cached page`]);
    // a change behind the store's back (no write of the lifecycle) is not seen while the page is kept
    await h.db().update(requirements).set({ title: `${tag} changed directly` }).where(eq(requirements.id, r.id));
    expect((await page()).records.map((x) => x.title)).toEqual([`${tag} cached page`]);
    h.clock.advance(HALL_PAGE_CACHE_MS);
    expect((await page()).records.map((x) => x.title)).toEqual([`${tag} changed directly`]);
    // a step of the lifecycle is seen at once: operations stop it and it leaves the hall
    await ops.post(`/ops/v1/requirements/${r.id}/stop`, { reason: 'Checking the hall cache' });
    expect(await page()).toEqual({ records: [], total_record: 0 });
  });

  it('sends a visitor the kept page in their language, with the same fields a member gets', async () => {
    const c = await participant(h);
    const ops = await operationsStaff(h);
    const tag = `V${Date.now().toString(36)}`;
    const r = await submitted(c, completeForm({ title: `${tag} visitor page` }));
    await ops.post(`/ops/v1/requirements/${r.id}/approve`);
    const body = { pageNum: 1, pageSize: 10, keyword: tag };
    const zh = await h.client({ lang: 'zh' }).post<Page>('/requ/v1/pro-hall/pages', body);
    const en = await h.client({ lang: 'en' }).post<Page>('/requ/v1/pro-hall/pages', body);
    const member = await c.post<Page>('/requ/v1/pro-hall/pages', body);
    expect(zh.res.headers['content-type']).toMatch(/^application\/json/);
    expect([zh.body.msg, en.body.msg]).toEqual(['操作成功', 'Success']);
    expect(en.body.data).toEqual(zh.body.data);
    expect(Object.keys(zh.body.data.records[0]).sort()).toEqual(Object.keys(member.body.data.records[0]).sort());
    expect(zh.body.data.records[0]).toMatchObject({ id: r.id, mine: false });
    expect(member.body.data.records[0]).toMatchObject({ id: r.id, mine: true });
  });

  it('starts a page after the last row of an earlier page: paging on while a requirement is published elsewhere shows no row twice', async () => {
    const tag = `K${Date.now().toString(36)}`;
    const [{ userId }] = await h.db().select({ userId: users.id }).from(users).limit(1);
    // 45 hall rows, three to a publishing second (the id breaks the tie), inserted directly as `npm run bench -- hall` does
    const insert = (from: number, to: number, secondsAgo: string) =>
      h.db().execute(
        sql.raw(`insert into requirements (requirement_no, user_id, state_value, context, status, version, title, industry_id, industry_sub_id, category_id,
          duration_days, budget_fen, details_text, search_text, fee_fen, created_at, published_at, updated_at)
        select '${tag}' || i, ${userId}, to_jsonb('evaluating'::text), '{}'::jsonb, 'evaluating', 1, '${tag} ' || i, 1, 101, 1, 90, 1000000, 'd', '${tag} ' || i, 100000,
          now(), now() - (${secondsAgo} || ' seconds')::interval, now() from generate_series(${from}, ${to}) as i`),
      );
    await insert(1, 45, '(i / 3)');
    const expected = (await h.db().select({ title: requirements.title }).from(requirements).where(sql`${requirements.searchText} like ${`${tag} %`}`)
      .orderBy(sql`${requirements.publishedAt} desc`, sql`${requirements.id} desc`)).map((r) => r.title);
    const anon = h.client();
    const page = async (pageNum: number) =>
      (await anon.post<Page>('/requ/v1/pro-hall/pages', { pageNum, pageSize: 10, keyword: tag })).body.data.records.map((r) => r.title);
    expect(await page(1)).toEqual(expected.slice(0, 10));
    // published by another services process: this one's pages do not know of it for a moment
    await insert(46, 46, '-1');
    expect(await page(2)).toEqual(expected.slice(10, 20));
    // two pages on from the last one read: the rows between are skipped, counted from that page's last row
    expect(await page(4)).toEqual(expected.slice(30, 40));
    // once the pages' ends are forgotten, a page counts from the newest again and the new one is first
    h.clock.advance(HALL_COUNT_CACHE_MS);
    expect(await page(1)).toEqual([`${tag} 46`, ...expected.slice(0, 9)]);
    expect(await page(5)).toEqual(expected.slice(39, 45));
  });

  it('answers 400 to malformed bodies and changes nothing', async () => {
    const c = await participant(h);
    const before = (await h.db().select({ n: count() }).from(requirements))[0].n;
    for (const body of [
      { title: 42 },
      { budgetFen: -1 },
      { budgetFen: 1.5 },
      { durationDays: 'ten' },
      { keywords: 'one' },
      { attachments: [{ key: 'a' }] },
      { detailsHtml: 'a\u0000b' },
      { unknown: 1, title: 'x', id: 'x' },
      { id: 0 },
    ]) {
      const res = await c.post('/requ/v1/owner/modify', body);
      expect(res.body.code, JSON.stringify(body)).toBe(400);
    }
    for (const body of [{}, { id: 1 }, { id: 'x', agreed: true }]) expect((await c.post('/requ/v1/owner/submit', body)).body.code).toBe(400);
    expect((await c.get('/requ/v1/owner/details/abc')).body.code).toBe(400);
    expect((await h.db().select({ n: count() }).from(requirements))[0].n).toBe(before);
  });

  it('counts the workbench figures', async () => {
    const c = await participant(h);
    await draft(c);
    await submitted(c);
    const stats = await c.get<{ byStage: Array<{ stage: number; count: number }>; drafts: number }>('/requ/v1/owner/statistics');
    expect(stats.body.data.drafts).toBe(1);
    expect(stats.body.data.byStage.find((s) => s.stage === 1)?.count).toBe(1);
  });
});
