/** Rule messages of stage 2, pre-review (market assessment, scorecards, conflicts of interest, expert status), in both languages. Merged into ruleMessages (./messages.ts). */
import type { Localized } from './localized';

export const preReviewRuleMessages = {
  // the detailed market assessment form (spec 3, 5: "whole-number amounts only; form must be completed first")
  marketTotalRequired: { zh: '请填写第{year}年的市场总额（万元）', en: 'Enter the market total of year {year} (10k RMB)' },
  marketAmountWhole: { zh: '金额须为0到{max}之间的整数（万元）', en: 'Amounts must be whole numbers of 10k RMB from 0 to {max}' },
  projectShareRange: { zh: '项目占比须为0-100%，最多两位小数', en: 'The project share must be from 0 to 100% with at most 2 decimals' },
  marketValueRequired: { zh: '请填写市场价值（万元）', en: 'Enter the market value (10k RMB)' },
  competitionScoreRange: { zh: '竞争力评分须为0-100的整数', en: 'The competition score must be a whole number from 0 to 100' },
  evidenceRequired: { zh: '请填写依据', en: 'Enter the evidence' },
  evidenceLength: { zh: '依据最多{max}个字符', en: 'The evidence can have at most {max} characters' },
  commentsLength: { zh: '意见最多{max}个字符', en: 'The comments can have at most {max} characters' },
  marketAssessmentIncomplete: { zh: '请先完善表单', en: 'Complete form' },
  // scorecards of the analysis review and the expert review
  scorecardCriteria: { zh: '评分表须有1-{max}项名称不同的标准', en: 'A scorecard needs 1 to {max} criteria with different names' },
  scorecardWeights: { zh: '每项权重须为正整数，合计为100', en: 'Each weight must be a positive whole number, together 100' },
  scorecardPassMark: { zh: '及格分须为0-100的整数', en: 'The pass mark must be a whole number from 0 to 100' },
  scoreMissing: { zh: '请为每项标准评分', en: 'Score every criterion' },
  scoreRange: { zh: '每项评分须为{min}-{max}的整数', en: 'Each score must be a whole number from {min} to {max}' },
  reviewCommentRequired: { zh: '请填写评审意见', en: 'Enter your review comments' },
  reviewCommentLength: { zh: '评审意见最多{max}个字符', en: 'The review comments can have at most {max} characters' },
  guidelinesRequired: { zh: '请先阅读并确认评审须知', en: 'Read and acknowledge the review guidelines first' },
  // conflicts of interest (an expert may not review a requirement they publish, fund or solve)
  conflictAsPublisher: { zh: '存在利益冲突：您是该需求的发布者，不能参与评审', en: 'Conflict of interest: you published this requirement and cannot review it' },
  conflictAsProvider: { zh: '存在利益冲突：您为该需求提交了分析或方案，不能参与评审', en: 'Conflict of interest: you submitted an analysis or a solution for this requirement and cannot review it' },
  conflictAsFunder: { zh: '存在利益冲突：您是该需求的出资方，不能参与评审', en: 'Conflict of interest: you fund this requirement and cannot review it' },
  // the all-people review of breakdown plans (./plan-opinion.ts)
  planCommentLength: { zh: '评论须为1-{max}个字符', en: 'A comment must have 1 to {max} characters' },
  // breakdown plans (sub-topics)
  subTopicsCount: { zh: '分解方案须有1-{max}个子课题', en: 'A breakdown plan needs 1 to {max} sub-topics' },
  integrationTopicOnce: { zh: '每个方案最多一个集成课题', en: 'A plan can have at most one integration topic' },
  subTopicTitleRequired: { zh: '请填写子课题名称', en: 'Enter the sub-topic title' },
  subTopicTitleLength: { zh: '子课题名称最多{max}个字符', en: 'The sub-topic title can have at most {max} characters' },
  subTopicCategoryRequired: { zh: '请选择子课题类别', en: 'Choose the sub-topic category' },
  subTopicResearchRequired: { zh: '请填写研究内容', en: 'Enter the research content' },
  subTopicResultsRequired: { zh: '请填写预期成果', en: 'Enter the expected results' },
  subTopicBasisRequired: { zh: '请填写现有技术基础', en: 'Enter the existing technical basis' },
  subTopicTextLength: { zh: '最多{max}个字符', en: 'At most {max} characters' },
  subTopicMetrics: {
    zh: '请填写1-{max}项考核指标（名称最多{name}个字符，目标值最多{target}个字符）',
    en: 'Enter 1 to {max} metrics (names of at most {name} characters, targets of at most {target})',
  },
  // solutions (kind 5)
  solutionSummaryRequired: { zh: '请填写方案摘要', en: 'Enter the summary' },
  solutionApproachRequired: { zh: '请填写技术路线', en: 'Enter the technical approach' },
  solutionDetailRequired: { zh: '请填写技术细节', en: 'Enter the technical detail' },
  solutionTextLength: { zh: '最多{max}个字符', en: 'At most {max} characters' },
  solutionAttachmentsMax: { zh: '最多{max}个附件', en: 'At most {max} attachments' },
  solutionTeamSize: { zh: '团队须有1-{max}名成员', en: 'The team needs 1 to {max} members' },
  solutionMemberIncomplete: { zh: '请填写每位成员的姓名和角色', en: 'Enter each member’s name and role' },
  solutionCostRange: { zh: '费用须大于0且不超过1亿元', en: 'The cost must be more than 0 and at most 100 million yuan' },
  solutionDurationRange: { zh: '周期须为1-{max}天', en: 'The duration must be 1 to {max} days' },
  solutionMilestones: { zh: '请填写1-{max}个里程碑', en: 'Enter 1 to {max} milestones' },
  solutionMilestoneIncomplete: { zh: '请填写每个里程碑的名称、时间和交付物', en: 'Enter each milestone’s title, day and deliverable' },
  solutionMilestoneDay: { zh: '里程碑时间须在周期内且按顺序排列', en: 'Milestone days must lie within the duration, in order' },
  // the industry expert application
  expertFieldsRange: { zh: '请选择1-{max}个专业领域', en: 'Choose 1 to {max} fields of expertise' },
  expertCredentialsRange: { zh: '请上传1-{max}份资质证明', en: 'Upload 1 to {max} credentials' },
  expertIntroductionLength: { zh: '专家简介须为{min}-{max}个字符', en: 'The expert introduction must have {min} to {max} characters' },
  expertOnlyInvite: { zh: '该邀请仅发给行业专家', en: 'This invitation goes to industry experts only' },
} as const satisfies Record<string, Localized>;
