import type { WalletRecordFilter } from '../generated/resolvers-types';

/**
 * The record pages' filter as the REST body fields (docs/contracts.md "Wallets and the ledger"): the one `status`
 * of the schema is `status` on the recharge and withdraw pages and `type` on the flow pages; `wallet` exists only
 * on the flow pages. Unset fields are left out rather than sent as null.
 */
export function recordFilterBody(filter: WalletRecordFilter | null | undefined, statusField: 'status' | 'type'): Record<string, string | number> {
  const body: Record<string, string | number> = {};
  if (!filter) return body;
  if (filter.status !== null && filter.status !== undefined && filter.status !== '') body[statusField] = filter.status;
  if (statusField === 'type' && filter.wallet) body.wallet = filter.wallet;
  if (filter.from !== null && filter.from !== undefined) body.from = filter.from;
  if (filter.to !== null && filter.to !== undefined) body.to = filter.to;
  return body;
}
