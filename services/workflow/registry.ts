/**
 * Every server-held lifecycle's entity store, by entity type: what the scheduler runs jobs with and what the
 * workflow routes answer for. A new lifecycle adds its store here (and its definition in machines/).
 */
import { bankCardStore } from '../bank-cards';
import type { ServicesContext } from '../context';
import { expertApplicationStore, realNameStore } from '../identity';
import type { EntityStore } from '../lib/entity-store';
import { breakdownPlanStore, crowdfundingStore, invitationStore, requirementStore, reviewTaskStore, solutionStore } from '../requirements';
import { rechargeStore, withdrawalStore } from '../wallet';

export type WorkflowRegistry = ReadonlyMap<string, EntityStore>;

export function createWorkflowRegistry(ctx: ServicesContext): WorkflowRegistry {
  const stores = [
    realNameStore(ctx),
    bankCardStore(ctx),
    rechargeStore(ctx),
    withdrawalStore(ctx),
    requirementStore(ctx),
    invitationStore(ctx),
    crowdfundingStore(ctx),
    breakdownPlanStore(ctx),
    reviewTaskStore(ctx),
    solutionStore(ctx),
    expertApplicationStore(ctx),
  ] as unknown as EntityStore[];
  return new Map(stores.map((store) => [store.entityType, store]));
}
