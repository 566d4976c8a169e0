/**
 * The known case of an effect after commit (issue 9): a card's transaction commits, then the process dies before
 * the micro-deposit is sent. The job written with the card is still there; the scheduler sends the deposit once.
 */
import { expect, it } from 'vitest';
import { createRepositories } from '../context';
import type { EntityStore } from '../lib/entity-store';
import { describeEachDatabase } from '../testing/databases';
import { runDueJobs } from '../workflow/scheduler';
import { bankCardStore } from './bank-cards.service';
import type { MicroDepositSender } from './micro-deposit';

describeEachDatabase('micro-deposit after a crash', (database) => {
  it('sends the deposit of a committed card once, from the scheduler', async () => {
    const db = database().db;
    const clock = { now: () => Date.parse('2026-11-20T08:00:00Z') };
    const sent: number[] = [];
    const sender: MicroDepositSender = { send: async ({ cardId }) => void sent.push(cardId) };
    const store = bankCardStore({ db, clock, repos: createRepositories(db) }, { microDeposit: sender });
    const at = new Date(clock.now());
    const details = { cardNumber: '6222020200112233446', branchName: 'Chaoyang branch', mobile: '13800000001' };
    // A plain transaction: the after-commit effects never run in this "process".
    const card = await db.transaction((tx) =>
      store.create(tx, {
        input: { cardholderName: '张三' },
        actor: { id: 1, role: 'member' },
        at,
        values: { userId: 1, cardholderName: '张三', ...details, last4: '3446', createdAt: at },
        events: [{ event: { type: 'card.submit', ...details }, options: { columns: { depositFen: 37, depositSentAt: at } } }],
      }),
    );
    expect(card.status).toBe('verifying');
    expect(sent).toEqual([]);

    const registry = new Map([['bank_card', store as unknown as EntityStore]]);
    await runDueJobs(db, clock, registry);
    await runDueJobs(db, clock, registry);
    expect(sent).toEqual([card.id]);
  });
});
