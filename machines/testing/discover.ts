/**
 * Finds every machine (`*.machine.ts`, exports ending in `Machine`, as the state-chart page does) and every
 * test model (`*.model.ts`, exports that are a `ModelSpec`) under machines/, so a new machine is checked
 * without editing the tests. Uses Vite's `import.meta.glob` (test-only).
 */
import type { AnyStateMachine } from 'xstate';
import type { ModelSpec } from './model';

const machineModules = import.meta.glob('../**/*.machine.ts', { eager: true }) as Record<string, Record<string, unknown>>;
const modelModules = import.meta.glob('../**/*.model.ts', { eager: true }) as Record<string, Record<string, unknown>>;

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'getTransitionData' in value;

export function discoverMachines(): Array<{ name: string; file: string; machine: AnyStateMachine }> {
  return Object.entries(machineModules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([name, value]) => name.endsWith('Machine') && isMachine(value))
      .map(([name, value]) => ({ name, file, machine: value as AnyStateMachine })),
  );
}

export function discoverModels(): Array<{ name: string; file: string; spec: ModelSpec }> {
  return Object.entries(modelModules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([, value]) => typeof value === 'object' && value !== null && isMachine((value as ModelSpec).machine))
      .map(([name, value]) => ({ name, file, spec: value as ModelSpec })),
  );
}
