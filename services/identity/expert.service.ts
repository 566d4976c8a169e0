/**
 * Industry expert applications (issue 12; docs/requirements.md "Expert status"): `expertApplicationLifecycle`
 * (machines/identity) held by the entity store, which locks, steps, writes and logs. One row per member, edited in
 * place: a draft is saved as often as the member likes (incomplete, never malformed), a submission is checked in
 * full (`expertApplicationErrors`, fields that exist in the industry tree, credentials that are the member's own
 * uploaded images), operations approve or reject with a reason, a rejected member edits and applies again. A member
 * is an expert while their row is `approved` (`isExpertMember`); only experts receive invitations of kinds 4 and 7.
 */
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  EXPERT_APPLICATION_STATES,
  expertApplicationLifecycle,
  isExpertState,
  type ExpertApplicationEvent,
  type ExpertApplicationState,
} from '../../machines/identity/expert-application.machine';
import { EXPERT_INTRODUCTION_MAX, EXPERT_INTRODUCTION_MIN, expertApplicationErrors, type ExpertApplicationForm } from '../../machines/rules/expert';
import type { ServicesContext } from '../context';
import type { Executor, Transaction } from '../db/client';
import { expertApplications, industries, users } from '../db/schema';
import { check, failure } from '../lib/errors';
import { asDecisions, createEntityStore, type Actor, type DecisionView } from '../lib/entity-store';
import type { Auth } from '../plugins/auth';
import { requireOwnImage, SIGNED_URL_TTL_SECONDS } from '../storage';

export const EXPERT_ENTITY = expertApplicationLifecycle.entityType;

type ApplicationRow = typeof expertApplications.$inferSelect;
type ApplicationInsert = typeof expertApplications.$inferInsert;

/** The applications' entity store. Approval is the grant itself: the row's `approved` status is what makes an expert. */
export function expertApplicationStore(ctx: Pick<ServicesContext, 'db' | 'clock'>) {
  return createEntityStore<typeof expertApplicationLifecycle.machine, ApplicationRow, ApplicationInsert>({
    lifecycle: expertApplicationLifecycle,
    table: expertApplications,
    db: ctx.db,
    clock: ctx.clock,
    ownerOf: (row) => row.userId,
  });
}

/** Whether the member is an approved industry expert (other domains ask here, not the table). */
export async function isExpertMember(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db.select({ status: expertApplications.status }).from(expertApplications).where(eq(expertApplications.userId, userId));
  return !!row && isExpertState(row.status);
}

export type ExpertFieldView = { id: number; name: string; cnName: string };
export type CredentialView = { key: string; url: string | null };
export type ExpertDecisionView = DecisionView;
export type ExpertApplicationView = {
  id: number | null;
  status: ExpertApplicationState;
  /** Whether the member is an approved expert (receives invitations of kinds 4 and 7). */
  expert: boolean;
  fieldIds: number[];
  fields: ExpertFieldView[];
  credentials: CredentialView[];
  introduction: string;
  reason: string | null;
  submissions: number;
  submittedAt: string | null;
  decidedAt: string | null;
  userId?: number;
  account?: string | null;
  nickname?: string | null;
  history?: ExpertDecisionView[];
};

const EMPTY: ExpertApplicationView = {
  id: null,
  status: 'draft',
  expert: false,
  fieldIds: [],
  fields: [],
  credentials: [],
  introduction: '',
  reason: null,
  submissions: 0,
  submittedAt: null,
  decidedAt: null,
};

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const accountOf = (u: { phone: string | null; primaryEmail: string | null } | undefined) => u?.phone ?? u?.primaryEmail ?? null;

