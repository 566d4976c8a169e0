import { describe, expect, it } from 'vitest';
import type { FlowMeta } from '../shared/flow-meta';
import { allStateNodes } from './coverage';
import { discoverMachines } from './discover';

const machines = discoverMachines();
const filled = (text: unknown) => typeof text === 'string' && text.trim() !== '';

describe('machine metadata (read by /statecharts)', () => {
  it('finds machines', () => {
    expect(machines.length).toBeGreaterThanOrEqual(4);
  });

  for (const { name, machine } of machines) it(`${name} has a title and a description per state in zh and en`, () => {
    const rootMeta = machine.root.meta as FlowMeta | undefined;
    expect(filled(rootMeta?.title?.zh) && filled(rootMeta?.title?.en)).toBe(true);
    const missing = allStateNodes(machine)
      .filter((node) => {
        const meta = node.meta as FlowMeta | undefined;
        return !(filled(meta?.description?.zh) && filled(meta?.description?.en));
      })
      .map((node) => `#${node.id}`);
    expect(missing).toEqual([]);
  });

  for (const { name, machine } of machines) it(`${name} names every guard`, () => {
    // Inline guard functions would show up nameless in the state chart.
    for (const node of allStateNodes(machine)) {
      for (const definitions of node.transitions.values()) {
        for (const definition of definitions) {
          if (definition.guard) expect(typeof definition.guard, `#${node.id}`).toBe('string');
        }
      }
    }
  });
});
