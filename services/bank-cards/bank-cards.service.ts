/**
 * Bank cards on the server: `bankCardLifecycle` (machines/identity) held by the entity store
 * (services/lib/entity-store.ts). The micro-deposit (`sendDeposit`) is an after-commit job of the store, so a crash
 * after the card's commit leaves it to the scheduler; the back-fill deadline is the store's too. Cross-card rules
 * live here and in the table's partial unique indexes: one card verifying per member, one default card per member.
 * Each deposit is booked in the ledger in the card's transaction (./micro-deposit-ledger.ts) and reversed if
 * sending fails.
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { maskText } from '../../machines/rules/mask';
import { BANKS, DEPOSIT_VALID_DAYS, maskCardNumber, normalizeCardNumber, validateBankMobile, validateBranchName, validateCardNumber } from '../../machines/rules/bank-card';
import { bankCardLifecycle, FINAL_STATUSES, type BankCardContext, type BankCardEvent } from '../../machines/identity/bank-card.machine';
import type { ServicesContext } from '../context';
import type { Executor, Transaction } from '../db/client';
import { bankCards, users } from '../db/schema';
import { findVerifiedIdentity } from '../identity';
import { createPayPasswordCheck } from '../member';
import { constraintOf, isUniqueViolation } from '../lib/db-errors';
import { check, failure, rateLimited } from '../lib/errors';
import { createEntityStore, SYSTEM_ACTOR, type Actor } from '../lib/entity-store';
import type { Lang } from '../lib/messages';
import { createOutboxMicroDeposit, randomDepositFen, type MicroDepositSender } from './micro-deposit';
import { postMicroDeposit, reverseMicroDeposit } from './micro-deposit-ledger';

export const ENTITY_TYPE = bankCardLifecycle.entityType;
const DAY_MS = 24 * 60 * 60_000;

type CardRow = typeof bankCards.$inferSelect;
type CardInsert = typeof bankCards.$inferInsert;

/** Micro-deposits (binds and edits) per member per day: each costs the platform money and gives three guesses. */
export const DEPOSIT_LIMIT = { bucket: 'bankcard:deposit', limit: 5, windowMs: DAY_MS };
/** A number whose card was locked by wrong amounts cannot be bound again by that member for this long. */
export const LOCKED_NUMBER_DAYS = 30;

export type CardDetails = { cardNumber: string; branchName: string; mobile: string };

const bankOf = (code: string) => BANKS.find((b) => b.code === code);

/** What a member (and operations) see of a card: never the full number, never the deposit. */
export function cardView(row: CardRow, lang: Lang) {
  const ctx = row.context as BankCardContext;
  const bank = bankOf(row.bankCode);
  return {
    id: row.id,
    status: row.status,
    maskedNumber: maskCardNumber(row.cardNumber),
    last4: row.last4,
    bankCode: row.bankCode,
    bankName: bank ? bank.name[lang] : row.bankCode,
    ruralCreditUnion: bank?.ruralCreditUnion ?? false,
    cardType: row.cardType,
    cardholderName: row.cardholderName,
    branchName: row.branchName,
    mobile: maskText(row.mobile),
    isDefault: row.isDefault,
    attemptsLeft: ctx.attemptsLeft,
    maxAttempts: ctx.maxAttempts,
    reason: row.reason,
    depositSentAt: row.depositSentAt?.getTime() ?? null,
    expiresAt: row.depositSentAt && row.status === 'verifying' ? row.depositSentAt.getTime() + DEPOSIT_VALID_DAYS * DAY_MS : null,
    verifiedAt: row.verifiedAt?.getTime() ?? null,
    createdAt: row.createdAt.getTime(),
  };
}
export type CardView = ReturnType<typeof cardView>;

function readDetails(details: CardDetails): CardDetails {
  check(validateCardNumber(details.cardNumber), validateBranchName(details.branchName), validateBankMobile(details.mobile));
  return { cardNumber: normalizeCardNumber(details.cardNumber.trim()), branchName: details.branchName.trim(), mobile: details.mobile };
}

/** The card's own columns from the details (bank and card type follow the machine's context: `derive`). */
function detailColumns(details: CardDetails) {
  return { cardNumber: details.cardNumber, last4: details.cardNumber.slice(-4), branchName: details.branchName, mobile: details.mobile };
}

