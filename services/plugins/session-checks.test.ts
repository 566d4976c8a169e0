import { describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { describeEachDatabase } from '../testing/databases';
import { freshPhone, useServicesApp } from '../testing/harness';
import { SESSION_CHECK_TTL_MS, sessionChecks } from './session-checks';

describe('sessionChecks', () => {
  it('remembers an answer for its time, and forgets everything when a write starts or ends', () => {
    let now = 0;
    const checks = sessionChecks<string>(() => now, 1000);
    checks.remember('s1', 'alice', checks.generation());
    expect(checks.recall('s1')).toBe('alice');
    now = 999;
    expect(checks.recall('s1')).toBe('alice');
    now = 1000;
    expect(checks.recall('s1')).toBeUndefined();

    checks.remember('s1', 'alice', checks.generation());
    checks.invalidate();
    expect(checks.recall('s1')).toBeUndefined();
  });

  it('does not remember an answer loaded while a write ran', () => {
    const checks = sessionChecks<string>(() => 0);
    const before = checks.generation();
    checks.invalidate(); // a write began after the load started
    checks.remember('s1', 'stale', before);
    expect(checks.recall('s1')).toBeUndefined();
  });
});

describeEachDatabase('the session check of reads', (database) => {
  const h = useServicesApp(database);

  async function member() {
    const c = h.client({ lang: 'en' });
    const phone = freshPhone();
    expect((await c.signupPhone(phone)).body.code).toBe(200);
    const signed = await c.signin(phone);
    expect(signed.body.code).toBe(200);
    return { c, phone };
  }

  it('sees a session revoked elsewhere at once on a write, and on reads within the check time', async () => {
    const { c } = await member();
    expect((await c.post('/member/v2/member')).body.code).toBe(200);
    // another process of the same database signs the session out (the row alone changes: nothing here hears of it)
    await h.db().update(sessions).set({ revokedAt: new Date(h.clock.now()) });
    // a read may still take the answer of a moment ago
    expect((await c.post('/member/v2/member')).body.code).toBe(200);
    expect((await c.get('/member/v2/get/personal-info')).res.statusCode).toBe(200);
    // a write never does
    const write = await c.post('/member/v2/set/nickname', { nickname: 'Late' });
    expect(write.res.statusCode).toBe(401);
    expect(write.body.msg).toBe('Your login has expired, please log in again');
    // and the write made every remembered answer stale: the next read asks the database too
    expect((await c.post('/member/v2/member')).res.statusCode).toBe(401);
  });

  it('stops reads of a session revoked by another process after the check time', async () => {
    const { c } = await member();
    expect((await c.post('/member/v2/member')).body.code).toBe(200);
    await h.db().update(sessions).set({ revokedAt: new Date(h.clock.now()) });
    h.clock.advance(SESSION_CHECK_TTL_MS - 1);
    expect((await c.post('/member/v2/member')).body.code).toBe(200);
    h.clock.advance(1);
    expect((await c.post('/member/v2/member')).res.statusCode).toBe(401);
  });

  it('refuses the very next read after a sign-out or a password reset in this process', async () => {
    const first = await member();
    expect((await first.c.post('/member/v2/member')).body.code).toBe(200);
    expect((await first.c.post('/member/v2/signout')).body.code).toBe(200);
    expect((await first.c.post('/member/v2/member')).res.statusCode).toBe(401);

    const second = await member();
    expect((await second.c.get('/member/v2/get/personal-info')).res.statusCode).toBe(200);
    // forgot password, from another browser that is not signed in
    const other = h.client();
    h.clock.advance(61_000); // past the sign-up code's resend wait
    const key = await other.codeKey(second.phone, 2);
    const reset = await other.post('/member/v3/forget/login-password/sms', { phone: second.phone, newPassword: 'Bb2@better', rNewPassword: 'Bb2@better', pcdk: key });
    expect(reset.body.code).toBe(200);
    expect((await second.c.get('/member/v2/get/personal-info')).res.statusCode).toBe(401);
  });

  it('shows a member their own change on the next read', async () => {
    const { c } = await member();
    expect((await c.post<{ nickname: string | null }>('/member/v2/member')).body.data.nickname).toBeNull();
    expect((await c.post('/member/v2/set/nickname', { nickname: 'Newname' })).body.code).toBe(200);
    expect((await c.post<{ nickname: string | null }>('/member/v2/member')).body.data.nickname).toBe('Newname');
    // the saved language answers the member's reads (the session check carries it)
    expect((await c.get('/member/v2/modify/language?lang=zh')).body.code).toBe(200);
    expect((await c.post('/member/v2/member')).body.msg).toBe('操作成功');
  });

  it('keeps the revocation of one session from touching another session of the database', async () => {
    const a = await member();
    const b = await member();
    expect((await a.c.post('/member/v2/member')).body.code).toBe(200);
    expect((await b.c.post('/member/v2/member')).body.code).toBe(200);
    expect((await a.c.post('/member/v2/signout')).body.code).toBe(200);
    expect((await b.c.post('/member/v2/member')).body.code).toBe(200);
  });
});
