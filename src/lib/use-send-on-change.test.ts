import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useSendOnChange } from './use-flow-actor';

describe('useSendOnChange', () => {
  it('never sends the starting value, sends each change once, and a return to the start too', () => {
    const sent: string[] = [];
    const { rerender } = renderHook(({ key }) => useSendOnChange(key, () => sent.push(key)), { initialProps: { key: 'zh' } });
    expect(sent).toEqual([]);
    // a new send function on every render is not a change
    rerender({ key: 'zh' });
    expect(sent).toEqual([]);
    rerender({ key: 'en' });
    rerender({ key: 'en' });
    rerender({ key: 'zh' });
    expect(sent).toEqual(['en', 'zh']);
  });

  it('sends with the latest function', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ key, send }) => useSendOnChange(key, send), { initialProps: { key: '1:0', send: first } });
    rerender({ key: '2:0', send: second });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
