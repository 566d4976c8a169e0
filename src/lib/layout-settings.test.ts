import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT_SETTINGS, parseLayoutSettings } from './layout-settings';

describe('parseLayoutSettings', () => {
  it('falls back to the defaults for a missing or broken value', () => {
    expect(parseLayoutSettings(null)).toEqual(DEFAULT_LAYOUT_SETTINGS);
    expect(parseLayoutSettings('not json')).toEqual(DEFAULT_LAYOUT_SETTINGS);
    expect(parseLayoutSettings('[1,2]').theme).toBe('#457EF1');
  });

  it('keeps well-formed values and drops the rest', () => {
    const s = parseLayoutSettings(JSON.stringify({ theme: '#F5222D', sideTheme: 'light', topNav: false, fixedHeader: 'yes', theme2: 1 }));
    expect(s).toEqual({ ...DEFAULT_LAYOUT_SETTINGS, theme: '#F5222D', sideTheme: 'light', topNav: false });
    expect(parseLayoutSettings(JSON.stringify({ theme: 'red; background: url(x)' })).theme).toBe('#457EF1');
  });
});
