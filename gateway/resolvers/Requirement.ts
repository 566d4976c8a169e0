import { requirementCodesOf } from '../../machines/requirement/requirement.machine';
import type { RequirementResolvers } from '../generated/resolvers-types';
import { loadWorkflow } from '../context';
import { isServiceError } from '../rest-client';
import type { RestRequirement } from '../rest-types';

/** The domain names as a list: the services send an array; the JSON text of one (the invitation's spec shape) is read too. */
export function namesOf(value: string[] | string | null | undefined): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || value === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.map(String) : [value];
  } catch {
    return [value];
  }
}

// A code a route leaves out comes from the machine's own table for the stored state, so the codes and the state
// can never disagree; a code the route sends wins (a terminated requirement keeps the stage it stopped in).
function codes(requirement: RestRequirement) {
  return requirementCodesOf(requirement.state);
}

export const Requirement: RequirementResolvers = {
  mainStage: (r) => r.mainStage ?? codes(r).mainStage,
  subStep: (r) => (r.subStep === undefined ? codes(r).subStep : r.subStep),
  subStepStatus: (r) => r.subStepStatus ?? codes(r).subStepStatus,
  draftStatus: (r) => (r.draftStatus === undefined ? codes(r).draftStatus : r.draftStatus),
  crowdfundingStatus: (r) => (r.crowdfundingStatus === undefined ? codes(r).crowdfundingStatus : r.crowdfundingStatus),
  outcome: (r) => (r.outcome === undefined ? codes(r).outcome : r.outcome),
  industryName: (r) => namesOf(r.industryName),
  industryNameEn: (r) => namesOf(r.industryNameEn),
  // What a visitor may not see comes as null or not at all: empty here, as the schema says.
  detailsHtml: (r) => r.detailsHtml ?? '',
  attachments: (r) => r.attachments ?? [],
  keywords: (r) => r.keywords ?? [],
  institutions: (r) => r.institutions ?? '',
  feeFen: (r) => r.feeFen ?? 0,
  mine: (r) => r.mine ?? false,
  evaluationCount: (r) => r.evaluationCount ?? 0,
  // Embedded when a route has it at hand; else read by its id, only when asked, one call per campaign in a request.
  // A campaign the viewer may not see (a visitor, while it is being applied for) is no campaign for them.
  campaign: async (r, _args, { loaders }) => {
    if (r.campaign) return r.campaign;
    if (r.campaignId == null) return null;
    try {
      return await loaders.campaignById.load(r.campaignId);
    } catch (error) {
      if (isServiceError(error, 404)) return null;
      throw error;
    }
  },
  workflow: (r, _args, { loaders }) => loadWorkflow(loaders, 'requirement', r.id),
};
