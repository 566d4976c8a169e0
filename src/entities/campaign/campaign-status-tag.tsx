import { Tag } from 'antd';
import { crowdfundingMachine } from '../../../machines/requirement/crowdfunding.machine';
import { useMachineStateLabel } from '@/lib/use-machine-state-label';

/** The campaign states of machines/requirement/crowdfunding.machine.ts, as the services name them. */
export const CAMPAIGN_STATES = ['applying', 'open', 'funded', 'failed', 'rejected', 'cancelled'] as const;

const COLOR: Record<string, string> = { applying: 'warning', open: 'processing', funded: 'success', failed: 'error', rejected: 'error', cancelled: 'default' };

/** A campaign's state in the page language: the crowdfunding machine's own label for it. */
export function useCampaignStateLabel() {
  return useMachineStateLabel(crowdfundingMachine);
}

export function CampaignStatusTag({ state }: { state: string }) {
  const label = useCampaignStateLabel();
  return (
    <Tag color={COLOR[state] ?? 'default'} data-testid="campaign-state">
      {label(state)}
    </Tag>
  );
}
