import { describe, expect, it } from 'vitest';
import { computeCoverage, percent } from './coverage';
import { discoverMachines, discoverModels } from './discover';
import { shortestPaths } from './model';

const machines = discoverMachines();
const models = discoverModels();

describe('state and transition coverage of the shortest paths', () => {
  it('finds the machines and their models', () => {
    expect(machines.map((m) => m.name).sort()).toEqual(
      expect.arrayContaining(['forgotPasswordMachine', 'loginMachine', 'registrationMachine', 'sessionMachine']),
    );
  });

  for (const { name, machine } of machines) {
    it(`${name} has a test model`, () => {
      expect(models.some((model) => model.spec.machine === machine)).toBe(true);
    });
  }

  for (const { name, spec } of models) it(`${name} reaches 100 percent of states and transitions`, () => {
    const runs = shortestPaths(spec).map(({ input, path }) => ({ input, events: path.steps.map((s) => s.event) }));
    const report = computeCoverage(spec.machine, runs);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
    expect(percent(report.states)).toBe(100);
    expect(percent(report.transitions)).toBe(100);
  });
});
