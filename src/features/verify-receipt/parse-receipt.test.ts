import { describe, expect, it } from 'vitest';
import { parseReceipt } from './parse-receipt';

const receipt = {
  format: 'portal-receipt/1',
  entityType: 'withdrawal',
  entityId: '12',
  seq: 3,
  event: 'payout.start',
  from: 'awaitingPayout',
  to: 'paying',
  actorRole: 'operations',
  at: '2026-01-02T03:04:05.678Z',
  hash: 'a'.repeat(64),
  prevHash: 'b'.repeat(64),
  issuedAt: '2026-01-03T00:00:00.000Z',
};

describe('parseReceipt', () => {
  it('reads a receipt file, a numeric id and a byte-order mark included', () => {
    expect(parseReceipt(JSON.stringify(receipt, null, 2))).toEqual({ ok: true, receipt });
    const parsed = parseReceipt(`\uFEFF${JSON.stringify({ ...receipt, entityId: 12, from: null, issuedAt: undefined, extra: 1 })}`);
    expect(parsed).toEqual({ ok: true, receipt: { ...Object.fromEntries(Object.entries(receipt).filter(([k]) => k !== 'issuedAt')), from: null } });
  });

  it('names what is wrong', () => {
    expect(parseReceipt('  ')).toEqual({ ok: false, error: 'empty' });
    expect(parseReceipt('{"format": ')).toEqual({ ok: false, error: 'json' });
    expect(parseReceipt('[1, 2]')).toEqual({ ok: false, error: 'shape', field: 'format' });
    expect(parseReceipt(JSON.stringify({ ...receipt, format: 'other/2' }))).toEqual({ ok: false, error: 'format', format: 'other/2' });
    expect(parseReceipt(JSON.stringify({ ...receipt, hash: 42 }))).toEqual({ ok: false, error: 'shape', field: 'hash' });
    expect(parseReceipt(JSON.stringify({ ...receipt, seq: 0 }))).toEqual({ ok: false, error: 'shape', field: 'seq' });
    expect(parseReceipt(JSON.stringify({ ...receipt, entityId: '' }))).toEqual({ ok: false, error: 'shape', field: 'entityId' });
    expect(parseReceipt(JSON.stringify({ ...receipt, from: 3 }))).toEqual({ ok: false, error: 'shape', field: 'from' });
  });
});
