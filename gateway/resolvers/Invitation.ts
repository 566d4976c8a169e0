import { INVITE_STATUS_CODE } from '../../machines/requirement/invitation.machine';
import type { InvitationResolvers } from '../generated/resolvers-types';
import { loadWorkflow } from '../context';
import { UnexpectedServiceAnswer } from '../rest-client';
import { namesOf } from './Requirement';

/** The spec 3 invite status (-1..3) from the code the services send (a number or its text), or a stored state name. */
export function inviteStatusOf(value: number | string | null | undefined, what: string): number {
  if (typeof value === 'string' && Object.hasOwn(INVITE_STATUS_CODE, value)) return Number(INVITE_STATUS_CODE[value as keyof typeof INVITE_STATUS_CODE]);
  const code = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (Number.isInteger(code)) return code;
  throw new UnexpectedServiceAnswer(`${what}: unknown invite status ${String(value)}`);
}

/** A stored reason (key and params) as the schema's InvitationReason. */
export function reasonOf(reason: { key: string; params: Record<string, string> } | null | undefined) {
  if (!reason) return null;
  const completed = Number(reason.params.completed);
  return {
    key: reason.key,
    fieldZh: reason.params.zh ?? null,
    fieldEn: reason.params.en ?? null,
    terms: reason.params.terms ?? null,
    completed: Number.isInteger(completed) ? completed : null,
  };
}

export const Invitation: InvitationResolvers = {
  status: (invitation) => inviteStatusOf(invitation.status, `invitation ${invitation.id}`),
  expiredAt: (invitation) => invitation.expiredAt ?? null,
  payBack: (invitation) => invitation.payBack ?? 0,
  // The spec's shape: the names as JSON array text.
  industryName: (invitation) => JSON.stringify(namesOf(invitation.industryName)),
  industryNameEn: (invitation) => JSON.stringify(namesOf(invitation.industryNameEn)),
  marketSize: (invitation) => invitation.marketSize ?? null,
  campaignId: (invitation) => invitation.campaignId ?? null,
  reason: (invitation) => reasonOf(invitation.reason),
  // From the REST answer when it carries them, else from the invitation's workflow (the same loader call as `workflow`).
  availableEvents: async (invitation, _args, { loaders }) =>
    invitation.availableEvents ?? (await loadWorkflow(loaders, 'invitation', invitation.id)).availableEvents ?? [],
  workflow: (invitation, _args, { loaders }) => loadWorkflow(loaders, 'invitation', invitation.id),
};
