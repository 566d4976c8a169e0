/**
 * Who is invited (docs/requirements.md "Who is invited"): one ranking for every invite kind. Candidates are the
 * members who joined the hall in the kind that receives the invitation (KIND_OF_INVITE_TYPE), or for kinds 4 and 7
 * the approved industry experts (their fields of expertise count as their fields), never the
 * publisher, never someone already invited to the same step. The pool and each candidate's facts come from one
 * SQL query; the text relevance (BM25 of the requirement against each candidate's fields, introductions and past
 * work, ./ranking) and the combination (./ranking/score.ts) run in Node, linear in the pool's text. Ties are
 * broken by text relevance, then who joined first, then member id. Operations' overrides (candidate_overrides)
 * come first: an excluded member is never invited to the step, a pinned one is invited before the ranking fills the
 * rest of the `INVITATION_BATCH`. The parts of the score and the one-line reason are stored with each invitation.
 */
import { and, eq, sql } from 'drizzle-orm';
import { KIND_OF_INVITE_TYPE } from '../../machines/codes/invitation.codes';
import { EXPERT_INVITE_TYPES, mayReceiveInvite } from '../../machines/rules/expert';
import type { ServicesContext } from '../context';
import { rowsOf, type Executor, type Transaction } from '../db/client';
import { candidateOverrides, type InvitationRank, type invitations, type requirements } from '../db/schema';
import { SYSTEM_ACTOR, type Actor } from '../lib/entity-store';
import { bm25 } from './ranking/bm25';
import { rankOf } from './ranking/score';
import { tokenize } from './ranking/tokenize';

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

