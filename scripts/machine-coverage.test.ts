import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { countSimplePaths, pathGraph, resolveObservedStep, walkedPaths } from '../machines/testing/machine-coverage';
import type { ModelSpec } from '../machines/testing/model';
import type { WalkRecord } from '../machines/testing/walk-log';
import { buildReport, checkThresholds, raisedThresholds, readWalks, renderHtml, renderTable } from './machine-coverage';

// a → b → c, c → a, and a guarded shortcut a → c: three states below the root, five transitions.
const toy = setup({
  types: { events: {} as { type: 'go' } | { type: 'jump'; ok: boolean } | { type: 'back' } },
  guards: { isOk: ({ event }) => event.type === 'jump' && event.ok },
}).createMachine({
  id: 'toy',
  meta: { title: { zh: '玩具', en: 'Toy' } },
  initial: 'a',
  states: {
    a: { on: { go: 'b', jump: [{ guard: 'isOk', target: 'c' }, { target: 'a' }] } },
    b: { on: { go: 'c' } },
    c: { on: { back: 'a' } },
  },
});
const spec: ModelSpec<typeof toy> = { machine: toy, events: [{ type: 'go' }, { type: 'jump', ok: true }, { type: 'back' }] };
const loaded = [{ machine: toy, file: 'machines/toy.machine.ts', exportName: 'toyMachine' }];

const unitWalk = (steps: WalkRecord['steps']): WalkRecord => ({ source: 'unit', machine: 'toy', file: 'machines/toy.machine.test.ts', title: 'path #0', initial: 'a', steps });
const go = (from: string, to: string) => ({ keys: [`toy.${from}|go|0`], event: 'go', to });

describe('simple paths', () => {
  it('counts every path from the initial state that enters no state twice, and stops at the bound', () => {
    const graph = pathGraph(toy, spec);
    // a→b, a→b→c, a→c (the guarded jump); c→a goes back to a, the targetless jump stays: neither is simple.
    expect(countSimplePaths(graph)).toEqual({ count: 3, capped: false });
    expect(countSimplePaths(graph, 2)).toEqual({ count: 2, capped: true });
  });

  it('credits a walk with the paths it starts with, up to its first repeated state', () => {
    const graph = pathGraph(toy, spec);
    const walked = walkedPaths(graph, unitWalk([go('a', 'b'), go('b', 'c'), { keys: ['toy.c|back|0'], event: 'back', to: 'a' }, go('a', 'b')]));
    expect(walked).toHaveLength(2);
    expect(walkedPaths(graph, { initial: null, steps: [go('a', 'b')] })).toEqual([]);
  });
});

describe('resolveObservedStep', () => {
  it('finds the transition a server-held entity took from its history line', () => {
    expect(resolveObservedStep(toy, { event: 'jump', from: 'a', to: 'c' })).toBe('toy.a|jump|0');
    expect(resolveObservedStep(toy, { event: 'jump', from: 'a', to: 'a' })).toBe('toy.a|jump|1');
    expect(resolveObservedStep(toy, { event: 'back', from: 'b', to: 'a' })).toBeNull();
    expect(resolveObservedStep(toy, { event: 'go', from: null, to: 'a' })).toBeNull();
  });
});

describe('the report', () => {
  const unit = [unitWalk([go('a', 'b'), go('b', 'c')])];
  const browser: WalkRecord[] = [
    { source: 'browser', machine: 'toy', file: 'tests/e2e/toy.spec.ts', title: 'jumps', initial: 'a', steps: [{ keys: ['toy.a|jump|0'], event: 'jump', to: 'c' }] },
    { source: 'browser', machine: 'toy', file: 'tests/e2e/toy.spec.ts', title: 'comes back', initial: null, steps: [], observed: [{ event: 'back', from: 'c', to: 'a' }] },
    { source: 'browser', machine: 'other', file: 'tests/e2e/other.spec.ts', title: 'x', initial: 'a', steps: [go('a', 'b')] },
  ];
  const report = buildReport(loaded, [spec], { unit, browser }, { unit: true, browser: true });
  const toyReport = report.machines[0]!;

  it('counts states, transitions and paths per runner and names the tests that take each transition', () => {
    expect(toyReport).toMatchObject({ machine: 'toy', title: { en: 'Toy' }, hasModel: true });
    expect(toyReport.states).toMatchObject({ total: 4, unit: 4, browser: 3 });
    expect(toyReport.states.uncovered.browser).toEqual(['toy.b']);
    expect(toyReport.transitions).toMatchObject({ total: 5, unit: 2, browser: 2 });
    expect(toyReport.paths).toMatchObject({ total: 3, unit: 2, browser: 1, capped: false });
    const byKey = Object.fromEntries(toyReport.transitions.list.map((t) => [t.key, t]));
    expect(byKey['toy.a|jump|0']).toMatchObject({ guard: 'isOk', targets: ['toy.c'], unit: { count: 0 }, browser: { count: 1, tests: [{ file: 'tests/e2e/toy.spec.ts', title: 'jumps' }] } });
    expect(byKey['toy.c|back|0']!.browser.tests).toEqual([{ file: 'tests/e2e/toy.spec.ts', title: 'comes back' }]);
    expect(byKey['toy.a|go|0']!.unit.tests).toEqual([{ file: 'machines/toy.machine.test.ts', title: 'path #0' }]);
    expect(byKey['toy.a|jump|1']).toMatchObject({ unit: { count: 0 }, browser: { count: 0 } });
  });

  it('prints the table and writes a page naming what no test walks', () => {
    const table = renderTable(report);
    expect(table).toMatch(/toy\s+4\/4 100\.0%\s+3\/4 75\.0%\s+2\/5 40\.0%\s+2\/5 40\.0%\s+2\/3\s+1\/3/);
    const html = renderHtml(report);
    expect(html).toContain('<code>toy.a|jump|1</code>');
    expect(html).not.toContain('<code>toy.a|jump|0</code>: model tests');
    expect(renderTable(buildReport(loaded, [spec], { unit, browser: [] }, { unit: true, browser: false }))).toContain('browser: the browser tests did not run');
  });

  it('fails a machine below its browser floor or without one, and raises floors without lowering them', () => {
    expect(checkThresholds(report, { toy: 40 })).toEqual([]);
    expect(checkThresholds(report, { toy: 40.1 })).toEqual(['toy: browser transition coverage 40% is below its floor 40.1%']);
    expect(checkThresholds(report, {})[0]).toMatch(/^toy: no browser coverage floor/);
    expect(checkThresholds(report, { toy: 0, gone: 10 })).toEqual(['gone: listed in tests/machine-coverage-thresholds.json but no such machine']);
    expect(raisedThresholds(report, { toy: 10 })).toEqual({ toy: 40 });
    expect(raisedThresholds(report, { toy: 90 })).toEqual({ toy: 90 });
  });

  it('reads the walk files of a directory, and nothing from one that does not exist', () => {
    const dir = mkdtempSync(join(tmpdir(), 'walks-'));
    writeFileSync(join(dir, '1-a.jsonl'), `${JSON.stringify(unit[0])}\n${JSON.stringify(browser[0])}\n`);
    writeFileSync(join(dir, 'notes.txt'), 'not a walk');
    expect(readWalks(dir)).toEqual([unit[0], browser[0]]);
    expect(readWalks(join(dir, 'missing'))).toEqual([]);
  });
});
