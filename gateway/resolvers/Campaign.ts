import { CAMPAIGN_STATUS_CODE, type CrowdfundingState } from '../../machines/requirement/crowdfunding.machine';
import type { CampaignResolvers } from '../generated/resolvers-types';
import { loadWorkflow } from '../context';
import { UnexpectedServiceAnswer } from '../rest-client';
import type { RestCampaign } from '../rest-types';

/** The spec code of the campaign: the one the services send, else the machine's table for its state. */
export function campaignStatusOf(campaign: RestCampaign): number {
  const sent = typeof campaign.status === 'string' && campaign.status.trim() !== '' ? Number(campaign.status) : campaign.status;
  if (typeof sent === 'number' && Number.isInteger(sent)) return sent;
  if (Object.hasOwn(CAMPAIGN_STATUS_CODE, campaign.state)) return Number(CAMPAIGN_STATUS_CODE[campaign.state as CrowdfundingState]);
  throw new UnexpectedServiceAnswer(`campaign ${campaign.id}: unknown state ${String(campaign.state)} / status ${String(campaign.status)}`);
}

export const Campaign: CampaignResolvers = {
  status: (campaign) => campaignStatusOf(campaign),
  endsAt: (campaign) => campaign.endsAt ?? null,
  contributors: (campaign) => campaign.contributors ?? 0,
  reason: (campaign) => campaign.reason ?? null,
  canContribute: (campaign) => campaign.canContribute ?? false,
  myContributionFen: (campaign) => campaign.myContributionFen ?? 0,
  workflow: (campaign, _args, { loaders }) => loadWorkflow(loaders, 'crowdfunding', campaign.id),
};
