/** The test model of `crowdfundingMachine`: a target of 300 coins, minimum 100, so two contributions fill it. */
import type { ModelSpec } from '../testing/model';
import { crowdfundingMachine, type CrowdfundingEvent } from './crowdfunding.machine';

const events: CrowdfundingEvent[] = [
  { type: 'campaign.approve' },
  { type: 'campaign.reject', reason: 'the return ratio is unrealistic' },
  { type: 'campaign.contribute', amountFen: 10_000 },
  { type: 'campaign.contribute', amountFen: 20_000 },
  { type: 'timer.expired' },
  { type: 'campaign.cancel' },
];

const refused: CrowdfundingEvent[] = [
  { type: 'campaign.reject', reason: '' },
  { type: 'campaign.contribute', amountFen: 0 },
  { type: 'campaign.contribute', amountFen: -100 },
  { type: 'campaign.contribute', amountFen: 9_999 },
  { type: 'campaign.contribute', amountFen: 30_001 },
  { type: 'campaign.contribute', amountFen: 100.5 },
];

export const crowdfundingModel: ModelSpec<typeof crowdfundingMachine> = {
  machine: crowdfundingMachine,
  inputs: [{ requirementId: 3, publisherId: 5, targetFen: 30_000, minContributionFen: 10_000, returnRatioBp: 1_000 }],
  events,
  refused,
  project: (c) => ({ raisedFen: c.raisedFen }),
};
