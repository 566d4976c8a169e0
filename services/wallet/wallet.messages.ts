/** Messages of the wallet services, in both languages. Merged into serviceMessages (services/lib/messages.ts). */
import type { Localized } from '../../machines/rules/messages';

export const walletMessages = {
  idempotencyKeyRequired: { zh: '缺少或无效的 Idempotency-Key 请求头', en: 'The Idempotency-Key header is missing or not valid' },
  idempotencyKeyReused: { zh: '该 Idempotency-Key 已用于另一个请求', en: 'This Idempotency-Key was used for a different request' },
  walletBalanceInsufficient: { zh: '余额不足，请先充值或兑换', en: 'Insufficient balance, please deposit or exchange first' },
  walletRefused: { zh: '当前状态下不能执行该操作', en: 'This cannot be done in the current state' },
  walletCardNotVerified: { zh: '请选择本人已验证的银行卡', en: 'Please choose one of your verified bank cards' },
  walletRealNameRequired: { zh: '请先完成实名认证', en: 'Real-name verification required to proceed' },
  walletPayPasswordRequired: { zh: '请先设置交易密码', en: 'Set 2 Factor Password first' },
  rechargeExpired: { zh: '转账时间已过（Payment Window Expired），请重新下单', en: 'Payment Window Expired, please create a new order' },
  rechargeOpenLimit: { zh: '未完成的充值订单过多，请先完成或取消', en: 'Too many open recharge orders, please finish or cancel one first' },
  voucherNotOwn: { zh: '凭证图片无效，请重新上传', en: 'The voucher image is not valid, please upload it again' },
  fourEyesRequired: { zh: '该笔提现金额较大，需由另一位运营人员确认打款', en: 'This withdrawal is above the four-eyes limit: another operator must mark it paid' },
  submitted: { zh: '已提交', en: 'Submitted' },
  exchanged: { zh: '兑换成功', en: 'Exchanged' },
  paymentCompleted: { zh: '支付成功', en: 'Payment Completed' },
} as const satisfies Record<string, Localized>;
