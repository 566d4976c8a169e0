/**
 * Test helpers of the review-fee and crowdfunding suites: participants (real name, nickname and fields of interest,
 * a transaction password, platform coins got by a real exchange transfer), a requirement already waiting for its
 * review fee (created and stepped through the requirement store: submitted, approved with a fee, one market
 * answer with a quorum of one), the stores over the suite's database and clock, and the scheduler's run.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ROLES } from '../../machines/access/access';
import { parseServicesConfig, type RequirementSettings, type ServicesConfig } from '../config';
import { createContext } from '../context';
import { hallMembers, memberProfiles, requirements, users } from '../db/schema';
import type { Actor } from '../lib/entity-store';
import { SYSTEM_ACTOR } from '../lib/entity-store';
import { hashPassword } from '../lib/passwords';
import { crowdfundingStore, invitationStore, requirementStore } from '../requirements';
import type { RequirementEvent } from '../../machines/requirement/requirement.machine';
import type { RequirementRow } from '../requirements/stores';
import { exchangePostings } from '../wallet/exchange.service';
import { reconcile, transfer } from '../wallet/ledger';
import { createWorkflowRegistry } from '../workflow/registry';
import { runDueJobs } from '../workflow/scheduler';
import type { useServicesApp } from './harness';
import { idem, walletMember, type Client, type WalletMember } from './wallet-members';
import { credit, PAY_PASSWORD, platformBalance } from './wallet-money';

type Harness = ReturnType<typeof useServicesApp>;

export { PAY_PASSWORD };

/** The requirement settings of these suites: one market answer closes the evaluation. */
// The decision window is longer than the crowdfunding window here: the race suite's second instance runs a clock just
// past a campaign's end, which must not also end the decision window of a requirement whose crowdfunding just failed.
export const FEE_TEST_SETTINGS: RequirementSettings = { ...parseServicesConfig({ NODE_ENV: 'test' }).requirements, evaluationQuorum: 1, decisionDays: 10 };

/** The config overrides to give `useServicesApp` so the app and the fixtures' stores agree. */
export const feeTestConfig = (): Partial<ServicesConfig> => ({ requirements: FEE_TEST_SETTINGS });

let payHash: Promise<string> | undefined;
let counter = 0;

