import { describe, expect, it } from 'vitest';
import { fillPlaceholders, formatRuleError, isRuleKey, ruleMessages } from './messages';

describe('ruleMessages', () => {
  it('has a non-empty zh and en text for every rule, with the same placeholders', () => {
    for (const [key, message] of Object.entries(ruleMessages)) {
      expect(message.zh.trim(), key).not.toBe('');
      expect(message.en.trim(), key).not.toBe('');
      const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(message.zh), key).toEqual(names(message.en));
    }
  });

  it('keeps the texts the spec quotes', () => {
    expect(ruleMessages.areaCodeRequired.en).toBe('please select area code');
    expect(ruleMessages.verifyCodeIncorrect.en).toBe('The code entered is incorrect. Please try again');
    expect(ruleMessages.passwordMismatch.en).toBe('The two passwords do not match');
    expect(ruleMessages.noSpaces.en).toBe('Must not contain spaces');
    expect(ruleMessages.emailInvalid.en).toBe('Please enter the correct e-mail');
  });
});

describe('formatRuleError', () => {
  it('renders the message in the asked language and fills placeholders', () => {
    expect(formatRuleError({ rule: 'passwordLength', params: { min: 6, max: 16 } }, 'en')).toBe(
      'The password must be 6-16 characters',
    );
    expect(formatRuleError({ rule: 'passwordLength', params: { min: 6, max: 16 } }, 'zh')).toBe('密码长度须为6-16个字符');
    expect(formatRuleError({ rule: 'areaCodeRequired' }, 'zh')).toBe('请选择区号');
  });

  it('leaves a placeholder without a param visible', () => {
    expect(fillPlaceholders('need {n} of {m}', { n: 2 })).toBe('need 2 of {m}');
  });

  it('tells rule keys from other strings', () => {
    expect(isRuleKey('phoneInvalid')).toBe(true);
    expect(isRuleKey('toString')).toBe(false);
  });
});
