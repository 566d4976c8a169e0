/**
 * The account checklist of the workbench: what a member still has to do before the platform's gated flows
 * (spec section 6: personal information and real-name verification before publishing, joining, investing,
 * reviewing, recharging or withdrawing; a bank card before fund operations; the transaction password before
 * binding or unlinking a card). Pure: the page feeds it what the queries answered.
 */

/** done; inProgress: waiting for someone else (review, micro-deposit); todo; attention: failed or blocked; unknown: could not load. */
export type ChecklistState = 'done' | 'inProgress' | 'todo' | 'attention' | 'unknown';

export type ChecklistKey = 'profile' | 'realName' | 'bankCard' | 'transactionPassword' | 'phone' | 'email';

export type ChecklistItem = {
  key: ChecklistKey;
  state: ChecklistState;
  /** Where the member acts on it. */
  path: string;
  /** The i18n key (workbench.checklist.states.*) that says where it stands, when it says more than the state. */
  detail?: string;
  /** A reason the platform gave (a rejected application). */
  reason?: string | null;
};

export const CHECKLIST_PATHS: Record<ChecklistKey, string> = {
  profile: '/personal/accountManagement/personalData/baseInfo',
  realName: '/personal/accountManagement/account/realNameAuth',
  bankCard: '/personal/accountManagement/account/bankCardAuth',
  transactionPassword: '/personal/accountManagement/secure',
  phone: '/personal/accountManagement/secure',
  email: '/personal/accountManagement/secure',
};

export type ChecklistUser = {
  nickname?: string | null;
  avatar?: string | null;
  phone?: string | null;
  primaryEmail?: string | null;
  jyPasswordLastModify?: number | null;
};

/** A loaded answer, `undefined` while loading, `null` when it failed. */
export type Loaded<T> = T | undefined | null;

export type ChecklistInput = {
  user: ChecklistUser;
  /** The profile (GET /member/v2/get/personal-info): complete with a nickname and 1 to 6 fields of interest. */
  profile: Loaded<{ nickname?: string | null; fieldsOfInterest: readonly number[] }>;
  realName: Loaded<{ status: string; reason?: string | null }>;
  /** null: could not load; undefined: loading. */
  bankCards: Loaded<readonly { status: string }[]>;
};

function notLoaded(value: null | undefined): Pick<ChecklistItem, 'state' | 'detail'> {
  return { state: 'unknown', detail: value === null ? 'workbench.checklist.failedToLoad' : 'workbench.checklist.loading' };
}

function realNameItem(realName: ChecklistInput['realName']): ChecklistItem {
  const base = { key: 'realName' as const, path: CHECKLIST_PATHS.realName };
  if (!realName) return { ...base, ...notLoaded(realName) };
  switch (realName.status) {
    case 'verified':
      return { ...base, state: 'done' };
    case 'inReview':
    case 'identityCheck':
      return { ...base, state: 'inProgress', detail: `workbench.checklist.states.realName.${realName.status}` };
    case 'failed':
      return { ...base, state: 'attention', detail: 'workbench.checklist.states.realName.failed', reason: realName.reason ?? null };
    default:
      return { ...base, state: 'todo' };
  }
}

function bankCardItem(cards: ChecklistInput['bankCards']): ChecklistItem {
  const base = { key: 'bankCard' as const, path: CHECKLIST_PATHS.bankCard };
  if (!cards) return { ...base, ...notLoaded(cards) };
  const has = (...statuses: string[]) => cards.some((c) => statuses.includes(c.status));
  if (has('verified')) return { ...base, state: 'done' };
  if (has('verifying')) return { ...base, state: 'inProgress', detail: 'workbench.checklist.states.bankCard.verifying' };
  if (has('failed', 'expired', 'locked')) return { ...base, state: 'attention', detail: 'workbench.checklist.states.bankCard.failed' };
  return { ...base, state: 'todo' };
}

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

function profileItem(profile: ChecklistInput['profile'], user: ChecklistUser): ChecklistItem {
  const base = { key: 'profile' as const, path: CHECKLIST_PATHS.profile };
  if (!profile) return { ...base, ...notLoaded(profile) };
  const complete = filled(profile.nickname ?? user.nickname) && profile.fieldsOfInterest.length > 0;
  return { ...base, state: complete ? 'done' : 'todo' };
}

export function accountChecklist({ user, profile, realName, bankCards }: ChecklistInput): ChecklistItem[] {
  const simple = (key: ChecklistKey, ok: boolean): ChecklistItem => ({ key, state: ok ? 'done' : 'todo', path: CHECKLIST_PATHS[key] });
  return [
    profileItem(profile, user),
    realNameItem(realName),
    simple('transactionPassword', user.jyPasswordLastModify != null),
    bankCardItem(bankCards),
    simple('phone', filled(user.phone)),
    simple('email', filled(user.primaryEmail)),
  ];
}

/** How many items are done, of those known. */
export function checklistProgress(items: readonly ChecklistItem[]): { done: number; total: number } {
  return { done: items.filter((i) => i.state === 'done').length, total: items.length };
}
