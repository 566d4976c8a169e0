/**
 * Picks the machines out of a module's exports: every export whose name ends in `Machine` and that is an
 * XState machine (contracts.md "Machines"). Shared by the state-chart page and the Node test that checks
 * every machine.
 */
import type { AnyStateMachine } from 'xstate';

export interface MachineExport {
  exportName: string;
  machine: AnyStateMachine;
}

export function isStateMachine(value: unknown): value is AnyStateMachine {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { root?: unknown }).root === 'object' &&
    typeof (value as { transition?: unknown }).transition === 'function' &&
    typeof (value as { id?: unknown }).id === 'string'
  );
}

export function machineExports(module: Record<string, unknown>): MachineExport[] {
  return Object.entries(module)
    .filter(([name, value]) => name.endsWith('Machine') && isStateMachine(value))
    .map(([exportName, machine]) => ({ exportName, machine: machine as AnyStateMachine }))
    .sort((a, b) => a.exportName.localeCompare(b.exportName));
}
