/**
 * Every message the services themselves produce, in both languages (rule messages come from
 * machines/rules/messages.ts so the app and the services say the same words). `{name}` placeholders.
 */
import { fillPlaceholders, type Lang, type Localized } from '../../machines/rules/messages';
import { bankCardMessages } from '../bank-cards/bank-card.messages';
import { identityMessages } from '../identity/identity.messages';
import { profileMessages } from '../member/profile.messages';
import { securityMessages } from '../member/security.messages';
import { operationsMessages } from '../operations/operations.messages';
import { storageMessages } from '../storage/storage.messages';
import { walletMessages } from '../wallet/wallet.messages';

export type { Lang };

export const serviceMessages = {
  ok: { zh: '操作成功', en: 'Success' },
  // generic failures (spec 8 defaults)
  badRequest: { zh: '请求参数错误', en: 'Invalid request' },
  badField: { zh: '请求参数错误：{field}', en: 'Invalid request: {field}' },
  badJson: { zh: '请求体不是有效的 JSON', en: 'The request body is not valid JSON' },
  badContentType: { zh: '不支持的请求内容类型', en: 'Unsupported content type' },
  bodyTooLarge: { zh: '请求体过大', en: 'The request body is too large' },
  notFound: { zh: '资源不存在', en: 'Resource does not exist' },
  unauthorized: { zh: '认证失败，无法访问系统资源', en: 'Authentication failed, system resources cannot be reached' },
  sessionExpired: { zh: '登录状态已过期，请重新登录', en: 'Your login has expired, please log in again' },
  forbidden: { zh: '没有权限执行此操作', en: 'No permission for this operation' },
  serverError: { zh: '系统错误，请联系管理员', en: 'System error, please report to the administrator' },
  rateLimited: { zh: '操作过于频繁，请{seconds}秒后再试', en: 'Too many attempts, please try again in {seconds} s' },
  // member service
  codeSent: { zh: '验证码发送成功', en: 'Code sent successfully' },
  codeAlreadySent: { zh: '验证码已发送，请{seconds}秒后再试', en: 'A code was already sent, please wait {seconds} s' },
  codeVerified: { zh: '验证成功', en: 'Verified' },
  deliveryFailed: { zh: '发送失败，请稍后再试', en: 'Sending failed, please try again later' },
  phoneRegistered: { zh: '该手机号已注册，请直接登录', en: 'This phone number is already registered, please log in' },
  emailRegistered: { zh: '该邮箱已注册，请直接登录', en: 'This e-mail is already registered, please log in' },
  signupOk: { zh: '注册成功', en: 'Registration successful' },
  signinOk: { zh: '登录成功', en: 'Login successful' },
  signinFailed: { zh: '账号或密码错误', en: 'Incorrect account or password' },
  signedOut: { zh: '已退出登录', en: 'Logged out' },
  languageSaved: { zh: '语言设置已保存', en: 'Language saved' },
  passwordSet: { zh: '密码设置成功', en: 'Password set successfully' },
  badType: { zh: '类型参数不正确', en: 'The type parameter is not valid' },
  badLanguage: { zh: '语言参数须为 zh 或 en', en: 'lang must be zh or en' },
  captchaNotFound: { zh: '图形验证码不存在或已失效', en: 'The graphic code does not exist or has expired' },
  industryNotFound: { zh: '行业不存在', en: 'Industry not found' },
  // texts sent by SMS and e-mail
  codeSms: { zh: '【创新平台】您的验证码是{code}，{minutes}分钟内有效。', en: '[Innovation Portal] Your verification code is {code}, valid for {minutes} minutes.' },
  codeEmailSubject: { zh: '创新平台验证码', en: 'Innovation Portal verification code' },
  codeEmailBody: {
    zh: '您的验证码是{code}，{minutes}分钟内有效。如非本人操作，请忽略本邮件。',
    en: 'Your verification code is {code}, valid for {minutes} minutes. If you did not ask for it, ignore this e-mail.',
  },
  resetUnknownSms: {
    zh: '【创新平台】有人使用本号码申请重置密码，但本号码尚未注册账号。如非本人操作，请忽略。',
    en: '[Innovation Portal] Someone asked to reset a password with this number, but no account uses it. If this was not you, ignore this message.',
  },
  resetUnknownEmailSubject: { zh: '创新平台密码重置', en: 'Innovation Portal password reset' },
  resetUnknownEmailBody: {
    zh: '有人使用本邮箱申请重置密码，但本邮箱尚未注册账号。如非本人操作，请忽略本邮件。',
    en: 'Someone asked to reset a password with this address, but no account uses it. If this was not you, ignore this e-mail.',
  },
  // each area keeps its own file so that parallel work does not collide here
  ...securityMessages,
  ...profileMessages,
  ...storageMessages,
  ...walletMessages,
  ...identityMessages,
  ...bankCardMessages,
  ...operationsMessages,
} as const satisfies Record<string, Localized>;

export type MessageKey = keyof typeof serviceMessages;

export function message(key: MessageKey, lang: Lang, params?: Record<string, string | number>): string {
  return fillPlaceholders(serviceMessages[key][lang], params);
}

/** `Accept-Language` → language: the highest-weighted zh* or en* tag wins, Chinese when neither appears. */
export function languageFromHeader(header: string | string[] | undefined): Lang {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return 'zh';
  const tags = text
    .slice(0, 512)
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
      const weight = q ? Number(q[1]) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((t) => t.tag.startsWith('en') || t.tag.startsWith('zh'))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return tags[0]?.tag.startsWith('en') ? 'en' : 'zh';
}

export function isLang(value: unknown): value is Lang {
  return value === 'zh' || value === 'en';
}
