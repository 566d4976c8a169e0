/**
 * Bank cards on the server: the shell of `bankCardMachine` (machines/identity). Every change reads the card
 * `FOR UPDATE` in a transaction, asks the machine (`lifecycle.step`), writes the row and the transition log
 * together, and runs the named effects (the micro-deposit) after commit. Cross-card rules live here and in
 * the table's partial unique indexes: one card verifying per member, one default card per member. Each deposit
 * is booked in the ledger in the card's transaction (./micro-deposit-ledger.ts) and reversed if sending fails.
 */
import { and, asc, count, desc, eq, lt, sql } from 'drizzle-orm';
import { maskText } from '../../machines/rules/mask';
import { BANKS, DEPOSIT_VALID_DAYS, maskCardNumber, normalizeCardNumber, validateBankMobile, validateBranchName, validateCardNumber } from '../../machines/rules/bank-card';
import { bankCardMachine, FINAL_STATUSES, type BankCardContext, type BankCardEvent } from '../../machines/identity/bank-card.machine';
import type { ServicesContext } from '../context';
import type { Executor, Transaction } from '../db/client';
import { bankCards, users } from '../db/schema';
import { findVerifiedIdentity } from '../identity/verified-identity';
import { createPayPasswordCheck } from '../member/pay-password';
import { constraintOf, isUniqueViolation } from '../lib/db-errors';
import { check, failure, rateLimited } from '../lib/errors';
import { createLifecycle, historyOf, runActions, type Actor } from '../lib/lifecycle';
import type { Lang } from '../lib/messages';
import { createOutboxMicroDeposit, randomDepositFen, type MicroDepositSender } from './micro-deposit';
import { postMicroDeposit, reverseMicroDeposit } from './micro-deposit-ledger';

export const ENTITY_TYPE = 'bank_card';
const DAY_MS = 24 * 60 * 60_000;

const lifecycle = createLifecycle(bankCardMachine, ENTITY_TYPE, () => failure(400, 'bankCardRefused'));

type CardRow = typeof bankCards.$inferSelect;

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

function detailColumns(details: CardDetails, ctx: BankCardContext) {
  return {
    cardNumber: details.cardNumber,
    last4: details.cardNumber.slice(-4),
    bankCode: ctx.bankCode ?? '',
    cardType: ctx.cardType ?? '',
    branchName: details.branchName,
    mobile: details.mobile,
  };
}

