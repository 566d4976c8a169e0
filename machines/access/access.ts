/**
 * Role and permission checks of spec section 6, for the server (enforcement) and the app (display only).
 * A permission check passes for the wildcard `*:*:*` or the exact permission; a role check passes for the
 * `admin` role or the exact role. Asking with an empty value is a programming error and throws, as the
 * spec's directives do.
 */
export const ALL_PERMISSION = '*:*:*';
export const ADMIN_ROLE = 'admin';

export const ROLES = {
  member: 'member',
  operations: 'operations',
  productOwner: 'product_owner',
  admin: ADMIN_ROLE,
} as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];

export const PERMISSIONS = {
  statechartsView: 'statecharts:view',
  /** The operations area: review queues (real-name, face checks, bank cards) and their decisions. */
  operationsReview: 'operations:review',
} as const;
export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

/** What each role holds when it is granted (the services seed this; admin holds everything). */
export const ROLE_PERMISSIONS: Record<Role, readonly string[]> = {
  member: [],
  operations: [PERMISSIONS.statechartsView, PERMISSIONS.operationsReview],
  product_owner: [PERMISSIONS.statechartsView],
  admin: [ALL_PERMISSION],
};

type Held = readonly string[] | null | undefined;

function requireValue(value: string, what: string): void {
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`${what} value must not be empty`);
}

function requireValues(values: readonly string[], what: string): void {
  if (!Array.isArray(values) || values.length === 0) throw new Error(`${what} list must not be empty`);
  values.forEach((v) => requireValue(v, what));
}

export function hasPermi(permissions: Held, permission: string): boolean {
  requireValue(permission, 'permission');
  const held = permissions ?? [];
  return held.includes(ALL_PERMISSION) || held.includes(permission);
}

export function hasAnyPermi(permissions: Held, wanted: readonly string[]): boolean {
  requireValues(wanted, 'permission');
  return wanted.some((p) => hasPermi(permissions, p));
}

export function hasAllPermi(permissions: Held, wanted: readonly string[]): boolean {
  requireValues(wanted, 'permission');
  return wanted.every((p) => hasPermi(permissions, p));
}

export function hasRole(roles: Held, role: string): boolean {
  requireValue(role, 'role');
  const held = roles ?? [];
  return held.includes(ADMIN_ROLE) || held.includes(role);
}

export function hasAnyRole(roles: Held, wanted: readonly string[]): boolean {
  requireValues(wanted, 'role');
  return wanted.some((r) => hasRole(roles, r));
}

export function hasAllRole(roles: Held, wanted: readonly string[]): boolean {
  requireValues(wanted, 'role');
  return wanted.every((r) => hasRole(roles, r));
}

/** The union of the permissions granted by the given roles (unknown role names grant nothing). */
export function permissionsForRoles(roles: readonly string[]): string[] {
  const out = new Set<string>();
  for (const role of roles) {
    for (const p of ROLE_PERMISSIONS[role as Role] ?? []) out.add(p);
  }
  return [...out];
}
