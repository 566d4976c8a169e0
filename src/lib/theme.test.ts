import { describe, expect, it } from 'vitest';
import { accessibleShade, contrastRatio, DEFAULT_THEME_COLOR, THEME_PRESETS } from './theme';

describe('theme colours', () => {
  it('knows the default is below AA on white', () => {
    expect(contrastRatio(DEFAULT_THEME_COLOR, '#FFFFFF')).toBeLessThan(4.5);
  });

  it('gives every preset a shade with white text at AA or better', () => {
    expect(THEME_PRESETS).toHaveLength(8);
    expect(THEME_PRESETS[0]).toBe('#457EF1');
    for (const color of THEME_PRESETS) {
      const shade = accessibleShade(color);
      expect(contrastRatio(shade, '#FFFFFF'), `${color} → ${shade}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps a colour that already passes, and stays close to the original', () => {
    expect(accessibleShade('#1D4F91')).toBe('#1D4F91');
    const shade = accessibleShade(DEFAULT_THEME_COLOR);
    expect(contrastRatio(shade, '#FFFFFF')).toBeLessThan(5.2);
  });
});