export function createBankCardService(ctx: ServicesContext, deps: { microDeposit?: MicroDepositSender } = {}) {
  const microDeposit = deps.microDeposit ?? createOutboxMicroDeposit(ctx.repos.outbox, ctx.clock);
  const now = () => new Date(ctx.clock.now());
  const checkPayPassword = createPayPasswordCheck(ctx);

  /** Applies one event to a locked row, writes it and its log entry; returns the new row and the effects to run. */
  async function apply(
    tx: Transaction,
    row: CardRow,
    event: BankCardEvent,
    actor: Actor,
    columns: Partial<typeof bankCards.$inferInsert> = {},
    reason: string | null = null,
  ): Promise<{ row: CardRow; actions: string[] }> {
    const next = lifecycle.step({ stateValue: row.stateValue, context: row.context }, event);
    const at = now();
    const [updated] = await tx
      .update(bankCards)
      .set({
        stateValue: next.stateValue,
        context: next.context,
        status: next.status,
        version: row.version + 1,
        isDefault: next.context.isDefault,
        updatedAt: at,
        ...columns,
      })
      .where(eq(bankCards.id, row.id))
      .returning();
    await lifecycle.log(tx, { entityId: row.id, seq: row.version + 1, event: event.type, from: row.stateValue, to: next.stateValue, actor, reason, at });
    return { row: updated, actions: next.actions };
  }

  async function lock(tx: Executor, id: number, ownerId: number | null): Promise<CardRow> {
    const [row] = await tx.select().from(bankCards).where(eq(bankCards.id, id)).for('update');
    // Another member's card is "not found": its existence is not revealed.
    if (!row || (ownerId !== null && row.userId !== ownerId) || (FINAL_STATUSES as readonly string[]).includes(row.status)) throw failure(404, 'notFound');
    return row;
  }

  /** Runs a change on one card in a transaction; unique violations of the cross-card rules become 400s. */
  async function change(
    id: number,
    ownerId: number | null,
    fn: (tx: Transaction, row: CardRow) => Promise<{ row: CardRow; actions: string[] }>,
  ): Promise<CardRow> {
    let result: { row: CardRow; actions: string[] };
    try {
      result = await ctx.db.transaction(async (tx) => fn(tx, await lock(tx, id, ownerId)));
    } catch (error) {
      throw crossCardRule(error);
    }
    await afterCommit(result.row, result.actions);
    return result.row;
  }

  async function afterCommit(row: CardRow, actions: string[]): Promise<void> {
    await runActions(actions, {
      sendDeposit: async () => {
        try {
          await microDeposit.send({ cardId: row.id, cardNumber: row.cardNumber, bankCode: row.bankCode, cardholderName: row.cardholderName, amountFen: row.depositFen ?? 0 });
        } catch (error) {
          const reason = error instanceof Error ? error.message.slice(0, 200) : 'deposit failed';
          await ctx.db.transaction(async (tx) => {
            // The deposit never left: its cost is reversed whatever happened to the card meanwhile (the reversal's
            // key is the deposit's, so this runs once).
            await reverseMicroDeposit(tx, row, now());
            const locked = await lock(tx, row.id, null).catch(() => null);
            if (!locked || locked.version !== row.version) return; // the card moved on meanwhile (edited, cancelled)
            await apply(tx, locked, { type: 'deposit.failed', reason }, { id: null, role: 'system' }, { reason }, reason);
          });
        }
      },
    });
  }

  /** Verifying cards whose deposit is older than DEPOSIT_VALID_DAYS expire (time as an event, applied when read). */
  async function expireDue(userId: number | null): Promise<void> {
    const threshold = new Date(ctx.clock.now() - DEPOSIT_VALID_DAYS * DAY_MS);
    const due = await ctx.db
      .select({ id: bankCards.id })
      .from(bankCards)
      .where(and(eq(bankCards.status, 'verifying'), lt(bankCards.depositSentAt, threshold), userId === null ? undefined : eq(bankCards.userId, userId)));
    for (const { id } of due) {
      await ctx.db.transaction(async (tx) => {
        const [row] = await tx.select().from(bankCards).where(eq(bankCards.id, id)).for('update');
        if (!row || row.status !== 'verifying' || !row.depositSentAt || row.depositSentAt >= threshold) return;
        await apply(tx, row, { type: 'timer.expired' }, { id: null, role: 'system' }, { reason: 'expired', depositFen: null }, 'expired');
      });
    }
  }

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
      await expireDue(userId);
      return ctx.db
        .select()
        .from(bankCards)
        .where(and(eq(bankCards.userId, userId), sql`${bankCards.status} NOT IN ('cancelled', 'deleted', 'unlinked')`))
        .orderBy(desc(bankCards.isDefault), desc(bankCards.createdAt), desc(bankCards.id));
    },

    async get(userId: number, id: number): Promise<CardRow> {
      await expireDue(userId);
      return lock(ctx.db, id, userId);
    },

    async bind(userId: number, input: CardDetails): Promise<CardRow> {
      const details = readDetails(input);
      await spendDeposit(userId);
      let created: { row: CardRow; actions: string[] };
      try {
        created = await ctx.db.transaction(async (tx) => {
          const name = await requireIdentityAndPayPassword(tx, userId);
          await refuseDuplicate(tx, userId, details.cardNumber, null);
          await refuseUnavailableNumber(tx, userId, details.cardNumber);
          await refuseOtherVerifying(tx, userId);
          const started = lifecycle.start({ cardholderName: name });
          const submitted = lifecycle.step({ stateValue: started.stateValue, context: started.context }, { type: 'card.submit', ...details });
          const at = now();
          const [row] = await tx
            .insert(bankCards)
            .values({
              userId,
              stateValue: submitted.stateValue,
              context: submitted.context,
              status: submitted.status,
              version: 2,
              cardholderName: name,
              ...detailColumns(details, submitted.context),
              isDefault: false,
              depositFen: randomDepositFen(),
              depositSentAt: at,
              createdAt: at,
              updatedAt: at,
            })
            .returning();
          await lifecycle.log(tx, { entityId: row.id, seq: 1, event: 'card.create', from: null, to: started.stateValue, actor: member(userId), at });
          await lifecycle.log(tx, { entityId: row.id, seq: 2, event: 'card.submit', from: started.stateValue, to: submitted.stateValue, actor: member(userId), at });
          await postMicroDeposit(tx, row, userId);
          return { row, actions: submitted.actions };
        });
      } catch (error) {
        throw crossCardRule(error);
      }
      await afterCommit(created.row, created.actions);
      return created.row;
    },

    /** Compares the back-filled amount; a wrong one spends an attempt (and may lock the card). */
    async confirmAmount(userId: number, id: number, amountFen: number): Promise<{ row: CardRow; correct: boolean }> {
      await expireDue(userId);
      let correct = false;
      const row = await change(id, userId, async (tx, row) => {
        if (row.status !== 'verifying') throw failure(400, row.status === 'locked' ? 'bankCardAmountLimit' : 'bankCardRefused');
        correct = row.depositFen !== null && row.depositFen === amountFen;
        if (!correct) {
          const moved = await apply(tx, row, { type: 'amount.wrong' }, member(userId));
          if (moved.row.status !== 'locked') return moved;
          const [locked] = await tx.update(bankCards).set({ lockedAt: now() }).where(eq(bankCards.id, row.id)).returning();
          return { row: locked, actions: moved.actions };
        }
        const verified = await apply(tx, row, { type: 'amount.correct' }, member(userId), { verifiedAt: now(), depositFen: null, reason: null });
        // The first verified card becomes the default one.
        const [hasDefault] = await tx.select({ id: bankCards.id }).from(bankCards).where(and(eq(bankCards.userId, userId), eq(bankCards.isDefault, true)));
        if (hasDefault) return verified;
        return apply(tx, verified.row, { type: 'default.set' }, { id: null, role: 'system' });
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
        const moved = lifecycle.step({ stateValue: row.stateValue, context: row.context }, { type: 'card.edit', ...details });
        const edited = await apply(tx, row, { type: 'card.edit', ...details }, member(userId), {
          ...detailColumns(details, moved.context),
          depositFen: randomDepositFen(),
          depositSentAt: now(),
          reason: null,
        });
        await postMicroDeposit(tx, edited.row, userId);
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
        if (!lifecycle.can({ stateValue: row.stateValue, context: row.context }, { type: 'default.set' })) {
          if (row.isDefault && row.status === 'verified') return { row, actions: [] };
          throw failure(400, 'bankCardRefused');
        }
        const current = await tx
          .select()
          .from(bankCards)
          .where(and(eq(bankCards.userId, userId), eq(bankCards.isDefault, true)))
          .for('update');
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
      await expireDue(null);
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
      await expireDue(null);
      const [found] = await ctx.db
        .select({ card: bankCards, phone: users.phone, email: users.primaryEmail })
        .from(bankCards)
        .innerJoin(users, eq(users.id, bankCards.userId))
        .where(eq(bankCards.id, id));
      if (!found) throw failure(404, 'notFound');
      return { ...found, history: await historyOf(ctx.db, ENTITY_TYPE, id) };
    },

    async opsFail(staffId: number, id: number, reason: string): Promise<CardRow> {
      const text = reason.trim();
      if (!text) throw failure(400, 'bankCardReasonRequired');
      return change(id, null, (tx, row) => apply(tx, row, { type: 'ops.fail', reason: text }, { id: staffId, role: 'operations' }, { reason: text, depositFen: null }, text));
    },
  };
}

export type BankCardService = ReturnType<typeof createBankCardService>;
