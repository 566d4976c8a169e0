/**
 * A lifecycle's status travels to the app as a GraphQL enum. An enum that lacks a state the machine can reach
 * makes the whole query fail the day a row reaches it (e.g. an operations list with a deleted card), so each
 * status enum must name exactly the top-level states of its machine.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { bankCardMachine } from '../machines/identity/bank-card.machine';
import { realNameMachine } from '../machines/identity/real-name.machine';

const schema = readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8');

function enumValues(name: string): string[] {
  const body = new RegExp(`enum ${name} \\{([^}]*)\\}`).exec(schema)?.[1];
  if (!body) throw new Error(`enum ${name} not found in schema.graphql`);
  // Drop descriptions ("..." and """...""") and comments, keep the value names.
  const bare = body.replace(/"""[\s\S]*?"""/g, '').replace(/"[^"\n]*"/g, '').replace(/#.*$/gm, '');
  return bare.split(/\s+/).filter(Boolean).sort();
}

const lifecycles: Array<[string, AnyStateMachine]> = [
  ['BankCardStatus', bankCardMachine],
  ['RealNameStatus', realNameMachine],
];

describe('status enums of schema.graphql', () => {
  it.each(lifecycles)('%s names every top-level state of its machine', (name, machine) => {
    expect(enumValues(name)).toEqual(Object.keys(machine.root.states).sort());
  });
});
