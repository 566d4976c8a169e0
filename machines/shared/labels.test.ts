/**
 * Every server-held lifecycle names each of its states and events in both languages (issue 11: histories showed
 * "application.create – → unverified" and "filling → 待转账"). The lifecycles are found the way the state-chart page
 * finds machines, by walking `machines/**\/*.machine.ts`, so a new lifecycle, a new state or a new event without a
 * label fails here.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyStateNode } from 'xstate';
import { describe, expect, it } from 'vitest';
import { eventLabel, type LifecycleDefinition, stateLabel, stateLabelOf } from './lifecycle';

const machinesDir = fileURLToPath(new URL('..', import.meta.url));

function machineFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return machineFiles(path);
    return entry.name.endsWith('.machine.ts') ? [path] : [];
  });
}

function isLifecycle(value: unknown): value is LifecycleDefinition {
  const v = value as Partial<LifecycleDefinition> | null;
  return typeof v === 'object' && v !== null && typeof v.entityType === 'string' && typeof v.machine === 'object' && typeof v.events === 'object';
}

/** Every state below the root, as the log writes it ("feeDue.choosingMode"), with its node. */
function statesOf(root: AnyStateNode): Array<[string, AnyStateNode]> {
  const found: Array<[string, AnyStateNode]> = [];
  const walk = (node: AnyStateNode, path: string[]) => {
    for (const [key, child] of Object.entries(node.states)) {
      found.push([[...path, key].join('.'), child]);
      walk(child, [...path, key]);
    }
  };
  walk(root, []);
  return found;
}

const lifecycles: Array<[string, LifecycleDefinition]> = [];
for (const file of machineFiles(machinesDir).sort()) {
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  for (const value of Object.values(module)) if (isLifecycle(value)) lifecycles.push([`${relative(machinesDir, file)} ${value.entityType}`, value]);
}

describe('the labels of every lifecycle', () => {
  it('finds the lifecycles', () => {
    expect(lifecycles.map(([, l]) => l.entityType).sort()).toEqual(
      expect.arrayContaining([
        'bank_card',
        'breakdown_plan',
        'crowdfunding',
        'expert_application',
        'invitation',
        'real_name',
        'recharge_order',
        'requirement',
        'review_task',
        'solution',
        'withdrawal',
      ]),
    );
  });

  describe.each(lifecycles)('%s', (_, lifecycle) => {
    it('names every state in Chinese and English (meta.label), and stateLabel answers it', () => {
      const states = statesOf(lifecycle.machine.root);
      expect(states.length).toBeGreaterThan(0);
      for (const [path, node] of states) {
        const label = (node.meta as { label?: { zh?: string; en?: string } } | undefined)?.label;
        expect(label?.zh?.trim(), `${path}: meta.label.zh`).toBeTruthy();
        expect(label?.en?.trim(), `${path}: meta.label.en`).toBeTruthy();
        // Chinese labels are Chinese, English ones are not: a swapped pair or a copied key shows here.
        expect(label!.zh!, `${path}: zh`).toMatch(/\p{Script=Han}/u);
        expect(label!.en!, `${path}: en`).not.toMatch(/\p{Script=Han}/u);
        expect(stateLabelOf(lifecycle.machine, path, 'zh')).toBe(label!.zh);
        expect(stateLabelOf(lifecycle.machine, path, 'en')).toBe(label!.en);
      }
    });

    it('names every event in Chinese and English', () => {
      for (const type of Object.keys(lifecycle.events)) {
        expect(eventLabel(lifecycle, type, 'zh'), type).toMatch(/\p{Script=Han}/u);
        const en = eventLabel(lifecycle, type, 'en');
        expect(en, type).not.toBe(type);
        expect(en, type).not.toMatch(/\p{Script=Han}/u);
      }
    });
  });
});

describe('stateLabel and stateLabelOf', () => {
  const requirement = lifecycles.find(([, l]) => l.entityType === 'requirement')![1];

  it('name the deepest state of a snapshot value and of a dotted log entry alike', () => {
    expect(stateLabel(requirement.machine, { feeDue: 'choosingMode' }, 'zh')).toBe('待支付评审费');
    expect(stateLabelOf(requirement.machine, 'feeDue.choosingMode', 'en')).toBe('Review fee due');
    expect(stateLabelOf(requirement.machine, 'feeDue', 'en')).toBe('Review fee');
  });

  it('keep a state the machine does not know as it is written', () => {
    expect(stateLabelOf(requirement.machine, 'renamedLongAgo', 'zh')).toBe('renamedLongAgo');
    expect(stateLabelOf(requirement.machine, 'toString', 'en')).toBe('toString');
  });
});
