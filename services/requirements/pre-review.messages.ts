/** Messages of stage 2, pre-review (the detailed market assessment, breakdown plans), in both languages. */
import type { Localized } from '../../machines/rules/messages';

export const preReviewMessages = {
  // the detailed market assessment (stage 2, kind 6)
  invitationNotAssessment: { zh: '该邀请不是详细市场评估邀请', en: 'This invitation is not a detailed market assessment' },
  assessmentAlreadySubmitted: { zh: '评估表已提交，不能再修改', en: 'The assessment has been submitted and can no longer be changed' },
  assessmentNotAccepted: { zh: '请先接受邀请再填写评估表', en: 'Accept the invitation before filling in the assessment' },
  assessmentClosed: { zh: '评估已结束，不能再填写', en: 'The assessment is over: the form can no longer be filled in' },
  assessmentSaved: { zh: '草稿已保存', en: 'Draft saved' },
  assessmentSubmitted: { zh: '评估表已提交', en: 'Assessment submitted' },
  // project analysis: breakdown plans (kind 3)
  invitationNotAnalysis: { zh: '该邀请不是项目分析邀请', en: 'This invitation is not a project analysis' },
  subTopicCategoryUnknown: { zh: '所选子课题类别不存在', en: 'A chosen sub-topic category does not exist' },
  planAlreadySubmitted: { zh: '分解方案已提交，不能再修改', en: 'The breakdown plan has been submitted and can no longer be changed' },
  planNotAccepted: { zh: '请先接受邀请再填写分解方案', en: 'Accept the invitation before writing the breakdown plan' },
  planClosed: { zh: '子课题分解已过期', en: 'Sub-Topic Breakdown Expired' },
  planSaved: { zh: '分解方案已保存', en: 'Breakdown plan saved' },
  planSubmitted: { zh: '分解方案已提交', en: 'Breakdown plan submitted' },
  // solutions (kind 5)
  invitationNotSolution: { zh: '该邀请不是方案征集邀请', en: 'This invitation is not a call for solutions' },
  subTopicNotFound: { zh: '子课题不存在或不在入选方案中', en: 'The sub-topic does not exist or is not in the selected plan' },
  solutionNotAccepted: { zh: '请先接受邀请再提交方案', en: 'Accept the invitation before writing a solution' },
  solutionClosed: { zh: '方案征集已结束或方案已提交，不能再修改', en: 'The call for solutions is over or the solution is submitted: it can no longer be changed' },
  solutionTermsFirst: { zh: '请先阅读并接受保密与知识产权条款', en: 'Read and accept the confidentiality and IP terms first' },
  solutionTermsAccepted: { zh: '已接受条款', en: 'Terms accepted' },
  solutionSaved: { zh: '方案草稿已保存', en: 'Solution draft saved' },
  solutionSubmitted: { zh: '方案已提交', en: 'Solution submitted' },
  solutionWithdrawn: { zh: '方案已撤回', en: 'Solution withdrawn' },
  // the all-people review of plans
  opinionNotOpen: { zh: '全员评议仅在分析评审期间开放', en: 'The all-people review is open only during the analysis review' },
  opinionPublisher: { zh: '需求发布者不能参与全员评议', en: 'The publisher cannot take part in the all-people review' },
  opinionAnalyst: { zh: '提交了分解方案的分析方不能参与全员评议', en: 'Analysts who submitted a plan cannot take part in the all-people review' },
  opinionNotInHall: { zh: '请先加入项目大厅再参与全员评议', en: 'Join the project hall to take part in the all-people review' },
  opinionPlanNotFound: { zh: '该方案不在评审中', en: 'The plan is not in review' },
  opinionCommentsMax: { zh: '每人每个需求最多发表{max}条评论', en: 'At most {max} comments per member and requirement' },
  opinionVoted: { zh: '投票已记录', en: 'Vote recorded' },
  opinionCommented: { zh: '评论已发表', en: 'Comment posted' },
  // the analysis review (kind 4)
  invitationNotReview: { zh: '该邀请不是分析评审邀请', en: 'This invitation is not an analysis review' },
  invitationNotSolutionReview: { zh: '该邀请不是方案评审邀请', en: 'This invitation is not a solution review' },
  reviewNotAccepted: { zh: '请先接受邀请再评分', en: 'Accept the invitation before scoring' },
  reviewClosed: { zh: '评审已结束或评分已提交，不能再修改', en: 'The review is over or the scores are submitted: they can no longer be changed' },
  reviewItemUnknown: { zh: '所评方案不在评审中，或重复评分', en: 'A scored plan or solution is not in review, or is scored twice' },
  guidelinesAcknowledged: { zh: '已确认评审须知', en: 'Review guidelines acknowledged' },
  reviewSaved: { zh: '评分已保存', en: 'Scores saved' },
  reviewSubmitted: { zh: '评分已提交', en: 'Scores submitted' },
} as const satisfies Record<string, Localized>;
