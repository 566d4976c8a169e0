import { describe, expect, it } from 'vitest';
import { PERSONAL_HOME } from '@/lib/paths';
import { menuRoutes, routes } from './routes';

const byPath = (path: string) => routes.find((r) => r.path === path);

describe('route table', () => {
  it('leaves only /index, /hall (with its requirement detail) and the error pages public among the pages of spec section 2', () => {
    expect(byPath('/index')?.access).toBe('public');
    expect(byPath('/hall')?.access).toBe('public');
    // The hall's detail is public too (issue 10): acting on it (evaluating, contributing) asks to sign in.
    expect(byPath('/detail')?.access).toBe('public');
    expect(byPath('/401')?.access).toBe('public');
    expect(byPath('*')?.access).toBe('public');
    for (const path of ['/personal', PERSONAL_HOME, '/crowdfunding', '/inviteDetail', '/evaluate', '/paySelf', '/payGroup', '/solution/*', '/recharge/*']) {
      expect(byPath(path)?.access, path).toBe('login');
    }
  });

  it('redirects / to /index and /personal to the workbench', () => {
    expect(byPath('/')?.redirect).toBe('/index');
    expect(byPath('/personal')?.redirect).toBe(PERSONAL_HOME);
  });

  it('has unique paths, and every page either loads a module or redirects', () => {
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const r of routes) expect(Boolean(r.load) !== Boolean(r.redirect), r.path).toBe(true);
  });

  it('puts Index, Hall and Personal in the menu, Personal for signed-in users only', () => {
    expect(menuRoutes().map((r) => [r.name, Boolean(r.menuNeedsLogin)])).toEqual([
      ['menu.index', false],
      ['menu.hall', false],
      ['menu.personal', true],
    ]);
  });

  it('puts every personal-centre page in the personal layout and the operations queues behind the operations rule', () => {
    for (const r of routes.filter((r) => r.path.startsWith('/personal/'))) expect(r.layout, r.path).toBe('personal');
    for (const path of ['/recharge/*', '/cash/*', '/review/review']) expect(byPath(path)?.layout, path).toBe('personal');
    const ops = routes.filter((r) => r.path.startsWith('/operations'));
    expect(ops.map((r) => r.path)).toEqual(expect.arrayContaining(['/operations', '/operations/real-name', '/operations/face-checks', '/operations/bank-cards']));
    for (const r of ops) expect(r.access, r.path).toBe('operations');
    for (const r of ops.filter((r) => r.path !== '/operations')) expect(r.layout, r.path).toBe('operations');
    expect(byPath('/operations')?.redirect).toBe('/operations/real-name');
  });

  it('keeps the catch-all last so it never hides another route', () => {
    expect(routes.at(-1)?.path).toBe('*');
  });
});
