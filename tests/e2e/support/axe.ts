/**
 * The browser suite's accessibility audit (WCAG 2.1 AA through axe-core): serious and critical violations, and the
 * page-structure rules axe only calls moderate, are refused; each is recorded softly so one run lists them all.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import { expect, type Page } from './fixtures';
import { ENTERING } from './motion';

/** Moderate in axe's book, refused here: nested or repeated `main`, no h1, skipped heading levels. */
const STRUCTURE_RULES = new Set(['landmark-no-duplicate-main', 'landmark-main-is-top-level', 'page-has-heading-one', 'heading-order', 'landmark-unique']);

function refused(violation: Result): boolean {
  return violation.impact === 'serious' || violation.impact === 'critical' || STRUCTURE_RULES.has(violation.id);
}

/** One line per rule, then one per element (its selector and axe's summary of what is wrong). */
function describeViolations(violations: Result[]): string[] {
  return violations.map((v) => {
    const nodes = v.nodes
      .slice(0, 8)
      .map((n) => `    - ${n.target.join(' ')}${n.failureSummary ? `\n      ${n.failureSummary.replace(/\n\s*/g, ' | ')}` : ''}`)
      .join('\n');
    const more = v.nodes.length > 8 ? `\n    (${v.nodes.length - 8} more)` : '';
    return `[${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} element(s))\n${nodes}${more}`;
  });
}

/** Runs axe on the page as it is now (or on `scope` only) and records what it refuses under `label`. */
export async function audit(page: Page, label: string, scope?: string): Promise<void> {
  // antd fades dialogs and menus in: wait until nothing is still coming in (before its animation starts, a dialog
  // is transparent with no animation running: ./motion.ts) and nothing is moving, so colours are the final ones.
  await page.waitForFunction((entering) => !document.querySelector(entering) && document.getAnimations().every((a) => a.playState !== 'running'), ENTERING, { timeout: 5_000 }).catch(() => undefined);
  // Legacy mode runs axe.run() in the page itself; the default runs axe in each frame and then finishes in a new
  // blank page, which measured twice as slow (2.1 s against 1.1 s an audit on /hall) and only matters for
  // cross-origin frames, which the portal has none of. Only violations are collected: the passes' node lists
  // are what made the rest of the time, and nothing reads them.
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (scope) builder = builder.include(scope);
  const { violations } = await builder.analyze();
  expect.soft(describeViolations(violations.filter(refused)), `axe: ${label}`).toEqual([]);
}
