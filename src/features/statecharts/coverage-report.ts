/**
 * The machines' coverage report as /statecharts reads it (written by scripts/machine-coverage.ts, served by the
 * gateway at /machine-coverage.json; README "Coverage of the machines"). Only the fields the page uses.
 */
import { edgeTransitionKey } from '../../../machines/graph/transition-walk';

export type TestRef = { file: string; title: string };
export type Walkers = { count: number; tests: TestRef[] };
export type Tally = { total: number; unit: number; browser: number };

export interface CoverageTransition {
  key: string;
  source: string;
  event: string;
  guard: string | null;
  targets: string[];
  unit: Walkers;
  browser: Walkers;
}

export interface MachineCoverageEntry {
  machine: string;
  states: Tally;
  transitions: Tally & { list: CoverageTransition[] };
  paths: Tally & { capped: boolean; bound: number };
}

export interface CoverageReport {
  generatedAt: string;
  measured: { unit: boolean; browser: boolean };
  machines: MachineCoverageEntry[];
}

export type CoverageState = { status: 'loading' } | { status: 'none' } | { status: 'ready'; report: CoverageReport };

/** `browser`: a browser test took it (model tests may too); `unit`: only model tests; `none`: no test. */
export type EdgeCoverage = 'browser' | 'unit' | 'none';

export const COVERAGE_URL = '/machine-coverage.json';

function isReport(value: unknown): value is CoverageReport {
  const v = value as Partial<CoverageReport> | null;
  return !!v && Array.isArray(v.machines) && typeof v.measured === 'object' && v.measured !== null;
}

/** The report, or `none` when there is none yet (404, unreadable, or no fetch at all). */
export async function fetchCoverage(fetcher: typeof fetch | undefined = globalThis.fetch): Promise<CoverageState> {
  if (typeof fetcher !== 'function') return { status: 'none' };
  try {
    const response = await fetcher(COVERAGE_URL, { headers: { accept: 'application/json' } });
    if (!response.ok) return { status: 'none' };
    const body: unknown = await response.json();
    return isReport(body) ? { status: 'ready', report: body } : { status: 'none' };
  } catch {
    return { status: 'none' };
  }
}

export function coverageOf(transition: Pick<CoverageTransition, 'unit' | 'browser'>): EdgeCoverage {
  return transition.browser.count > 0 ? 'browser' : transition.unit.count > 0 ? 'unit' : 'none';
}

/** The coverage of each drawn edge (by edge id) of one machine. */
export function edgeCoverage(entry: MachineCoverageEntry, edgeIds: readonly string[]): Map<string, EdgeCoverage> {
  const byKey = new Map(entry.transitions.list.map((t) => [t.key, coverageOf(t)]));
  const out = new Map<string, EdgeCoverage>();
  for (const id of edgeIds) {
    const found = byKey.get(edgeTransitionKey(id));
    if (found) out.set(id, found);
  }
  return out;
}
