import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withdrawalLifecycle } from '../../../machines/wallet/withdrawal.machine';
import { useEntityFlow } from './use-entity-flow';
import { payingWithdrawal } from './workflow-test-support';

describe('useEntityFlow', () => {
  it('rebuilds the machine’s snapshot from the server’s state value and context', () => {
    const { result } = renderHook(() => useEntityFlow(withdrawalLifecycle, payingWithdrawal()));
    const flow = result.current!;
    expect(flow.snapshot.value).toBe('paying');
    expect(flow.snapshot.context).toMatchObject({ amountFen: 20_000, feeFen: 20, bankCardId: 3 });
    expect(flow.state).toBe('paying');
    // paying is the "payout" step of the withdrawal's Steps (meta.step).
    expect(flow.step).toBe(1);
    expect(flow.history.map((h) => h.event)).toEqual(['withdraw.submit', 'payout.start']);
    expect(flow.nextEvents).toEqual([
      { event: 'payout.paid', by: ['operations'] },
      { event: 'payout.fail', by: ['operations'] },
    ]);
  });

  it('answers `can` from the server’s availableEvents only, never from the browser’s machine', () => {
    // The machine would take payout.fail in `paying`, but the member may not send it: the server says so.
    const member = renderHook(() => useEntityFlow(withdrawalLifecycle, payingWithdrawal())).result.current!;
    expect(member.snapshot.can({ type: 'payout.fail', actorId: 1, reason: 'bank refused' })).toBe(true);
    expect(member.can('payout.fail')).toBe(false);

    const staff = renderHook(() => useEntityFlow(withdrawalLifecycle, payingWithdrawal({ viewerRole: 'operations', availableEvents: ['payout.fail'] }))).result.current!;
    expect(staff.can('payout.fail')).toBe(true);
    // Four eyes: the one who started may not mark it paid, whatever the browser's copy would say.
    expect(staff.can('payout.paid')).toBe(false);
    expect(staff.viewerRole).toBe('operations');
  });

  it('is null until the workflow is there, and keeps the same flow for the same answer', () => {
    expect(renderHook(() => useEntityFlow(withdrawalLifecycle, null)).result.current).toBeNull();
    const workflow = payingWithdrawal();
    const { result, rerender } = renderHook(() => useEntityFlow(withdrawalLifecycle, workflow));
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });

  it('follows the server to another state: operations may start the payout', () => {
    const { result } = renderHook(() =>
      useEntityFlow(withdrawalLifecycle, payingWithdrawal({ state: 'awaitingPayout', stateValue: '"awaitingPayout"', availableEvents: ['payout.start'] })),
    );
    expect(result.current!.snapshot.value).toBe('awaitingPayout');
    expect(result.current!.can('payout.start')).toBe(true);
  });
});
