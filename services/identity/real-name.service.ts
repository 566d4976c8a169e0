/**
 * Real-name applications (spec sections 3 and 4): `realNameLifecycle` (machines/identity) held by the entity store
 * (services/lib/entity-store.ts), which locks, steps, writes and logs; the named effect `startFaceCheck` (hand
 * the check to the face-check provider) is an after-commit job of the store.
 *
 * One row per member, edited in place on resubmission. One ID number (or credit code) serves one account: the
 * partial unique index `real_name_applications_identity_idx` over applications in identityCheck, inReview or
 * verified; a check before the write gives the clear message, the index settles races.
 */
import { and, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { RESERVING_STATUSES, realNameLifecycle, type RealNameEvent, type RealNameStatus } from '../../machines/identity/real-name.machine';
import { normalizeDocumentNumber } from '../../machines/rules/id-number';
import { maskText } from '../../machines/rules/mask';
import { type RealNameSubmission, validateRealNameSubmission } from '../../machines/rules/real-name';
import type { ServicesContext } from '../context';
import type { Executor, Transaction } from '../db/client';
import { countries, faceChecks, realNameApplications, users } from '../db/schema';
import { isUniqueViolation } from '../lib/db-errors';
import { check, failure } from '../lib/errors';
import { asDecisions, createEntityStore, type Actor, type DecisionView } from '../lib/entity-store';
import { lockPlainRows } from '../lib/plain-lock';
import type { Auth } from '../plugins/auth';
import { requireOwnImage, SIGNED_URL_TTL_SECONDS } from '../storage';
import { type FaceCheckProvider, operationsFaceCheckProvider } from './face-check.provider';

export const REAL_NAME_ENTITY = realNameLifecycle.entityType;

type ApplicationRow = typeof realNameApplications.$inferSelect;
type ApplicationInsert = typeof realNameApplications.$inferInsert;

/** The applications' entity store: the face check is handed to the provider after commit. */
export function realNameStore(ctx: Pick<ServicesContext, 'db' | 'clock'>, deps: { faceCheckProvider?: FaceCheckProvider } = {}) {
  const provider = deps.faceCheckProvider ?? operationsFaceCheckProvider;
  return createEntityStore<typeof realNameLifecycle.machine, ApplicationRow, ApplicationInsert>({
    lifecycle: realNameLifecycle,
    table: realNameApplications,
    db: ctx.db,
    clock: ctx.clock,
    ownerOf: (row) => row.userId,
    afterCommit: {
      startFaceCheck: async (row) => {
        const [pending] = await ctx.db
          .select()
          .from(faceChecks)
          .where(and(eq(faceChecks.applicationId, row.id), eq(faceChecks.status, 'pending')))
          .orderBy(desc(faceChecks.id))
          .limit(1);
        // Already handed over (a retried job) or decided meanwhile: nothing to start.
        if (!pending || pending.providerRef) return;
        const started = await provider.start({
          checkId: pending.id,
          applicationId: row.id,
          userId: row.userId,
          organisationName: row.organisationName ?? '',
          creditCode: row.creditCode ?? '',
        });
        if (started.providerRef) await ctx.db.update(faceChecks).set({ providerRef: started.providerRef }).where(eq(faceChecks.id, pending.id));
      },
    },
  });
}
type FaceCheckRow = typeof faceChecks.$inferSelect;

export type ImageView = { kind: string; key: string; url: string | null };
export type { DecisionView };
export type ApplicationView = {
  id: number | null;
  status: RealNameStatus;
  canSubmit: boolean;
  subjectType: string | null;
  idType: string | null;
  nationality: string | null;
  realName: string | null;
  idNumber: string | null;
  idValidFrom: string | null;
  idValidTo: string | null;
  idLongTerm: boolean | null;
  organisationName: string | null;
  creditCode: string | null;
  licenceValidFrom: string | null;
  licenceValidTo: string | null;
  licenceLongTerm: boolean | null;
  method: string | null;
  images: ImageView[];
  reason: string | null;
  submittedAt: string | null;
  decidedAt: string | null;
  userId?: number;
  account?: string | null;
  history?: DecisionView[];
};
export type FaceCheckView = {
  id: number;
  applicationId: number;
  userId: number;
  account: string | null;
  organisationName: string | null;
  creditCode: string | null;
  provider: string;
  status: string;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
};

const EMPTY: ApplicationView = {
  id: null,
  status: 'unverified',
  canSubmit: true,
  subjectType: null,
  idType: null,
  nationality: null,
  realName: null,
  idNumber: null,
  idValidFrom: null,
  idValidTo: null,
  idLongTerm: null,
  organisationName: null,
  creditCode: null,
  licenceValidFrom: null,
  licenceValidTo: null,
  licenceLongTerm: null,
  method: null,
  images: [],
  reason: null,
  submittedAt: null,
  decidedAt: null,
};

/** Today in China (UTC+8) as `YYYY-MM-DD`: the date validity periods and birth dates are compared with. */
export function chinaToday(nowMs: number): string {
  return new Date(nowMs + 8 * 3600_000).toISOString().slice(0, 10);
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const accountOf = (u: { phone: string | null; primaryEmail: string | null } | undefined) => u?.phone ?? u?.primaryEmail ?? null;

function imageKeys(row: ApplicationRow): Array<[string, string]> {
  const pairs: Array<[string, string | null]> =
    row.subjectType === 'person'
      ? [['handheld', row.handheldPhotoKey], ['front', row.frontPhotoKey], ['back', row.backPhotoKey]]
      : [['licence', row.licenceImageKey], ['authorization', row.authorizationImageKey]];
  return pairs.filter((p): p is [string, string] => !!p[1]);
}

export function createRealNameService(ctx: ServicesContext, deps: { faceCheckProvider?: FaceCheckProvider } = {}) {
  const provider = deps.faceCheckProvider ?? operationsFaceCheckProvider;
  const store = realNameStore(ctx, deps);

  async function images(row: ApplicationRow): Promise<ImageView[]> {
    return Promise.all(
      imageKeys(row).map(async ([kind, key]) => ({
        kind,
        key,
        url: (await ctx.storage.head(key)) ? await ctx.storage.signedUrl(key, SIGNED_URL_TTL_SECONDS) : null,
      })),
    );
  }

  /** The member's own view masks the numbers; operations see them whole. */
  async function view(row: ApplicationRow, audience: 'member' | 'operations', withImages = true): Promise<ApplicationView> {
    // Spec 9 masking for the member's own view; operations need the number whole to check it.
    const mask = audience === 'member' ? (v: string | null) => (v ? maskText(v) : null) : (v: string | null) => v;
    return {
      id: row.id,
      status: row.status as RealNameStatus,
      canSubmit: row.status === 'unverified' || row.status === 'failed',
      subjectType: row.subjectType,
      idType: row.idType,
      nationality: row.nationality,
      realName: row.realName,
      idNumber: mask(row.idNumber),
      idValidFrom: row.idValidFrom,
      idValidTo: row.idValidTo,
      idLongTerm: row.subjectType === 'person' ? row.idValidTo === null : null,
      organisationName: row.organisationName,
      creditCode: mask(row.creditCode),
      licenceValidFrom: row.licenceValidFrom,
      licenceValidTo: row.licenceValidTo,
      licenceLongTerm: row.subjectType === 'organisation' ? row.licenceValidTo === null : null,
      method: row.method,
      images: withImages ? await images(row) : [],
      reason: row.status === 'failed' || row.status === 'filling' ? row.rejectionReason : null,
      submittedAt: iso(row.submittedAt),
      decidedAt: iso(row.decidedAt),
    };
  }

  async function history(db: Executor, id: number): Promise<DecisionView[]> {
    return asDecisions(await store.history(db, id));
  }

  async function opsView(row: ApplicationRow, withDetails: boolean): Promise<ApplicationView> {
    const [user] = await ctx.db.select({ phone: users.phone, primaryEmail: users.primaryEmail }).from(users).where(eq(users.id, row.userId));
    return {
      ...(await view(row, 'operations', withDetails)),
      userId: row.userId,
      account: accountOf(user),
      ...(withDetails ? { history: await history(ctx.db, row.id) } : {}),
    };
  }

  /** The row fields a submission writes (only the subject's own; the other subject's are cleared). */
  function fieldsOf(input: RealNameSubmission) {
    const person = input.subjectType === 'person';
    const text = (v: string | null | undefined) => (v == null || v.trim() === '' ? null : v.trim());
    return {
      subjectType: input.subjectType,
      identityKey: `${input.subjectType}:${normalizeDocumentNumber(person ? input.idNumber! : input.creditCode!)}`,
      idType: person ? input.idType! : null,
      nationality: person ? input.nationality!.trim().toUpperCase() : null,
      realName: person ? text(input.realName) : null,
      idNumber: person ? normalizeDocumentNumber(input.idNumber!) : null,
      handheldPhotoKey: person ? text(input.handheldPhotoKey) : null,
      frontPhotoKey: person ? text(input.frontPhotoKey) : null,
      backPhotoKey: person ? text(input.backPhotoKey) : null,
      idValidFrom: person ? input.idValidFrom! : null,
      idValidTo: person && !input.idLongTerm ? input.idValidTo! : null,
      organisationName: person ? null : text(input.organisationName),
      creditCode: person ? null : normalizeDocumentNumber(input.creditCode!),
      licenceValidFrom: person ? null : input.licenceValidFrom!,
      licenceValidTo: !person && !input.licenceLongTerm ? input.licenceValidTo! : null,
      licenceImageKey: person ? null : text(input.licenceImageKey),
      authorizationImageKey: person ? null : text(input.authorizationImageKey),
      method: person ? null : input.method!,
    };
  }

  async function lockOwn(tx: Transaction, userId: number): Promise<ApplicationRow | undefined> {
    const [row] = await store.lockWhere(tx, eq(realNameApplications.userId, userId));
    return row;
  }

  async function lockById(tx: Transaction, id: number): Promise<ApplicationRow> {
    const row = await store.lock(tx, id);
    if (!row) throw failure(404, 'realNameNotFound');
    return row;
  }

  /** Moves a locked row by one event and logs it; the caller is inside the transaction. */
  function apply(tx: Transaction, row: ApplicationRow, event: RealNameEvent, actor: Actor, reason: string | null, extra: Partial<ApplicationInsert> = {}) {
    return store.step(tx, row, event, actor, { columns: extra, reason, at: new Date(ctx.clock.now()) });
  }

  function faceCheckView(row: FaceCheckRow, app: ApplicationRow | undefined, account: string | null): FaceCheckView {
    return {
      id: row.id,
      applicationId: row.applicationId,
      userId: row.userId,
      account,
      organisationName: app?.organisationName ?? null,
      creditCode: app?.creditCode ?? null,
      provider: row.provider,
      status: row.status,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
      decidedAt: iso(row.decidedAt),
    };
  }

  return {
    /** GET /member/v2/real-name/info. */
    async mine(userId: number): Promise<ApplicationView> {
      const [row] = await ctx.db.select().from(realNameApplications).where(eq(realNameApplications.userId, userId));
      return row ? view(row, 'member') : { ...EMPTY };
    },

    /** POST /member/v2/real-name/submit: first submission or resubmission after a failure. */
    async submit(auth: Auth, input: RealNameSubmission): Promise<{ view: ApplicationView; faceCheck: boolean }> {
      const userId = auth.user.id;
      const invalid = validateRealNameSubmission(input, chinaToday(ctx.clock.now()));
      if (invalid) check(invalid.error);
      const fields = fieldsOf(input);
      if (fields.nationality) {
        const [country] = await ctx.db.select({ iso: countries.iso }).from(countries).where(eq(countries.iso, fields.nationality));
        if (!country) check({ rule: 'nationalityInvalid' });
      }
      const takenKey = input.subjectType === 'person' ? 'realNameIdNumberTaken' : 'realNameCreditCodeTaken';

      // Say "verified, cannot change" or "in progress" before looking at photos or numbers.
      const [current] = await ctx.db.select({ status: realNameApplications.status }).from(realNameApplications).where(eq(realNameApplications.userId, userId));
      if (current?.status === 'verified') throw failure(400, 'realNameVerifiedFinal');
      if (current && current.status !== 'unverified' && current.status !== 'failed' && current.status !== 'filling') throw failure(400, 'realNameInProgress');

      for (const [, key] of imageKeysOf(fields)) await requireOwnImage(ctx.storage, auth, key);

      const [taken] = await ctx.db
        .select({ id: realNameApplications.id })
        .from(realNameApplications)
        .where(
          and(
            eq(realNameApplications.identityKey, fields.identityKey),
            inArray(realNameApplications.status, [...RESERVING_STATUSES]),
            ne(realNameApplications.userId, userId),
          ),
        )
        .limit(1);
      if (taken) throw failure(400, takenKey);

      const member: Actor = { id: userId, role: 'member' };
      const at = new Date(ctx.clock.now());
      let result: ApplicationRow;
      try {
        result = await store.transaction(async (tx) => {
          let row = await lockOwn(tx, userId);
          if (!row) row = await store.create(tx, { input: undefined as never, actor: member, at, values: { userId, ...fields, createdAt: at } });
          if (row.status === 'verified') throw failure(400, 'realNameVerifiedFinal');
          if (row.status !== 'filling') {
            if (!store.can(row, { type: 'application.edit' })) throw failure(400, 'realNameInProgress');
            row = await apply(tx, row, { type: 'application.edit' }, member, null);
          }
          const event: RealNameEvent = { type: 'application.submit', subjectType: input.subjectType, method: fields.method };
          const moved = await apply(tx, row, event, member, null, { ...fields, rejectionReason: null, submittedAt: at, decidedAt: null });
          // The check row is written with the step that asks for it; the provider hears of it after commit.
          if (moved.status === 'identityCheck') {
            await tx.insert(faceChecks).values({ applicationId: row.id, userId, provider: provider.name, status: 'pending', createdAt: at });
          }
          return moved;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw failure(400, takenKey);
        throw error;
      }
      return { view: await view(result, 'member'), faceCheck: result.status === 'identityCheck' };
    },

    /** GET /ops/v1/real-name/pages: newest submission first; `filling`/`unverified` rows are not in the queue by default. */
    async page(query: { status?: RealNameStatus; pageNum: number; pageSize: number }) {
      const where: SQL | undefined = query.status
        ? eq(realNameApplications.status, query.status)
        : inArray(realNameApplications.status, ['identityCheck', 'inReview', 'verified', 'failed']);
      const [{ total }] = await ctx.db.select({ total: count() }).from(realNameApplications).where(where);
      const rows = await ctx.db
        .select()
        .from(realNameApplications)
        .where(where)
        .orderBy(desc(realNameApplications.submittedAt), desc(realNameApplications.id))
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize);
      return { records: await Promise.all(rows.map((r) => opsView(r, false))), total_record: total };
    },

    /** GET /ops/v1/real-name/{id}: the whole application, its images (signed URLs) and its history. */
    async detail(id: number): Promise<ApplicationView> {
      const [row] = await ctx.db.select().from(realNameApplications).where(eq(realNameApplications.id, id));
      if (!row) throw failure(404, 'realNameNotFound');
      return opsView(row, true);
    },

    /** POST /ops/v1/real-name/{id}/approve|reject. Two reviewers at once: the row lock makes the second one a 400. */
    async review(id: number, staffId: number, decision: 'approve' | 'reject', reason: string | null): Promise<ApplicationView> {
      const event: RealNameEvent = decision === 'approve' ? { type: 'review.approve', reason } : { type: 'review.reject', reason: reason ?? '' };
      const at = new Date(ctx.clock.now());
      const result = await store.transaction(async (tx) => {
        const row = await lockById(tx, id);
        return apply(tx, row, event, { id: staffId, role: 'operations' }, reason, {
          decidedAt: at,
          ...(decision === 'reject' ? { rejectionReason: reason?.trim() ?? null } : {}),
        });
      });
      return opsView(result, true);
    },

    /** GET /ops/v1/face-check/pages. */
    async faceCheckPage(query: { status?: 'pending' | 'passed' | 'failed'; pageNum: number; pageSize: number }) {
      const where = query.status ? eq(faceChecks.status, query.status) : undefined;
      const [{ total }] = await ctx.db.select({ total: count() }).from(faceChecks).where(where);
      const rows = await ctx.db
        .select({ check: faceChecks, app: realNameApplications, phone: users.phone, primaryEmail: users.primaryEmail })
        .from(faceChecks)
        .innerJoin(realNameApplications, eq(realNameApplications.id, faceChecks.applicationId))
        .innerJoin(users, eq(users.id, faceChecks.userId))
        .where(where)
        .orderBy(desc(faceChecks.createdAt), desc(faceChecks.id))
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize);
      return { records: rows.map((r) => faceCheckView(r.check, r.app, accountOf(r))), total_record: total };
    },

    /**
     * A face check's verdict (operations in the queue, or a provider's callback with the system actor): the check
     * row and the application move together, in one transaction.
     */
    async decideFaceCheck(checkId: number, actor: Actor, passed: boolean, reason: string | null): Promise<FaceCheckView> {
      const at = new Date(ctx.clock.now());
      const result = await store.transaction(async (tx) => {
        // A face check has no machine yet (docs/status.md), so no store locks it: two verdicts on it take turns here.
        const [checkRow] = await lockPlainRows(tx.select().from(faceChecks).where(eq(faceChecks.id, checkId)), 'no lifecycle: the row has no machine');
        if (!checkRow) throw failure(404, 'faceCheckNotFound');
        if (checkRow.status !== 'pending') throw failure(400, 'faceCheckDecided');
        const row = await lockById(tx, checkRow.applicationId);
        const event: RealNameEvent = passed ? { type: 'faceCheck.passed' } : { type: 'faceCheck.failed', reason: reason ?? '' };
        const moved = await apply(tx, row, event, actor, reason, passed ? {} : { rejectionReason: reason?.trim() ?? null, decidedAt: at });
        const [updated] = await tx
          .update(faceChecks)
          .set({ status: passed ? 'passed' : 'failed', reason: reason?.trim() || null, decidedBy: actor.id, decidedAt: at })
          .where(eq(faceChecks.id, checkId))
          .returning();
        return { check: updated, row: moved };
      });
      const [user] = await ctx.db.select({ phone: users.phone, primaryEmail: users.primaryEmail }).from(users).where(eq(users.id, result.row.userId));
      return faceCheckView(result.check, result.row, accountOf(user));
    },
  };
}

function imageKeysOf(fields: { subjectType: string; handheldPhotoKey: string | null; frontPhotoKey: string | null; backPhotoKey: string | null; licenceImageKey: string | null; authorizationImageKey: string | null }) {
  return imageKeys(fields as ApplicationRow);
}

export type RealNameService = ReturnType<typeof createRealNameService>;
