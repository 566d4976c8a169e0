/**
 * The requirement service (spec 7 "Requirement service", paths exactly; the rest in docs/requirements.md): one
 * plugin that registers the domain's route modules.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ServicesContext } from '../context';
import { breakdownPlanRoutes } from './breakdown-plan.routes';
import { candidateRoutes } from './candidates.routes';
import { crowdfundingRoutes } from './crowdfunding.routes';
import { invitationRoutes } from './invitation.routes';
import { marketAssessmentRoutes } from './market-assessment.routes';
import { planOpinionRoutes } from './plan-opinion.routes';
import { reviewTaskRoutes } from './review-task.routes';
import { solutionRoutes } from './solution.routes';
import { requirementOwnerRoutes } from './requirement.routes';

export function requirementRoutes(ctx: ServicesContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(requirementOwnerRoutes(ctx));
    await app.register(invitationRoutes(ctx));
    await app.register(crowdfundingRoutes(ctx));
    await app.register(marketAssessmentRoutes(ctx));
    await app.register(breakdownPlanRoutes(ctx));
    await app.register(reviewTaskRoutes(ctx));
    await app.register(solutionRoutes(ctx));
    await app.register(planOpinionRoutes(ctx));
    await app.register(candidateRoutes(ctx));
  };
}
