/**
 * The server-held lifecycles the app can chart, by the entity type the services store them under
 * (docs/workflow.md). Each definition brings its machine (drawn and resolved in the browser) and its event table
 * (labels and who may send each event).
 */
import { bankCardLifecycle } from '../../../machines/identity/bank-card.machine';
import { expertApplicationLifecycle } from '../../../machines/identity/expert-application.machine';
import { realNameLifecycle } from '../../../machines/identity/real-name.machine';
import { breakdownPlanLifecycle } from '../../../machines/requirement/breakdown-plan.machine';
import { crowdfundingLifecycle } from '../../../machines/requirement/crowdfunding.machine';
import { invitationLifecycle } from '../../../machines/requirement/invitation.machine';
import { requirementLifecycle } from '../../../machines/requirement/requirement.machine';
import { reviewTaskLifecycle } from '../../../machines/requirement/review-task.machine';
import { solutionLifecycle } from '../../../machines/requirement/solution.machine';
import type { LifecycleDefinition } from '../../../machines/shared/lifecycle';
import { rechargeOrderLifecycle } from '../../../machines/wallet/recharge-order.machine';
import { withdrawalLifecycle } from '../../../machines/wallet/withdrawal.machine';

export const LIFECYCLES = {
  withdrawal: withdrawalLifecycle,
  recharge_order: rechargeOrderLifecycle,
  bank_card: bankCardLifecycle,
  real_name: realNameLifecycle,
  requirement: requirementLifecycle,
  crowdfunding: crowdfundingLifecycle,
  invitation: invitationLifecycle,
  // stage 2 (issue 12): machines and event tables now, stores by the services' part of the issue
  breakdown_plan: breakdownPlanLifecycle,
  solution: solutionLifecycle,
  review_task: reviewTaskLifecycle,
  expert_application: expertApplicationLifecycle,
} as const satisfies Record<string, LifecycleDefinition>;

export type EntityType = keyof typeof LIFECYCLES;

export const ENTITY_TYPES = Object.keys(LIFECYCLES) as EntityType[];

export function isEntityType(value: string): value is EntityType {
  return Object.hasOwn(LIFECYCLES, value);
}

/** The definition of a lifecycle by its entity type; null for a type this app does not know (yet). */
export function lifecycleOf(entityType: string): LifecycleDefinition | null {
  return isEntityType(entityType) ? (LIFECYCLES[entityType] as LifecycleDefinition) : null;
}
