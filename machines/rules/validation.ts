/**
 * The validation rules of spec section 5, shared by the app (field errors) and the services (400 answers).
 * Every rule returns `null` when the value passes, else the first failing `RuleError`; render it with
 * `formatRuleError` from ./messages.
 */
import {
  DEFAULT_AREA_CODE,
  LOGIN_PASSWORD_MAX,
  LOGIN_PASSWORD_MIN,
  PHONE_LENGTH_CN,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  TRANSACTION_PASSWORD_LENGTH,
  VERIFY_CODE_LENGTH,
} from '../constants';
import type { RuleError } from './messages';

const WHITESPACE = /\s/;
const CN_PHONE = /^1[3-9]\d{9}$/;
/** The spec's "word-with-dots-at-word" pattern, with the usual separators inside each part. */
const EMAIL = /^\w+([-+.']\w+)*@\w+([-.]\w+)*\.\w+([-.]\w+)*$/;
const AREA_CODE = /^\d{1,4}$/;

const isBlank = (value: string | null | undefined): boolean => value == null || value.trim() === '';

/** Area codes arrive as "86" or "+86"; the identifier uses the bare digits. */
export function normalizeAreaCode(areaCode: string): string {
  return areaCode.trim().replace(/^\+/, '');
}

export function validateAreaCode(areaCode: string | null | undefined): RuleError | null {
  if (isBlank(areaCode)) return { rule: 'areaCodeRequired' };
  if (!AREA_CODE.test(normalizeAreaCode(areaCode!))) return { rule: 'areaCodeInvalid' };
  return null;
}

/** Area code 86: 11 digits, /^1[3-9]\d{9}$/. Other area codes: required, 4-15 digits. Spaces refused. */
export function validatePhone(areaCode: string | null | undefined, phone: string | null | undefined): RuleError | null {
  const areaError = validateAreaCode(areaCode);
  if (areaError) return areaError;
  if (isBlank(phone)) return { rule: 'phoneRequired' };
  if (WHITESPACE.test(phone!)) return { rule: 'noSpaces' };
  if (normalizeAreaCode(areaCode!) === DEFAULT_AREA_CODE) {
    return CN_PHONE.test(phone!) ? null : { rule: 'phoneInvalid' };
  }
  const digits = new RegExp(`^\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`);
  return digits.test(phone!) ? null : { rule: 'phoneDigits', params: { min: PHONE_MIN_DIGITS, max: PHONE_MAX_DIGITS } };
}

export function validateEmail(email: string | null | undefined): RuleError | null {
  if (isBlank(email)) return { rule: 'emailRequired' };
  const trimmed = email!.trim();
  if (WHITESPACE.test(trimmed)) return { rule: 'noSpaces' };
  return EMAIL.test(trimmed) ? null : { rule: 'emailInvalid' };
}

export function validateCaptchaCode(code: string | null | undefined): RuleError | null {
  if (isBlank(code)) return { rule: 'captchaRequired' };
  if (WHITESPACE.test(code!)) return { rule: 'noSpaces' };
  return null;
}

export function validateVerifyCode(code: string | null | undefined): RuleError | null {
  if (isBlank(code)) return { rule: 'verifyCodeRequired' };
  const digits = new RegExp(`^\\d{${VERIFY_CODE_LENGTH}}$`);
  return digits.test(code!) ? null : { rule: 'verifyCodeFormat', params: { n: VERIFY_CODE_LENGTH } };
}

const HAS_UPPER = /[A-Z]/;
const HAS_LOWER = /[a-z]/;
const HAS_DIGIT = /\d/;
/** Anything printable that is neither a letter nor a digit counts as a special character. */
const HAS_SPECIAL = /[^A-Za-z0-9\s]/;

/** Registration and forgot-password: required, 6-16 characters, upper + lower + digit + special, no spaces. */
export function validateNewPassword(password: string | null | undefined): RuleError | null {
  if (password == null || password === '') return { rule: 'passwordRequired' };
  if (WHITESPACE.test(password)) return { rule: 'noSpaces' };
  if (password.length < LOGIN_PASSWORD_MIN || password.length > LOGIN_PASSWORD_MAX) {
    return { rule: 'passwordLength', params: { min: LOGIN_PASSWORD_MIN, max: LOGIN_PASSWORD_MAX } };
  }
  const mixed = HAS_UPPER.test(password) && HAS_LOWER.test(password) && HAS_DIGIT.test(password) && HAS_SPECIAL.test(password);
  return mixed ? null : { rule: 'passwordComplexity' };
}

export function validatePasswordConfirm(password: string | null | undefined, confirm: string | null | undefined): RuleError | null {
  if (confirm == null || confirm === '') return { rule: 'passwordConfirmRequired' };
  return confirm === password ? null : { rule: 'passwordMismatch' };
}

/** Sign-in only asks for something: the server decides whether it is right. */
export function validateLoginPassword(password: string | null | undefined): RuleError | null {
  return password == null || password === '' ? { rule: 'loginPasswordRequired' } : null;
}

export function validateTransactionPassword(password: string | null | undefined): RuleError | null {
  if (password == null || password === '') return { rule: 'transactionPasswordRequired' };
  if (WHITESPACE.test(password)) return { rule: 'noSpaces' };
  if (!/^\d+$/.test(password)) return { rule: 'transactionPasswordDigits' };
  if (password.length !== TRANSACTION_PASSWORD_LENGTH) {
    return { rule: 'transactionPasswordLength', params: { n: TRANSACTION_PASSWORD_LENGTH } };
  }
  return null;
}

/**
 * Strength meter (spec 5): four criteria (at least 6 characters, upper and lower case, a digit, a special
 * symbol). Two met gives level 1, three level 2, four level 3; fewer gives 0.
 */
export function passwordStrength(password: string | null | undefined): 0 | 1 | 2 | 3 {
  const pw = password ?? '';
  const met = [
    pw.length >= LOGIN_PASSWORD_MIN,
    HAS_UPPER.test(pw) && HAS_LOWER.test(pw),
    HAS_DIGIT.test(pw),
    HAS_SPECIAL.test(pw),
  ].filter(Boolean).length;
  if (met <= 1) return 0;
  return (met - 1) as 1 | 2 | 3;
}

/** Phone input filter (spec 5): keeps digits only, cut to 11 for area code 86 and to 15 otherwise. */
export function sanitizePhoneInput(text: string, areaCode: string = DEFAULT_AREA_CODE): string {
  const max = normalizeAreaCode(areaCode) === DEFAULT_AREA_CODE ? PHONE_LENGTH_CN : PHONE_MAX_DIGITS;
  return text.replace(/\D/g, '').slice(0, max);
}

/** Agreement checkbox of the login dialog (spec 2). */
export function validateAgreement(accepted: boolean): RuleError | null {
  return accepted ? null : { rule: 'agreementRequired' };
}
