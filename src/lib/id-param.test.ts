import { describe, expect, it } from 'vitest';
import { idParam } from './id-param';

describe('idParam', () => {
  it('reads a positive 32-bit id and nothing else', () => {
    const of = (query: string) => idParam(new URLSearchParams(query));
    expect(of('id=42')).toBe(42);
    expect(of('id=2147483647')).toBe(2_147_483_647);
    for (const bad of ['', 'id=', 'id=0', 'id=-1', 'id=1.5', 'id=abc', 'id=2147483648', 'id=12345678901']) expect(of(bad)).toBeNull();
  });
});