/** The cards' entity store: the deposit is sent after commit, and an unanswered deposit expires. */
export function bankCardStore(ctx: Pick<ServicesContext, 'db' | 'clock' | 'repos'>, deps: { microDeposit?: MicroDepositSender } = {}) {
  const microDeposit = deps.microDeposit ?? createOutboxMicroDeposit(ctx.repos.outbox, ctx.clock);
  const now = () => new Date(ctx.clock.now());
  const store = createEntityStore<typeof bankCardLifecycle.machine, CardRow, CardInsert>({
    lifecycle: bankCardLifecycle,
    table: bankCards,
    db: ctx.db,
    clock: ctx.clock,
    ownerOf: (row) => row.userId,
    // The bank and card type are what the machine read from the number (its BIN).
    derive: (context) => ({ isDefault: context.isDefault, bankCode: context.bankCode ?? '', cardType: context.cardType ?? '' }),
    deadline: (row) => (row.status === 'verifying' && row.depositSentAt ? new Date(row.depositSentAt.getTime() + DEPOSIT_VALID_DAYS * DAY_MS) : null),
    onDeadline: () => ({ columns: { reason: 'expired', depositFen: null }, reason: 'expired' }),
    afterCommit: {
      sendDeposit: async (row, job) => {
        // A card that moved on since (edited: a new deposit and a new job; cancelled) does not get this one.
        if (row.status !== 'verifying' || row.version !== job.entityVersion) return;
        try {
          await microDeposit.send({ cardId: row.id, cardNumber: row.cardNumber, bankCode: row.bankCode, cardholderName: row.cardholderName, amountFen: row.depositFen ?? 0 });
        } catch (error) {
          const reason = error instanceof Error ? error.message.slice(0, 200) : 'deposit failed';
          await ctx.db.transaction(async (tx) => {
            // The deposit never left: its cost is reversed (the reversal's key is the deposit's, so this runs once).
            await reverseMicroDeposit(tx, row, now());
            const locked = await store.lock(tx, row.id);
            if (!locked || locked.version !== row.version) return;
            await store.step(tx, locked, { type: 'deposit.failed', reason }, SYSTEM_ACTOR, { columns: { reason }, reason });
          });
        }
      },
    },
  });
  return store;
}