export function createExpertService(ctx: ServicesContext) {
  const store = expertApplicationStore(ctx);

  async function fieldsOf(ids: readonly number[]): Promise<ExpertFieldView[]> {
    if (!ids.length) return [];
    const rows = await ctx.db.select({ id: industries.id, name: industries.name, cnName: industries.cnName }).from(industries).where(inArray(industries.id, [...ids]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  }

  async function credentialsOf(keys: readonly string[], signed: boolean): Promise<CredentialView[]> {
    return Promise.all(
      keys.map(async (key) => ({ key, url: signed && (await ctx.storage.head(key)) ? await ctx.storage.signedUrl(key, SIGNED_URL_TTL_SECONDS) : null })),
    );
  }

  async function view(row: ApplicationRow, withDetails = true): Promise<ExpertApplicationView> {
    const context = row.context as { submissions?: number };
    return {
      id: row.id,
      status: row.status as ExpertApplicationState,
      expert: isExpertState(row.status),
      fieldIds: row.fieldIds,
      fields: await fieldsOf(row.fieldIds),
      credentials: await credentialsOf(row.credentials, withDetails),
      introduction: row.introduction,
      // The last rejection's reason stays visible while the member edits it (draft after a rejection).
      reason: row.status === 'rejected' || row.status === 'draft' ? row.rejectionReason : null,
      submissions: context.submissions ?? 0,
      submittedAt: iso(row.submittedAt),
      decidedAt: iso(row.decidedAt),
    };
  }

  async function history(db: Executor, id: number): Promise<ExpertDecisionView[]> {
    return asDecisions(await store.history(db, id));
  }

  async function opsView(row: ApplicationRow, withDetails: boolean): Promise<ExpertApplicationView> {
    const [user] = await ctx.db
      .select({ phone: users.phone, primaryEmail: users.primaryEmail, nickname: users.nickname })
      .from(users)
      .where(eq(users.id, row.userId));
    return {
      ...(await view(row, withDetails)),
      userId: row.userId,
      account: accountOf(user),
      nickname: user?.nickname ?? null,
      ...(withDetails ? { history: await history(ctx.db, row.id) } : {}),
    };
  }

  /**
   * What a draft and a submission share: every field id exists in the industry tree, every credential is the
   * caller's own uploaded image, the introduction is not longer than allowed. A submission checks the rest too.
   */
  async function checkForm(auth: Auth, form: ExpertApplicationForm, complete: boolean): Promise<ExpertApplicationForm> {
    const normalized = { fieldIds: [...form.fieldIds], credentials: form.credentials.map((k) => k.trim()), introduction: form.introduction.trim() };
    if (complete) {
      const errors = expertApplicationErrors(normalized);
      check(errors.fieldIds ?? null, errors.credentials ?? null, errors.introduction ?? null);
    } else if ([...normalized.introduction].length > EXPERT_INTRODUCTION_MAX) {
      check({ rule: 'expertIntroductionLength', params: { min: EXPERT_INTRODUCTION_MIN, max: EXPERT_INTRODUCTION_MAX } });
    }
    if (normalized.fieldIds.length) {
      const known = await ctx.db.select({ id: industries.id }).from(industries).where(inArray(industries.id, normalized.fieldIds));
      const ids = new Set(known.map((k) => k.id));
      if (normalized.fieldIds.some((id) => !ids.has(id))) check({ rule: 'fieldsUnknown' });
    }
    for (const key of normalized.credentials) await requireOwnImage(ctx.storage, auth, key);
    return normalized;
  }

  async function lockOwn(tx: Transaction, userId: number): Promise<ApplicationRow | undefined> {
    const [row] = await store.lockWhere(tx, eq(expertApplications.userId, userId));
    return row;
  }

  /** The member's own application, locked; 404 when they never saved one. */
  async function lockOwnOrFail(tx: Transaction, userId: number): Promise<ApplicationRow> {
    const row = await lockOwn(tx, userId);
    if (!row) throw failure(404, 'expertNotFound');
    return row;
  }

  const member = (auth: Auth): Actor => ({ id: auth.user.id, role: 'member' });
  const formColumns = (form: ExpertApplicationForm) => ({ fieldIds: [...form.fieldIds], credentials: [...form.credentials], introduction: form.introduction });

  /**
   * Saves (`application.save`) or submits (`application.submit`) the form: the row is created on the first call. A
   * state that does not take the event (in review, approved, rejected before `application.edit`) is the store's 400.
   */
  async function write(auth: Auth, input: ExpertApplicationForm, submit: boolean): Promise<ExpertApplicationView> {
    const form = await checkForm(auth, input, submit);
    const userId = auth.user.id;
    const actor = member(auth);
    const at = new Date(ctx.clock.now());
    const event: ExpertApplicationEvent = submit
      ? { type: 'application.submit', fields: form.fieldIds.length, credentials: form.credentials.length }
      : { type: 'application.save' };
    const columns: Partial<ApplicationInsert> = { ...formColumns(form), ...(submit ? { submittedAt: at, decidedAt: null } : {}) };
    const row = await store.transaction(async (tx) => {
      const current = await lockOwn(tx, userId);
      if (!current) {
        return store.create(tx, {
          input: { applicantId: userId },
          actor,
          at,
          values: { userId, fieldIds: [], credentials: [], introduction: '', createdAt: at },
          events: [{ event, options: { columns } }],
        });
      }
      return store.step(tx, current, event, actor, { columns, at });
    });
    return view(row);
  }

  /** A member's event without a form (withdraw, edit). */
  async function memberStep(auth: Auth, event: ExpertApplicationEvent): Promise<ExpertApplicationView> {
    const row = await store.transaction(async (tx) => store.step(tx, await lockOwnOrFail(tx, auth.user.id), event, member(auth)));
    return view(row);
  }

  return {
    /** GET /member/v2/expert/info: the caller's application (id null and draft when there is none). */
    async mine(userId: number): Promise<ExpertApplicationView> {
      const [row] = await ctx.db.select().from(expertApplications).where(eq(expertApplications.userId, userId));
      return row ? view(row) : { ...EMPTY };
    },

    /** POST /member/v2/expert/save. */
    save: (auth: Auth, form: ExpertApplicationForm) => write(auth, form, false),

    /** POST /member/v2/expert/submit. */
    submit: (auth: Auth, form: ExpertApplicationForm) => write(auth, form, true),

    /** POST /member/v2/expert/withdraw: a submitted application back to a draft. */
    withdraw: (auth: Auth) => memberStep(auth, { type: 'application.withdraw' }),

    /** POST /member/v2/expert/edit: a rejected application back to a draft, its content kept. */
    edit: (auth: Auth) => memberStep(auth, { type: 'application.edit' }),

    /** GET /ops/v1/expert/pages: newest submission first; drafts are the members' own and not in the queue. */
    async page(query: { status?: ExpertApplicationState; pageNum: number; pageSize: number }) {
      const where: SQL | undefined = query.status
        ? eq(expertApplications.status, query.status)
        : inArray(
            expertApplications.status,
            EXPERT_APPLICATION_STATES.filter((s) => s !== 'draft'),
          );
      const [{ total }] = await ctx.db.select({ total: count() }).from(expertApplications).where(where);
      const rows = await ctx.db
        .select()
        .from(expertApplications)
        .where(where)
        .orderBy(desc(expertApplications.submittedAt), desc(expertApplications.id))
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize);
      return { records: await Promise.all(rows.map((r) => opsView(r, false))), total_record: total };
    },

    /** GET /ops/v1/expert/{id}: the whole application, credentials with signed read URLs, and its history. */
    async detail(id: number): Promise<ExpertApplicationView> {
      const [row] = await ctx.db.select().from(expertApplications).where(and(eq(expertApplications.id, id)));
      if (!row) throw failure(404, 'expertNotFound');
      return opsView(row, true);
    },

    /** POST /ops/v1/expert/{id}/approve|reject. Two reviewers at once: the row lock makes the second one a 400. */
    async review(id: number, staffId: number, decision: 'approve' | 'reject', reason: string | null): Promise<ExpertApplicationView> {
      const event: ExpertApplicationEvent = decision === 'approve' ? { type: 'review.approve' } : { type: 'review.reject', reason: reason ?? '' };
      const at = new Date(ctx.clock.now());
      const row = await store.transaction(async (tx) => {
        const locked = await store.lock(tx, id);
        if (!locked) throw failure(404, 'expertNotFound');
        return store.step(tx, locked, event, { id: staffId, role: 'operations' }, {
          reason,
          at,
          columns: { decidedAt: at, ...(decision === 'reject' ? { rejectionReason: reason } : {}) },
        });
      });
      return opsView(row, true);
    },
  };
}

export type ExpertService = ReturnType<typeof createExpertService>;
