/** Messages of invitations, the hall membership and the market evaluation, in both languages. */
import type { Localized } from '../../machines/rules/messages';

export const invitationMessages = {
  invitationNotFound: { zh: '邀请不存在', en: 'The invitation does not exist' },
  // spec 8, word for word (after handling an invitation)
  invitationAccepted: { zh: '已接受', en: 'Accepted' },
  invitationRejected: { zh: '已拒绝', en: 'Rejected' },
  invitationExpired: { zh: '邀请已超时', en: 'The invitation has timed out' },
  invitationNotEvaluation: { zh: '该邀请不是市场评估邀请', en: 'This invitation is not a market evaluation' },
  marketAlreadyEvaluated: { zh: '您已评估过该需求，每轮只能提交一次', en: 'Already evaluated: one answer per assessor and round' },
  hallJoined: { zh: '项目大厅身份已保存', en: 'Hall membership saved' },
  hallIndustryUnknown: { zh: '所选关注领域不存在', en: 'A selected field of interest does not exist' },
} as const satisfies Record<string, Localized>;
