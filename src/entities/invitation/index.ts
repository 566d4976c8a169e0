/**
 * An invitation in the app (issue 10): its fragment, status tag, labels (kind, status, domain) and the accept /
 * reject action with the spec's confirmation, shared by the invite dialog, the invitation detail and my works.
 * Strings: the `invitations` namespace.
 */
export { InvitationFieldsFragment } from './invitation-fields.fragment';
export { HandleInvitationMutation } from './handle-invitation.mutation';
export { InvitationStatusTag } from './invitation-status-tag';
export { INVITE_STATE_ORDER, inviteDetailPath, invitationWork, type InvitationWork } from './invitation-work';
export { INVITE_ACCEPT, INVITE_REJECT, parseIndustryNames, useInvitationLabels, useInvitationReason } from './invitation-labels';
export { INVITATION_QUERIES, useHandleInvitation } from './use-handle-invitation';
