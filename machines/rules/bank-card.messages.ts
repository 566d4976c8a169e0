/** Rule messages of bank cards (card numbers, cardholder names, deposit amounts), in both languages. Merged into ruleMessages (./messages.ts). */
import type { Localized } from './localized';

export const bankCardRuleMessages = {
  cardNumberRequired: { zh: '请输入银行卡号', en: 'Please enter the card number' },
  cardNumberDigits: { zh: '银行卡号只能包含数字', en: 'The card number may contain digits only' },
  cardNumberLength: { zh: '银行卡号须为{min}-{max}位数字', en: 'The card number must be {min}-{max} digits' },
  cardNumberInvalid: { zh: '银行卡号有误，请核对后重新输入', en: 'The card number is not valid, please check it' },
  cardBankUnknown: { zh: '暂不支持该银行卡，请更换其他银行的储蓄卡', en: 'This card is not supported, please use a debit card of another bank' },
  cardCreditRefused: { zh: '不支持信用卡，请绑定储蓄卡（借记卡）', en: 'Credit cards are not accepted, please bind a debit card' },
  cardDebitOnly: { zh: '仅支持储蓄卡（借记卡）', en: 'Only debit cards are accepted' },
  cardholderNameRequired: { zh: '请输入持卡人姓名', en: 'Please enter the cardholder name' },
  cardholderNameLength: { zh: '持卡人姓名须为{min}-{max}个字符', en: 'The cardholder name must be {min}-{max} characters' },
  branchNameRequired: { zh: '请输入开户支行', en: 'Please enter the branch name' },
  branchNameLength: { zh: '开户支行须为{min}-{max}个字符', en: 'The branch name must be {min}-{max} characters' },
  depositAmountRequired: { zh: '请输入您收到的打款金额', en: 'Please enter the payment amount you received' },
  depositAmountFormat: { zh: '请输入正确的金额（元，最多两位小数）', en: 'Enter the amount in yuan with at most 2 decimals' },
} as const satisfies Record<string, Localized>;
