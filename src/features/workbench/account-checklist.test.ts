import { describe, expect, it } from 'vitest';
import { accountChecklist, checklistProgress, type ChecklistInput } from './account-checklist';

const fresh: ChecklistInput = {
  user: { phone: '86-13800000001' },
  profile: { nickname: null, fieldsOfInterest: [] },
  realName: { status: 'unverified' },
  bankCards: [],
};
const stateOf = (input: ChecklistInput, key: string) => accountChecklist(input).find((i) => i.key === key);

describe('account checklist', () => {
  it('lists what a new member has to do, each with its page', () => {
    const items = accountChecklist(fresh);
    expect(items.map((i) => [i.key, i.state])).toEqual([
      ['profile', 'todo'],
      ['realName', 'todo'],
      ['transactionPassword', 'todo'],
      ['bankCard', 'todo'],
      ['phone', 'done'],
      ['email', 'todo'],
    ]);
    expect(items.find((i) => i.key === 'realName')?.path).toBe('/personal/accountManagement/account/realNameAuth');
    expect(items.find((i) => i.key === 'transactionPassword')?.path).toBe('/personal/accountManagement/secure');
    expect(checklistProgress(items)).toEqual({ done: 1, total: 6 });
  });

  it('counts a profile as done with a nickname and a field of interest, and a transaction password once set', () => {
    const input = { ...fresh, profile: { nickname: 'Ada', fieldsOfInterest: [3] }, user: { ...fresh.user, jyPasswordLastModify: 1 } };
    expect(stateOf(input, 'profile')?.state).toBe('done');
    expect(stateOf(input, 'transactionPassword')?.state).toBe('done');
    expect(stateOf({ ...input, profile: { nickname: '  ', fieldsOfInterest: [3] } }, 'profile')?.state).toBe('todo');
    expect(stateOf({ ...input, profile: { nickname: 'Ada', fieldsOfInterest: [] } }, 'profile')?.state).toBe('todo');
    expect(stateOf({ ...input, profile: undefined }, 'profile')?.state).toBe('unknown');
  });

  it('follows the real-name application through review, rejection (with its reason) and approval', () => {
    expect(stateOf({ ...fresh, realName: { status: 'inReview' } }, 'realName')).toMatchObject({ state: 'inProgress', detail: 'workbench.checklist.states.realName.inReview' });
    expect(stateOf({ ...fresh, realName: { status: 'failed', reason: 'Blurred photo' } }, 'realName')).toMatchObject({ state: 'attention', reason: 'Blurred photo' });
    expect(stateOf({ ...fresh, realName: { status: 'verified' } }, 'realName')?.state).toBe('done');
  });

  it('is done with one verified card, whatever the others say', () => {
    expect(stateOf({ ...fresh, bankCards: [{ status: 'verifying' }] }, 'bankCard')?.state).toBe('inProgress');
    expect(stateOf({ ...fresh, bankCards: [{ status: 'locked' }] }, 'bankCard')?.state).toBe('attention');
    expect(stateOf({ ...fresh, bankCards: [{ status: 'locked' }, { status: 'verified' }] }, 'bankCard')?.state).toBe('done');
    expect(stateOf({ ...fresh, bankCards: [{ status: 'deleted' }] }, 'bankCard')?.state).toBe('todo');
  });

  it('says "checking" while loading and "could not load" after a failure, never "to do"', () => {
    expect(stateOf({ ...fresh, realName: undefined }, 'realName')).toMatchObject({ state: 'unknown', detail: 'workbench.checklist.loading' });
    expect(stateOf({ ...fresh, bankCards: null }, 'bankCard')).toMatchObject({ state: 'unknown', detail: 'workbench.checklist.failedToLoad' });
  });
});
