import { defineCodeTable } from './code-table';

export const mainStage = defineCodeTable([
  { value: '1', key: 'requirementRelease', zh: '需求发布', en: 'Requirement release' },
  { value: '2', key: 'preReview', zh: '预评审', en: 'Pre-review' },
  { value: '3', key: 'investorBidding', zh: '投资方竞标', en: 'Investor bidding' },
  { value: '4', key: 'projectSetUp', zh: '项目立项', en: 'Project set-up' },
  { value: '5', key: 'execution', zh: '执行', en: 'Execution' },
  { value: '6', key: 'closingAcceptance', zh: '结题验收', en: 'Closing acceptance' },
  { value: '7', key: 'dividend', zh: '分红', en: 'Dividend' },
] as const);

export const subProcessStep = defineCodeTable([
  { value: '1', key: 'fillRequirement', zh: '填写需求', en: 'Fill in requirement' },
  { value: '2', key: 'initialMarketEvaluation', zh: '初步市场评估', en: 'Initial market evaluation' },
  { value: '3', key: 'payReviewFee', zh: '支付或众筹评审费', en: 'Pay or crowdfund review fee' },
  { value: '4', key: 'awaitPreReview', zh: '等待预评审开始', en: 'Wait for pre-review start' },
] as const);

export const preReviewStep = defineCodeTable([
  { value: '-1', key: 'detailedMarketEvaluation', zh: '详细市场评估', en: 'Detailed market evaluation' },
  { value: '1', key: 'projectAnalysis', zh: '项目分析', en: 'Project analysis' },
  { value: '2', key: 'analysisReview', zh: '分析评审', en: 'Analysis review' },
  { value: '3', key: 'solicitSolutions', zh: '征集方案', en: 'Solicit solutions' },
  { value: '4', key: 'expertSolutionReview', zh: '专家方案评审', en: 'Expert solution review' },
] as const);

export const subStepStatus = defineCodeTable([
  { value: '-2', key: 'stopped', zh: '已终止', en: 'Stopped', listClass: 'danger' },
  { value: '-1', key: 'failed', zh: '失败', en: 'Failed', listClass: 'danger' },
  { value: '1', key: 'inProgress', zh: '进行中', en: 'In progress', listClass: 'primary' },
  { value: '2', key: 'done', zh: '已完成', en: 'Done', listClass: 'success' },
  { value: '3', key: 'stageComplete', zh: '阶段完成', en: 'Stage complete', listClass: 'success' },
  { value: '4', key: 'timedOut', zh: '已超时', en: 'Timed out', listClass: 'info' },
] as const);

export const crowdfundingStatus = defineCodeTable([
  { value: '-2', key: 'personalPaymentFailed', zh: '个人支付失败', en: 'Personal payment failed', listClass: 'danger' },
  { value: '-1', key: 'crowdfundingFailed', zh: '众筹失败', en: 'Crowdfunding failed', listClass: 'danger' },
  { value: '1', key: 'chooseMode', zh: '选择方式', en: 'Choose mode', listClass: 'default' },
  { value: '2', key: 'crowdfundingApplying', zh: '众筹申请中', en: 'Crowdfunding applying', listClass: 'warning' },
  { value: '3', key: 'crowdfundingInProgress', zh: '众筹中', en: 'Crowdfunding in progress', listClass: 'primary' },
  { value: '4', key: 'paid', zh: '已支付', en: 'Paid', listClass: 'success' },
  { value: '5', key: 'stageDone', zh: '阶段完成', en: 'Stage done', listClass: 'success' },
] as const);

export const taskState = defineCodeTable([
  { value: '-1', key: 'failed', zh: '失败', en: 'Failed', listClass: 'danger' },
  { value: '1', key: 'inProgress', zh: '进行中', en: 'In progress', listClass: 'primary' },
  { value: '2', key: 'done', zh: '已完成', en: 'Done', listClass: 'success' },
  { value: '3', key: 'timedOut', zh: '已超时', en: 'Timed out', listClass: 'info' },
] as const);

export const requirementDraftStatus = defineCodeTable([
  { value: '1', key: 'draft', zh: '草稿', en: 'Draft', listClass: 'default' },
  { value: '2', key: 'stageDone', zh: '阶段完成', en: 'Stage done', listClass: 'success' },
  { value: '3', key: 'stageComplete', zh: '阶段结束', en: 'Stage complete', listClass: 'success' },
  { value: '4', key: 'timedOut', zh: '已超时', en: 'Timed out', listClass: 'info' },
  { value: '5', key: 'rejectedByOperations', zh: '运营驳回', en: 'Rejected by operations', listClass: 'danger' },
] as const);

/** Market size ranges in 万 (ten thousand RMB); the value is the range string the API takes (`0-50`). */
export const marketSizeRange = defineCodeTable([
  { value: '0-50', key: 'upTo500k', zh: '0-50万', en: '0-500k' },
  { value: '50-100', key: 'from500kTo1m', zh: '50-100万', en: '500k-1M' },
  { value: '100-500', key: 'from1mTo5m', zh: '100-500万', en: '1M-5M' },
  { value: '500-1000', key: 'from5mTo10m', zh: '500-1000万', en: '5M-10M' },
  { value: '1000+', key: 'over10m', zh: '1000万以上', en: 'Over 10M' },
] as const);
