/** Messages of operations' overrides of the invitation ranking (./candidates.service.ts), in both languages. */
import type { Localized } from '../../machines/rules/messages';

export const candidateMessages = {
  candidatePinned: { zh: '已置顶该成员：发送邀请时优先邀请', en: 'Member pinned: invited first when the invitations are sent' },
  candidateInvited: { zh: '已置顶并立即邀请该成员', en: 'Member pinned and invited now' },
  candidateExcluded: { zh: '已排除该成员：不会收到此步骤的邀请', en: 'Member excluded: they will not be invited to this step' },
  candidateOverrideCleared: { zh: '已取消对该成员的设置，由排序决定是否邀请', en: 'Override cleared: the ranking decides again' },
  candidateAlreadyInvited: { zh: '该成员已收到此步骤的邀请，不能再排除', en: 'This member has already been invited to this step and can no longer be removed' },
  candidatePublisher: { zh: '需求发布者不能受邀参与自己的需求', en: 'The publisher cannot be invited to their own requirement' },
  candidateNotInHallKind: { zh: '该成员未以此类邀请所需的身份加入项目大厅', en: 'This member has not joined the project hall in the role this invitation needs' },
  candidateNotExpert: { zh: '该成员不是已认证的行业专家', en: 'This member is not an approved industry expert' },
} as const satisfies Record<string, Localized>;
