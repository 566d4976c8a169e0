import { eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createRepositories } from '../context';
import { rateLimits, users } from '../db/schema';
import { manualClock } from '../lib/clock';
import { ServiceError } from '../lib/errors';
import { hashPassword } from '../lib/passwords';
import { describeEachDatabase } from '../testing/databases';
import { createPayPasswordCheck, PAY_PASSWORD_LIMIT } from './pay-password';

const messages = { notSet: 'walletPayPasswordRequired', wrong: 'walletPayPasswordWrong' } as const;

describeEachDatabase('transaction password check', (database) => {
  async function member(password: string | null) {
    const [row] = await database()
      .db.insert(users)
      .values({ phone: `86-139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`, passwordHash: 'x', transactionPasswordHash: password ? await hashPassword(password) : null, createdAt: new Date() })
      .returning({ id: users.id });
    return row.id;
  }
  const codeOf = async (p: Promise<void>) => p.then(() => 200, (e: ServiceError) => e.code);

  it('counts only wrong passwords against the limit, so a member can pay all day', async () => {
    const clock = manualClock();
    const check = createPayPasswordCheck({ db: database().db, repos: createRepositories(database().db), clock });
    const id = await member('135790');
    for (let i = 0; i < PAY_PASSWORD_LIMIT.limit * 3; i += 1) expect(await codeOf(check(id, '135790', messages))).toBe(200);
    for (let i = 0; i < PAY_PASSWORD_LIMIT.limit; i += 1) expect(await codeOf(check(id, String(100000 + i), messages))).toBe(400);
    // out of wrong tries: even the right password waits for the window to end
    expect(await codeOf(check(id, '135790', messages))).toBe(429);
    expect(await codeOf(check(id, '999999', messages))).toBe(429);
    clock.advance(PAY_PASSWORD_LIMIT.windowMs);
    expect(await codeOf(check(id, '135790', messages))).toBe(200);
  });

  it('never counts right passwords checked in parallel, nor refuses them', async () => {
    const clock = manualClock();
    const check = createPayPasswordCheck({ db: database().db, repos: createRepositories(database().db), clock });
    const id = await member('135790');
    const codes = await Promise.all(Array.from({ length: 20 }, () => codeOf(check(id, '135790', messages))));
    expect(codes).toEqual(Array.from({ length: 20 }, () => 200));
    for (let i = 0; i < PAY_PASSWORD_LIMIT.limit; i += 1) expect(await codeOf(check(id, String(200000 + i), messages))).toBe(400);
    expect(await codeOf(check(id, '135790', messages))).toBe(429);
  });

  it('counts one wrong password once per window, however often it is repeated', async () => {
    const clock = manualClock();
    const check = createPayPasswordCheck({ db: database().db, repos: createRepositories(database().db), clock });
    const id = await member('135790');
    const copies = await Promise.all(Array.from({ length: 10 }, () => codeOf(check(id, '000000', messages))));
    expect(copies).toEqual(Array.from({ length: 10 }, () => 400));
    for (let i = 0; i < 5; i += 1) expect(await codeOf(check(id, '000000', messages))).toBe(400);
    // four more distinct wrong ones make five
    for (let i = 0; i < PAY_PASSWORD_LIMIT.limit - 1; i += 1) expect(await codeOf(check(id, String(300000 + i), messages))).toBe(400);
    expect(await codeOf(check(id, '000000', messages))).toBe(429);
    expect(await codeOf(check(id, '135790', messages))).toBe(429);
    // what is stored of a wrong password is an HMAC keyed by the member's hash, never the digits
    const rows = await database().db.select().from(rateLimits).where(like(rateLimits.key, `pay-password-wrong:${id}:%`));
    expect(rows).toHaveLength(PAY_PASSWORD_LIMIT.limit);
    for (const row of rows) expect(row.key).not.toMatch(/000000|30000\d/);
  });

  it('leaves no trace of guesses refused by the limit: after the window they count like new ones', async () => {
    const clock = manualClock();
    const check = createPayPasswordCheck({ db: database().db, repos: createRepositories(database().db), clock });
    const id = await member('135790');
    const guesses = Array.from({ length: 12 }, (_, i) => String(500000 + i));
    const codes = await Promise.all(guesses.map((g) => codeOf(check(id, g, messages))));
    expect(codes.filter((c) => c === 400)).toHaveLength(PAY_PASSWORD_LIMIT.limit);
    const markers = await database().db.select().from(rateLimits).where(like(rateLimits.key, `pay-password-wrong:${id}:%`));
    expect(markers).toHaveLength(PAY_PASSWORD_LIMIT.limit);
    clock.advance(PAY_PASSWORD_LIMIT.windowMs);
    const refused = guesses.filter((_, i) => codes[i] === 429);
    for (const guess of refused.slice(0, PAY_PASSWORD_LIMIT.limit)) expect(await codeOf(check(id, guess, messages))).toBe(400);
    expect(await codeOf(check(id, refused[PAY_PASSWORD_LIMIT.limit], messages))).toBe(429);
  });

  it('a member locked out by wrong passwords does not lock out another member', async () => {
    const clock = manualClock();
    const check = createPayPasswordCheck({ db: database().db, repos: createRepositories(database().db), clock });
    const guessed = await member('135790');
    const other = await member('135790');
    for (let i = 0; i < PAY_PASSWORD_LIMIT.limit + 2; i += 1) await codeOf(check(guessed, String(400000 + i), messages));
    expect(await codeOf(check(guessed, '135790', messages))).toBe(429);
    expect(await codeOf(check(other, '135790', messages))).toBe(200);
  });

  it('does not let parallel guesses race past the limit', async () => {
    const clock = manualClock();
    const check = createPayPasswordCheck({ db: database().db, repos: createRepositories(database().db), clock });
    const id = await member('135790');
    const codes = await Promise.all(Array.from({ length: 12 }, (_, i) => codeOf(check(id, String(100000 + i), messages))));
    expect(codes.filter((c) => c === 400)).toHaveLength(PAY_PASSWORD_LIMIT.limit);
    expect(codes.filter((c) => c === 429)).toHaveLength(12 - PAY_PASSWORD_LIMIT.limit);
  });

  it('asks to set a password first', async () => {
    const check = createPayPasswordCheck({ db: database().db, repos: createRepositories(database().db), clock: manualClock() });
    expect(await codeOf(check(await member(null), '135790', messages))).toBe(400);
  });
});
