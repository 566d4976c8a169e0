import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { describe, expect, it } from 'vitest';
import { bankCardLifecycle } from '../identity/bank-card.machine';
import { realNameLifecycle } from '../identity/real-name.machine';
import { rechargeOrderLifecycle } from '../wallet/recharge-order.machine';
import { withdrawalLifecycle } from '../wallet/withdrawal.machine';
import { crowdfundingLifecycle } from '../requirement/crowdfunding.machine';
import { invitationLifecycle } from '../requirement/invitation.machine';
import { requirementLifecycle } from '../requirement/requirement.machine';
import { breakdownPlanLifecycle } from '../requirement/breakdown-plan.machine';
import { reviewTaskLifecycle } from '../requirement/review-task.machine';
import { solutionLifecycle } from '../requirement/solution.machine';
import { expertApplicationLifecycle } from '../identity/expert-application.machine';
import { ACTOR_ROLES, availableEventsOf, eventLabel, type LifecycleDefinition, nextEventsOf, stateLabel } from './lifecycle';

const LIFECYCLES: LifecycleDefinition[] = [
  realNameLifecycle,
  bankCardLifecycle,
  rechargeOrderLifecycle,
  withdrawalLifecycle,
  requirementLifecycle,
  invitationLifecycle,
  crowdfundingLifecycle,
  breakdownPlanLifecycle,
  solutionLifecycle,
  reviewTaskLifecycle,
  expertApplicationLifecycle,
];

/** Every event type some state of the machine has a transition for. */
function machineEvents(machine: AnyStateMachine): Set<string> {
  const found = new Set<string>();
  const walk = (node: AnyStateNode) => {
    for (const type of Object.keys(node.on)) found.add(type);
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root);
  return found;
}

describe.each(LIFECYCLES.map((l) => [l.entityType, l] as const))('the event table of %s', (_, lifecycle) => {
  it('has one row per event of its machine, and no other', () => {
    expect(new Set(Object.keys(lifecycle.events))).toEqual(machineEvents(lifecycle.machine));
  });

  it('names who may send each event and labels it in both languages', () => {
    for (const [type, row] of Object.entries(lifecycle.events as Record<string, { by: readonly string[]; label: { zh: string; en: string } }>)) {
      expect(row.by.length, type).toBeGreaterThan(0);
      for (const role of row.by) expect(ACTOR_ROLES).toContain(role);
      expect(row.label.zh.trim(), type).not.toBe('');
      expect(row.label.en.trim(), type).not.toBe('');
      expect(eventLabel(lifecycle, type, 'en')).toBe(row.label.en);
    }
  });
});

describe('what comes next', () => {
  const { machine } = withdrawalLifecycle;
  const context = { amountFen: 600_000, feeFen: 600, feeRateBp: 10, bankCardId: 3, fourEyesFen: 500_000, startedBy: 11, paidBy: null, bankReference: null, reason: null };
  const paying = machine.resolveState({ value: 'paying', context });

  it('lists every event the state accepts with who may send it', () => {
    expect(nextEventsOf(withdrawalLifecycle, paying)).toEqual([
      { event: 'payout.paid', by: ['operations'] },
      { event: 'payout.fail', by: ['operations'] },
    ]);
    expect(nextEventsOf(withdrawalLifecycle, machine.resolveState({ value: 'paid', context }))).toEqual([]);
  });

  it('offers an event only to its role, asking the guards with the caller: four eyes above the limit', () => {
    expect(availableEventsOf(withdrawalLifecycle, paying, 'member', 5)).toEqual([]);
    expect(availableEventsOf(withdrawalLifecycle, paying, 'operations', 11)).toEqual(['payout.fail']);
    expect(availableEventsOf(withdrawalLifecycle, paying, 'operations', 12)).toEqual(['payout.paid', 'payout.fail']);
  });

  it('asks context guards too: a default card is not offered "set as default" again', () => {
    const card = { cardholderName: '张三', bankCode: 'ICBC', cardType: 'debit', last4: '1234', maxAttempts: 3, attemptsLeft: 3, isDefault: true, reason: null };
    const verified = bankCardLifecycle.machine.resolveState({ value: 'verified', context: card });
    expect(availableEventsOf(bankCardLifecycle, verified, 'member', 1)).toEqual(['card.unlink', 'default.clear']);
    const notDefault = bankCardLifecycle.machine.resolveState({ value: 'verified', context: { ...card, isDefault: false } });
    expect(availableEventsOf(bankCardLifecycle, notDefault, 'member', 1)).toEqual(['card.unlink', 'default.set']);
  });

  it('names a state by the head of its description', () => {
    expect(stateLabel(machine, 'awaitingPayout', 'zh')).toBe('待打款');
    expect(stateLabel(machine, 'awaitingPayout', 'en')).toBe('Awaiting payout');
  });
});
