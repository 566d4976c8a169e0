import { defineCodeTable } from './code-table';

export const rechargeStatus = defineCodeTable([
  { value: '0', key: 'awaitingTransfer', zh: '待转账', en: 'Awaiting transfer', listClass: 'warning' },
  { value: '1', key: 'awaitingProof', zh: '待上传凭证', en: 'Awaiting proof', listClass: 'warning' },
  { value: '2', key: 'awaitingReview', zh: '待审核', en: 'Awaiting review', listClass: 'primary' },
  { value: '3', key: 'done', zh: '已完成', en: 'Completed', listClass: 'success' },
  { value: '4', key: 'failed', zh: '失败', en: 'Failed', listClass: 'danger' },
] as const);

export const withdrawStatus = defineCodeTable([
  { value: '0', key: 'awaitingPayout', zh: '待打款', en: 'Awaiting payout', listClass: 'warning' },
  { value: '1', key: 'paying', zh: '打款中', en: 'Paying', listClass: 'primary' },
  { value: '2', key: 'paid', zh: '已到账', en: 'Paid', listClass: 'success' },
  { value: '3', key: 'failed', zh: '失败', en: 'Failed', listClass: 'danger' },
] as const);

export const walletTransactionType = defineCodeTable([
  { value: '1', key: 'exchange', zh: '兑换', en: 'Exchange', listClass: 'info' },
  { value: '2', key: 'withdraw', zh: '提现', en: 'Withdraw', listClass: 'warning' },
  { value: '3', key: 'recharge', zh: '充值', en: 'Recharge', listClass: 'success' },
  { value: '4', key: 'payReviewFee', zh: '支付评审费', en: 'Pay review fee', listClass: 'primary' },
  // not in the spec's table (1-4): the feasibility-assessment fee an assessor or reviewer earns in stage 2
  { value: '5', key: 'assessmentFee', zh: '评审劳务费', en: 'Assessment fee earned', listClass: 'success' },
] as const);
