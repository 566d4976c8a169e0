/**
 * The requirements domain's public module (lint rule `services-domain-public-module`): the route plugin and the
 * lifecycles the workflow registry serves.
 */
export { requirementRoutes } from './requirements.routes';
export { DEMO_PARTICIPANTS, DEMO_PASSWORD, DEMO_PAY_PASSWORD, seedDemoRequirements } from './demo';
export { breakdownPlanStore, crowdfundingStore, invitationStore, requirementStore, reviewTaskStore, solutionStore } from './stores';
