/**
 * A lifecycle's status travels to the app as a GraphQL enum. An enum that lacks a state the machine can reach
 * makes the whole query fail the day a row reaches it (e.g. an operations list with a deleted card), so each
 * status enum must name exactly the top-level states of its machine.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { bankCardMachine } from '../machines/identity/bank-card.machine';
import { expertApplicationMachine } from '../machines/identity/expert-application.machine';
import { realNameMachine } from '../machines/identity/real-name.machine';
import { RECHARGE_STATES, rechargeOrderMachine } from '../machines/wallet/recharge-order.machine';
import { WITHDRAWAL_STATES, withdrawalMachine } from '../machines/wallet/withdrawal.machine';

const schema = readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8');

function enumValues(name: string): string[] {
  const body = new RegExp(`enum ${name} \\{([^}]*)\\}`).exec(schema)?.[1];
  if (!body) throw new Error(`enum ${name} not found in schema.graphql`);
  // Drop descriptions ("..." and """...""") and comments, keep the value names.
  const bare = body.replace(/"""[\s\S]*?"""/g, '').replace(/"[^"\n]*"/g, '').replace(/#.*$/gm, '');
  return bare.split(/\s+/).filter(Boolean).sort();
}

// The third entry: states that exist only in the browser before anything is stored (the order form), which the
// services never answer with.
const lifecycles: Array<[string, AnyStateMachine, string[]]> = [
  ['BankCardStatus', bankCardMachine, []],
  ['RealNameStatus', realNameMachine, []],
  ['ExpertApplicationStatus', expertApplicationMachine, []],
  ['RechargeState', rechargeOrderMachine, ['filling']],
  ['WithdrawalState', withdrawalMachine, ['filling']],
];

describe('status enums of schema.graphql', () => {
  it.each(lifecycles)('%s names every stored top-level state of its machine', (name, machine, neverStored) => {
    const stored = Object.keys(machine.root.states).filter((state) => !neverStored.includes(state));
    expect(enumValues(name)).toEqual(stored.sort());
  });

  it('leaves out only the initial form state, which the machines never store', () => {
    expect(rechargeOrderMachine.config.initial).toBe('filling');
    expect(withdrawalMachine.config.initial).toBe('filling');
    // The status code tables are the stored states, so they must match the enums too.
    expect([...RECHARGE_STATES].sort()).toEqual(enumValues('RechargeState'));
    expect([...WITHDRAWAL_STATES].sort()).toEqual(enumValues('WithdrawalState'));
  });
});
