/**
 * Publishing, the hall and operations' decisions on requirements (docs/requirements.md). Every change of state goes
 * through the requirement store (./stores.ts); content is checked with the rules the app shows
 * (machines/rules/requirement.ts) and the details' HTML is sanitized here, whatever the client sent.
 */
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import { randomInt } from 'node:crypto';
import {
  draftErrors,
  minReviewFeeFen,
  submitErrors,
  type RequirementDraft,
} from '../../machines/rules/requirement';
import { validateReason } from '../../machines/rules/wallet';
import {
  EDITABLE_STATES,
  HALL_STATES,
  requirementCodesOf,
  statesOfStage,
  type RequirementContext,
  type RequirementEvent,
} from '../../machines/requirement/requirement.machine';
import type { ServicesContext } from '../context';
import { rowsOf, type Executor } from '../db/client';
import { checkedAttachments } from './attachments';
import { industries, invitations, requestCategories, requirements, users, type RequirementAttachment } from '../db/schema';
import { check, failure, ruleFailure } from '../lib/errors';
import { ttlCache } from '../lib/ttl-cache';
import type { Actor } from '../lib/entity-store';
import type { Lang } from '../lib/messages';
import { maskIdentifier } from '../../machines/rules/mask';
import { INVITE_STATUS_CODE, type InvitationState } from '../../machines/requirement/invitation.machine';
import { requireParticipant } from './gates';
import { hallGeneration } from './hall-generation';
import { industryPath, referenceNames, type ReferenceNames } from './reference-names';
import { requirementStore, type RequirementRow } from './stores';

/** Who reads a requirement: its publisher, operations, or anyone else (signed in or not). */
export type Viewer = { userId: number | null; operations: boolean };

export type RequirementInputBody = {
  id?: number;
  title?: string;
  industryId?: number | null;
  industrySubId?: number | null;
  categoryId?: number | null;
  durationDays?: number | null;
  budgetFen?: number | null;
  detailsHtml?: string;
  attachments?: Array<{ key: string; name: string }>;
  keywords?: string[];
  institutions?: string;
};

