import { describe, expect, it } from 'vitest';
import { conflictRole, validateNoConflict } from './conflict-of-interest';
import { formatRuleError } from './messages';

const parties = { publisherId: 1, providerIds: [2, 3], funderIds: [3, 4] };

describe('conflicts of interest', () => {
  it('refuse the publisher, a provider and a funder of the same requirement, publisher first', () => {
    expect(conflictRole(1, parties)).toBe('publisher');
    expect(conflictRole(2, parties)).toBe('provider');
    expect(conflictRole(3, parties)).toBe('provider');
    expect(conflictRole(4, parties)).toBe('funder');
    expect(formatRuleError(validateNoConflict(4, parties)!, 'en')).toBe('Conflict of interest: you fund this requirement and cannot review it');
  });

  it('let anyone else review', () => {
    expect(conflictRole(5, parties)).toBeNull();
    expect(validateNoConflict(5, { publisherId: 1, providerIds: [], funderIds: [] })).toBeNull();
  });
});
