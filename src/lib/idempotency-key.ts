/**
 * The one maker of Idempotency-Key values (docs/contracts.md "Idempotency"): a random version-4 UUID.
 * `crypto.randomUUID` exists only in secure contexts, so a portal served over plain HTTP builds the same shape from
 * `crypto.getRandomValues` (available everywhere) rather than failing at the moment money is about to move.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // RFC 9562: version 4 in the high nibble of byte 6, variant 10xx in byte 8.
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
