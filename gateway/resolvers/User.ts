import type { Language, UserResolvers } from '../generated/resolvers-types';
import type { RestInstant } from '../rest-types';

/** Epoch milliseconds, whether the services send a number or an ISO string; null when never set. */
export function toEpochMs(value: RestInstant): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : parsed;
}

function toLanguage(value: string | null | undefined): Language | null {
  if (!value) return null;
  const lower = value.toLowerCase();
  if (lower.startsWith('en')) return 'en';
  if (lower.startsWith('zh')) return 'zh';
  return null;
}

export const User: UserResolvers = {
  id: (parent) => String(parent.id),
  phone: (parent) => parent.phone ?? null,
  primaryEmail: (parent) => parent.primaryEmail ?? null,
  nickname: (parent) => parent.nickname ?? null,
  avatar: (parent) => parent.avatar ?? null,
  passwordLastModify: (parent) => toEpochMs(parent.passwordLastModify),
  jyPasswordLastModify: (parent) => toEpochMs(parent.jyPasswordLastModify),
  localization: (parent) => toLanguage(parent.localization),
  roles: (parent) => parent.roles ?? [],
  permissions: (parent) => parent.permissions ?? [],
};
