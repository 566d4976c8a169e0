import { describe, expect, it } from 'vitest';
import { decideAccess, type AccessSubject } from './access';

const anonymous: AccessSubject = { hasToken: false, userLoaded: false, roles: [], permissions: [], production: true };
const member: AccessSubject = { hasToken: true, userLoaded: true, roles: ['member'], permissions: [], production: true };

describe('decideAccess', () => {
  it('lets anyone open public routes', () => {
    expect(decideAccess('public', anonymous)).toBe('allow');
  });

  it('asks for a login on protected routes without a token, and allows them with one', () => {
    expect(decideAccess('login', anonymous)).toBe('login');
    expect(decideAccess('login', { ...member, userLoaded: false })).toBe('allow');
  });

  it('shows the state charts to operations, product owners and admins in production', () => {
    expect(decideAccess('statecharts', { ...member, roles: ['operations'] })).toBe('allow');
    expect(decideAccess('statecharts', { ...member, roles: ['product_owner'] })).toBe('allow');
    expect(decideAccess('statecharts', { ...member, roles: ['admin'] })).toBe('allow');
    expect(decideAccess('statecharts', { ...member, permissions: ['statecharts:view'] })).toBe('allow');
  });

  it('refuses the state charts to a plain member in production, and waits while the profile loads', () => {
    expect(decideAccess('statecharts', member)).toBe('forbidden');
    expect(decideAccess('statecharts', anonymous)).toBe('login');
    expect(decideAccess('statecharts', { ...member, userLoaded: false, roles: [] })).toBe('wait');
  });

  it('shows the state charts to everyone outside production', () => {
    expect(decideAccess('statecharts', { ...anonymous, production: false })).toBe('allow');
  });

  it('opens the operations area to operations and admin only, in every environment', () => {
    for (const production of [true, false]) {
      expect(decideAccess('operations', { ...member, production, roles: ['member', 'operations'] })).toBe('allow');
      expect(decideAccess('operations', { ...member, production, roles: ['admin'] })).toBe('allow');
      expect(decideAccess('operations', { ...member, production })).toBe('forbidden');
      expect(decideAccess('operations', { ...member, production, roles: ['product_owner'] })).toBe('forbidden');
      // A permission alone does not make staff: the rule is by role, as on the server.
      expect(decideAccess('operations', { ...member, production, permissions: ['statecharts:view'] })).toBe('forbidden');
      expect(decideAccess('operations', { ...anonymous, production })).toBe('login');
      expect(decideAccess('operations', { ...member, production, userLoaded: false, roles: [] })).toBe('wait');
    }
  });

  it('hides development aids in production only', () => {
    expect(decideAccess('dev', anonymous)).toBe('notFound');
    expect(decideAccess('dev', { ...anonymous, production: false })).toBe('allow');
  });
});
