import { describe, expect, it } from 'vitest';
import { DICT_TYPES, codeLabel, codeTables, inviteStatus, mainStage, marketSizeRange, rechargeStatus, subStepTableOf } from './index';

const expectedSizes: Record<string, number> = {
  recharge_status: 5,
  withdraw_status: 4,
  wallet_transaction_type: 5, // the spec's four and '5' assessment fee earned (stage 2)
  main_stage: 7,
  invite_type: 9,
  invite_status: 5,
  sub_process_step: 4,
  pre_review_step: 5,
  sub_step_status: 6,
  crowdfunding_status: 7,
  task_state: 4,
  requirement_draft_status: 5,
  market_size_range: 5,
  // stage 2: the spec names these without numbers (machines/codes/pre-review.codes.ts)
  plan_review_status: 3,
  plan_result: 2,
  solution_result: 2,
  // the five participant kinds of spec 1 (metal, wood, water, fire, earth)
  participant_kind: 5,
};

describe('code tables', () => {
  it('holds every dict type of docs/contracts.md with the spec number of codes', () => {
    expect(Object.keys(codeTables).sort()).toEqual(Object.keys(expectedSizes).sort());
    expect([...DICT_TYPES].sort()).toEqual(Object.keys(expectedSizes).sort());
    for (const [type, size] of Object.entries(expectedSizes)) expect(codeTables[type], type).toHaveLength(size);
  });

  it('has unique values and keys, and labels in both languages', () => {
    for (const [type, entries] of Object.entries(codeTables)) {
      expect(new Set(entries.map((e) => e.value)).size, type).toBe(entries.length);
      expect(new Set(entries.map((e) => e.key)).size, type).toBe(entries.length);
      for (const e of entries) {
        expect(e.zh.trim(), `${type} ${e.value}`).not.toBe('');
        expect(e.en.trim(), `${type} ${e.value}`).not.toBe('');
      }
    }
  });

  it('maps keys to the spec codes', () => {
    expect(rechargeStatus.values.done).toBe('3');
    expect(inviteStatus.values.rejected).toBe('-1');
    expect(inviteStatus.values.pending).toBe('0');
    expect(mainStage.values.dividend).toBe('7');
    expect(marketSizeRange.values.upTo500k).toBe('0-50');
  });

  it('finds labels by value in either language', () => {
    expect(codeLabel(mainStage.entries, 2, 'en')).toBe('Pre-review');
    expect(codeLabel(mainStage.entries, '2', 'zh')).toBe('预评审');
    expect(codeLabel(mainStage.entries, 9, 'en')).toBeUndefined();
  });

  it('hands out copies, so a caller cannot change the shared table', () => {
    codeTables.main_stage[0].en = 'changed';
    expect(mainStage.entries[0].en).toBe('Requirement release');
  });

  it('reads a sub-step code through its main stage: 1 is a different step in stage 1 and in stage 2', () => {
    expect(codeLabel(subStepTableOf(1)!, 1, 'en')).toBe('Fill in requirement');
    expect(codeLabel(subStepTableOf(2)!, 1, 'en')).toBe('Project analysis');
    expect(codeLabel(subStepTableOf(2)!, -1, 'zh')).toBe('详细市场评估');
    expect(subStepTableOf(3)).toBeNull();
  });
});
