import type { RealNameApplicationResolvers } from '../generated/resolvers-types';
import { loadWorkflow } from '../context';

export const RealNameApplication: RealNameApplicationResolvers = {
  // A member who never submitted has no application yet, hence no entity and no chart.
  workflow: (application, _args, { loaders }) => (application.id == null ? null : loadWorkflow(loaders, 'real_name', application.id)),
};
