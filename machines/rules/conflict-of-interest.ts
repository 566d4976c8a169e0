/**
 * Conflicts of interest of stage 2: a reviewer (kind 4) or an expert (kind 7) may not judge a requirement they
 * published, fund, or submitted work for (a breakdown plan or a solution). The services check it when a review
 * invitation is sent and again when the task is opened (people become funders or providers meanwhile); a
 * conflict refuses the task (`conflict.declare`, review-task machine).
 */
import type { RuleError } from './messages';

export type RequirementParties = {
  publisherId: number;
  /** Analysts who submitted a breakdown plan and providers who submitted a solution. */
  providerIds: readonly number[];
  /** Funders of the review-fee campaign (and later investors). */
  funderIds: readonly number[];
};

export type ConflictRole = 'publisher' | 'provider' | 'funder';

/** The first role that conflicts, publisher first (the most direct interest), or null. */
export function conflictRole(reviewerId: number, parties: RequirementParties): ConflictRole | null {
  if (reviewerId === parties.publisherId) return 'publisher';
  if (parties.providerIds.includes(reviewerId)) return 'provider';
  if (parties.funderIds.includes(reviewerId)) return 'funder';
  return null;
}

const RULE: Record<ConflictRole, RuleError['rule']> = {
  publisher: 'conflictAsPublisher',
  provider: 'conflictAsProvider',
  funder: 'conflictAsFunder',
};

export function validateNoConflict(reviewerId: number, parties: RequirementParties): RuleError | null {
  const role = conflictRole(reviewerId, parties);
  return role ? { rule: RULE[role] } : null;
}
