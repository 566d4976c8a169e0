import type { InvitationCandidateResolvers } from '../generated/resolvers-types';
import { inviteStatusOf, reasonOf } from './Invitation';

export const InvitationCandidate: InvitationCandidateResolvers = {
  invitationId: (candidate) => candidate.invitationId ?? null,
  // No invitation sent: no status.
  status: (candidate) => (candidate.status == null ? null : inviteStatusOf(candidate.status, `candidate ${candidate.userId}`)),
  reason: (candidate) => reasonOf(candidate.reason),
  override: (candidate) => candidate.override ?? null,
};
