import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { creditCodeCheckChar } from '../../machines/rules/credit-code';
import { residentIdCheckChar } from '../../machines/rules/id-number';
import { entityTransitions } from '../db/schema';
import { freshMember, uploadImage } from '../testing/uploads';
import { describeEachDatabase } from '../testing/databases';
import { freshPhone, useServicesApp } from '../testing/harness';
import type { ApplicationView, FaceCheckView } from './real-name.service';
import { findVerifiedIdentity } from './verified-identity';

let serial = 100;
/** A fresh, valid resident ID number (computed check character; the harness clock is 2026-01-01). */
function freshIdNumber(): string {
  serial += 1;
  const first17 = `44030419900307${String(serial % 1000).padStart(3, '0')}`;
  return first17 + residentIdCheckChar(first17);
}
function freshCreditCode(): string {
  serial += 1;
  const first17 = `91440300MA${String(serial).padStart(6, '0')}X`;
  return first17 + creditCodeCheckChar(first17);
}

describeEachDatabase('real-name verification', (database) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-real-name-'));
  const h = useServicesApp(database, { config: { dataDir } });
  type Member = Awaited<ReturnType<typeof freshMember>>;

  async function ops() {
    const client = h.client({ lang: 'en' });
    expect((await client.signin('ops@portal.local', 'Ops@2026x')).body.code).toBe(200);
    return client;
  }

  async function personBody(m: Member, overrides: Record<string, unknown> = {}) {
    return {
      subjectType: 'person',
      idType: 'nationalId',
      nationality: 'CN',
      realName: '张三',
      idNumber: freshIdNumber(),
      handheldPhotoKey: await uploadImage(h, m, 'handheld.png'),
      frontPhotoKey: await uploadImage(h, m, 'front.png'),
      backPhotoKey: await uploadImage(h, m, 'back.png'),
      idValidFrom: '2020-01-01',
      idValidTo: '2040-01-01',
      ...overrides,
    };
  }

  async function organisationBody(m: Member, method: 'face' | 'letter') {
    return {
      subjectType: 'organisation',
      organisationName: '深圳市示例科技有限公司',
      creditCode: freshCreditCode(),
      licenceValidFrom: '2018-05-01',
      licenceLongTerm: true,
      licenceImageKey: await uploadImage(h, m, 'licence.png'),
      authorizationImageKey: await uploadImage(h, m, 'authorization.png'),
      method,
    };
  }

  const submit = (m: Member, body: unknown) => m.post<ApplicationView>('/member/v2/real-name/submit', body);
  const info = (m: Member) => m.get<ApplicationView>('/member/v2/real-name/info');

  it('a person submits, operations see the photos and approve, the member is verified for good', async () => {
    const a = await freshMember(h, freshPhone());
    expect((await info(a)).body.data).toMatchObject({ id: null, status: 'unverified', canSubmit: true, images: [] });

    const body = await personBody(a);
    const submitted = await submit(a, body);
    expect(submitted.body).toMatchObject({ code: 200, msg: 'Submitted, awaiting review', data: { status: 'inReview', canSubmit: false, realName: '张三' } });
    expect(submitted.body.data.idNumber).toBe(`${body.idNumber.slice(0, 5)}***${body.idNumber.slice(-3)}`);
    expect(submitted.body.data.images.map((i) => i.kind)).toEqual(['handheld', 'front', 'back']);
    expect(await findVerifiedIdentity(h.db(), a.id)).toBeNull();

    const staff = await ops();
    const page = await staff.get<{ records: ApplicationView[]; total_record: number }>('/ops/v1/real-name/pages?status=inReview&pageSize=50');
    const row = page.body.data.records.find((r) => r.userId === a.id)!;
    expect(row).toMatchObject({ status: 'inReview', idNumber: body.idNumber });
    const detail = await staff.get<ApplicationView>(`/ops/v1/real-name/${row.id}`);
    expect(detail.body.data.images).toHaveLength(3);
    for (const image of detail.body.data.images) {
      const read = await h.app.inject({ method: 'GET', url: image.url! });
      expect(read.statusCode).toBe(200);
      expect(read.headers['content-type']).toBe('image/png');
    }

    const approved = await staff.post<ApplicationView>(`/ops/v1/real-name/${row.id}/approve`, {});
    expect(approved.body).toMatchObject({ code: 200, data: { status: 'verified' } });
    expect(approved.body.data.history!.map((d) => [d.event, d.actorRole])).toEqual([
      ['entity.create', 'member'],
      ['application.edit', 'member'],
      ['application.submit', 'member'],
      ['review.approve', 'operations'],
    ]);
    expect(await findVerifiedIdentity(h.db(), a.id)).toEqual({ subjectType: 'person', name: '张三' });
    expect((await info(a)).body.data).toMatchObject({ status: 'verified', canSubmit: false });

    // verified is final: a resubmission is refused and changes nothing
    const again = await submit(a, await personBody(a, { realName: '李四' }));
    expect(again.body).toMatchObject({ code: 400, msg: 'Your real name is verified and cannot be changed; to change the subject, please contact support' });
    expect((await info(a)).body.data).toMatchObject({ status: 'verified', realName: '张三' });
  });

  it('a rejection shows the reason; the member edits and resubmits', async () => {
    const a = await freshMember(h, freshPhone());
    const first = await submit(a, await personBody(a));
    const staff = await ops();
    const missing = await staff.post(`/ops/v1/real-name/${first.body.data.id}/reject`, { reason: '  ' });
    expect(missing.body).toMatchObject({ code: 400, msg: '请填写驳回原因' });
    const rejected = await staff.post<ApplicationView>(`/ops/v1/real-name/${first.body.data.id}/reject`, { reason: 'The photo is blurred' });
    expect(rejected.body.data).toMatchObject({ status: 'failed', reason: 'The photo is blurred' });
    expect((await info(a)).body.data).toMatchObject({ status: 'failed', canSubmit: true, reason: 'The photo is blurred' });

    const resubmitted = await submit(a, await personBody(a, { idType: 'passport', nationality: 'GB', idNumber: 'P1234567', realName: 'John Smith', idLongTerm: true, idValidTo: null }));
    expect(resubmitted.body.data).toMatchObject({ id: first.body.data.id, status: 'inReview', reason: null, idType: 'passport', idLongTerm: true, idNumber: 'P1234567' });
    const log = await h
      .db()
      .select()
      .from(entityTransitions)
      .where(and(eq(entityTransitions.entityType, 'real_name'), eq(entityTransitions.entityId, String(first.body.data.id))))
      .orderBy(asc(entityTransitions.seq));
    expect(log.map((r) => [r.seq, r.event, r.reason])).toEqual([
      [1, 'entity.create', null],
      [2, 'application.edit', null],
      [3, 'application.submit', null],
      [4, 'review.reject', 'The photo is blurred'],
      [5, 'application.edit', null],
      [6, 'application.submit', null],
    ]);
    expect(log[3].actorId).not.toBe(a.id);
  });

  it("member B can never read A's application or photos, nor submit A's photos; a member cannot decide", async () => {
    const a = await freshMember(h, freshPhone());
    const b = await freshMember(h, freshPhone());
    const body = await personBody(a);
    const mine = await submit(a, body);
    const id = mine.body.data.id;

    // B's own info knows nothing of A
    expect((await info(b)).body.data).toMatchObject({ id: null, status: 'unverified' });
    // the operations routes refuse members
    for (const url of ['/ops/v1/real-name/pages', `/ops/v1/real-name/${id}`, '/ops/v1/face-check/pages']) {
      expect((await b.get(url)).body.code).toBe(403);
    }
    expect((await b.post(`/ops/v1/real-name/${id}/approve`, {})).body.code).toBe(403);
    expect((await a.post(`/ops/v1/real-name/${id}/approve`, {})).body.code).toBe(403);
    expect((await b.post(`/ops/v1/real-name/${id}/reject`, { reason: 'no' })).body.code).toBe(403);
    // A's photos: not readable by B, and not usable in B's application
    expect((await b.get(`/common/v2/oss/get/signed-url?objectKey=${body.frontPhotoKey}`)).body.code).toBe(403);
    const stolen = await submit(b, await personBody(b, { frontPhotoKey: body.frontPhotoKey }));
    expect(stolen.body.code).toBe(403);
    // a key that was never uploaded
    const ghost = await submit(b, await personBody(b, { backPhotoKey: `auth/${b.id}_1700000000000_ghost.png` }));
    expect(ghost.body.code).toBe(404);
    expect((await info(b)).body.data.status).toBe('unverified');
    // without a token
    expect((await h.client().get('/member/v2/real-name/info')).body.code).toBe(401);
    expect((await (await ops()).get<ApplicationView>(`/ops/v1/real-name/${id}`)).body.data.userId).toBe(a.id);
  });

  it('one ID number serves one account; an application in review cannot be resubmitted', async () => {
    const a = await freshMember(h, freshPhone());
    const b = await freshMember(h, freshPhone());
    const body = await personBody(a);
    expect((await submit(a, body)).body.code).toBe(200);
    const inReview = await submit(a, await personBody(a));
    expect(inReview.body).toMatchObject({ code: 400, msg: 'Your application is being processed, please wait for the result' });

    // the same number in lower case is still the same number
    const taken = await submit(b, await personBody(b, { idNumber: body.idNumber.toLowerCase() }));
    expect(taken.body).toMatchObject({ code: 400, msg: 'This ID number is already used by another account' });
    expect((await info(b)).body.data.status).toBe('unverified');

    // once A is rejected, the number is free again
    const staff = await ops();
    await staff.post(`/ops/v1/real-name/${(await info(a)).body.data.id}/reject`, { reason: 'wrong person' });
    expect((await submit(b, await personBody(b, { idNumber: body.idNumber }))).body.code).toBe(200);
  });

  it('refuses invalid data with the rule message and changes nothing', async () => {
    const a = await freshMember(h, freshPhone());
    const good = await personBody(a);
    const bad = good.idNumber.slice(0, 17) + (good.idNumber[17] === '1' ? '2' : '1');
    expect((await submit(a, { ...good, idNumber: bad })).body).toMatchObject({ code: 400, msg: 'The check digit of the ID number is wrong' });
    expect((await submit(a, { ...good, realName: '张' })).body).toMatchObject({ code: 400, msg: 'The legal name must be 2-50 characters' });
    expect((await submit(a, { ...good, idValidTo: '2025-12-31' })).body).toMatchObject({ code: 400, msg: 'The document has expired' });
    expect((await submit(a, { ...good, nationality: 'QQ' })).body).toMatchObject({ code: 400, msg: 'The nationality is not valid' });
    expect((await submit(a, { ...good, handheldPhotoKey: null })).body).toMatchObject({ code: 400, msg: 'Please upload the photo holding your ID' });
    const org = await organisationBody(a, 'letter');
    expect((await submit(a, { ...org, creditCode: '91440300MA5DC0QX01' })).body.code).toBe(400);
    expect((await submit(a, { ...org, method: null })).body).toMatchObject({ code: 400, msg: 'Please choose the verification method' });
    expect((await info(a)).body.data.status).toBe('unverified');
  });

  it('an organisation by face check waits in the face-check queue; a failed check shows the reason; a passed one goes to review', async () => {
    const a = await freshMember(h, freshPhone());
    const first = await submit(a, await organisationBody(a, 'face'));
    expect(first.body).toMatchObject({ code: 200, data: { status: 'identityCheck', method: 'face', licenceLongTerm: true } });
    const staff = await ops();
    const pending = await staff.get<{ records: FaceCheckView[] }>('/ops/v1/face-check/pages?status=pending&pageSize=50');
    const check = pending.body.data.records.find((r) => r.applicationId === first.body.data.id)!;
    expect(check).toMatchObject({ status: 'pending', provider: 'operations', organisationName: '深圳市示例科技有限公司' });
    // the application cannot be approved while the face check is pending
    expect((await staff.post(`/ops/v1/real-name/${first.body.data.id}/approve`, {})).body.code).toBe(400);
    expect((await staff.post(`/ops/v1/face-check/${check.id}/fail`, {})).body.code).toBe(400);
    const failed = await staff.post<FaceCheckView>(`/ops/v1/face-check/${check.id}/fail`, { reason: 'Not the legal representative' });
    expect(failed.body.data).toMatchObject({ status: 'failed', reason: 'Not the legal representative' });
    expect((await info(a)).body.data).toMatchObject({ status: 'failed', reason: 'Not the legal representative' });
    expect((await staff.post(`/ops/v1/face-check/${check.id}/pass`, {})).body).toMatchObject({ code: 400, msg: '该人脸识别已有结果' });

    const second = await submit(a, await organisationBody(a, 'face'));
    const next = (await staff.get<{ records: FaceCheckView[] }>('/ops/v1/face-check/pages?status=pending&pageSize=50')).body.data.records.find(
      (r) => r.applicationId === second.body.data.id,
    )!;
    expect((await staff.post<FaceCheckView>(`/ops/v1/face-check/${next.id}/pass`, {})).body.data.status).toBe('passed');
    expect((await info(a)).body.data.status).toBe('inReview');
    expect((await staff.post<ApplicationView>(`/ops/v1/real-name/${second.body.data.id}/approve`, { reason: 'ok' })).body.data.status).toBe('verified');
    expect(await findVerifiedIdentity(h.db(), a.id)).toEqual({ subjectType: 'organisation', name: '深圳市示例科技有限公司' });

    // an organisation by letter goes straight to review
    const c = await freshMember(h, freshPhone());
    expect((await submit(c, await organisationBody(c, 'letter'))).body.data.status).toBe('inReview');
  });

  it('approve and reject at the same moment: exactly one wins', async () => {
    const a = await freshMember(h, freshPhone());
    const { body } = await submit(a, await personBody(a));
    const one = await ops();
    const two = await ops();
    const answers = await Promise.all([
      one.post<ApplicationView>(`/ops/v1/real-name/${body.data.id}/approve`, {}),
      two.post<ApplicationView>(`/ops/v1/real-name/${body.data.id}/reject`, { reason: 'blurred' }),
    ]);
    const codes = answers.map((r) => r.body.code).sort();
    expect(codes).toEqual([200, 400]);
    const loser = answers.find((r) => r.body.code === 400)!;
    // staff accounts speak Chinese (their stored localization)
    expect(loser.body.msg).toMatch(/^当前状态为“(已认证|认证失败)”，不能执行“审核(通过|驳回)”，请刷新后查看$/);
    const winner = answers.find((r) => r.body.code === 200)!;
    expect((await info(a)).body.data.status).toBe(winner.body.data.status);
    const log = await h.db().select().from(entityTransitions).where(and(eq(entityTransitions.entityType, 'real_name'), eq(entityTransitions.entityId, String(body.data.id))));
    expect(log.filter((r) => r.event.startsWith('review.'))).toHaveLength(1);
  });
});
