import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSION,
  PERMISSIONS,
  ROLES,
  hasAllPermi,
  hasAllRole,
  hasAnyPermi,
  hasAnyRole,
  hasPermi,
  hasRole,
  permissionsForRoles,
} from './access';

describe('permissions', () => {
  it('pass for the exact permission or the wildcard', () => {
    expect(hasPermi([PERMISSIONS.statechartsView], 'statecharts:view')).toBe(true);
    expect(hasPermi([ALL_PERMISSION], 'anything:at:all')).toBe(true);
    expect(hasPermi(['statecharts:edit'], 'statecharts:view')).toBe(false);
    expect(hasPermi([], 'statecharts:view')).toBe(false);
    expect(hasPermi(undefined, 'statecharts:view')).toBe(false);
  });

  it('any-of and all-of', () => {
    expect(hasAnyPermi(['a:b:c'], ['x:y:z', 'a:b:c'])).toBe(true);
    expect(hasAnyPermi(['a:b:c'], ['x:y:z'])).toBe(false);
    expect(hasAllPermi(['a:b:c', 'x:y:z'], ['x:y:z', 'a:b:c'])).toBe(true);
    expect(hasAllPermi(['a:b:c'], ['x:y:z', 'a:b:c'])).toBe(false);
    expect(hasAllPermi([ALL_PERMISSION], ['x:y:z', 'a:b:c'])).toBe(true);
  });

  it('throw on an empty value', () => {
    expect(() => hasPermi(['a'], '')).toThrow();
    expect(() => hasAnyPermi(['a'], [])).toThrow();
    expect(() => hasAllPermi(['a'], ['a', ' '])).toThrow();
  });
});

describe('roles', () => {
  it('pass for the exact role or admin', () => {
    expect(hasRole([ROLES.operations], 'operations')).toBe(true);
    expect(hasRole([ROLES.admin], 'operations')).toBe(true);
    expect(hasRole([ROLES.member], 'operations')).toBe(false);
  });

  it('any-of and all-of', () => {
    expect(hasAnyRole(['member'], ['operations', 'product_owner'])).toBe(false);
    expect(hasAnyRole(['product_owner'], ['operations', 'product_owner'])).toBe(true);
    expect(hasAllRole(['member', 'operations'], ['member', 'operations'])).toBe(true);
    expect(hasAllRole(['member'], ['member', 'operations'])).toBe(false);
  });

  it('throw on an empty value', () => {
    expect(() => hasRole(['admin'], '')).toThrow();
    expect(() => hasAnyRole(['admin'], [])).toThrow();
    expect(() => hasAllRole(['admin'], [''])).toThrow();
  });

  it('grants statecharts:view to operations and product owner, operations:review to operations, everything to admin', () => {
    expect(permissionsForRoles(['member'])).toEqual([]);
    expect(permissionsForRoles(['product_owner'])).toEqual(['statecharts:view']);
    expect(permissionsForRoles(['operations', 'product_owner'])).toEqual(['statecharts:view', 'operations:review']);
    expect(hasPermi(permissionsForRoles(['admin']), 'statecharts:view')).toBe(true);
    expect(hasPermi(permissionsForRoles(['admin']), 'operations:review')).toBe(true);
  });
});