/** Kinds whose task is about the selected plan's sub-topics: their text adds the sub-topics when there are some. */
const SUB_TOPIC_KINDS = [5, 6, 7, 8, 9];

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * What the requirement (and, for sub-topic kinds, its selected plan's sub-topics) says: the BM25 query. Its
 * industry's names are left out: the field part already scores them, and as words they would match every member
 * of the industry through their field names (measured: they pushed unrelated members of the field into the top 5).
 */
async function queryText(db: Executor, requirement: RequirementRow, cate: number): Promise<string> {
  const parts = [requirement.title, (requirement.keywords ?? []).join(' '), requirement.detailsText];
  if (SUB_TOPIC_KINDS.includes(cate)) {
    const topics = rowsOf<{ title: string; keywords: string[]; research_content: string }>(
      await db.execute(sql`select st.title, st.keywords, st.research_content from sub_topics st
        join breakdown_plans bp on bp.id = st.plan_id
        where bp.requirement_id = ${requirement.id} and bp.status = 'selected' order by st.position`),
    );
    for (const t of topics) parts.push(t.title, (t.keywords ?? []).join(' '), t.research_content);
  }
  return parts.join('\n');
}

export type OverrideMode = 'include' | 'exclude';

/** Operations' overrides of one step's ranking, by member. */
export async function overridesOf(db: Executor, requirementId: number, cate: number): Promise<Map<number, OverrideMode>> {
  const rows = await db
    .select({ userId: candidateOverrides.userId, mode: candidateOverrides.mode })
    .from(candidateOverrides)
    .where(and(eq(candidateOverrides.requirementId, requirementId), eq(candidateOverrides.cate, cate)));
  return new Map(rows.map((r) => [r.userId, r.mode]));
}

/** A pinned member's stored reason: operations asked them (their parts are kept as ranked). */
export const pinnedRank = (rank: InvitationRank): InvitationRank => ({ ...rank, reason: { key: 'added', params: {} } });

/**
 * Who is invited next to one step: the pinned members first (all of them, by rank), then the best of the others
 * until `limit` invitations in all; excluded members never. Members already invited to the step are not candidates.
 */
export async function rankCandidates(db: Executor, requirement: RequirementRow, cate: number, limit: number): Promise<Candidate[]> {
  const pool = await rankPool(db, requirement, cate);
  const overrides = await overridesOf(db, requirement.id, cate);
  const pinned = pool.filter((c) => overrides.get(c.userId) === 'include').map((c) => ({ userId: c.userId, rank: pinnedRank(c.rank) }));
  const ranked = pool.filter((c) => !overrides.has(c.userId));
  return [...pinned, ...ranked.slice(0, Math.max(0, limit - pinned.length))];
}

/** Every candidate of one step not yet invited to it, ranked best first (no overrides applied). */
export async function rankPool(db: Executor, requirement: RequirementRow, cate: number): Promise<Candidate[]> {
  if (!EXPERT_INVITE_TYPES.includes(String(cate)) && !KIND_OF_INVITE_TYPE[String(cate)]) return [];
  const top = requirement.industryId ?? -1;
  const sub = requirement.industrySubId ?? -1;
  const category = requirement.categoryId ?? -1;
  const result = await db.execute(sql`
    with pool as (${candidatePool(cate)})
    select hm.user_id, hm.joined_at, hm.participant_kinds, hm.expert,
      hm.industry_ids @> to_jsonb(${sub}::int) as sub_match,
      (hm.industry_ids @> to_jsonb(${top}::int)
        or exists (select 1 from industries ind where ind.parent_id = ${top} and hm.industry_ids @> to_jsonb(ind.id))) as top_match,
      exists (
        select 1 from invitations done join requirements r on r.id = done.requirement_id
        where done.user_id = hm.user_id and done.status = 'completed' and r.category_id = ${category}) as category_match,
      (select count(*) from invitations o where o.user_id = hm.user_id and o.status in ('pending', 'accepted'))::int as load,
      (select count(*) from invitations o where o.user_id = hm.user_id and o.status = 'completed')::int as completed,
      (select count(*) from invitations o where o.user_id = hm.user_id and o.status = 'timedOut')::int as timed_out,
      (select string_agg(ind.cn_name || ' ' || ind.name, ' ') from industries ind
        where hm.industry_ids @> to_jsonb(ind.id) or coalesce(mp.fields_of_interest, '[]'::jsonb) @> to_jsonb(ind.id)) as field_names,
      concat_ws(' ', mp.professional_field, mp.introduction) as profile,
      (select string_agg(ea.introduction, ' ') from expert_applications ea where ea.user_id = hm.user_id and ea.status = 'approved') as expert_intro,
      (select string_agg(r.title || ' ' || r.keywords::text, ' ') from requirements r
        where r.id in (select done.requirement_id from invitations done where done.user_id = hm.user_id and done.status = 'completed')) as past_work
    from pool hm
    left join member_profiles mp on mp.user_id = hm.user_id
    where hm.user_id <> ${requirement.userId}
      and not exists (select 1 from invitations i where i.requirement_id = ${requirement.id} and i.cate = ${cate} and i.user_id = hm.user_id)`);
  // The pool is built by the same rule; asking it per member keeps the SQL from ever widening who is invited.
  const rows = rowsOf<Record<string, unknown>>(result).filter((r) =>
    mayReceiveInvite(cate, { participantKinds: (r.participant_kinds as string[]) ?? [], expert: r.expert === true || r.expert === 't' }),
  );
  if (!rows.length) return [];
  const flag = (v: unknown) => v === true || v === 't';
  const names = rowsOf<{ id: number; cn_name: string; name: string }>(
    await db.execute(sql`select id, cn_name, name from industries where id in (${top}, ${sub})`),
  );
  const nameOf = (id: number) => names.find((n) => Number(n.id) === id);
  const query = tokenize(await queryText(db, requirement, cate));
  const documents = rows.map((r) => tokenize([r.field_names, r.profile, r.expert_intro, r.past_work].map(text).join('\n')));
  const relevance = bm25(query, documents);
  const best = Math.max(0, ...relevance.map((x) => x.score));
  const ranked = rows.map((r, i) => {
    const subMatch = flag(r.sub_match);
    const topMatch = flag(r.top_match);
    const field = subMatch ? nameOf(sub) : topMatch ? nameOf(top) : undefined;
    return {
      userId: Number(r.user_id),
      joinedAt: new Date(r.joined_at as string | Date).getTime(),
      bm25: relevance[i].score,
      rank: rankOf({
        subMatch,
        topMatch,
        matchedField: field ? { zh: field.cn_name, en: field.name } : null,
        categoryMatch: flag(r.category_match),
        bm25: relevance[i].score,
        bestBm25: best,
        matchedTerms: relevance[i].matched,
        completed: Number(r.completed),
        timedOut: Number(r.timed_out),
        open: Number(r.load),
      }),
    };
  });
  ranked.sort((a, b) => b.rank.score - a.rank.score || b.bm25 - a.bm25 || a.joinedAt - b.joinedAt || a.userId - b.userId);
  return ranked.map(({ userId, rank }) => ({ userId, rank }));
}

/** Sends one candidate the step's invitation, their rank and reason stored with it (the store's answer returned). */
export function sendInvitation<S extends InviteStore>(
  store: S,
  tx: Transaction,
  requirementId: number,
  cate: number,
  candidate: Candidate,
  terms: { taskEndsAt: Date | null; payBackFen: number },
  at: Date,
): ReturnType<S['create']> {
  return store.create(tx, {
    input: { inviteeId: candidate.userId, requirementId, cate },
    values: { requirementId, userId: candidate.userId, cate, rank: candidate.rank, taskEndsAt: terms.taskEndsAt, payBackFen: terms.payBackFen, createdAt: at },
    actor: SYSTEM_ACTOR,
    at,
  }) as ReturnType<S['create']>;
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
    for (const candidate of candidates) await sendInvitation(store, tx, requirement.id, cate, candidate, { taskEndsAt, payBackFen }, at);
    return candidates.length;
  });
}
