/**
 * A pasted or chosen receipt file, read before anything is sent: bad JSON or a file that is not a receipt gets a
 * clear message naming what is wrong, instead of a GraphQL validation error. The services check the content.
 */
import type { ReceiptInput } from '@/gql/graphql';

export const RECEIPT_FORMAT = 'portal-receipt/1';

export type ReceiptProblem = { error: 'empty' } | { error: 'json' } | { error: 'shape'; field: string } | { error: 'format'; format: string };
export type ParsedReceipt = ({ ok: true; receipt: ReceiptInput }) | ({ ok: false } & ReceiptProblem);

const TEXT_FIELDS = ['entityType', 'event', 'to', 'actorRole', 'at', 'hash', 'prevHash'] as const;

export function parseReceipt(text: string): ParsedReceipt {
  if (!text.trim()) return { ok: false, error: 'empty' };
  let value: unknown;
  try {
    // A file saved on Windows may start with a byte-order mark.
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, error: 'json' };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { ok: false, error: 'shape', field: 'format' };
  const r = value as Record<string, unknown>;
  if (typeof r.format !== 'string') return { ok: false, error: 'shape', field: 'format' };
  if (r.format !== RECEIPT_FORMAT) return { ok: false, error: 'format', format: r.format };
  for (const field of TEXT_FIELDS) {
    if (typeof r[field] !== 'string' || r[field] === '') return { ok: false, error: 'shape', field };
  }
  const entityId = typeof r.entityId === 'number' && Number.isSafeInteger(r.entityId) ? String(r.entityId) : r.entityId;
  if (typeof entityId !== 'string' || entityId === '') return { ok: false, error: 'shape', field: 'entityId' };
  if (typeof r.seq !== 'number' || !Number.isSafeInteger(r.seq) || r.seq < 1 || r.seq > 2_147_483_647) return { ok: false, error: 'shape', field: 'seq' };
  if (r.from !== undefined && r.from !== null && typeof r.from !== 'string') return { ok: false, error: 'shape', field: 'from' };
  if (r.issuedAt !== undefined && r.issuedAt !== null && typeof r.issuedAt !== 'string') return { ok: false, error: 'shape', field: 'issuedAt' };
  return {
    ok: true,
    receipt: {
      format: r.format,
      entityType: r.entityType as string,
      entityId,
      seq: r.seq,
      event: r.event as string,
      from: (r.from as string | null | undefined) ?? null,
      to: r.to as string,
      actorRole: r.actorRole as string,
      at: r.at as string,
      hash: r.hash as string,
      prevHash: r.prevHash as string,
      ...(typeof r.issuedAt === 'string' ? { issuedAt: r.issuedAt } : {}),
    },
  };
}
