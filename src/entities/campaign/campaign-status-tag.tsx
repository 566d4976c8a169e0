import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The campaign states of machines/requirement/crowdfunding.machine.ts, as the services name them. */
export const CAMPAIGN_STATES = ['applying', 'open', 'funded', 'failed', 'rejected', 'cancelled'] as const;

const COLOR: Record<string, string> = { applying: 'warning', open: 'processing', funded: 'success', failed: 'error', rejected: 'error', cancelled: 'default' };

/** A campaign's state in the page language (strings: `hall.campaign.state.*`). */
export function useCampaignStateLabel() {
  const { t } = useTranslation('hall');
  return (state: string) => t(`hall.campaign.state.${state}`, { defaultValue: state });
}

export function CampaignStatusTag({ state }: { state: string }) {
  const label = useCampaignStateLabel();
  return (
    <Tag color={COLOR[state] ?? 'default'} data-testid="campaign-state">
      {label(state)}
    </Tag>
  );
}
