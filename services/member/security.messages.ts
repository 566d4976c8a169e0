/** Service messages of account security: logged-in codes, password changes, binding phone and e-mail (issue 3). Merged into serviceMessages (services/lib/messages.ts). */
import type { Localized } from '../../machines/rules/localized';

export const securityMessages = {
  phoneNotBound: { zh: '账号尚未绑定手机号', en: 'No phone number is bound to this account' },
  emailNotBound: { zh: '账号尚未绑定邮箱', en: 'No e-mail is bound to this account' },
  phoneAlreadyBound: { zh: '账号已绑定手机号', en: 'A phone number is already bound to this account' },
  emailAlreadyBound: { zh: '账号已绑定邮箱', en: 'An e-mail is already bound to this account' },
  phoneTaken: { zh: '该手机号已被其他账号使用', en: 'This phone number is used by another account' },
  emailTaken: { zh: '该邮箱已被其他账号使用', en: 'This e-mail is used by another account' },
  phoneBound: { zh: '手机号绑定成功', en: 'Phone number bound' },
  emailBound: { zh: '邮箱绑定成功', en: 'E-mail bound' },
  currentPasswordIncorrect: { zh: '当前密码错误', en: 'The current password is incorrect' },
  transactionPasswordIncorrect: { zh: '原交易密码错误', en: 'The old transaction password is incorrect' },
  oldPasswordUnavailable: {
    zh: '登录密码从未修改过，请使用手机或邮箱验证',
    en: 'The login password was never changed; verify by phone or e-mail instead',
  },
  transactionPasswordNotSet: {
    zh: '尚未设置交易密码，请使用手机或邮箱验证',
    en: 'No transaction password is set yet; verify by phone or e-mail instead',
  },
  transactionPasswordSet: { zh: '交易密码设置成功', en: 'Transaction password set successfully' },
} as const satisfies Record<string, Localized>;
