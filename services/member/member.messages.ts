/** Service messages of sign-up, sign-in, codes and captchas, and the SMS and e-mail texts. In the catalogue of services/messages.ts. */
import type { Localized } from '../../machines/rules/localized';

export const memberMessages = {
  codeSent: { zh: '验证码发送成功', en: 'Code sent successfully' },
  codeAlreadySent: { zh: '验证码已发送，请{seconds}秒后再试', en: 'A code was already sent, please wait {seconds} s' },
  codeVerified: { zh: '验证成功', en: 'Verified' },
  deliveryFailed: { zh: '发送失败，请稍后再试', en: 'Sending failed, please try again later' },
  phoneRegistered: { zh: '该手机号已注册，请直接登录', en: 'This phone number is already registered, please log in' },
  emailRegistered: { zh: '该邮箱已注册，请直接登录', en: 'This e-mail is already registered, please log in' },
  signupOk: { zh: '注册成功', en: 'Registration successful' },
  signinOk: { zh: '登录成功', en: 'Login successful' },
  signinFailed: { zh: '账号或密码错误', en: 'Incorrect account or password' },
  // Sign-in after a few failures from one address (signin-attempts.ts): data.reason 'captchaRequired'.
  signinFailedCaptcha: {
    zh: '账号或密码错误，请输入图形验证码后重试',
    en: 'Incorrect account or password. Enter the graphic code to try again',
  },
  signinCaptchaRequired: {
    zh: '登录失败次数较多，请输入图形验证码后再登录',
    en: 'Several failed attempts: enter the graphic code to log in',
  },
  signedOut: { zh: '已退出登录', en: 'Logged out' },
  languageSaved: { zh: '语言设置已保存', en: 'Language saved' },
  passwordSet: { zh: '密码设置成功', en: 'Password set successfully' },
  badType: { zh: '类型参数不正确', en: 'The type parameter is not valid' },
  badLanguage: { zh: '语言参数须为 zh 或 en', en: 'Lang must be zh or en' },
  captchaNotFound: { zh: '图形验证码不存在或已失效', en: 'The graphic code does not exist or has expired' },
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
} as const satisfies Record<string, Localized>;
