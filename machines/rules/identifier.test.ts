import { describe, expect, it } from 'vitest';
import { formatIdentifier, normalizeEmail, parseIdentifier, phoneIdentifier, validateIdentifier } from './identifier';

describe('identifiers', () => {
  it('builds a phone identifier from area code and number', () => {
    expect(phoneIdentifier('86', '13812345678')).toBe('86-13812345678');
    expect(phoneIdentifier('+86', ' 13812345678 ')).toBe('86-13812345678');
  });

  it('normalizes e-mail', () => {
    expect(normalizeEmail('  Demo@Portal.LOCAL ')).toBe('demo@portal.local');
  });

  it('parses valid phone and e-mail identifiers', () => {
    expect(parseIdentifier('86-13812345678')).toEqual({ kind: 'phone', areaCode: '86', phone: '13812345678' });
    expect(parseIdentifier('+44-2071234567')).toEqual({ kind: 'phone', areaCode: '44', phone: '2071234567' });
    expect(parseIdentifier(' Demo@Portal.Local ')).toEqual({ kind: 'email', email: 'demo@portal.local' });
  });

  it.each(['', '13812345678', '86-12812345678', '86-138 1234 5678', 'demo@', '86-', '-13812345678', 'x-123456'])(
    'refuses %j',
    (text) => expect(parseIdentifier(text)).toBeNull(),
  );

  it('refuses anything that is not a string', () => {
    expect(parseIdentifier(undefined)).toBeNull();
    expect(parseIdentifier(42 as unknown as string)).toBeNull();
  });

  it('round-trips through formatIdentifier', () => {
    for (const text of ['86-13812345678', 'demo@portal.local', '1-2025550123']) {
      expect(formatIdentifier(parseIdentifier(text)!)).toBe(text);
    }
  });

  it('validateIdentifier says what is missing or wrong', () => {
    expect(validateIdentifier('')?.rule).toBe('identifierRequired');
    expect(validateIdentifier('nobody')?.rule).toBe('identifierInvalid');
    expect(validateIdentifier('86-13800000001')).toBeNull();
  });
});
