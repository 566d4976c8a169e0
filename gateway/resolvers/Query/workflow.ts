import type { QueryResolvers } from '../../generated/resolvers-types';
import { loadWorkflow } from '../../context';

// Through the request's loader, so `workflow(...)` beside an entity's own `workflow` field costs one REST call.
export const workflow: NonNullable<QueryResolvers['workflow']> = (_parent, { entityType, entityId }, { loaders }) =>
  loadWorkflow(loaders, entityType, entityId);
