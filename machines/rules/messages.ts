/**
 * Every message a shared rule can produce, in both languages. The services answer 400 with the rendered text
 * and the app shows the same text under the field, so both sides stay word-for-word identical.
 * Placeholders are `{name}` and are filled from `RuleError.params`.
 */
import { accountRuleMessages } from './account.messages';
import { bankCardRuleMessages } from './bank-card.messages';
import type { Lang, Localized } from './localized';
import { preReviewRuleMessages } from './pre-review.messages';
import { profileRuleMessages } from './profile.messages';
import { realNameRuleMessages } from './real-name.messages';
import { requirementRuleMessages } from './requirement.messages';
import { uploadRuleMessages } from './upload.messages';
import { walletRuleMessages } from './wallet.messages';

export type { Lang, Localized };

export const ruleMessages = {
  // identifiers (spec 5)
  areaCodeRequired: { zh: '请选择区号', en: 'please select area code' },
  areaCodeInvalid: { zh: '区号格式不正确', en: 'The area code is not valid' },
  phoneRequired: { zh: '请填写手机号', en: 'please fill in phone' },
  phoneInvalid: { zh: '请输入正确的11位手机号', en: 'Please enter a valid 11-digit phone number' },
  phoneDigits: { zh: '手机号须为{min}-{max}位数字', en: 'The phone number must be {min}-{max} digits' },
  emailRequired: { zh: '请填写邮箱', en: 'please fill in e-mail' },
  emailInvalid: { zh: '请输入正确的邮箱', en: 'Please enter the correct e-mail' },
  identifierRequired: { zh: '请输入手机号或邮箱', en: 'Please enter your phone or e-mail' },
  identifierInvalid: { zh: '请输入正确的手机号或邮箱', en: 'Please enter a valid phone or e-mail' },
  noSpaces: { zh: '输入内容不能包含空格', en: 'Must not contain spaces' },
  // captcha and verification code (spec 5, 8)
  captchaRequired: { zh: '请输入右侧图形验证码', en: 'Enter the graphic code on the right' },
  captchaIncorrect: { zh: '图形验证码错误或已失效，请重新输入', en: 'The graphic code is wrong or has expired, please try again' },
  verifyCodeRequired: { zh: '请输入验证码', en: 'Please enter the verification code' },
  verifyCodeFormat: { zh: '验证码为{n}位数字', en: 'The code must be {n} digits' },
  verifyCodeIncorrect: { zh: '验证码错误，请重新输入', en: 'The code entered is incorrect. Please try again' },
  verifyCodeExpired: { zh: '验证码已失效，请重新获取', en: 'The code has expired, please request a new one' },
  codeKeyInvalid: { zh: '验证已失效，请重新验证', en: 'The verification has expired, please verify again' },
  // passwords (spec 5)
  passwordRequired: { zh: '请输入密码', en: 'Please enter a password' },
  passwordLength: { zh: '密码长度须为{min}-{max}个字符', en: 'The password must be {min}-{max} characters' },
  passwordComplexity: {
    zh: '密码须同时包含大写字母、小写字母、数字和特殊字符',
    en: 'The password must mix upper and lower case letters, digits and special characters',
  },
  passwordConfirmRequired: { zh: '请再次输入密码', en: 'Please enter the password again' },
  passwordMismatch: { zh: '两次输入的密码不一致', en: 'The two passwords do not match' },
  loginPasswordRequired: { zh: '请输入登录密码', en: 'Please enter your password' },
  transactionPasswordRequired: { zh: '请输入交易密码', en: 'Please enter the transaction password' },
  transactionPasswordLength: { zh: '密码长度须为{n}位', en: 'Password Must be {n} digits' },
  transactionPasswordDigits: { zh: '密码须为数字', en: 'Password Must be numbers' },
  // forms
  agreementRequired: { zh: '请阅读并同意用户协议', en: 'Please read and accept the user agreement' },
  // each area keeps its own file so that parallel work does not collide here
  ...accountRuleMessages,
  ...realNameRuleMessages,
  ...bankCardRuleMessages,
  ...uploadRuleMessages,
  ...profileRuleMessages,
  ...walletRuleMessages,
  ...requirementRuleMessages,
  ...preReviewRuleMessages,
} as const satisfies Record<string, Localized>;

export type RuleKey = keyof typeof ruleMessages;

export type RuleError = { rule: RuleKey; params?: Record<string, string | number> };

export function isRuleKey(value: string): value is RuleKey {
  return Object.prototype.hasOwnProperty.call(ruleMessages, value);
}

/** Fills `{name}` placeholders; an unknown placeholder stays visible so a missing param is noticed in review. */
export function fillPlaceholders(template: string, params?: Record<string, string | number>): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

export function formatRuleError(err: RuleError, lang: Lang): string {
  return fillPlaceholders(ruleMessages[err.rule][lang], err.params);
}