/** Helpers over the suite's app: its database, clock and settings (pass `feeTestConfig()` to `useServicesApp`). */
export function requirementFixtures(h: Harness) {
  const settings = h.config.requirements;
  const ctx = () => ({ db: h.db(), clock: h.clock, config: h.config });
  const stores = () => ({ requirements: requirementStore(ctx()), campaigns: crowdfundingStore(ctx()), invitations: invitationStore(ctx()) });
  const now = () => new Date(h.clock.now());

  /** Gives a member `coinFen` platform coins the way an exchange does (CNY credited first, as a recharge would). */
  async function giveCoins(userId: number, coinFen: number): Promise<void> {
    if (coinFen <= 0) return;
    await credit(h.db(), userId, coinFen);
    await h.db().transaction(async (tx) => {
      await transfer(tx, { key: `test-exchange:${randomUUID()}`, type: 'exchange', postings: await exchangePostings(tx, userId, 'cnyToCoin', coinFen), at: now() });
    });
  }

  /**
   * A signed-in member who may publish, pay and contribute: verified real name, nickname and a field of interest,
   * the transaction password PAY_PASSWORD (unless `payPassword: false`), and `coinFen` coins. `hall: true` joins
   * the hall as a funder (participant kind 1), so crowdfunding invitations reach them.
   */
  async function participant(options: { coinFen?: number; payPassword?: boolean; profile?: boolean; realName?: boolean; role?: string; hall?: boolean } = {}): Promise<WalletMember> {
    const m = await walletMember(h, { card: 'none', realName: options.realName, role: options.role ?? ROLES.member });
    counter += 1;
    const at = now();
    if (options.profile !== false) {
      await h.db().update(users).set({ nickname: `funder${counter}` }).where(eq(users.id, m.id));
      await h.db().insert(memberProfiles).values({ userId: m.id, fieldsOfInterest: [1], updatedAt: at }).onConflictDoNothing();
    }
    if (options.payPassword !== false) {
      payHash ??= hashPassword(PAY_PASSWORD);
      await h.db().update(users).set({ transactionPasswordHash: await payHash }).where(eq(users.id, m.id));
    }
    if (options.hall) await h.db().insert(hallMembers).values({ userId: m.id, kind: '1', industryIds: [1], joinedAt: at }).onConflictDoNothing();
    await giveCoins(m.id, options.coinFen ?? 0);
    return m;
  }

  /**
   * A requirement of `publisherId` waiting for its review fee (feeDue.choosingMode): created as a draft, submitted,
   * approved by operations with `feeFen`, and one market answer (the quorum of FEE_TEST_SETTINGS) closes the
   * evaluation. The after-commit effects (inviting assessors, closing the evaluation) have run.
   */
  async function feeDueRequirement(publisherId: number, options: { budgetFen?: number; feeFen?: number; title?: string } = {}): Promise<RequirementRow> {
    const store = requirementStore(ctx());
    const budgetFen = options.budgetFen ?? 1_000_000;
    const feeFen = options.feeFen ?? Math.ceil(budgetFen / 10);
    const publisher: Actor = { id: publisherId, role: 'member' };
    const operator: Actor = { id: null, role: 'operations' };
    counter += 1;
    const row = await store.transaction(async (tx) => {
      const at = now();
      let r = await store.create(tx, {
        input: { publisherId, quorum: settings.evaluationQuorum },
        values: {
          requirementNo: `RQT${Date.now()}${String(counter).padStart(5, '0')}`,
          userId: publisherId,
          title: options.title ?? `Requirement ${counter}`,
          budgetFen,
          durationDays: 30,
          detailsText: 'details',
          detailsHtml: '<p>details</p>',
          createdAt: at,
        },
        actor: publisher,
        at,
      });
      r = await store.step(tx, r, { type: 'requirement.submit' }, publisher, { at });
      r = await store.step(tx, r, { type: 'review.approve', feeFen }, operator, { at, columns: { feeFen } });
      for (let i = 0; i < settings.evaluationQuorum; i += 1) r = await store.step(tx, r, { type: 'evaluation.answered' }, SYSTEM_ACTOR, { at });
      return r;
    });
    if (row.status !== 'feeDue.choosingMode') throw new Error(`fixture requirement is ${row.status}`);
    return row;
  }

  /**
   * A requirement of `publisher` in stage 2: its fee paid personally through the route (so the publisher needs
   * `feeFen` coins and the transaction password), then operations start the pre-review: it is in
   * `preReview.marketAssessment` with the hall's market assessors invited (kind 6).
   */
  async function preReviewRequirement(publisher: WalletMember, operator: Client, options: { feeFen?: number; budgetFen?: number } = {}): Promise<RequirementRow> {
    const feeFen = options.feeFen ?? 100_000;
    const due = await feeDueRequirement(publisher.id, { budgetFen: options.budgetFen ?? 1_000_000, feeFen });
    const paid = await publisher.post<{ state: string }>('/requ/v1/fee/pay', { id: due.id, amountFen: feeFen, transactionPassword: PAY_PASSWORD }, idem());
    if (paid.body.data?.state !== 'awaitingPreReview') throw new Error(`fixture fee payment: ${JSON.stringify(paid.body)}`);
    const started = await operator.post<{ state: string }>(`/ops/v1/requirements/${due.id}/start-pre-review`, {});
    if (started.body.data?.state !== 'preReview.marketAssessment') throw new Error(`fixture pre-review start: ${JSON.stringify(started.body)}`);
    const [row] = await h.db().select().from(requirements).where(eq(requirements.id, due.id));
    return row;
  }

  /** Sends a system event to a requirement through its store (a step's end without waiting for its window). */
  async function stepRequirement(id: number, event: RequirementEvent): Promise<RequirementRow> {
    const store = requirementStore(ctx());
    return store.transaction((tx) => store.lockAndStep(tx, id, event, SYSTEM_ACTOR, () => new Error(`no requirement ${id}`)));
  }

  /** What the scheduler does every few seconds: due deadlines and left-over after-commit jobs, all types. */
  async function runScheduler(): Promise<number> {
    const full = createContext({ db: h.db(), config: ctx().config, clock: h.clock });
    return runDueJobs(h.db(), h.clock, createWorkflowRegistry(full), 500);
  }

  /** The ledger adds up, and the two escrow accounts hold exactly the held and settled contributions and personal fees. */
  async function booksBalance(): Promise<{ ok: boolean; escrowCrowdfunding: number; heldFen: number; escrowReviewFees: number; settledFen: number; personalFeesFen: number }> {
    const report = await reconcile(h.db(), now());
    const rows = (result: unknown) => ((result as { rows?: Array<Record<string, string>> }).rows ?? (result as Array<Record<string, string>>));
    const [sums] = rows(
      await h.db().execute(sql`select
        (select coalesce(sum(amount_fen), 0) from crowdfunding_contributions where status = 'held') as held,
        (select coalesce(sum(amount_fen), 0) from crowdfunding_contributions where status = 'settled') as settled,
        (select coalesce(sum(fee_fen), 0) from requirements
          where context->>'feeMode' = 'personal' and fee_transfer_id is not null and status <> 'terminated') as personal`),
    );
    return {
      ok: report.ok,
      escrowCrowdfunding: await platformBalance(h.db(), 'escrow_crowdfunding'),
      heldFen: Number(sums.held),
      escrowReviewFees: await platformBalance(h.db(), 'escrow_review_fees'),
      settledFen: Number(sums.settled),
      personalFeesFen: Number(sums.personal),
    };
  }

  return { ctx, stores, participant, giveCoins, feeDueRequirement, preReviewRequirement, stepRequirement, runScheduler, booksBalance };
}

export type RequirementFixtures = ReturnType<typeof requirementFixtures>;