/** Tags and attributes a requirement's details may keep (what the app's editor produces). */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ol', 'ul', 'li', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'pre', 'code', 'a', 'span'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** The sanitized HTML and its visible text (what the 5000-character rule and the search read). */
export function sanitizeDetails(html: string): { html: string; text: string } {
  const clean = sanitizeHtml(html, SANITIZE);
  const text = sanitizeHtml(clean.replace(/<\/(p|li|h[1-4]|blockquote|pre)>|<br\s*\/?>/gi, '$&\n'), { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (m) => ENTITIES[m] ?? m)
    .replace(/\n{2,}/g, '\n')
    .trim();
  return { html: text ? clean : '', text };
}

export function requirementNumber(at: Date): string {
  const local = new Date(at.getTime() + 8 * 3_600_000).toISOString();
  return `RQ${local.slice(0, 10).replace(/-/g, '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

function view(row: ViewedRow, names: ReferenceNames, viewer: Viewer, extra: { publisher?: string | null; signedUrls?: Map<string, string> } = {}) {
  const codes = requirementCodesOf(row.status);
  const context = row.context as RequirementContext;
  const privileged = viewer.operations || viewer.userId === row.userId;
  const category = row.categoryId !== null ? names.categories.get(row.categoryId) : undefined;
  return {
    id: row.id,
    requirementNo: row.requirementNo,
    state: row.status,
    ...codes,
    title: row.title,
    industryId: row.industryId,
    industrySubId: row.industrySubId,
    industryName: industryPath(names, row, 'zh'),
    industryNameEn: industryPath(names, row, 'en'),
    categoryId: row.categoryId,
    categoryName: category?.zh ?? null,
    categoryNameEn: category?.en ?? null,
    durationDays: row.durationDays,
    budgetFen: row.budgetFen,
    detailsHtml: row.detailsHtml,
    attachments: (row.attachments as RequirementAttachment[]).map((a) => ({ ...a, url: extra.signedUrls?.get(a.key) ?? null })),
    keywords: row.keywords as string[],
    institutions: row.institutions,
    feeFen: row.feeFen,
    /** The ledger transfer that paid the fee personally (the publisher's flow record), for the publisher and operations. */
    feeTransferId: privileged ? row.feeTransferId : null,
    reason: privileged ? row.reason : null,
    deadlineAt: row.deadlineAt?.getTime() ?? null,
    createdAt: row.createdAt.getTime(),
    submittedAt: row.submittedAt?.getTime() ?? null,
    publishedAt: row.publishedAt?.getTime() ?? null,
    updatedAt: row.updatedAt.getTime(),
    mine: viewer.userId === row.userId,
    publisher: viewer.operations ? (extra.publisher ?? null) : null,
    evaluationCount: context.answers ?? 0,
    campaignId: context.campaignId ?? null,
  };
}
export type RequirementView = ReturnType<typeof view>;

/** What a view reads of a row: lists leave out the machine's state value and the search columns. */
type ViewedRow = Omit<RequirementRow, 'stateValue' | 'searchText' | 'detailsText'>;
const { stateValue: _stateValue, searchText: _searchText, detailsText: _detailsText, ...viewedColumns } = getTableColumns(requirements);

/** Operators call members (publishers, candidates) by nickname, else by the masked contact: one query for a page. */
export async function memberLabels(db: Executor, userIds: number[]): Promise<Map<number, string>> {
  const ids = [...new Set(userIds)];
  const found = ids.length ? await db.select({ id: users.id, nickname: users.nickname, phone: users.phone, email: users.primaryEmail }).from(users).where(inArray(users.id, ids)) : [];
  const byId = new Map(found.map((u) => [u.id, u]));
  return new Map(ids.map((id) => {
    const user = byId.get(id);
    return [id, user?.nickname || maskIdentifier(user?.phone ?? user?.email ?? String(id))];
  }));
}

export type OwnerPageQuery = { pageNum: number; pageSize: number; stage?: number | null; state?: string | null };
export type HallQuery = {
  pageNum: number;
  pageSize: number;
  states?: number[] | null;
  cate?: number | null;
  industryCategories?: number[] | null;
  industrySubcategory?: number | null;
  keyword?: string | null;
  crowdfunding?: boolean | null;
};

export type HallPage = { records: RequirementView[]; total_record: number };

/** Someone not signed in: every visitor sees the same hall. */
export const isVisitor = (viewer: Viewer): boolean => viewer.userId === null && !viewer.operations;

/** The hall counts matching requirements up to this many (500 pages of 20): total_record says "at least" beyond. */
export const HALL_COUNT_CAP = 10_000;

/** `%` and `_` are literal in a search word. */
const likeWord = (word: string) => `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** How long the hall's rows and counts may be behind the database (ms): a second for a page, ten for its count. */
export const HALL_PAGE_CACHE_MS = 1_000;
export const HALL_COUNT_CACHE_MS = 10_000;

/** The hall's filter as SQL, and as a key that is equal for equal filters (the order of ids does not matter). */
function hallFilter(q: HallQuery): { where: SQL | undefined; key: string } {
  const statuses = q.crowdfunding ? ['feeDue.crowdfunding'] : q.states?.length ? q.states.flatMap(statesOfStage) : HALL_STATES;
  const words = (q.keyword ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
  const industryIds = [...new Set(q.industryCategories ?? [])].sort((a, b) => a - b);
  const where: SQL[] = [inArray(requirements.status, statuses)];
  if (q.cate) where.push(eq(requirements.categoryId, q.cate));
  if (industryIds.length) where.push(inArray(requirements.industryId, industryIds));
  if (q.industrySubcategory) where.push(eq(requirements.industrySubId, q.industrySubcategory));
  for (const word of words) where.push(or(ilike(requirements.searchText, likeWord(word)), ilike(requirements.requirementNo, likeWord(word)))!);
  const key = JSON.stringify([[...new Set(statuses)].sort(), q.cate ?? null, industryIds, q.industrySubcategory ?? null, words]);
  return { where: and(...where), key };
}

/** The stage-2 steps operations may reopen from a dead end, and the machine's event of each. */
export const REOPEN_EVENTS = {
  analysis: 'analysis.reopen',
  analysisReview: 'analysisReview.reopen',
  solicitation: 'solicitation.reopen',
  solutionReview: 'solutionReview.reopen',
} as const;
export type ReopenStep = keyof typeof REOPEN_EVENTS;
export const REOPEN_STEPS = Object.keys(REOPEN_EVENTS) as ReopenStep[];

export function createRequirementService(ctx: ServicesContext) {
  const store = requirementStore(ctx);
  // on the services' clock: the same as real time outside tests, and still while a test's clock stands still
  const hallPages = ttlCache<ViewedRow[]>({ ttlMs: HALL_PAGE_CACHE_MS, max: 2_000, now: () => ctx.clock.now() });
  const hallCounts = ttlCache<number>({ ttlMs: HALL_COUNT_CACHE_MS, max: 2_000, now: () => ctx.clock.now() });
  const visitorPages = ttlCache<HallPage>({ ttlMs: HALL_PAGE_CACHE_MS, max: 2_000, now: () => ctx.clock.now() });
  // the id of the last row of each full page read lately, so the next page starts after it (see `hall`)
  const hallPageEnds = ttlCache<number>({ ttlMs: HALL_COUNT_CACHE_MS, max: 20_000, now: () => ctx.clock.now() });
  const now = () => new Date(ctx.clock.now());
  const notFound = () => failure(404, 'requirementNotFound');
  const member = (userId: number): Actor => ({ id: userId, role: 'member' });
  const operator = (userId: number): Actor => ({ id: userId, role: 'operations' });

  async function signedUrls(rows: ViewedRow[], viewer: Viewer): Promise<Map<string, string>> {
    const urls = new Map<string, string>();
    if (isVisitor(viewer)) return urls;
    for (const row of rows) {
      for (const a of row.attachments as RequirementAttachment[]) urls.set(a.key, await ctx.storage.signedUrl(a.key, 600));
    }
    return urls;
  }

  async function views(rows: ViewedRow[], viewer: Viewer, options: { urls?: boolean } = {}) {
    const names = await referenceNames(ctx.db);
    const urls = options.urls ? await signedUrls(rows, viewer) : undefined;
    const publishers = viewer.operations ? await memberLabels(ctx.db, rows.map((r) => r.userId)) : null;
    return rows.map((row) => view(row, names, viewer, { publisher: publishers?.get(row.userId) ?? null, signedUrls: urls }));
  }

  async function one(row: RequirementRow, viewer: Viewer) {
    return (await views([row], viewer, { urls: true }))[0];
  }

  /** The content columns of a form, checked: malformed values refused (a draft may still be incomplete). */
  async function contentOf(userId: number, input: RequirementInputBody, current: RequirementRow | null) {
    const details = input.detailsHtml !== undefined ? sanitizeDetails(input.detailsHtml) : null;
    const keywords = input.keywords !== undefined ? [...new Set(input.keywords.map((k) => k.trim()).filter(Boolean))] : undefined;
    const draft: Partial<RequirementDraft> = {
      title: input.title,
      durationDays: input.durationDays ?? undefined,
      budgetFen: input.budgetFen ?? undefined,
      detailsText: details?.text ?? current?.detailsText ?? '',
      attachments: input.attachments?.map((a) => a.key),
      keywords,
      institutions: input.institutions,
    };
    const errors = Object.values(draftErrors(draft));
    if (errors.length) throw ruleFailure(errors[0]!);
    const columns: Partial<typeof requirements.$inferInsert> = {};
    if (input.title !== undefined) columns.title = input.title.trim();
    if (input.industryId !== undefined || input.industrySubId !== undefined) {
      const top = input.industryId ?? null;
      const sub = input.industrySubId ?? null;
      if (top !== null) {
        const [row] = await ctx.db.select().from(industries).where(eq(industries.id, top));
        if (!row || row.parentId !== null) throw failure(400, 'requirementIndustryUnknown');
      }
      if (sub !== null) {
        const [row] = await ctx.db.select().from(industries).where(eq(industries.id, sub));
        if (!row || top === null || row.parentId !== top) throw failure(400, 'requirementIndustryUnknown');
      }
      columns.industryId = top;
      columns.industrySubId = sub;
    }
    if (input.categoryId !== undefined) {
      if (input.categoryId !== null) {
        const [row] = await ctx.db.select().from(requestCategories).where(eq(requestCategories.id, input.categoryId));
        if (!row) throw failure(400, 'requirementCategoryUnknown');
      }
      columns.categoryId = input.categoryId;
    }
    if (input.durationDays !== undefined) columns.durationDays = input.durationDays;
    if (input.budgetFen !== undefined) columns.budgetFen = input.budgetFen;
    if (details) {
      columns.detailsHtml = details.html;
      columns.detailsText = details.text;
    }
    if (input.attachments !== undefined) columns.attachments = await attachmentsOf(userId, input.attachments, current);
    if (keywords !== undefined) columns.keywords = keywords;
    if (input.institutions !== undefined) columns.institutions = input.institutions.trim();
    const merged = { ...(current ?? {}), ...columns } as RequirementRow;
    columns.searchText = [merged.title ?? '', ...((merged.keywords as string[] | undefined) ?? []), merged.detailsText ?? ''].join(' ').toLowerCase();
    return columns;
  }

  /** Each attachment must be the member's own upload, a PDF or an image by its bytes, at most 5 MB (./attachments.ts). */
  const attachmentsOf = (userId: number, list: Array<{ key: string; name: string }>, current: RequirementRow | null) =>
    checkedAttachments(ctx, userId, list, (current?.attachments as RequirementAttachment[] | undefined) ?? []);

  async function ownRow(userId: number, id: number): Promise<RequirementRow> {
    const row = await store.read(ctx.db, id);
    if (!row || row.userId !== userId) throw notFound();
    return row;
  }

  /** Locks one of the member's own requirements (another member's is not found), then applies `event`. */
  async function stepOwn(userId: number, id: number, event: RequirementEvent, columns?: Partial<typeof requirements.$inferInsert>) {
    return store.transaction(async (tx) => {
      const row = await store.lock(tx, id);
      if (!row || row.userId !== userId) throw notFound();
      return store.step(tx, row, event, member(userId), { columns });
    });
  }

  return {
    store,
    views,
    one,

    /** POST /requ/v1/owner/modify: a new draft without id, else saves the member's draft (or rejected requirement). */
    async save(userId: number, input: RequirementInputBody, viewer: Viewer) {
      await requireParticipant(ctx.db, userId);
      if (input.id === undefined) {
        const columns = await contentOf(userId, input, null);
        const at = now();
        const row = await store.transaction((tx) =>
          store.create(tx, {
            input: { publisherId: userId, quorum: ctx.config.requirements.evaluationQuorum },
            values: { ...columns, requirementNo: requirementNumber(at), userId, createdAt: at },
            actor: member(userId),
            at,
          }),
        );
        return one(row, viewer);
      }
      const current = await ownRow(userId, input.id);
      if (!(EDITABLE_STATES as readonly string[]).includes(current.status)) throw failure(400, 'requirementNotEditable', undefined, { reason: 'notEditable' });
      const columns = await contentOf(userId, input, current);
      return one(await stepOwn(userId, input.id, { type: 'requirement.save' }, columns), viewer);
    },

    /** POST /requ/v1/owner/submit: every rule of spec 5 on the saved content, then to operations' queue. */
    async submit(userId: number, id: number, agreed: boolean, viewer: Viewer) {
      await requireParticipant(ctx.db, userId);
      const row = await ownRow(userId, id);
      const errors = Object.values(
        submitErrors({
          title: row.title,
          industryIds: row.industryId !== null ? [row.industryId] : [],
          categoryId: row.categoryId,
          durationDays: row.durationDays,
          budgetFen: row.budgetFen,
          detailsText: row.detailsText,
          attachments: (row.attachments as RequirementAttachment[]).map((a) => a.key),
          keywords: row.keywords as string[],
          institutions: row.institutions,
          agreed,
        }),
      );
      if (errors.length) throw ruleFailure(errors[0]!, 'incomplete');
      return one(await stepOwn(userId, id, { type: 'requirement.submit' }, { agreedAt: now(), reason: null }), viewer);
    },

    async withdraw(userId: number, id: number, viewer: Viewer) {
      return one(await stepOwn(userId, id, { type: 'requirement.withdraw' }), viewer);
    },

    async reopenEvaluation(userId: number, id: number, viewer: Viewer) {
      await requireParticipant(ctx.db, userId);
      return one(await stepOwn(userId, id, { type: 'evaluation.reopen' }), viewer);
    },

    async details(userId: number, id: number, viewer: Viewer) {
      await store.fireDueDeadlines();
      return one(await ownRow(userId, id), viewer);
    },

    async ownerPage(userId: number, q: OwnerPageQuery, viewer: Viewer) {
      await store.fireDueDeadlines();
      const where: SQL[] = [eq(requirements.userId, userId)];
      if (q.stage) where.push(inArray(requirements.status, statesOfStage(q.stage)));
      if (q.state) where.push(eq(requirements.status, q.state));
      const filter = and(...where);
      const [rows, [{ total }]] = await Promise.all([
        ctx.db.select().from(requirements).where(filter).orderBy(desc(requirements.updatedAt), desc(requirements.id)).limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize),
        ctx.db.select({ total: count() }).from(requirements).where(filter),
      ]);
      return { records: await views(rows, viewer), total_record: total };
    },

    async statistics(userId: number) {
      const rows = await ctx.db.select({ status: requirements.status, n: count() }).from(requirements).where(eq(requirements.userId, userId)).groupBy(requirements.status);
      const byStage = new Map<number, number>();
      let drafts = 0;
      for (const { status, n } of rows) {
        if (status === 'draft' || status === 'rejected') drafts += n;
        if (!(HALL_STATES as string[]).includes(status) && status !== 'inReview') continue;
        const stage = requirementCodesOf(status).mainStage;
        byStage.set(stage, (byStage.get(stage) ?? 0) + n);
      }
      const [invites] = await ctx.db
        .select({
          pending: sql<number>`count(*) filter (where ${invitations.status} = 'pending')`.mapWith(Number),
          accepted: sql<number>`count(*) filter (where ${invitations.status} = 'accepted')`.mapWith(Number),
        })
        .from(invitations)
        .where(eq(invitations.userId, userId));
      const contributed = await ctx.db.execute(
        sql`select coalesce(sum(amount_fen), 0)::bigint as total from crowdfunding_contributions where user_id = ${userId} and status in ('held', 'settled')`,
      );
      const total = Number(rowsOf<{ total: string | number }>(contributed)[0]?.total ?? 0);
      return {
        byStage: [1, 2, 3, 4, 5, 6, 7].map((stage) => ({ stage, count: byStage.get(stage) ?? 0 })),
        drafts,
        pendingInvitations: invites?.pending ?? 0,
        tasksInProgress: invites?.accepted ?? 0,
        contributedFen: total,
      };
    },

    /**
     * POST /requ/v1/pro-hall/pages: published requirements, newest first. The public hall is the busiest read of the
     * portal and the same for everyone, so its rows are kept HALL_PAGE_CACHE_MS and its counts HALL_COUNT_CACHE_MS
     * (concurrent callers of one page share one query), until a requirement is written (./hall-generation.ts); the
     * views are made per caller from those rows.
     */
    async hall(q: HallQuery, viewer: Viewer) {
      const filter = hallFilter(q);
      const generation = hallGeneration(ctx.db);
      const keyOf = (page: number) => JSON.stringify([generation, filter.key, q.pageSize, page]);
      const key = keyOf(q.pageNum);
      // A deep page by OFFSET walks every row before it (page 500: ten thousand index entries and their rows). Where
      // an earlier page of this filter was read lately, start after its last row instead (a keyset, exact within
      // this process since the key holds the generation; a write by another process shows within the lifetime) and
      // skip only the pages between. Hall rows all have published_at (set on entering the hall, never changed).
      const start = (): { after?: number; skip: number } => {
        for (let page = q.pageNum - 1; page >= Math.max(1, q.pageNum - 100); page -= 1) {
          const after = hallPageEnds.peek(keyOf(page));
          if (after !== undefined) return { after, skip: (q.pageNum - 1 - page) * q.pageSize };
        }
        return { skip: (q.pageNum - 1) * q.pageSize };
      };
      const rows = () =>
        hallPages.get(key, async () => {
          const { after, skip } = start();
          const where =
            after === undefined
              ? filter.where
              : and(filter.where, sql`(${requirements.publishedAt}, ${requirements.id}) < ((select r.published_at from requirements r where r.id = ${after}), ${after})`);
          const found = await ctx.db
            .select(viewedColumns)
            .from(requirements)
            .where(where)
            .orderBy(sql`${requirements.publishedAt} desc nulls last`, sql`${requirements.id} desc nulls last`)
            .limit(q.pageSize)
            .offset(skip);
          if (found.length === q.pageSize) hallPageEnds.set(key, found[found.length - 1].id);
          return found;
        });
      // counted up to HALL_COUNT_CAP (500 pages of 20), so a count costs the same with ten thousand or a million
      const total = () =>
        hallCounts.get(`${generation}:${filter.key}`, async () => {
          const capped = ctx.db.select({ one: sql`1` }).from(requirements).where(filter.where).limit(HALL_COUNT_CAP).as('capped');
          const [{ total }] = await ctx.db.select({ total: count() }).from(capped);
          return total;
        });
      const page = async (): Promise<HallPage> => {
        const [records, total_record] = await Promise.all([rows().then((r) => views(r, viewer)), total()]);
        return { records, total_record };
      };
      // A visitor's page is everyone's page: kept whole, the same object for every visitor while it lives (the route
      // sends its JSON made once). A member's marks their own rows.
      return isVisitor(viewer) ? visitorPages.get(key, page) : page();
    },

    /** GET /requ/v1/pro-hall/detail/{id}: anyone once it is in the hall; its publisher and operations always. */
    async hallDetail(id: number, viewer: Viewer) {
      const row = await store.read(ctx.db, id);
      if (!row) throw notFound();
      const visible = (HALL_STATES as string[]).includes(row.status) || viewer.operations || viewer.userId === row.userId;
      if (!visible) throw notFound();
      return one(row, viewer);
    },

    async opsPage(q: { pageNum: number; pageSize: number; state?: string | null }, viewer: Viewer) {
      await store.fireDueDeadlines();
      const filter = q.state ? eq(requirements.status, q.state) : undefined;
      // what waits for operations first: reviews, then requirements waiting for pre-review, then the rest by age
      const waiting = sql`case ${requirements.status} when 'inReview' then 0 when 'awaitingPreReview' then 1 else 2 end`;
      const [rows, [{ total }]] = await Promise.all([
        ctx.db.select().from(requirements).where(filter).orderBy(asc(waiting), asc(requirements.updatedAt), asc(requirements.id)).limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize),
        ctx.db.select({ total: count() }).from(requirements).where(filter),
      ]);
      return { records: await views(rows, viewer), total_record: total };
    },

    async opsDetail(id: number, viewer: Viewer) {
      await store.fireDueDeadlines();
      const row = await store.read(ctx.db, id);
      if (!row) throw notFound();
      return one(row, viewer);
    },

    /** Operations' decisions: approve (the fee due is fixed: 10% of the budget), reject, stop, start pre-review, close a stage. */
    async decide(operatorId: number, id: number, decision: 'approve' | 'reject' | 'stop' | 'startPreReview' | 'completeStage', reason: string | null, viewer: Viewer) {
      if (decision === 'reject' || decision === 'stop') check(validateReason(reason));
      const row = await store.transaction(async (tx) => {
        const current = await store.lock(tx, id);
        if (!current) throw notFound();
        // nobody decides on their own case, even with the operations role
        if (current.userId === operatorId) throw failure(403, 'ownRequirementDecision');
        const actor = operator(operatorId);
        switch (decision) {
          case 'approve': {
            const feeFen = minReviewFeeFen(current.budgetFen ?? 0);
            return store.step(tx, current, { type: 'review.approve', feeFen }, actor, { columns: { feeFen, reason: null } });
          }
          case 'reject':
            return store.step(tx, current, { type: 'review.reject', reason: reason! }, actor, { columns: { reason: reason!.trim() }, reason: reason!.trim() });
          case 'stop':
            return store.step(tx, current, { type: 'requirement.stop', reason: reason! }, actor, { columns: { reason: reason!.trim() }, reason: reason!.trim() });
          case 'startPreReview':
            return store.step(tx, current, { type: 'preReview.start' }, actor);
          case 'completeStage':
            return store.step(tx, current, { type: 'stage.complete' }, actor);
        }
      });
      return one(row, viewer);
    },

    /**
     * Operations reopen a stage-2 step from its dead end (breakdownExpired, noPlanSelected, noSolution,
     * noSolutionPassed): a new window of `step`, which invites again. The machine decides where each is allowed; any
     * other state answers the engine's 400 (eventRefused) and changes nothing.
     */
    async reopen(operatorId: number, id: number, step: ReopenStep, viewer: Viewer) {
      const row = await store.transaction(async (tx) => {
        const current = await store.lock(tx, id);
        if (!current) throw notFound();
        if (current.userId === operatorId) throw failure(403, 'ownRequirementDecision');
        return store.step(tx, current, { type: REOPEN_EVENTS[step] }, operator(operatorId));
      });
      return one(row, viewer);
    },
  };
}

export type RequirementService = ReturnType<typeof createRequirementService>;
