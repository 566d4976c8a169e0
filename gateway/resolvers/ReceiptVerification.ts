import type { ReceiptCheck, ReceiptVerificationResolvers } from '../generated/resolvers-types';
import { UnexpectedServiceAnswer } from '../rest-client';

const CHECKS: ReadonlySet<string> = new Set<ReceiptCheck>(['valid', 'unknownTransition', 'receiptMismatch', 'chainBroken']);

export const ReceiptVerification: ReceiptVerificationResolvers = {
  result: (verification) => {
    if (!CHECKS.has(verification.result)) throw new UnexpectedServiceAnswer(`receipt check: unknown result ${verification.result}`);
    return verification.result as ReceiptCheck;
  },
  brokenAt: (verification) => (verification.brokenAt ? { ...verification.brokenAt, entityId: String(verification.brokenAt.entityId) } : null),
  checkpoint: (verification) => verification.checkpoint ?? null,
  checkpointBroken: (verification) => verification.checkpointBroken === true,
};
