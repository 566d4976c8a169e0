import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { withLuhnDigit } from '../../machines/rules/bank-card';
import { bankCards, realNameApplications, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { describeEachDatabase } from '../testing/databases';
import { freshPhone, useServicesApp } from '../testing/harness';

type Card = { id: number; status: string; maskedNumber: string; isDefault: boolean; attemptsLeft: number; reason: string | null; cardNumber?: string; bankCode: string };

let cardCounter = 0;
/** A fresh ICBC debit card number (19 digits, Luhn). */
function icbcCard(): string {
  cardCounter += 1;
  return withLuhnDigit(`622202${String(Date.now() % 1e7).padStart(7, '0')}${String(cardCounter).padStart(5, '0')}`);
}
const details = (cardNumber: string) => ({ cardNumber, branchName: '北京海淀支行', mobile: '13800000001' });
const PAY_PASSWORD = '135790';

describeEachDatabase('bank cards', (database) => {
  const h = useServicesApp(database);
  let hash: string;

  async function member(options: { verified?: boolean; payPassword?: boolean; lang?: string } = {}) {
    const c = h.client({ lang: options.lang ?? 'en-US' });
    const phone = freshPhone();
    expect((await c.signupPhone(phone)).body.code).toBe(200);
    expect((await c.signin(phone)).body.code).toBe(200);
    const me = await c.post<{ id: number }>('/member/v2/member');
    const id = Number(me.body.data.id);
    const at = new Date(h.clock.now());
    if (options.verified !== false) {
      await h.db().insert(realNameApplications).values({
        userId: id, stateValue: 'verified', context: {}, status: 'verified', version: 1, subjectType: 'person',
        identityKey: `test:${id}`, realName: '张三', createdAt: at,
      });
    }
    if (options.payPassword !== false) {
      hash ??= await hashPassword(PAY_PASSWORD);
      await h.db().update(users).set({ transactionPasswordHash: hash }).where(eq(users.id, id));
    }
    return { c, id, phone };
  }

  async function depositOf(cardId: number): Promise<string> {
    const line = (await h.outbox()).find((m) => m.channel === 'bank' && m.body.includes(`card #${cardId})`));
    const amount = line && /CNY (\d+\.\d{2})/.exec(line.body)?.[1];
    if (!amount) throw new Error(`no deposit in the outbox for card ${cardId}`);
    return amount;
  }
  const wrongAmount = (right: string) => (right === '0.55' ? '0.56' : '0.55');

  it('binds a debit card, sends a deposit as a bank statement line, verifies with the right amount', async () => {
    const { c } = await member();
    const cardNumber = icbcCard();
    const holder = await c.get<{ cardholderName: string; realNameVerified: boolean; payPasswordSet: boolean }>('/member/v2/bank-card/holder');
    expect(holder.body.data).toMatchObject({ cardholderName: '张三', realNameVerified: true, payPasswordSet: true, verifyingCount: 0 });

    const bound = await c.post<Card>('/member/v2/bank-card/bind', details(cardNumber.replace(/(\d{4})/g, '$1 ')));
    expect(bound.body).toMatchObject({ code: 200, data: { status: 'verifying', bankCode: 'ICBC', cardholderName: '张三', attemptsLeft: 3, isDefault: false } });
    expect(bound.body.data.maskedNumber).toBe(`**** **** **** ${cardNumber.slice(-4)}`);
    expect(JSON.stringify(bound.body)).not.toContain(cardNumber);
    const line = (await h.outbox()).find((m) => m.channel === 'bank' && m.body.includes(`card #${bound.body.data.id})`))!;
    expect(line.recipient).toContain(cardNumber.slice(-4));
    const amount = await depositOf(bound.body.data.id);
    expect(Number(amount)).toBeGreaterThanOrEqual(0.01);
    expect(Number(amount)).toBeLessThanOrEqual(0.99);

    const list = await c.get<Card[]>('/member/v2/bank-card/list');
    expect(list.body.data.map((x) => x.id)).toEqual([bound.body.data.id]);
    expect(JSON.stringify(list.body)).not.toContain(cardNumber);
    const detail = await c.get<Card>(`/member/v2/bank-card/${bound.body.data.id}`);
    expect(detail.body.data.cardNumber).toBe(cardNumber); // the owner only

    const confirmed = await c.post<{ correct: boolean; card: Card }>(`/member/v2/bank-card/${bound.body.data.id}/confirm-amount`, { amount });
    expect(confirmed.body).toMatchObject({ code: 200, msg: 'Card verified', data: { correct: true, card: { status: 'verified', isDefault: true } } });
  });

  it('refuses credit cards, Luhn failures and unknown banks, creating nothing', async () => {
    const { c, id } = await member();
    const credit = await c.post('/member/v2/bank-card/bind', details(withLuhnDigit('625919123456789')));
    expect(credit.body).toMatchObject({ code: 400, msg: 'Credit cards are not accepted, please bind a debit card' });
    const good = icbcCard();
    const luhn = await c.post('/member/v2/bank-card/bind', details(good.slice(0, -1) + String((Number(good.slice(-1)) + 1) % 10)));
    expect(luhn.body).toMatchObject({ code: 400, msg: 'The card number is not valid, please check it' });
    const unknown = await c.post('/member/v2/bank-card/bind', details(withLuhnDigit('999999123456789012')));
    expect(unknown.body.code).toBe(400);
    const mobile = await c.post('/member/v2/bank-card/bind', { ...details(good), mobile: '12345' });
    expect(mobile.body).toMatchObject({ code: 400, msg: 'Please enter a valid 11-digit phone number' });
    expect(await h.db().select().from(bankCards).where(eq(bankCards.userId, id))).toEqual([]);
  });

  it('needs a verified real name and a transaction password first', async () => {
    const noName = await member({ verified: false });
    expect((await noName.c.post('/member/v2/bank-card/bind', details(icbcCard()))).body).toMatchObject({ code: 400, msg: 'Real-name verification required to proceed' });
    const noPassword = await member({ payPassword: false });
    expect((await noPassword.c.post('/member/v2/bank-card/bind', details(icbcCard()))).body).toMatchObject({ code: 400, msg: 'Set 2 Factor Password first' });
  });

  it('one member can neither read nor change another member’s cards', async () => {
    const a = await member();
    const b = await member();
    const card = (await a.c.post<Card>('/member/v2/bank-card/bind', details(icbcCard()))).body.data;
    const amount = await depositOf(card.id);
    expect((await b.c.get(`/member/v2/bank-card/${card.id}`)).body.code).toBe(404);
    expect((await b.c.get<Card[]>('/member/v2/bank-card/list')).body.data).toEqual([]);
    for (const [path, body] of [
      ['confirm-amount', { amount }],
      ['edit', details(icbcCard())],
      ['cancel', undefined],
      ['default', undefined],
      ['unlink', { transactionPassword: PAY_PASSWORD }],
      ['delete', undefined],
    ] as const) {
      expect((await b.c.post(`/member/v2/bank-card/${card.id}/${path}`, body)).body.code).toBe(404);
    }
    expect((await a.c.get<Card>(`/member/v2/bank-card/${card.id}`)).body.data).toMatchObject({ status: 'verifying', attemptsLeft: 3 });
    // and operations endpoints are not for members
    expect((await a.c.post('/ops/v1/bank-card/pages', { pageNum: 1, pageSize: 10 })).body.code).toBe(403);
    expect((await a.c.get(`/ops/v1/bank-card/${card.id}`)).body.code).toBe(403);
  });

  it('locks the card after three wrong amounts: only removal is left', async () => {
    const { c } = await member();
    const card = (await c.post<Card>('/member/v2/bank-card/bind', details(icbcCard()))).body.data;
    const right = await depositOf(card.id);
    const first = await c.post<{ correct: boolean; card: Card }>(`/member/v2/bank-card/${card.id}/confirm-amount`, { amount: wrongAmount(right) });
    expect(first.body).toMatchObject({ code: 200, msg: 'The amount is not right, 2 attempts left', data: { correct: false, card: { status: 'verifying', attemptsLeft: 2 } } });
    await c.post(`/member/v2/bank-card/${card.id}/confirm-amount`, { amount: wrongAmount(right) });
    const last = await c.post<{ correct: boolean; card: Card }>(`/member/v2/bank-card/${card.id}/confirm-amount`, { amount: wrongAmount(right) });
    expect(last.body).toMatchObject({ msg: 'Amount exceeds limit', data: { correct: false, card: { status: 'locked', attemptsLeft: 0 } } });
    expect((await c.post(`/member/v2/bank-card/${card.id}/confirm-amount`, { amount: right })).body).toMatchObject({ code: 400, msg: 'Amount exceeds limit' });
    expect((await c.post(`/member/v2/bank-card/${card.id}/edit`, details(icbcCard()))).body.code).toBe(400);
    expect((await c.post(`/member/v2/bank-card/${card.id}/cancel`)).body.code).toBe(400);
    expect((await c.post(`/member/v2/bank-card/${card.id}/delete`)).body).toMatchObject({ code: 200, msg: 'Deleted' });
    expect((await c.get<Card[]>('/member/v2/bank-card/list')).body.data).toEqual([]);
    // a malformed amount changes nothing
    const other = (await c.post<Card>('/member/v2/bank-card/bind', details(icbcCard()))).body.data;
    expect((await c.post(`/member/v2/bank-card/${other.id}/confirm-amount`, { amount: '0.123' })).body.code).toBe(400);
    expect((await c.get<Card>(`/member/v2/bank-card/${other.id}`)).body.data.attemptsLeft).toBe(3);
  });

  it('does not buy fresh guesses by deleting and rebinding, and limits deposits per day', async () => {
    const { c } = await member();
    const number = icbcCard();
    const card = (await c.post<Card>('/member/v2/bank-card/bind', details(number))).body.data;
    const right = await depositOf(card.id);
    for (let i = 0; i < 3; i += 1) await c.post(`/member/v2/bank-card/${card.id}/confirm-amount`, { amount: wrongAmount(right) });
    expect((await c.post(`/member/v2/bank-card/${card.id}/delete`)).body.code).toBe(200);
    const again = await c.post('/member/v2/bank-card/bind', details(number));
    expect(again.body).toMatchObject({ code: 400, msg: 'This card exceeded the amount attempts and cannot be bound again for 30 days; contact support for help' });
    // Each bind or edit sends a deposit: five a day per member (one is spent above, the refused bind spent one).
    for (let i = 0; i < 3; i += 1) {
      const other = (await c.post<Card>('/member/v2/bank-card/bind', details(icbcCard()))).body;
      expect(other.code).toBe(200);
      expect((await c.post(`/member/v2/bank-card/${other.data.id}/cancel`)).body.code).toBe(200);
    }
    expect((await c.post('/member/v2/bank-card/bind', details(icbcCard()))).body.code).toBe(429);
  });

  it('refuses a number another member has verified', async () => {
    const a = await member();
    const number = icbcCard();
    const card = (await a.c.post<Card>('/member/v2/bank-card/bind', details(number))).body.data;
    await a.c.post(`/member/v2/bank-card/${card.id}/confirm-amount`, { amount: await depositOf(card.id) });
    const b = await member();
    expect((await b.c.post('/member/v2/bank-card/bind', details(number))).body).toMatchObject({ code: 400, msg: 'This card is bound to another account; contact support if this is your card' });
  });

  it('lets only one card verify at a time, also for concurrent binds', async () => {
    const { c, id } = await member();
    const results = await Promise.all([c.post('/member/v2/bank-card/bind', details(icbcCard())), c.post('/member/v2/bank-card/bind', details(icbcCard()))]);
    const codes = results.map((r) => r.body.code).sort();
    expect(codes).toEqual([200, 400]);
    expect(results.find((r) => r.body.code === 400)!.body.msg).toBe('Card verification in progress');
    const rows = await h.db().select().from(bankCards).where(eq(bankCards.userId, id));
    expect(rows.filter((r) => r.status === 'verifying')).toHaveLength(1);
    expect((await c.post('/member/v2/bank-card/bind', details(icbcCard()))).body.msg).toBe('Card verification in progress');
  });

  it('unlinks only with the right transaction password, rate-limited', async () => {
    const { c } = await member();
    const card = (await c.post<Card>('/member/v2/bank-card/bind', details(icbcCard()))).body.data;
    await c.post(`/member/v2/bank-card/${card.id}/confirm-amount`, { amount: await depositOf(card.id) });
    const wrong = await c.post(`/member/v2/bank-card/${card.id}/unlink`, { transactionPassword: '000000' });
    expect(wrong.body).toMatchObject({ code: 400, msg: 'Incorrect transaction password' });
    expect((await c.post(`/member/v2/bank-card/${card.id}/unlink`, { transactionPassword: '12ab56' })).body).toMatchObject({ code: 400, msg: 'Password Must be numbers' });
    expect((await c.get<Card>(`/member/v2/bank-card/${card.id}`)).body.data.status).toBe('verified');
    expect((await c.post(`/member/v2/bank-card/${card.id}/delete`)).body.code).toBe(400); // a verified card leaves by unlink
    const ok = await c.post(`/member/v2/bank-card/${card.id}/unlink`, { transactionPassword: PAY_PASSWORD });
    expect(ok.body).toMatchObject({ code: 200, msg: 'Card unlinked' });
    expect((await c.get<Card[]>('/member/v2/bank-card/list')).body.data).toEqual([]);

    const other = await member();
    const card2 = (await other.c.post<Card>('/member/v2/bank-card/bind', details(icbcCard()))).body.data;
    await other.c.post(`/member/v2/bank-card/${card2.id}/confirm-amount`, { amount: await depositOf(card2.id) });
    // five different wrong passwords (the same wrong one again is no new guess and counts once)
    for (let i = 0; i < 5; i += 1) await other.c.post(`/member/v2/bank-card/${card2.id}/unlink`, { transactionPassword: String(100000 + i) });
    expect((await other.c.post(`/member/v2/bank-card/${card2.id}/unlink`, { transactionPassword: PAY_PASSWORD })).body.code).toBe(429);
  });

  it('sets the default card among verified ones', async () => {
    const { c } = await member();
    const first = (await c.post<Card>('/member/v2/bank-card/bind', details(icbcCard()))).body.data;
    await c.post(`/member/v2/bank-card/${first.id}/confirm-amount`, { amount: await depositOf(first.id) });
    const second = (await c.post<Card>('/member/v2/bank-card/bind', details(icbcCard()))).body.data;
    expect((await c.post(`/member/v2/bank-card/${second.id}/default`)).body.code).toBe(400); // not verified yet
    await c.post(`/member/v2/bank-card/${second.id}/confirm-amount`, { amount: await depositOf(second.id) });
    expect((await c.get<Card>(`/member/v2/bank-card/${second.id}`)).body.data.isDefault).toBe(false);
    expect((await c.post<Card>(`/member/v2/bank-card/${second.id}/default`)).body).toMatchObject({ code: 200, data: { isDefault: true } });
    const list = (await c.get<Card[]>('/member/v2/bank-card/list')).body.data;
    expect(list.map((x) => [x.id, x.isDefault])).toEqual([[second.id, true], [first.id, false]]);
  });

  it('operations see the queue, fail a stuck verification with a reason, and the decision is logged; the member edits and verifies again', async () => {
    const { c } = await member();
    const card = (await c.post<Card>('/member/v2/bank-card/bind', details(icbcCard()))).body.data;
    const ops = h.client({ lang: 'en-US' });
    expect((await ops.signin('ops@portal.local', 'Ops@2026x')).body.code).toBe(200);
    const page = await ops.post<{ records: Array<Card & { userId: number }>; total_record: number }>('/ops/v1/bank-card/pages', { pageNum: 1, pageSize: 100, status: 'verifying' });
    expect(page.body.code).toBe(200);
    expect(page.body.data.records.some((r) => r.id === card.id && r.status === 'verifying')).toBe(true);
    expect(JSON.stringify(page.body)).not.toMatch(/cardNumber|depositFen/);
    expect((await ops.post(`/ops/v1/bank-card/${card.id}/fail`, { reason: '  ' })).body.code).toBe(400);
    const failed = await ops.post<Card>(`/ops/v1/bank-card/${card.id}/fail`, { reason: 'No answer from the bank' });
    expect(failed.body).toMatchObject({ code: 200, data: { status: 'failed', reason: 'No answer from the bank' } });
    expect((await ops.post(`/ops/v1/bank-card/${card.id}/fail`, { reason: 'again' })).body.code).toBe(400);

    const seen = (await c.get<Card>(`/member/v2/bank-card/${card.id}`)).body.data;
    expect(seen).toMatchObject({ status: 'failed', reason: 'No answer from the bank' });
    const edited = await c.post<Card>(`/member/v2/bank-card/${card.id}/edit`, details(icbcCard()));
    expect(edited.body).toMatchObject({ code: 200, data: { status: 'verifying', attemptsLeft: 3, reason: null } });
    await c.post(`/member/v2/bank-card/${card.id}/confirm-amount`, { amount: await depositOf(card.id) });

    const detail = await ops.get<{ history: Array<{ event: string; actorRole: string; reason: string | null; to: string }> }>(`/ops/v1/bank-card/${card.id}`);
    expect(detail.body.data.history.map((x) => [x.event, x.actorRole])).toEqual([
      ['entity.create', 'member'],
      ['card.submit', 'member'],
      ['ops.fail', 'operations'],
      ['card.edit', 'member'],
      ['amount.correct', 'member'],
      ['default.set', 'system'],
    ]);
    expect(detail.body.data.history[2].reason).toBe('No answer from the bank');
  });

  it('expires a verification not completed within three days; edit or cancel is offered', async () => {
    const { c, phone } = await member();
    const card = (await c.post<Card>('/member/v2/bank-card/bind', details(icbcCard()))).body.data;
    const amount = await depositOf(card.id);
    h.clock.advance(3 * 24 * 60 * 60_000 + 1000);
    await c.signin(phone); // the session of three days ago has expired
    expect((await c.get<Card[]>('/member/v2/bank-card/list')).body.data[0]).toMatchObject({ id: card.id, status: 'expired' });
    expect((await c.post(`/member/v2/bank-card/${card.id}/confirm-amount`, { amount })).body.code).toBe(400);
    expect((await c.post(`/member/v2/bank-card/${card.id}/cancel`)).body).toMatchObject({ code: 200, msg: 'Cancelled' });
  });
});
