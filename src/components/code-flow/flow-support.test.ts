import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './flow-support';

const origin = 'https://portal.example';

describe('safeRedirectPath', () => {
  it('follows paths on this site', () => {
    expect(safeRedirectPath('/personal/workbench/statistics/index', origin)).toBe('/personal/workbench/statistics/index');
    expect(safeRedirectPath('personal?tab=1#top', origin)).toBe('/personal?tab=1#top');
  });
  it('refuses every way out to another site', () => {
    for (const evil of ['//evil.com', '/\t/evil.com', '/\n/evil.com', '/\\evil.com', 'https://evil.com', '/https://evil.com/x'.replace('/h', 'h'), 'javascript:alert(1)']) {
      const result = safeRedirectPath(evil, origin);
      if (result !== null) expect(new URL(result, origin).origin, evil).toBe(origin);
    }
    expect(safeRedirectPath('/\t/evil.com', origin)).toBeNull();
    expect(safeRedirectPath('//evil.com', origin)).toBeNull();
  });
  it('ignores an empty redirect', () => {
    expect(safeRedirectPath(undefined, origin)).toBeNull();
    expect(safeRedirectPath('', origin)).toBeNull();
  });
});
