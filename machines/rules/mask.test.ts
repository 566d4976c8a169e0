import { describe, expect, it } from 'vitest';
import { MASK_FILLER, maskIdentifier, maskText } from './mask';

describe('maskText (spec 9)', () => {
  it('shows the first 5 and last 3 characters of a string longer than 8', () => {
    expect(maskText('13800000001')).toBe('13800***001');
    expect(maskText('123456789')).toBe('12345***789');
    expect(maskText('demo@portal.local')).toBe('demo@***cal');
  });

  it('keeps strings of 8 characters or fewer whole', () => {
    expect(maskText('12345678')).toBe('12345678');
    expect(maskText('a')).toBe('a');
    expect(maskText('')).toBe('');
    expect(maskText(null)).toBe('');
    expect(maskText(undefined)).toBe('');
  });

  it('uses a fixed filler whatever the hidden length', () => {
    expect(maskText('1234567890123456789')).toBe(`12345${MASK_FILLER}789`);
    expect(MASK_FILLER).toBe('***');
  });

  it('counts code points, never cutting a character in half', () => {
    expect(maskText('😀😀😀😀😀abcdef😀')).toBe('😀😀😀😀😀***ef😀');
  });
});

describe('maskIdentifier', () => {
  it('masks the number of a phone identifier and shows its area code', () => {
    expect(maskIdentifier('86-13800000001')).toBe('+86 13800***001');
    expect(maskIdentifier('852-91234567')).toBe('+852 91234567');
  });

  it('masks an e-mail as a whole', () => {
    expect(maskIdentifier('demo@portal.local')).toBe('demo@***cal');
    expect(maskIdentifier(null)).toBe('');
  });
});
