import { describe, expect, it } from 'vitest';
import { accessibleShade, antdTokens, contrastRatio, DEFAULT_THEME_COLOR, STATUS_COLORS, TEXT_CONTRAST, THEME_PRESETS } from './theme';

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

  it('keeps white text at AA on a hovered primary button and hovered links: hovering darkens (issue 11)', () => {
    for (const color of THEME_PRESETS) {
      const tokens = antdTokens(color);
      for (const hover of [tokens.colorPrimaryHover, tokens.colorLinkHover, tokens.colorPrimaryTextHover]) {
        expect(contrastRatio(hover, '#FFFFFF'), `${color} hover ${hover}`).toBeGreaterThan(contrastRatio(tokens.colorPrimary, '#FFFFFF'));
      }
    }
  });

  it("darkens the text-bearing colours enough for antd's light tints of them", () => {
    // The pale fills of info, success, warning and error tags and of a selected menu entry.
    for (const color of [...THEME_PRESETS.map((c) => accessibleShade(c, TEXT_CONTRAST)), STATUS_COLORS.colorSuccess, STATUS_COLORS.colorWarning, STATUS_COLORS.colorError]) {
      expect(contrastRatio(color, '#FFFFFF'), color).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      for (const tint of ['#F0F7FF', '#F6FFED', '#FFFBE6', '#FFF2F0', '#FAFAFA']) {
        expect(contrastRatio(color, tint), `${color} on ${tint}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
