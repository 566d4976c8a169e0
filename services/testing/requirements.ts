/**
 * Test helpers of the requirement suites: participants made directly in the database (real name verified, nickname
 * and fields of interest, optionally hall kinds) and signed in over HTTP; requirements set up through the entity
 * stores (created, submitted and approved by operations, so the evaluation opens and `inviteAssessors` invites the
 * hall's market assessors after commit, as in production). Faster than walking the publish and review routes,
 * whose own suites cover them.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { RequirementContext } from '../../machines/requirement/requirement.machine';
import { parseServicesConfig, type RequirementSettings } from '../config';
import { hallMembers, invitations, memberProfiles, requirements, users } from '../db/schema';
import { SYSTEM_ACTOR } from '../lib/entity-store';
import { invitationStore, requirementStore, type InvitationRow, type RequirementRow } from '../requirements/stores';
import type { useServicesApp } from './harness';
import { walletMember, type WalletMember } from './wallet-members';

type Harness = ReturnType<typeof useServicesApp>;

/** What the stores need, with the requirement settings of a test (the defaults otherwise). */
export function requirementsContext(h: Harness, settings: Partial<RequirementSettings> = {}) {
  const config = parseServicesConfig({ NODE_ENV: 'test', PORTAL_TEST_HOOKS: '1' });
  return { db: h.db(), clock: h.clock, config: { ...config, requirements: { ...config.requirements, ...settings } } };
}

let nicknameCounter = 0;

/**
 * A signed-in member who may take part (verified real name, nickname, fields of interest), optionally in the hall
 * as `kinds` (matched on `fields`) since `joinedAt`.
 */
export async function participant(
  h: Harness,
  options: { fields?: number[]; kinds?: string[]; joinedAt?: Date; realName?: boolean; profile?: boolean; lang?: string } = {},
): Promise<WalletMember> {
  const m = await walletMember(h, { card: 'none', realName: options.realName, lang: options.lang });
  const at = new Date(h.clock.now());
  const fields = options.fields ?? [1];
  if (options.profile !== false) {
    nicknameCounter += 1;
    await h.db().update(users).set({ nickname: `tester${nicknameCounter}` }).where(eq(users.id, m.id));
    await h.db().insert(memberProfiles).values({ userId: m.id, fieldsOfInterest: fields, updatedAt: at });
  }
  if (options.kinds?.length) {
    await h.db().insert(hallMembers).values(options.kinds.map((kind) => ({ userId: m.id, kind, industryIds: fields, joinedAt: options.joinedAt ?? at })));
  }
  return m;
}

/** Empties the hall, so a test's ranking sees only the members it made (the suite's database is shared). */
export async function clearHall(h: Harness): Promise<void> {
  await h.db().delete(hallMembers).where(sql`true`);
}

let requirementCounter = 0;

export type RequirementSetup = {
  quorum?: number;
  industryId?: number | null;
  industrySubId?: number | null;
  categoryId?: number | null;
  feeFen?: number;
  title?: string;
  /** Stop before operations approve (the requirement stays `inReview`, nobody is invited). */
  approve?: boolean;
  settings?: Partial<RequirementSettings>;
};

/**
 * A requirement of `publisherId`, submitted and (by default) approved: it is `evaluating`, its window open, and the
 * hall's best-ranked market assessors are invited (`inviteAssessors`, run after commit by the store).
 */
export async function evaluatingRequirement(h: Harness, publisherId: number, setup: RequirementSetup = {}): Promise<{ requirement: RequirementRow; invitations: InvitationRow[] }> {
  const ctx = requirementsContext(h, setup.settings);
  const store = requirementStore(ctx);
  const at = new Date(h.clock.now());
  requirementCounter += 1;
  const created = await store.transaction((tx) =>
    store.create(tx, {
      input: { publisherId, quorum: setup.quorum ?? ctx.config.requirements.evaluationQuorum },
      values: {
        requirementNo: `RQT${at.getTime()}${String(requirementCounter).padStart(4, '0')}${Math.floor(Math.random() * 1000)}`,
        userId: publisherId,
        title: setup.title ?? `Test requirement ${requirementCounter}`,
        industryId: setup.industryId === undefined ? 1 : setup.industryId,
        industrySubId: setup.industrySubId === undefined ? 101 : setup.industrySubId,
        categoryId: setup.categoryId === undefined ? 1 : setup.categoryId,
        durationDays: 30,
        budgetFen: 1_000_000,
        detailsHtml: '<p>details</p>',
        detailsText: 'details',
        agreedAt: at,
        createdAt: at,
      },
      actor: { id: publisherId, role: 'member' },
      at,
      events: [{ event: { type: 'requirement.submit' } }],
    }),
  );
  if (setup.approve !== false) {
    await store.transaction((tx) =>
      store.lockAndStep(tx, created.id, { type: 'review.approve', feeFen: setup.feeFen ?? 100_000 }, { id: null, role: 'operations' }, () => new Error('no requirement')),
    );
  }
  const [requirement] = await h.db().select().from(requirements).where(eq(requirements.id, created.id));
  return { requirement, invitations: await invitationsOf(h, created.id) };
}

/** A requirement's invitations, oldest first. */
export async function invitationsOf(h: Harness, requirementId: number): Promise<InvitationRow[]> {
  return h.db().select().from(invitations).where(eq(invitations.requirementId, requirementId)).orderBy(asc(invitations.id));
}

export async function requirementRow(h: Harness, id: number): Promise<RequirementRow> {
  const [row] = await h.db().select().from(requirements).where(eq(requirements.id, id));
  return row;
}

export const contextOf = (row: RequirementRow) => row.context as RequirementContext;

/** One more invitation of `cate` for a member, made as the ranking would (for kinds this stage does not invite on its own). */
export async function inviteDirectly(h: Harness, requirement: RequirementRow, userId: number, cate: number, taskEndsAt: Date | null = requirement.deadlineAt): Promise<InvitationRow> {
  const store = invitationStore(requirementsContext(h));
  const at = new Date(h.clock.now());
  return store.transaction((tx) =>
    store.create(tx, {
      input: { inviteeId: userId, requirementId: requirement.id, cate },
      values: { requirementId: requirement.id, userId, cate, taskEndsAt, createdAt: at },
      actor: SYSTEM_ACTOR,
      at,
    }),
  );
}
