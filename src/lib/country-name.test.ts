import { describe, expect, it } from 'vitest';
import { countryName } from './country-name';

describe('countryName', () => {
  it('names a country in the page language, not by its code', () => {
    expect(countryName('CN', 'zh')).toBe('中国');
    expect(countryName('CN', 'en')).toBe('China');
    expect(countryName('us', 'en')).toBe('United States');
  });

  it('keeps a code it cannot name, and marks a missing one', () => {
    expect(countryName('not a code', 'en')).toBe('not a code');
    expect(countryName(null, 'zh')).toBe('–');
  });
});
