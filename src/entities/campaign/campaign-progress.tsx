import { Progress, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../machines/rules/money';

type Figures = { raisedFen: number; targetFen: number };

/** Raised over target, in whole percent (never above 100, 0 for an empty target). */
export function campaignPercent({ raisedFen, targetFen }: Figures): number {
  if (targetFen <= 0) return 0;
  return Math.min(100, Math.floor((raisedFen * 100) / targetFen));
}

/** "Raised ¥x of ¥y" with a bar: the hall's cards, the detail's campaign panel, the crowdfunding page. */
export function CampaignProgress({ campaign, size = 'default' }: { campaign: Figures; size?: 'small' | 'default' }) {
  const { t } = useTranslation('hall');
  const percent = campaignPercent(campaign);
  return (
    <Space orientation="vertical" size={2} style={{ width: '100%' }} data-testid="campaign-progress">
      <Progress percent={percent} size={size === 'small' ? 'small' : undefined} aria-label={t('hall.campaign.progressLabel', { percent })} />
      <Typography.Text type="secondary">
        {t('hall.campaign.raisedOf', { raised: formatFen(campaign.raisedFen), target: formatFen(campaign.targetFen) })}
      </Typography.Text>
    </Space>
  );
}
