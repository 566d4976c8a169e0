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
  // the detailed market assessment (stage 2, kind 6)
  invitationNotAssessment: { zh: '该邀请不是详细市场评估邀请', en: 'This invitation is not a detailed market assessment' },
  assessmentAlreadySubmitted: { zh: '评估表已提交，不能再修改', en: 'The assessment has been submitted and can no longer be changed' },
  assessmentNotAccepted: { zh: '请先接受邀请再填写评估表', en: 'Accept the invitation before filling in the assessment' },
  assessmentClosed: { zh: '评估已结束，不能再填写', en: 'The assessment is over: the form can no longer be filled in' },
  assessmentSaved: { zh: '草稿已保存', en: 'Draft saved' },
  assessmentSubmitted: { zh: '评估表已提交', en: 'Assessment submitted' },
  hallJoined: { zh: '项目大厅身份已保存', en: 'Hall membership saved' },
  hallIndustryUnknown: { zh: '所选关注领域不存在', en: 'A selected field of interest does not exist' },
} as const satisfies Record<string, Localized>;
