import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('constants', () => {
  it('match spec section 9 and DESIGN.md section 6', () => {
    expect(c.CODE_TTL_MS).toBe(300_000);
    expect(c.RESEND_AFTER_MS).toBe(60_000);
    expect(c.MAX_CODE_ATTEMPTS).toBe(5);
    expect(c.CODE_KEY_TTL_MS).toBe(600_000);
    expect(c.CAPTCHA_TTL_MS).toBe(120_000);
    expect(c.DEFAULT_AREA_CODE).toBe('86');
    expect(c.TOKEN_COOKIE).toBe('Admin-Token');
  });
});
