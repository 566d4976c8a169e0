import type { ExpertApplicationResolvers } from '../generated/resolvers-types';
import { loadWorkflow } from '../context';

export const ExpertApplication: ExpertApplicationResolvers = {
  // A member who never saved an application has no entity yet, hence no chart.
  workflow: (application, _args, { loaders }) => (application.id == null ? null : loadWorkflow(loaders, 'expert_application', application.id)),
};
