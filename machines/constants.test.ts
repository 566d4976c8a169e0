import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('constants', () => {
  it('match spec section 9 and DESIGN.md section 6', () => {
    expect(c.CODE_TTL_MS).toBe(300_000);
    expect(c.RESEND_AFTER_MS).toBe(60_000);
    expect(c.MAX_CODE_ATTEMPTS).toBe(5);
    expect(c.CODE_KEY_TTL_MS).toBe(600_000);
    expect(c.CAPTCHA_TTL_MS).toBe(120_000);
    expect(c.REGISTER_SUCCESS_REDIRECT_MS).toBe(3_000);
    expect(c.CAROUSEL_INTERVAL_MS).toBe(5_000);
    expect(c.LOGIN_DIALOG_WIDTH).toBe(816);
    expect(c.MOBILE_BREAKPOINT).toBe(992);
    expect(c.DEFAULT_AREA_CODE).toBe('86');
    expect(c.TOKEN_COOKIE).toBe('Admin-Token');
    expect(c.LAYOUT_SETTING_KEY).toBe('layout-setting');
    expect(c.MENU_ITEM_WIDTH).toBe(85);
  });

  it('has 8 distinct theme presets led by the default colour', () => {
    expect(c.THEME_PRESETS).toHaveLength(8);
    expect(c.THEME_PRESETS[0]).toBe(c.THEME_COLOR);
    expect(c.THEME_COLOR).toBe('#457EF1');
    expect(new Set(c.THEME_PRESETS.map((x) => x.toLowerCase())).size).toBe(8);
    for (const colour of c.THEME_PRESETS) expect(colour).toMatch(/^#[0-9A-F]{6}$/);
  });
});
