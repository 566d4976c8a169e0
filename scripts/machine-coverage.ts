// The coverage report of the machines (README "Coverage of the machines"): for every machine, its states,
// transitions and simple paths, and how many of them the model tests (Vitest) and the browser tests (Playwright)
// walked, from the walk files both runners write when MACHINE_COVERAGE_DIR is set (machines/testing/walk-log.ts,
// tests/e2e/support/fixtures.ts). Writes reports/machine-coverage.json (read by /statecharts through the gateway)
// and reports/machine-coverage.html, prints the table, and with --check fails when a machine's browser transition
// coverage is below its floor in tests/machine-coverage-thresholds.json. scripts/run-tests.ts runs it last.
//
//   npx tsx scripts/machine-coverage.ts [--walks DIR] [--check] [--raise-thresholds]
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { machineExports } from '../machines/graph/machine-exports';
import { machineGraph } from '../machines/graph/machine-graph';
import { machineCoverage, PATH_BOUND, ratio, type MachineCoverage } from '../machines/testing/machine-coverage';
import type { ModelSpec } from '../machines/testing/model';
import type { WalkRecord } from '../machines/testing/walk-log';

const root = resolve(import.meta.dirname, '..');
export const DEFAULT_WALKS_DIR = join(root, '.tmp', 'reports', 'machine-walks');
export const REPORT_DIR = join(root, 'reports');
export const THRESHOLDS_FILE = join(root, 'tests', 'machine-coverage-thresholds.json');

export type CoverageReport = {
  generatedAt: string;
  /** Which runners left walks: a runner that did not run covers nothing, which is not the same as 0 %. */
  measured: { unit: boolean; browser: boolean };
  pathBound: number;
  machines: MachineCoverage[];
};

/** Per machine id, the least browser transition coverage in percent. */
export type Thresholds = Record<string, number>;

/** Every JSON line of every `*.jsonl` file in `dir` (none when it does not exist). */
export function readWalks(dir: string): WalkRecord[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .sort()
    .flatMap((name) =>
      readFileSync(join(dir, name), 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as WalkRecord),
    );
}

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && d.name.endsWith(suffix))
    .map((d) => join(d.parentPath, d.name))
    .sort();
}

export type LoadedMachine = { machine: AnyStateMachine; file: string; exportName: string };

/** Every machine (`machines/**\/*.machine.ts`, exports named `…Machine`, as /statecharts finds them) and every test model. */
export async function loadMachines(machinesDir = join(root, 'machines')): Promise<{ machines: LoadedMachine[]; specs: ModelSpec[] }> {
  const machines: LoadedMachine[] = [];
  for (const file of filesUnder(machinesDir, '.machine.ts')) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const { exportName, machine } of machineExports(module)) machines.push({ machine, exportName, file: relative(root, file) });
  }
  const specs: ModelSpec[] = [];
  for (const file of filesUnder(machinesDir, '.model.ts')) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      const machine = (value as { machine?: unknown } | null)?.machine;
      if (machines.some((m) => m.machine === machine)) specs.push(value as ModelSpec);
    }
  }
  return { machines, specs };
}

export function buildReport(
  machines: readonly LoadedMachine[],
  specs: readonly ModelSpec[],
  walks: { unit: readonly WalkRecord[]; browser: readonly WalkRecord[] },
  measured: CoverageReport['measured'],
  bound = PATH_BOUND,
): CoverageReport {
  const all = [...walks.unit, ...walks.browser];
  return {
    generatedAt: new Date().toISOString(),
    measured,
    pathBound: bound,
    machines: machines.map(({ machine, file, exportName }) =>
      machineCoverage(
        { machine, file, exportName, title: machineGraph(machine).title },
        specs.find((s) => s.machine === machine),
        all,
        bound,
      ),
    ),
  };
}

const cell = (part: number, total: number) => `${part}/${total} ${ratio(part, total).toFixed(1)}%`;
const pathsCell = (m: MachineCoverage, part: number) => `${part}/${m.paths.capped ? '≥' : ''}${m.paths.total}`;

