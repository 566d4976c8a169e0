import { describe, expect, it } from 'vitest';
import {
  passwordStrength,
  sanitizePhoneInput,
  validateAgreement,
  validateAreaCode,
  validateCaptchaCode,
  validateEmail,
  validateLoginPassword,
  validateNewPassword,
  validatePasswordConfirm,
  validatePhone,
  validateTransactionPassword,
  validateVerifyCode,
} from './validation';

const rule = (err: { rule: string } | null) => err?.rule ?? null;

describe('validateAreaCode', () => {
  it.each([
    ['', 'areaCodeRequired'],
    ['  ', 'areaCodeRequired'],
    ['abc', 'areaCodeInvalid'],
    ['12345', 'areaCodeInvalid'],
    ['86', null],
    ['+1', null],
  ])('%j → %s', (value, expected) => expect(rule(validateAreaCode(value))).toBe(expected));
});

describe('validatePhone', () => {
  it.each([
    ['86', '13812345678', null],
    ['+86', '19912345678', null],
    ['86', '', 'phoneRequired'],
    ['86', '138 1234 5678', 'noSpaces'],
    ['86', '12812345678', 'phoneInvalid'], // second digit must be 3-9
    ['86', '1381234567', 'phoneInvalid'], // 10 digits
    ['86', '138123456789', 'phoneInvalid'], // 12 digits
    ['86', '23812345678', 'phoneInvalid'],
    ['1', '2025550123', null],
    ['44', '1234', null],
    ['44', '123', 'phoneDigits'],
    ['44', '1234567890123456', 'phoneDigits'],
    ['44', '12a4', 'phoneDigits'],
    ['', '13812345678', 'areaCodeRequired'],
  ])('%s %j → %s', (area, phone, expected) => expect(rule(validatePhone(area, phone))).toBe(expected));

  it('names the digit range for other area codes', () => {
    expect(validatePhone('44', '1')).toEqual({ rule: 'phoneDigits', params: { min: 4, max: 15 } });
  });
});

describe('validateEmail', () => {
  it.each([
    ['demo@portal.local', null],
    ['first.last+tag@mail.example.com', null],
    ['  Demo@Portal.Local ', null],
    ['', 'emailRequired'],
    ['demo', 'emailInvalid'],
    ['demo@portal', 'emailInvalid'],
    ['de mo@portal.local', 'noSpaces'],
    ['@portal.local', 'emailInvalid'],
  ])('%j → %s', (value, expected) => expect(rule(validateEmail(value))).toBe(expected));
});

describe('codes', () => {
  it('captcha is required and has no spaces', () => {
    expect(rule(validateCaptchaCode(''))).toBe('captchaRequired');
    expect(rule(validateCaptchaCode('a b'))).toBe('noSpaces');
    expect(validateCaptchaCode('x7Kq')).toBeNull();
  });

  it.each([
    ['123456', null],
    ['', 'verifyCodeRequired'],
    ['12345', 'verifyCodeFormat'],
    ['1234567', 'verifyCodeFormat'],
    ['12345a', 'verifyCodeFormat'],
  ])('verify code %j → %s', (value, expected) => expect(rule(validateVerifyCode(value))).toBe(expected));
});

describe('passwords', () => {
  it.each([
    ['Demo@2026', null],
    ['Aa1!aa', null],
    ['Aa1!aaaaaaaaaaaa', null], // 16
    ['', 'passwordRequired'],
    ['Aa1!a', 'passwordLength'],
    ['Aa1!aaaaaaaaaaaaa', 'passwordLength'], // 17
    ['Demo 2026!', 'noSpaces'],
    ['demo@2026', 'passwordComplexity'],
    ['DEMO@2026', 'passwordComplexity'],
    ['Demo@demo', 'passwordComplexity'],
    ['Demo12026', 'passwordComplexity'],
  ])('new password %j → %s', (value, expected) => expect(rule(validateNewPassword(value))).toBe(expected));

  it('confirmation must be given and equal', () => {
    expect(rule(validatePasswordConfirm('Demo@2026', ''))).toBe('passwordConfirmRequired');
    expect(rule(validatePasswordConfirm('Demo@2026', 'Demo@2027'))).toBe('passwordMismatch');
    expect(validatePasswordConfirm('Demo@2026', 'Demo@2026')).toBeNull();
  });

  it('login password only needs to be present', () => {
    expect(rule(validateLoginPassword(''))).toBe('loginPasswordRequired');
    expect(validateLoginPassword('x')).toBeNull();
  });

  it.each([
    ['123456', null],
    ['', 'transactionPasswordRequired'],
    ['12345', 'transactionPasswordLength'],
    ['1234567', 'transactionPasswordLength'],
    ['12345a', 'transactionPasswordDigits'],
    ['123 456', 'noSpaces'],
  ])('transaction password %j → %s', (value, expected) =>
    expect(rule(validateTransactionPassword(value))).toBe(expected),
  );

  it.each([
    ['', 0],
    ['abc', 0], // only: none met (lower only is not upper-and-lower)
    ['abcdef', 0], // length only
    ['abcdeF', 1], // length + mixed case
    ['abcde1', 1], // length + digit
    ['abcdE1', 2], // length + mixed + digit
    ['aB1!', 2], // mixed + digit + special, too short
    ['Demo@2026', 3],
  ])('strength of %j is %i', (value, expected) => expect(passwordStrength(value)).toBe(expected));
});

describe('sanitizePhoneInput', () => {
  it('drops non-digits and cuts to 11 for 86', () => {
    expect(sanitizePhoneInput('138-1234 5678abc')).toBe('13812345678');
    expect(sanitizePhoneInput('1381234567899', '86')).toBe('13812345678');
  });

  it('cuts to 15 for other area codes', () => {
    expect(sanitizePhoneInput('1234567890123456789', '44')).toBe('123456789012345');
  });
});

describe('validateAgreement', () => {
  it('asks for the tick', () => {
    expect(rule(validateAgreement(false))).toBe('agreementRequired');
    expect(validateAgreement(true)).toBeNull();
  });
});
