/**
 * Who is invited (docs/requirements.md "Who is invited"): one ranking for every invite kind. Candidates are the
 * members who joined the hall in the kind that receives the invitation (KIND_OF_INVITE_TYPE), or for kinds 4 and 7
 * the approved industry experts (their fields of expertise count as their fields), never the
 * publisher, never someone already invited to the same step. Each gets
 *
 *   score = 60 if the requirement's sub-category is among their fields of interest
 *         + 40 if its industry is (or one of its sub-categories is)
 *         + 20 if they completed a task on a requirement of the same request category before
 *         − 10 for each invitation they have open (pending or accepted): busy members are asked last
 *
 * ties broken by who joined the hall first, then by member id. The best `INVITATION_BATCH` are invited; the parts
 * of the score are stored with each invitation, so operations see why someone was asked.
 */
import { sql } from 'drizzle-orm';
import { KIND_OF_INVITE_TYPE } from '../../machines/codes/invitation.codes';
import { EXPERT_INVITE_TYPES, mayReceiveInvite } from '../../machines/rules/expert';
import type { ServicesContext } from '../context';
import { rowsOf, type Executor, type Transaction } from '../db/client';
import type { InvitationRank, invitations, requirements } from '../db/schema';
import { SYSTEM_ACTOR, type Actor } from '../lib/entity-store';

/** The part of the invitation store inviting needs (the store itself is built in ./stores.ts). */
export type InviteStore = {
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  create(
    tx: Transaction,
    args: { input: { inviteeId: number; requirementId: number; cate: number }; values: Partial<typeof invitations.$inferInsert>; actor: Actor; at?: Date },
  ): Promise<unknown>;
};

type RequirementRow = typeof requirements.$inferSelect;

export type Candidate = { userId: number; rank: InvitationRank };

/**
 * Who may be asked to a kind at all (`mayReceiveInvite`, machines/rules/expert.ts): the members who joined the hall
 * in the fitting participant kind, or, for kinds 4 and 7, the approved industry experts, with the fields they
 * declared (hall industries, or fields of expertise) and when they joined (hall joining, or the approval).
 */
function candidatePool(cate: number) {
  if (EXPERT_INVITE_TYPES.includes(String(cate))) {
    return sql`select ea.user_id, ea.field_ids as industry_ids, ea.decided_at as joined_at,
        '[]'::jsonb as participant_kinds, true as expert
      from expert_applications ea where ea.status = 'approved'`;
  }
  const kind = KIND_OF_INVITE_TYPE[String(cate)];
  return sql`select hm.user_id, hm.industry_ids, hm.joined_at,
      (select coalesce(jsonb_agg(k.kind), '[]'::jsonb) from hall_members k where k.user_id = hm.user_id) as participant_kinds,
      exists (select 1 from expert_applications ea where ea.user_id = hm.user_id and ea.status = 'approved') as expert
    from hall_members hm where hm.kind = ${kind ?? ''}`;
}

/** The ranked candidates for one step of a requirement, best first (at most `limit`). */
export async function rankCandidates(db: Executor, requirement: RequirementRow, cate: number, limit: number): Promise<Candidate[]> {
  if (!EXPERT_INVITE_TYPES.includes(String(cate)) && !KIND_OF_INVITE_TYPE[String(cate)]) return [];
  const top = requirement.industryId ?? -1;
  const sub = requirement.industrySubId ?? -1;
  const category = requirement.categoryId ?? -1;
  const result = await db.execute(sql`
    with pool as (${candidatePool(cate)}),
    scored as (
      select hm.user_id, hm.joined_at, hm.participant_kinds, hm.expert,
        case when hm.industry_ids @> to_jsonb(${sub}::int) then 1 else 0 end as sub_match,
        case when hm.industry_ids @> to_jsonb(${top}::int)
               or exists (select 1 from industries ind where ind.parent_id = ${top} and hm.industry_ids @> to_jsonb(ind.id)) then 1 else 0 end as top_match,
        case when exists (
          select 1 from invitations done join requirements r on r.id = done.requirement_id
          where done.user_id = hm.user_id and done.status = 'completed' and r.category_id = ${category}) then 1 else 0 end as category_match,
        (select count(*) from invitations o where o.user_id = hm.user_id and o.status in ('pending', 'accepted'))::int as load
      from pool hm
      where hm.user_id <> ${requirement.userId}
        and not exists (select 1 from invitations i where i.requirement_id = ${requirement.id} and i.cate = ${cate} and i.user_id = hm.user_id)
    )
    select user_id, participant_kinds, expert, sub_match, top_match, category_match, load,
      (60 * sub_match + 40 * top_match + 20 * category_match - 10 * load) as score
    from scored
    order by score desc, joined_at asc, user_id asc
    limit ${limit}`);
  const rows = rowsOf<Record<string, unknown>>(result);
  // The pool is built by the same rule; asking it per member keeps the SQL from ever widening who is invited.
  return rows
    .filter((r) => mayReceiveInvite(cate, { participantKinds: (r.participant_kinds as string[]) ?? [], expert: r.expert === true || r.expert === 't' }))
    .map((r) => ({
      userId: Number(r.user_id),
      rank: {
        score: Number(r.score),
        fieldMatch: Number(r.sub_match) * 60 + Number(r.top_match) * 40,
        categoryMatch: Number(r.category_match) * 20,
        load: Number(r.load),
      },
    }));
}

/**
 * Invites the best-ranked candidates to one step (after commit of the step that opened it: at least once, so a
 * member already invited is skipped by the ranking and, in a race, by the unique index). `taskEndsAt` is the end
 * of the step's window (an accepted invitation times out with it); `payBackFen` what the task pays (for a stage-2
 * assessment or review: the kind's pool, shared equally by those who finish).
 */
export async function inviteMembers(
  ctx: Pick<ServicesContext, 'db' | 'config' | 'clock'>,
  store: InviteStore,
  requirement: RequirementRow,
  cate: number,
  taskEndsAt: Date | null,
  payBackFen = 0,
): Promise<number> {
  return store.transaction(async (tx) => {
    const candidates = await rankCandidates(tx, requirement, cate, ctx.config.requirements.invitationBatch);
    const at = new Date(ctx.clock.now());
    for (const candidate of candidates) {
      await store.create(tx, {
        input: { inviteeId: candidate.userId, requirementId: requirement.id, cate },
        values: {
          requirementId: requirement.id,
          userId: candidate.userId,
          cate,
          rank: candidate.rank,
          taskEndsAt,
          payBackFen,
          createdAt: at,
        },
        actor: SYSTEM_ACTOR,
        at,
      });
    }
    return candidates.length;
  });
}