/** The table CI prints: one row per machine, model tests and browser side by side. */
export function renderTable(report: CoverageReport): string {
  const head = ['machine', 'states unit', 'states browser', 'transitions unit', 'transitions browser', 'paths unit', 'paths browser'];
  const rows = report.machines.map((m) => [
    m.machine,
    cell(m.states.unit, m.states.total),
    report.measured.browser ? cell(m.states.browser, m.states.total) : '-',
    cell(m.transitions.unit, m.transitions.total),
    report.measured.browser ? cell(m.transitions.browser, m.transitions.total) : '-',
    pathsCell(m, m.paths.unit),
    report.measured.browser ? pathsCell(m, m.paths.browser) : '-',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  const notes = [
    `paths: simple paths from the initial state, counted up to ${report.pathBound} (≥ when the count stopped there)`,
    ...(report.measured.unit ? [] : ['unit: the model tests did not run (no walks)']),
    ...(report.measured.browser ? [] : ['browser: the browser tests did not run (no walks)']),
  ];
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line), '', ...notes].join('\n');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A static page of the same report: the table, then per machine the transitions no browser test took. */
export function renderHtml(report: CoverageReport): string {
  const rows = report.machines
    .map(
      (m) =>
        `<tr><th scope="row">${escapeHtml(m.title.en)} / ${escapeHtml(m.title.zh)} <code>${escapeHtml(m.machine)}</code></th>` +
        `<td>${cell(m.states.unit, m.states.total)}</td><td>${report.measured.browser ? cell(m.states.browser, m.states.total) : '-'}</td>` +
        `<td>${cell(m.transitions.unit, m.transitions.total)}</td><td>${report.measured.browser ? cell(m.transitions.browser, m.transitions.total) : '-'}</td>` +
        `<td>${pathsCell(m, m.paths.unit)}</td><td>${report.measured.browser ? pathsCell(m, m.paths.browser) : '-'}</td></tr>`,
    )
    .join('\n');
  const uncovered = report.machines
    .map((m) => {
      const missing = m.transitions.list.filter((t) => t.browser.count === 0 || t.unit.count === 0);
      if (missing.length === 0) return '';
      const items = missing
        .map(
          (t) =>
            `<li><code>${escapeHtml(t.key)}</code>${t.guard ? ` [${escapeHtml(t.guard)}]` : ''} → ${escapeHtml(t.targets.join(', ') || '(self)')}: ` +
            `${t.unit.count === 0 ? 'no model test / 无模型测试' : `model tests ${t.unit.count}`}, ${t.browser.count === 0 ? 'no browser test / 无浏览器测试' : `browser tests ${t.browser.count}`}</li>`,
        )
        .join('\n');
      return `<h2>${escapeHtml(m.title.en)} / ${escapeHtml(m.title.zh)}</h2>\n<ul>\n${items}\n</ul>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Machine coverage / 状态机覆盖率</title>
<style>body{font:14px/1.5 system-ui,sans-serif;margin:2rem;color:#1f1f1f}table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:4px 8px;text-align:right}th[scope=row]{text-align:left}code{font-size:12px}</style>
</head>
<body>
<h1>Machine coverage / 状态机覆盖率</h1>
<p>Generated ${escapeHtml(report.generatedAt)}. Unit: the model tests (Vitest); browser: the Playwright suite${report.measured.browser ? '' : ' (not run this time)'}.
Paths: simple paths from the initial state, counted up to ${report.pathBound}. The same report is drawn on <code>/statecharts</code>.</p>
<table>
<thead><tr><th scope="col">Machine / 状态机</th><th scope="col">States unit</th><th scope="col">States browser</th><th scope="col">Transitions unit</th><th scope="col">Transitions browser</th><th scope="col">Paths unit</th><th scope="col">Paths browser</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<h1>Transitions not walked / 未覆盖的转换</h1>
${uncovered}
</body>
</html>
`;
}

/** What fails the check: a machine below its floor, or a machine without one (a new machine must be listed). */
export function checkThresholds(report: CoverageReport, thresholds: Thresholds): string[] {
  const problems: string[] = [];
  for (const m of report.machines) {
    const floor = thresholds[m.machine];
    const reached = ratio(m.transitions.browser, m.transitions.total);
    if (floor === undefined) problems.push(`${m.machine}: no browser coverage floor in tests/machine-coverage-thresholds.json (reached ${reached}%)`);
    else if (reached < floor) problems.push(`${m.machine}: browser transition coverage ${reached}% is below its floor ${floor}%`);
  }
  for (const id of Object.keys(thresholds)) {
    if (!report.machines.some((m) => m.machine === id)) problems.push(`${id}: listed in tests/machine-coverage-thresholds.json but no such machine`);
  }
  return problems;
}

/** The floors raised to what this report reaches (never lowered), for every machine. */
export function raisedThresholds(report: CoverageReport, thresholds: Thresholds): Thresholds {
  return Object.fromEntries(
    report.machines
      .map((m) => [m.machine, Math.max(thresholds[m.machine] ?? 0, ratio(m.transitions.browser, m.transitions.total))] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

async function main(argv: string[]): Promise<number> {
  const at = argv.indexOf('--walks');
  const walksDir = at >= 0 && argv[at + 1] ? resolve(argv[at + 1]!) : DEFAULT_WALKS_DIR;
  const unitDir = join(walksDir, 'unit');
  const browserDir = join(walksDir, 'browser');
  const walks = { unit: readWalks(unitDir), browser: readWalks(browserDir) };
  const measured = { unit: existsSync(unitDir), browser: existsSync(browserDir) };
  const { machines, specs } = await loadMachines();
  const report = buildReport(machines, specs, walks, measured);

  mkdirSync(REPORT_DIR, { recursive: true });
  writeFileSync(join(REPORT_DIR, 'machine-coverage.json'), JSON.stringify(report, null, 1) + '\n');
  writeFileSync(join(REPORT_DIR, 'machine-coverage.html'), renderHtml(report));
  console.log(renderTable(report));
  console.log(`\nmachine coverage: ${relative(root, join(REPORT_DIR, 'machine-coverage.html'))} (and .json; /statecharts shows it)`);

  let thresholds = existsSync(THRESHOLDS_FILE) ? (JSON.parse(readFileSync(THRESHOLDS_FILE, 'utf8')) as Thresholds) : {};
  if (argv.includes('--raise-thresholds')) {
    if (!measured.browser) {
      console.error('machine coverage: no browser walks, so no floor is raised (run the browser tests first)');
      return 1;
    }
    thresholds = raisedThresholds(report, thresholds);
    writeFileSync(THRESHOLDS_FILE, JSON.stringify(thresholds, null, 2) + '\n');
    console.log(`machine coverage: floors written to ${relative(root, THRESHOLDS_FILE)}`);
  }
  if (argv.includes('--check')) {
    if (!measured.browser) {
      console.log('machine coverage: the browser tests did not run, so the browser floors are not checked');
      return 0;
    }
    const problems = checkThresholds(report, thresholds);
    for (const p of problems) console.error(`machine coverage: ${p}`);
    if (problems.length) return 1;
    console.log('machine coverage: every machine at or above its browser floor');
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