export function createBankCardService(ctx: ServicesContext, deps: { microDeposit?: MicroDepositSender } = {}) {
  const store = bankCardStore(ctx, deps);
  const now = () => new Date(ctx.clock.now());
  const checkPayPassword = createPayPasswordCheck(ctx);

  /** Applies one event to a locked row (written and logged with it). */
  function apply(tx: Transaction, row: CardRow, event: BankCardEvent, actor: Actor, columns: Partial<CardInsert> = {}, reason: string | null = null): Promise<CardRow> {
    return store.step(tx, row, event, actor, { columns, reason });
  }

  async function lock(tx: Executor, id: number, ownerId: number | null): Promise<CardRow> {
    const row = await store.lock(tx, id);
    // Another member's card is "not found": its existence is not revealed.
    if (!row || (ownerId !== null && row.userId !== ownerId) || (FINAL_STATUSES as readonly string[]).includes(row.status)) throw failure(404, 'notFound');
    return row;
  }

  /** Runs a change on one card in a transaction; unique violations of the cross-card rules become 400s. */
  async function change(id: number, ownerId: number | null, fn: (tx: Transaction, row: CardRow) => Promise<CardRow>): Promise<CardRow> {
    try {
      return await store.transaction(async (tx) => fn(tx, await lock(tx, id, ownerId)));
    } catch (error) {
      throw crossCardRule(error);
    }
  }

  /** Verifying cards whose back-fill period passed expire (time as an event, applied before a read answers). */
  const expireDue = () => store.fireDueDeadlines();

  async function requireIdentityAndPayPassword(tx: Executor, userId: number): Promise<string> {
    const identity = await findVerifiedIdentity(tx, userId);
    if (!identity) throw failure(400, 'bankCardRealNameRequired');
    const [user] = await tx.select({ hash: users.transactionPasswordHash }).from(users).where(eq(users.id, userId));
    if (!user?.hash) throw failure(400, 'bankCardPayPasswordRequired');
    return identity.name;
  }

  async function refuseDuplicate(tx: Executor, userId: number, cardNumber: string, exceptId: number | null): Promise<void> {
    const rows = await tx
      .select({ id: bankCards.id, status: bankCards.status })
      .from(bankCards)
      .where(and(eq(bankCards.userId, userId), eq(bankCards.cardNumber, cardNumber)));
    if (rows.some((r) => r.id !== exceptId && !(FINAL_STATUSES as readonly string[]).includes(r.status))) throw failure(400, 'bankCardDuplicate');
  }

  /** A lost race on a cross-card rule (unique index) gets the message of that rule; anything else is rethrown. */
  function crossCardRule(error: unknown): unknown {
    if (!isUniqueViolation(error)) return error;
    return failure(400, constraintOf(error) === 'bank_cards_one_default_idx' ? 'bankCardRefused' : 'bankCardVerifying');
  }

  /** Counts one micro-deposit against the member's daily allowance (before any work). */
  async function spendDeposit(userId: number): Promise<void> {
    const hit = await ctx.repos.rateLimits.hit(DEPOSIT_LIMIT, String(userId), ctx.clock.now());
    if (!hit.allowed) throw rateLimited(hit.retryAfter);
  }

  /**
   * A number is refused when another member has it verified or verifying (one card, one account), or when this
   * member's card with it was locked by wrong amounts recently.
   */
  async function refuseUnavailableNumber(tx: Executor, userId: number, cardNumber: string): Promise<void> {
    const rows = await tx
      .select({ userId: bankCards.userId, status: bankCards.status, lockedAt: bankCards.lockedAt })
      .from(bankCards)
      .where(eq(bankCards.cardNumber, cardNumber));
    if (rows.some((r) => r.userId !== userId && (r.status === 'verifying' || r.status === 'verified'))) throw failure(400, 'bankCardTaken');
    const lockedSince = ctx.clock.now() - LOCKED_NUMBER_DAYS * DAY_MS;
    if (rows.some((r) => r.userId === userId && r.lockedAt !== null && r.lockedAt.getTime() > lockedSince)) {
      throw failure(400, 'bankCardNumberLocked', { days: LOCKED_NUMBER_DAYS });
    }
  }

  async function refuseOtherVerifying(tx: Executor, userId: number): Promise<void> {
    const [row] = await tx.select({ id: bankCards.id }).from(bankCards).where(and(eq(bankCards.userId, userId), eq(bankCards.status, 'verifying')));
    if (row) throw failure(400, 'bankCardVerifying');
  }

  const member = (userId: number): Actor => ({ id: userId, role: 'member' });

  return {
    /** What the bind form needs: the fixed cardholder name, and whether the gates are passed. */
    async holder(userId: number) {
      const identity = await findVerifiedIdentity(ctx.db, userId);
      const [user] = await ctx.db.select({ hash: users.transactionPasswordHash }).from(users).where(eq(users.id, userId));
      const [verifying] = await ctx.db.select({ n: count() }).from(bankCards).where(and(eq(bankCards.userId, userId), eq(bankCards.status, 'verifying')));
      return { cardholderName: identity?.name ?? null, realNameVerified: identity !== null, payPasswordSet: !!user?.hash, verifyingCount: Number(verifying.n) };
    },

    async list(userId: number): Promise<CardRow[]> {
      await expireDue();
      return ctx.db
        .select()
        .from(bankCards)
        .where(and(eq(bankCards.userId, userId), sql`${bankCards.status} NOT IN ('cancelled', 'deleted', 'unlinked')`))
        .orderBy(desc(bankCards.isDefault), desc(bankCards.createdAt), desc(bankCards.id));
    },

    async get(userId: number, id: number): Promise<CardRow> {
      await expireDue();
      return lock(ctx.db, id, userId);
    },

    async bind(userId: number, input: CardDetails): Promise<CardRow> {
      const details = readDetails(input);
      await spendDeposit(userId);
      try {
        return await store.transaction(async (tx) => {
          const name = await requireIdentityAndPayPassword(tx, userId);
          await refuseDuplicate(tx, userId, details.cardNumber, null);
          await refuseUnavailableNumber(tx, userId, details.cardNumber);
          await refuseOtherVerifying(tx, userId);
          const at = now();
          const row = await store.create(tx, {
            input: { cardholderName: name },
            actor: member(userId),
            at,
            values: { userId, cardholderName: name, ...detailColumns(details), isDefault: false, createdAt: at },
            events: [
              {
                event: { type: 'card.submit', ...details },
                options: { columns: { depositFen: randomDepositFen(), depositSentAt: at } },
              },
            ],
          });
          await postMicroDeposit(tx, row, userId);
          return row;
        });
      } catch (error) {
        throw crossCardRule(error);
      }
    },

    /** Compares the back-filled amount; a wrong one spends an attempt (and may lock the card). */
    async confirmAmount(userId: number, id: number, amountFen: number): Promise<{ row: CardRow; correct: boolean }> {
      await expireDue();
      let correct = false;
      const row = await change(id, userId, async (tx, row) => {
        if (row.status !== 'verifying') throw failure(400, row.status === 'locked' ? 'bankCardAmountLimit' : 'bankCardRefused');
        // Past the back-fill period but not yet expired by the scheduler: too late all the same.
        const deadline = store.deadlineOf(row);
        if (deadline !== null && deadline <= ctx.clock.now()) throw failure(400, 'bankCardRefused');
        correct = row.depositFen !== null && row.depositFen === amountFen;
        if (!correct) {
          const moved = await apply(tx, row, { type: 'amount.wrong' }, member(userId));
          if (moved.status !== 'locked') return moved;
          const [locked] = await tx.update(bankCards).set({ lockedAt: now() }).where(eq(bankCards.id, row.id)).returning();
          return locked;
        }
        const verified = await apply(tx, row, { type: 'amount.correct' }, member(userId), { verifiedAt: now(), depositFen: null, reason: null });
        // The first verified card becomes the default one.
        const [hasDefault] = await tx.select({ id: bankCards.id }).from(bankCards).where(and(eq(bankCards.userId, userId), eq(bankCards.isDefault, true)));
        if (hasDefault) return verified;
        return apply(tx, verified, { type: 'default.set' }, SYSTEM_ACTOR);
      });
      return { row, correct };
    },

    async edit(userId: number, id: number, input: CardDetails): Promise<CardRow> {
      const details = readDetails(input);
      await spendDeposit(userId);
      return change(id, userId, async (tx, row) => {
        await requireIdentityAndPayPassword(tx, userId);
        await refuseDuplicate(tx, userId, details.cardNumber, row.id);
        await refuseUnavailableNumber(tx, userId, details.cardNumber);
        await refuseOtherVerifying(tx, userId);
        const edited = await apply(tx, row, { type: 'card.edit', ...details }, member(userId), {
          ...detailColumns(details),
          depositFen: randomDepositFen(),
          depositSentAt: now(),
          reason: null,
        });
        await postMicroDeposit(tx, edited, userId);
        return edited;
      });
    },

    async cancel(userId: number, id: number): Promise<CardRow> {
      return change(id, userId, (tx, row) => apply(tx, row, { type: 'card.cancel' }, member(userId), { depositFen: null }));
    },

    async remove(userId: number, id: number): Promise<CardRow> {
      return change(id, userId, (tx, row) => apply(tx, row, { type: 'card.delete' }, member(userId), { depositFen: null }));
    },

    async setDefault(userId: number, id: number): Promise<CardRow> {
      return change(id, userId, async (tx, row) => {
        if (!store.can(row, { type: 'default.set' })) {
          if (row.isDefault && row.status === 'verified') return row;
          throw failure(400, 'bankCardRefused');
        }
        const current = await store.lockWhere(tx, and(eq(bankCards.userId, userId), eq(bankCards.isDefault, true))!);
        for (const other of current) await apply(tx, other, { type: 'default.clear' }, member(userId));
        return apply(tx, row, { type: 'default.set' }, member(userId));
      });
    },

    async unlink(userId: number, id: number, transactionPassword: string): Promise<CardRow> {
      await checkPayPassword(userId, transactionPassword, { notSet: 'bankCardPayPasswordRequired', wrong: 'bankCardPayPasswordWrong' });
      return change(id, userId, (tx, row) => apply(tx, row, { type: 'card.unlink' }, member(userId), { depositFen: null }));
    },

    // ---- operations ----
    async page(input: { pageNum: number; pageSize: number; status?: string | null }) {
      await expireDue();
      const where = input.status ? eq(bankCards.status, input.status) : undefined;
      const [total] = await ctx.db.select({ n: count() }).from(bankCards).where(where);
      const rows = await ctx.db
        .select({ card: bankCards, phone: users.phone, email: users.primaryEmail })
        .from(bankCards)
        .innerJoin(users, eq(users.id, bankCards.userId))
        .where(where)
        .orderBy(sql`CASE WHEN ${bankCards.status} = 'verifying' THEN 0 ELSE 1 END`, asc(bankCards.depositSentAt), desc(bankCards.id))
        .limit(input.pageSize)
        .offset((input.pageNum - 1) * input.pageSize);
      return { rows, total: Number(total.n) };
    },

    async opsDetail(id: number) {
      await expireDue();
      const [found] = await ctx.db
        .select({ card: bankCards, phone: users.phone, email: users.primaryEmail })
        .from(bankCards)
        .innerJoin(users, eq(users.id, bankCards.userId))
        .where(eq(bankCards.id, id));
      if (!found) throw failure(404, 'notFound');
      return { ...found, history: await store.history(ctx.db, id) };
    },

    async opsFail(staffId: number, id: number, reason: string): Promise<CardRow> {
      const text = reason.trim();
      if (!text) throw failure(400, 'bankCardReasonRequired');
      return change(id, null, (tx, row) => apply(tx, row, { type: 'ops.fail', reason: text }, { id: staffId, role: 'operations' }, { reason: text, depositFen: null }, text));
    },
  };
}

export type BankCardService = ReturnType<typeof createBankCardService>;
