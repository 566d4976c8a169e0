import type { MutationResolvers } from '../../generated/resolvers-types';
import type { RestSolution } from '../../rest-types';
import { solutionOf } from '../solution-shape';

// The inputs go as typed (absent ones left out); the services pick the one named after the step and refuse a
// missing one (badField) or malformed content in their words.
export const saveSolutionStep: NonNullable<MutationResolvers['saveSolutionStep']> = async (_parent, { invitationId, subTopicId, step, approach, detail, team, plan }, { rest }) => {
  const body = {
    id: invitationId,
    subTopicId,
    step,
    ...(approach ? { approach } : {}),
    ...(detail ? { detail } : {}),
    ...(team ? { team } : {}),
    ...(plan ? { plan: { ...plan, costFen: plan.costFen ?? null, durationDays: plan.durationDays ?? null, milestones: plan.milestones.map((m) => ({ ...m, day: m.day ?? null })) } } : {}),
  };
  return solutionOf(await rest.post<RestSolution>('/requ/v1/solution/save', body));
};
