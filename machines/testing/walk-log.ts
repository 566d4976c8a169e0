/**
 * Where the model tests write what they walked, for the coverage report (scripts/machine-coverage.ts). Only when
 * `MACHINE_COVERAGE_DIR` is set (scripts/run-tests.ts sets it): one JSON line per walked path, in one file per
 * test process and test file, since Vitest runs files in parallel workers. Test-only code.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type { StateValue } from 'xstate';
import type { WalkStep } from '../graph/transition-walk';

/** One line of a walk file: a run of one machine from its start, by one test. */
export type WalkRecord = {
  source: 'unit' | 'browser';
  machine: string;
  /** The test file, relative to the repository root, and the test's full title. */
  file: string;
  title: string;
  /** Where the run started; null when the run was observed part-way (a server-held entity seen by a page). */
  initial: StateValue | null;
  steps: WalkStep[];
  /** Steps of a server-held entity that a page saw happen, as its history names them (dotted states). */
  observed?: Array<{ event: string; from: string | null; to: string }>;
};

export function walkLogDir(): string | null {
  return process.env.MACHINE_COVERAGE_DIR || null;
}

export function appendWalks(dir: string, sourceFile: string, records: WalkRecord[]): void {
  if (records.length === 0) return;
  mkdirSync(dir, { recursive: true });
  const name = `${process.pid}-${basename(sourceFile).replace(/[^\w.-]/g, '_')}.jsonl`;
  appendFileSync(join(dir, name), records.map((r) => JSON.stringify(r)).join('\n') + '\n');
}

export function relativeToRoot(file: string): string {
  const rel = relative(process.cwd(), file);
  return rel.startsWith('..') ? file : rel.split('\\').join('/');
}
