import { describe, expect, it } from 'vitest';
import { languageFromHeader } from './messages';
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
