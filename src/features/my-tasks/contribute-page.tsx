import { useQuery } from '@apollo/client/react';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatFen, formatRate } from '../../../machines/rules/money';
import { CampaignStatusTag } from '@/entities/campaign';
import { REQUIREMENT_DETAIL_PATH, withId } from '@/entities/requirement';
import type { MyContributionsQuery } from '@/gql/graphql';
import { MyContributionsQuery as MyContributions } from './my-contributions.query';
import { PagedListPage } from './paged-list-page';
import { usePaging } from './use-paging';

type Row = MyContributionsQuery['myContributions']['records'][number];

const STATUS_COLOR: Record<string, string> = { held: 'processing', settled: 'success', refunded: 'default' };

/**
 * My contributions (/personal/workbench/myworks/contribute): each contribution to a review-fee campaign with its
 * amount, the campaign's state, whether the coins are held (campaign open), settled (funded: the fee is paid) or
 * refunded, my share of the offered return, and when it was refunded.
 */
export function ContributePage() {
  const { t } = useTranslation('hall');
  const paging = usePaging();
  const result = useQuery(MyContributions, { variables: paging.page, fetchPolicy: 'cache-and-network' });
  const shown = result.data ?? result.previousData;
  const rows = shown?.myContributions.records ?? [];

  const columns: ColumnsType<Row> = [
    { key: 'title', title: t('hall.contributions.requirement'), render: (_, row) => <Link to={withId(REQUIREMENT_DETAIL_PATH, row.requirementId)}>{row.requirementTitle}</Link> },
    {
      key: 'amount',
      title: t('hall.contributions.amount'),
      render: (_, row) => t('hall.coins', { amount: formatFen(row.amountFen) }),
      align: 'right',
      width: 140,
    },
    {
      key: 'campaign',
      title: t('hall.contributions.campaign'),
      render: (_, row) => (
        <Link to={`/crowdfunding?id=${row.campaignId}`}>
          <CampaignStatusTag state={row.campaignState} />
        </Link>
      ),
      width: 130,
    },
    {
      key: 'status',
      title: t('hall.contributions.status'),
      render: (_, row) => <Tag color={STATUS_COLOR[row.status] ?? 'default'}>{t(`hall.contributions.statuses.${row.status}`, { defaultValue: row.status })}</Tag>,
      width: 110,
    },
    { key: 'share', title: t('hall.contributions.share'), render: (_, row) => (row.shareBp != null ? formatRate(row.shareBp) : '-'), width: 100 },
    { key: 'at', title: t('hall.contributions.at'), render: (_, row) => dayjs(row.createdAt).format('YYYY-MM-DD HH:mm'), width: 150 },
    { key: 'refunded', title: t('hall.contributions.refundedAt'), render: (_, row) => (row.refundedAt ? dayjs(row.refundedAt).format('YYYY-MM-DD HH:mm') : '-'), width: 150 },
  ];

  return (
    <PagedListPage<Row>
      id="contributions"
      title={t('menu.myworks.contribute')}
      columns={columns}
      rows={rows}
      total={shown?.myContributions.total_record ?? 0}
      paging={paging}
      query={result}
      answered={!!shown}
      texts={{ empty: t('hall.contributions.empty'), loadError: t('hall.contributions.loadError'), retry: t('hall.retry') }}
    />
  );
}
