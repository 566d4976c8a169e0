import { describe, expect, it } from 'vitest';
import { scoringKindOf } from './scoring-kind';

const kindOf = (query: string) => scoringKindOf(new URLSearchParams(query));

describe('the scoring table’s kind', () => {
  it('reads ?kind=7 as the expert review of solutions and ?kind=4 as the analysis review', () => {
    expect(kindOf('kind=7')).toBe(7);
    expect(kindOf('kind=4')).toBe(4);
  });

  it('falls back to the analysis review for a missing, malformed or other kind', () => {
    for (const query of ['', 'kind=', 'kind=5', 'kind=7x', 'kind=abc']) expect(kindOf(query), query).toBe(4);
  });
});
