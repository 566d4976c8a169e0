import { describe, expect, it } from 'vitest';
import { countryName, isoOfFlag } from './country-name';

const COUNTRIES = [
  { flag: '🇨🇳', enName: 'China', zhName: '中国' },
  { flag: '🇺🇸', enName: 'United States', zhName: '美国' },
];

describe('countryName', () => {
  it('names a country as the countries list does, in the page language, not by its code', () => {
    expect(isoOfFlag('🇨🇳')).toBe('CN');
    expect(countryName(COUNTRIES, 'CN', false)).toBe('中国');
    expect(countryName(COUNTRIES, 'CN', true)).toBe('China');
    expect(countryName(COUNTRIES, 'us', true)).toBe('United States');
  });

  it('keeps a code the list does not hold (or before it arrives), and marks a missing one', () => {
    expect(countryName(COUNTRIES, 'FR', true)).toBe('FR');
    expect(countryName([], 'CN', false)).toBe('CN');
    expect(countryName(COUNTRIES, null, false)).toBe('–');
  });
});
