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
