import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createRepositories } from '../context';
import { users } from '../db/schema';
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
    for (let i = 0; i < PAY_PASSWORD_LIMIT.limit; i += 1) expect(await codeOf(check(id, '000000', messages))).toBe(400);
    // out of wrong tries: even the right password waits for the window to end
    expect(await codeOf(check(id, '135790', messages))).toBe(429);
    clock.advance(PAY_PASSWORD_LIMIT.windowMs);
    expect(await codeOf(check(id, '135790', messages))).toBe(200);
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
