import { describe, expect, it } from 'vitest';
import { ruleMessages } from '../machines/rules/messages';
import { message, messageTables, serviceMessages } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the services message catalogue', () => {
  it('has every service and rule message in zh and en, with the same placeholders', () => {
    for (const [key, { zh, en }] of Object.entries({ ...serviceMessages, ...ruleMessages })) {
      expect(zh.trim(), key).not.toBe('');
      expect(en.trim(), key).not.toBe('');
      expect(placeholders(zh), key).toEqual(placeholders(en));
    }
  });

  it('starts every English message with a capital letter, as a sentence (issue 11: validation messages and toasts)', () => {
    // the spec quotes these three in lower case, and its words are kept exactly
    const quotedBySpec = new Set(['please select area code', 'please fill in phone', 'please fill in e-mail']);
    for (const [key, { en }] of Object.entries({ ...serviceMessages, ...ruleMessages })) if (!quotedBySpec.has(en)) expect(en, key).not.toMatch(/^[a-z]/);
  });

  it('defines each key in one table only', () => {
    const owner = new Map<string, string>();
    for (const [table, entries] of Object.entries(messageTables)) {
      for (const key of Object.keys(entries)) {
        expect(owner.get(key), `${key} is in ${owner.get(key)} and ${table}`).toBeUndefined();
        owner.set(key, table);
      }
    }
    expect(owner.size).toBe(Object.keys(serviceMessages).length);
  });

  it('renders a key of any table in the asked language', () => {
    expect(message('rateLimited', 'en', { seconds: 5 })).toBe('Too many attempts, please try again in 5 s');
    expect(message('codeSent', 'zh')).toBe('验证码发送成功');
    expect(message('walletBalanceInsufficient', 'en')).toBe('Insufficient balance, please deposit or exchange first');
  });
});
