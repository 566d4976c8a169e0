/** Rule messages of the wallets (amounts, balances, orders), in both languages. Merged into ruleMessages (./messages.ts). */
import type { Localized } from './localized';

export const walletRuleMessages = {
  amountRequired: { zh: '请输入金额', en: 'Please enter the amount' },
  amountFormat: { zh: '请输入正确的金额（元，最多两位小数）', en: 'Enter the amount in yuan with at most 2 decimals' },
  amountMin: { zh: '金额不能少于{min}元', en: 'The amount must be at least {min} yuan' },
  amountMax: { zh: '金额不能超过{max}元', en: 'The amount must not exceed {max} yuan' },
  balanceInsufficient: { zh: '余额不足，请先充值或兑换', en: 'Insufficient balance, please deposit or exchange first' },
  bankCardRequired: { zh: '请选择已验证的银行卡', en: 'Please choose a verified bank card' },
  transferReferenceRequired: { zh: '请输入转账流水号', en: 'Please enter the transfer reference number' },
  transferReferenceFormat: { zh: '转账流水号为{min}-{max}位字母或数字', en: 'The transfer reference is {min}-{max} letters or digits' },
  voucherRequired: { zh: '请上传转账凭证截图', en: 'Please upload the screenshot of the transfer voucher' },
  bankReferenceRequired: { zh: '请输入银行打款流水号', en: 'Please enter the bank reference of the payout' },
  reasonRequired: { zh: '请填写原因', en: 'Please give a reason' },
  exchangeDirection: { zh: '兑换方向不正确', en: 'The exchange direction is not valid' },
} as const satisfies Record<string, Localized>;
