import { hasPermi, hasRole, PERMISSIONS, ROLES } from '../../machines/access/access';

/**
 * Who may open a route (spec section 2 and 6). Pure, so it is tested without React; the server checks again
 * on every call, this only decides what the app shows.
 *
 * - `public`: anyone (/index, /hall, error pages).
 * - `login`: a token is needed; without one the guard opens the login dialog over /index.
 * - `statecharts`: the operations or product-owner role (or the `statecharts:view` permission, which admin
 *   holds through `*:*:*`); outside production everyone.
 * - `dev`: development aids, never in production.
 * - `operations`: the operations area; the operations role (or admin, as `hasRole` lets admin pass), in every
 *   environment. Members are sent to the 401 page.
 */
export type AccessRule = 'public' | 'login' | 'statecharts' | 'dev' | 'operations';

export type AccessSubject = {
  /** A token is present (the profile may still be loading). */
  hasToken: boolean;
  /** The profile is loaded, so roles and permissions are known. */
  userLoaded: boolean;
  roles: readonly string[];
  permissions: readonly string[];
  /** The server runs with NODE_ENV=production (src/lib/runtime.ts). */
  production: boolean;
};

/** allow; login: ask to sign in; wait: the profile is loading; forbidden: the 401 page; notFound: 404. */
export type AccessDecision = 'allow' | 'login' | 'wait' | 'forbidden' | 'notFound';

export function canSeeStatecharts(subject: Pick<AccessSubject, 'roles' | 'permissions'>): boolean {
  return (
    hasRole(subject.roles, ROLES.operations) ||
    hasRole(subject.roles, ROLES.productOwner) ||
    hasPermi(subject.permissions, PERMISSIONS.statechartsView)
  );
}

/** Staff of the operations area (issue 3 section 5): role operations, or admin. */
export function canUseOperations(subject: Pick<AccessSubject, 'roles'>): boolean {
  return hasRole(subject.roles, ROLES.operations);
}

export function decideAccess(rule: AccessRule, subject: AccessSubject): AccessDecision {
  switch (rule) {
    case 'public':
      return 'allow';
    case 'dev':
      return subject.production ? 'notFound' : 'allow';
    case 'login':
      return subject.hasToken ? 'allow' : 'login';
    case 'statecharts':
      if (!subject.production) return 'allow';
      if (!subject.hasToken) return 'login';
      if (!subject.userLoaded) return 'wait';
      return canSeeStatecharts(subject) ? 'allow' : 'forbidden';
    case 'operations':
      if (!subject.hasToken) return 'login';
      if (!subject.userLoaded) return 'wait';
      return canUseOperations(subject) ? 'allow' : 'forbidden';
  }
}
