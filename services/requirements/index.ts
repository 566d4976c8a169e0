/**
 * The requirements domain's public module (lint rule `services-domain-public-module`): the route plugin and the
 * lifecycles the workflow registry serves.
 */
export { requirementRoutes } from './requirements.routes';
export { crowdfundingStore, invitationStore, requirementStore } from './stores';
