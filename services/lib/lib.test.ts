import { describe, expect, it } from 'vitest';
import { ruleMessages } from '../../machines/rules/messages';
import { languageFromHeader, serviceMessages } from './messages';
import { signToken, verifyToken } from './tokens';

describe('languageFromHeader', () => {
  it.each([
    [undefined, 'zh'],
    ['', 'zh'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    ['fr-FR, en;q=0.5', 'en'],
    ['zh;q=0.2, en-GB;q=0.8', 'en'],
    ['de', 'zh'],
  ])('%j → %s', (header, lang) => {
    expect(languageFromHeader(header)).toBe(lang);
  });
});

describe('messages', () => {
  it('has every service message in zh and en, with the same placeholders', () => {
    for (const [key, { zh, en }] of Object.entries({ ...serviceMessages, ...ruleMessages })) {
      expect(zh.trim(), key).not.toBe('');
      expect(en.trim(), key).not.toBe('');
      const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(zh), key).toEqual(names(en));
    }
  });
});

describe('tokens', () => {
  const secret = 'k'.repeat(40);
  const now = Date.UTC(2026, 0, 1);
  const claims = { sub: '7', sid: 's1', typ: 'id' as const, iat: now / 1000, exp: now / 1000 + 60 };

  it('verifies its own tokens and refuses tampering, other keys, other types and expiry', () => {
    const token = signToken(secret, claims);
    expect(verifyToken(secret, token, 'id', now)).toEqual(claims);
    expect(verifyToken('x'.repeat(40), token, 'id', now)).toBeNull();
    expect(verifyToken(secret, token, 'refresh', now)).toBeNull();
    expect(verifyToken(secret, token, 'id', now + 60_000)).toBeNull();
    const [h, p, s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    expect(verifyToken(secret, `${h}.${forged}.${s}`, 'id', now)).toBeNull();
    const none = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    expect(verifyToken(secret, `${none}.${p}.`, 'id', now)).toBeNull();
    for (const junk of ['', 'a.b', 'a.b.c.d', '...', 'x'.repeat(5000)]) expect(verifyToken(secret, junk, 'id', now)).toBeNull();
  });
});
