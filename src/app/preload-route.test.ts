import { describe, expect, it } from 'vitest';
import { matchesRoutePath, routeOf } from './preload-route';

describe('the entry finds the page at the address', () => {
  it.each([
    ['/hall', '/hall', true],
    ['/hall', '/hall/x', false],
    ['/docs/:doc', '/docs/user-agreement', true],
    ['/docs/:doc', '/docs', false],
    ['/recharge/*', '/recharge', true],
    ['/recharge/*', '/recharge/step/2', true],
    ['*', '/anything/at/all', true],
    ['/', '/', true],
  ])('%s matches %s: %s', (pattern, path, matches) => {
    expect(matchesRoutePath(pattern, path)).toBe(matches);
  });

  it('follows redirects and drops language segments', () => {
    expect(routeOf('/')?.path).toBe('/index');
    expect(routeOf('/en/index')?.path).toBe('/index');
    expect(routeOf('/hall/en')?.path).toBe('/hall');
    expect(routeOf('/personal')?.path).toBe('/personal/workbench/statistics/index');
  });

  it('knows the landing page as plain and the hall as a page with antd', () => {
    expect(routeOf('/index')?.plain).toBe(true);
    expect(routeOf('/hall')?.plain).toBeFalsy();
    expect(routeOf('/no/such/page')?.path).toBe('*');
  });
});
