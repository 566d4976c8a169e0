import { defineCodeTable } from './code-table';

export const inviteType = defineCodeTable([
  { value: '1', key: 'evaluation', zh: '评估', en: 'Evaluation' },
  { value: '2', key: 'crowdfunding', zh: '众筹', en: 'Crowdfunding' },
  { value: '3', key: 'projectAnalysis', zh: '项目分析', en: 'Project analysis' },
  { value: '4', key: 'analysisReview', zh: '分析评审', en: 'Analysis review' },
  { value: '5', key: 'solutionSolicitation', zh: '方案征集', en: 'Solution solicitation' },
  { value: '6', key: 'detailedMarketEvaluation', zh: '详细市场评估', en: 'Detailed market evaluation' },
  { value: '7', key: 'solutionReview', zh: '方案评审', en: 'Solution review' },
  { value: '8', key: 'execution', zh: '执行', en: 'Execution' },
  { value: '9', key: 'integration', zh: '集成', en: 'Integration' },
] as const);

export const inviteStatus = defineCodeTable([
  { value: '-1', key: 'rejected', zh: '已拒绝', en: 'Rejected', listClass: 'danger' },
  { value: '0', key: 'pending', zh: '待处理', en: 'Pending', listClass: 'warning' },
  { value: '1', key: 'accepted', zh: '已接受', en: 'Accepted', listClass: 'primary' },
  { value: '2', key: 'completed', zh: '已完成', en: 'Completed', listClass: 'success' },
  { value: '3', key: 'timedOut', zh: '已超时', en: 'Timed out', listClass: 'info' },
] as const);

/**
 * The five participant kinds a member joins the hall as (spec 1, with the five-element names), and the invite
 * kinds each may receive: market assessors get evaluations (1) and detailed market evaluations (6), funders get
 * crowdfunding (2), solution providers get project analysis (3) and solution solicitation (5), research executors
 * get execution (8) and integration (9). Analysis review (4) and solution review (7) go to industry experts (a
 * later issue).
 */
export const participantKind = defineCodeTable([
  { value: '1', key: 'funder', zh: '金·出资方/投资方', en: 'Metal · funder / investor' },
  { value: '2', key: 'resourceProvider', zh: '木·资源提供方', en: 'Wood · resource provider' },
  { value: '3', key: 'researchExecutor', zh: '水·研发执行方', en: 'Water · research executor' },
  { value: '4', key: 'solutionProvider', zh: '火·方案提供方', en: 'Fire · solution provider' },
  { value: '5', key: 'marketAssessor', zh: '土·市场评估方', en: 'Earth · market assessor' },
] as const);

/** The participant kind that receives each invite type (null: not a hall kind, e.g. experts). */
export const KIND_OF_INVITE_TYPE: Record<string, string | null> = {
  '1': '5',
  '2': '1',
  '3': '4',
  '4': null,
  '5': '4',
  '6': '5',
  '7': null,
  '8': '3',
  '9': '3',
};
