/**
 * Micro-deposits in the ledger: every deposit sent (bind, edit) is one `microDeposit` transfer from verification
 * costs to bank clearing, posted with the card; a deposit the adapter failed to send is reversed with the card's
 * move to `failed`; the ledger reconciles.
 */
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { withLuhnDigit } from '../../machines/rules/bank-card';
import { createContext } from '../context';
import { ledgerPostings, ledgerTransfers, realNameApplications, users } from '../db/schema';
import { manualClock } from '../lib/clock';
import { hashPassword } from '../lib/passwords';
import { createUsersRepository } from '../member/users.repository';
import { describeEachDatabase } from '../testing/databases';
import { freshEmail, testConfig } from '../testing/harness';
import { reconcile } from '../wallet/ledger';
import { platformBalance } from '../testing/wallet-money';
import { createBankCardService } from './bank-cards.service';
import { createOutboxMicroDeposit, type MicroDepositSender } from './micro-deposit';

let counter = 0;
const card = () => {
  counter += 1;
  return { cardNumber: withLuhnDigit(`622202${String(Date.now() % 1e7).padStart(7, '0')}${String(counter).padStart(5, '0')}`), branchName: '北京海淀支行', mobile: '13800000001' };
};

describeEachDatabase('micro-deposits in the ledger', (database) => {
  const clock = manualClock();
  const context = () => createContext({ db: database().db, config: testConfig(), clock });

  async function member(): Promise<number> {
    const db = database().db;
    const user = await createUsersRepository(db).create({ primaryEmail: freshEmail(), passwordHash: 'x', localization: 'en', roles: [], now: new Date(clock.now()) });
    const id = user!.id;
    await db.insert(realNameApplications).values({
      userId: id, stateValue: 'verified', context: {}, status: 'verified', version: 1, subjectType: 'person', identityKey: `test:${id}`, realName: '王五', createdAt: new Date(clock.now()),
    });
    await db.update(users).set({ transactionPasswordHash: await hashPassword('135790') }).where(eq(users.id, id));
    return id;
  }

  const transfersOf = (cardId: number) =>
    database().db.select().from(ledgerTransfers).where(and(eq(ledgerTransfers.referenceType, 'bank_card'), eq(ledgerTransfers.referenceId, String(cardId))));

  it('books each deposit sent, on binding and on editing, as verification cost paid out through the bank', async () => {
    const ctx = context();
    const sent: number[] = [];
    const outbox = createOutboxMicroDeposit(ctx.repos.outbox, clock);
    const recording: MicroDepositSender = { send: async (d) => { sent.push(d.amountFen); await outbox.send(d); } };
    const cards = createBankCardService(ctx, { microDeposit: recording });
    const userId = await member();
    const costs = await platformBalance(ctx.db, 'platform_verification_costs');
    const clearing = await platformBalance(ctx.db, 'platform_bank_clearing');

    const bound = await cards.bind(userId, card());
    const [first] = await transfersOf(bound.id);
    expect(first).toMatchObject({ type: 'microDeposit', idempotencyKey: `micro-deposit:${bound.id}:v${bound.version}`, createdBy: userId });
    const postings = await ctx.db.select().from(ledgerPostings).where(eq(ledgerPostings.transferId, first.id));
    expect(postings.map((p) => p.amountFen).sort((a, b) => a - b)).toEqual([-bound.depositFen!, bound.depositFen!]);
    expect(sent).toEqual([bound.depositFen]);

    // operations fail the verification (the deposit had left: it stays booked); an edit sends and books a new one
    const failed = await cards.opsFail(1, bound.id, 'No answer from the bank');
    expect(failed.status).toBe('failed');
    clock.advance(1_000);
    const edited = await cards.edit(userId, bound.id, card());
    expect(edited.status).toBe('verifying');
    const both = await transfersOf(bound.id);
    expect(both).toHaveLength(2);
    expect(both.map((t) => t.idempotencyKey)).toContain(`micro-deposit:${bound.id}:v${edited.version}`);
    expect(sent).toEqual([bound.depositFen, edited.depositFen]);
    const total = bound.depositFen! + edited.depositFen!;
    expect(await platformBalance(ctx.db, 'platform_verification_costs')).toBe(costs - total);
    expect(await platformBalance(ctx.db, 'platform_bank_clearing')).toBe(clearing + total);
    expect((await reconcile(ctx.db, new Date())).ok).toBe(true);
  });

  it('reverses the posting when the deposit could not be sent', async () => {
    const ctx = context();
    const cards = createBankCardService(ctx, { microDeposit: { send: async () => { throw new Error('bank unreachable'); } } });
    const userId = await member();
    const costs = await platformBalance(ctx.db, 'platform_verification_costs');
    const bound = await cards.bind(userId, card());
    const row = await cards.get(userId, bound.id);
    expect(row).toMatchObject({ status: 'failed', reason: 'bank unreachable' });
    const transfers = await transfersOf(bound.id);
    expect(transfers).toHaveLength(2);
    const posted = transfers.find((t) => t.reversesTransferId === null)!;
    expect(transfers.find((t) => t.reversesTransferId === posted.id)).toMatchObject({ type: 'microDeposit', memo: 'deposit not sent' });
    expect(await platformBalance(ctx.db, 'platform_verification_costs')).toBe(costs);
    expect((await reconcile(ctx.db, new Date())).ok).toBe(true);
  });
});
