/**
 * What every stage-2 task service does before it touches a task (the detailed market assessment, breakdown plans,
 * review tasks): deliver the deadlines that passed, find the caller's invitation of the step's kind (another
 * member's or none: 404; another kind: 400), and lock the requirement, then the invitation — the one lock order of
 * every path that holds both — telling whether the task may still be worked on (the invitation accepted, the
 * requirement still in the step, the window not over).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { MessageKey } from '../messages';
import type { ServicesContext } from '../context';
import type { Executor, Transaction } from '../db/client';
import { invitations, requirements } from '../db/schema';
import { failure } from '../lib/errors';
import { invitationStore, requirementStore, type InvitationRow, type RequirementRow } from './stores';

export type StepTaskSpec = {
  cate: number;
  /** The requirement's state while the step is open. */
  stepState: string;
  /** 400 for an invitation of another kind (`data.reason` says `notThisKind`). */
  notThisKind: MessageKey;
  /** 400 while the invitation is still pending (`notAccepted`). */
  notAccepted: MessageKey;
  /** 400 once the invitation, the step or the window is over (`closed`). */
  closed: MessageKey;
};

/** Where the caller's task stands: `open` may be worked on; the others are refused by `refuseUnlessOpen`. */
export type TaskAccess = 'open' | 'notAccepted' | 'closed';

export function stepTasks(ctx: Pick<ServicesContext, 'db' | 'clock' | 'config'>, spec: StepTaskSpec) {
  const invitationRows = invitationStore(ctx);
  const requirementRows = requirementStore(ctx);

  function own(row: InvitationRow | null | undefined, userId: number): InvitationRow {
    if (!row || row.userId !== userId) throw failure(404, 'invitationNotFound');
    if (row.cate !== spec.cate) throw failure(400, spec.notThisKind, undefined, { reason: 'notThisKind' });
    return row;
  }

  return {
    invitations: invitationRows,
    requirements: requirementRows,

    /** Deadlines that passed are applied before anything is read or changed (requirements first: their end closes invitations). */
    async applyDeadlines(): Promise<void> {
      await requirementRows.fireDueDeadlines();
      await invitationRows.fireDueDeadlines();
    },

    /** The caller's invitation of this kind, unlocked (for reads). */
    async read(db: Executor, userId: number, invitationId: number): Promise<InvitationRow> {
      return own(await invitationRows.read(db, invitationId), userId);
    },

    /** The requirement and the caller's invitation, locked in that order, and whether the task is open. */
    async lock(tx: Transaction, userId: number, invitationId: number): Promise<{ requirement: RequirementRow; invitation: InvitationRow; at: Date; access: TaskAccess }> {
      const peek = own(await invitationRows.read(tx, invitationId), userId);
      const requirement = await requirementRows.lock(tx, peek.requirementId);
      if (!requirement) throw failure(404, 'invitationNotFound');
      const invitation = own(await invitationRows.lock(tx, invitationId), userId);
      const at = new Date(ctx.clock.now());
      const due = invitation.expiresAt !== null && invitation.expiresAt.getTime() <= at.getTime();
      const access: TaskAccess =
        invitation.status === 'pending' && !due ? 'notAccepted' : invitation.status !== 'accepted' || requirement.status !== spec.stepState || due ? 'closed' : 'open';
      return { requirement, invitation, at, access };
    },

    /** Throws the step's refusal unless the task is open. */
    refuseUnlessOpen(access: TaskAccess): void {
      if (access === 'notAccepted') throw failure(400, spec.notAccepted, undefined, { reason: 'notAccepted' });
      if (access === 'closed') throw failure(400, spec.closed, undefined, { reason: 'closed' });
    },
  };
}

/** A requirement by its number (as the pages address it), or 404. */
export async function requirementByNumber(db: Executor, requirementNo: string): Promise<Pick<RequirementRow, 'id' | 'userId' | 'requirementNo' | 'status'>> {
  const [row] = await db
    .select({ id: requirements.id, userId: requirements.userId, requirementNo: requirements.requirementNo, status: requirements.status })
    .from(requirements)
    .where(eq(requirements.requirementNo, requirementNo.trim()));
  if (!row) throw failure(404, 'requirementNotFound');
  return row;
}

/** Whether a member works on a requirement in one of these kinds: an accepted or done invitation. */
export async function worksOn(db: Executor, requirementId: number, userId: number, cates: readonly number[]): Promise<boolean> {
  const [found] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.requirementId, requirementId), eq(invitations.userId, userId), inArray(invitations.cate, [...cates]), inArray(invitations.status, ['accepted', 'completed'])))
    .limit(1);
  return found !== undefined;
}
