import type { ReceiptResolvers } from '../generated/resolvers-types';

export const Receipt: ReceiptResolvers = {
  entityId: (receipt) => String(receipt.entityId),
  from: (receipt) => receipt.from ?? null,
  // Exactly what the services issued (their key order, any field a later format adds): the file the member keeps.
  json: (receipt) => JSON.stringify(receipt, null, 2),
};
