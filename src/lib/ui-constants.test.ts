import { describe, expect, it } from 'vitest';
import { MOBILE_BREAKPOINT } from '@/components/layout/use-viewport-width';
import { LAYOUT_SETTING_KEY } from './layout-settings';
import * as c from './ui-constants';

describe('presentation constants', () => {
  it('match spec sections 2 and 9', () => {
    expect(c.REGISTER_SUCCESS_REDIRECT_MS).toBe(3_000);
    expect(c.CAROUSEL_INTERVAL_MS).toBe(5_000);
    expect(c.LOGIN_DIALOG_WIDTH).toBe(816);
    expect(c.MENU_ITEM_WIDTH).toBe(85);
    expect(MOBILE_BREAKPOINT).toBe(992);
    expect(LAYOUT_SETTING_KEY).toBe('layout-setting');
  });
});
