import { describe, expect, it } from 'vitest';
import { machineGraph } from '../../../machines/graph/machine-graph';
import { sampleMachine } from '../../../machines/graph/sample-machine.fixture';
import { withdrawalMachine } from '../../../machines/wallet/withdrawal.machine';
import { chartMarks, deepestCurrent } from './chart-marks';

const withdrawal = machineGraph(withdrawalMachine);
const sample = machineGraph(sampleMachine);
const sorted = (set: ReadonlySet<string>) => [...set].sort();

describe('chartMarks', () => {
  it('marks where a withdrawal is, the path it took and where it may go next', () => {
    const history = [
      { event: 'withdraw.submit', from: null, to: 'awaitingPayout' },
      { event: 'payout.start', from: 'awaitingPayout', to: 'paying' },
    ];
    const marks = chartMarks(withdrawal, 'paying', history, ['payout.paid', 'payout.fail']);
    expect(sorted(marks.current)).toEqual(['withdrawal.paying']);
    expect(sorted(marks.visited)).toEqual(['withdrawal.awaitingPayout', 'withdrawal.paying']);
    // The creating step has no stored "from": its event and where it led find the edge.
    expect(sorted(marks.taken)).toEqual(['withdrawal.awaitingPayout|payout.start|0|0', 'withdrawal.filling|withdraw.submit|0|0']);
    // Only the current state's edges are next: awaitingPayout's own payout.fail is behind it.
    expect(sorted(marks.next)).toEqual(['withdrawal.paying|payout.fail|0|0', 'withdrawal.paying|payout.paid|0|0']);
    expect(deepestCurrent(withdrawal, marks)?.key).toBe('paying');
  });

  it('marks nested states and their parents, and a root-level transition as next', () => {
    const history = [
      { event: 'form.submit', from: 'form', to: 'sending' },
      { event: 'code.sent', from: 'sending', to: 'verify.entering' },
    ];
    const marks = chartMarks(sample, { verify: 'entering' }, history, ['code.verify', 'flow.reset']);
    expect(sorted(marks.current)).toEqual(['sample.verify', 'sample.verify.entering']);
    expect(deepestCurrent(sample, marks)?.id).toBe('sample.verify.entering');
    expect(marks.visited.has('sample.form')).toBe(true);
    expect(marks.visited.has('sample.verify.entering')).toBe(true);
    expect(marks.visited.has('sample.verify.checking')).toBe(false);
    // Only the first alternative of form.submit leads to sending.
    expect(marks.taken.has('sample.form|form.submit|0|0')).toBe(true);
    expect(marks.taken.has('sample.form|form.submit|1|0')).toBe(false);
    // code.sent targets the compound `verify`, whose initial child was reached.
    expect(marks.taken.has('sample.sending|code.sent|0|0')).toBe(true);
    expect(marks.next.has('sample.verify.entering|code.verify|0|0')).toBe(true);
    expect(marks.next.has('sample|flow.reset|0|0')).toBe(true);
  });

  it('marks nothing taken for an entity with no history', () => {
    const marks = chartMarks(withdrawal, 'filling', [], ['withdraw.submit']);
    expect(marks.taken.size).toBe(0);
    expect(marks.visited.size).toBe(0);
    expect(sorted(marks.current)).toEqual(['withdrawal.filling']);
  });
});
