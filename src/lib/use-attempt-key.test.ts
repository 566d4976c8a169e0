import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useAttemptKey } from './use-attempt-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('useAttemptKey', () => {
  it('keeps the key while the signature stays the same, a new one for another signature and after finish()', () => {
    const { result, rerender } = renderHook(() => useAttemptKey());
    const first = result.current.keyFor('{"amountFen":100}');
    expect(first).toMatch(UUID_V4);
    rerender();
    expect(result.current.keyFor('{"amountFen":100}')).toBe(first);

    const other = result.current.keyFor('{"amountFen":200}');
    expect(other).not.toBe(first);
    // Only the newest attempt is remembered: going back to the first parameters is a new attempt.
    expect(result.current.keyFor('{"amountFen":100}')).not.toBe(first);

    const before = result.current.keyFor('{"amountFen":100}');
    result.current.finish();
    expect(result.current.keyFor('{"amountFen":100}')).not.toBe(before);
  });
});
