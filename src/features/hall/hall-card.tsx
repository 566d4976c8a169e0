import { Card, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatFen } from '../../../machines/rules/money';
import { CampaignFieldsFragment, CampaignProgress } from '@/entities/campaign';
import { RequirementFieldsFragment, RequirementStatusTag, useRequirementNames, REQUIREMENT_DETAIL_PATH, withId } from '@/entities/requirement';
import { useFragment as readFragment, type FragmentType } from '@/gql';
import type { HallQuery } from '@/gql/graphql';

export type HallRecord = HallQuery['hall']['records'][number];

export const crowdfundingPath = (campaignId: number) => `/crowdfunding?id=${campaignId}`;

/**
 * One requirement of the hall: title (to its detail), stage and sub-step tag, domain, budget, published date, and for
 * a campaign its raised / target progress and a way to contribute.
 */
export function HallCard({ record }: { record: HallRecord }) {
  const { t } = useTranslation('hall');
  const names = useRequirementNames();
  const r = readFragment(RequirementFieldsFragment, record);
  const campaign = record.campaign ? readFragment(CampaignFieldsFragment, record.campaign as FragmentType<typeof CampaignFieldsFragment>) : null;
  const open = campaign?.state === 'open';
  return (
    <Card
      size="small"
      className="hall-card"
      data-testid="hall-card"
      title={
        <Link to={withId(REQUIREMENT_DETAIL_PATH, r.id)} className="hall-card__title">
          {r.title}
        </Link>
      }
    >
      <Space orientation="vertical" size={8} style={{ width: '100%' }}>
        <RequirementStatusTag requirement={r} />
        <dl className="hall-card__facts">
          <dt>{t('hall.card.domain')}</dt>
          <dd>{names.domain(r) || '-'}</dd>
          <dt>{t('hall.card.budget')}</dt>
          <dd>{r.budgetFen != null ? t('hall.money', { amount: formatFen(r.budgetFen) }) : '-'}</dd>
          <dt>{t('hall.card.published')}</dt>
          <dd>{r.publishedAt ? dayjs(r.publishedAt).format('YYYY-MM-DD') : '-'}</dd>
        </dl>
        {campaign && (
          <div className="hall-card__campaign" data-testid="hall-card-campaign">
            <CampaignProgress campaign={campaign} size="small" />
            <Typography.Text type="secondary">
              {t('hall.card.left', { amount: formatFen(campaign.leftFen) })}
              {campaign.endsAt ? ` · ${t('hall.card.endsAt', { date: dayjs(campaign.endsAt).format('YYYY-MM-DD HH:mm') })}` : ''}
            </Typography.Text>
            {open && (
              <Link to={crowdfundingPath(campaign.id)} className="hall-card__contribute">
                {t('hall.card.contribute')}
              </Link>
            )}
          </div>
        )}
      </Space>
    </Card>
  );
}
