import { useQuery } from '@apollo/client/react';
import { Segmented, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { inviteStatus, mainStage, marketSizeRange } from '../../../machines/codes';
import { formatFen } from '../../../machines/rules/money';
import { useCodeLabel } from '@/components/code-tag';
import { InvitationFieldsFragment, InvitationStatusTag } from '@/entities/invitation';
import { useFragment as readFragment } from '@/gql';
import type { InvitationFieldsFragment as Invitation } from '@/gql/graphql';
import { MyEvaluationInvitationsQuery } from './my-evaluation-invitations.query';
import { PagedListPage } from './paged-list-page';
import { usePaging } from './use-paging';

type StateFilter = 'all' | number;
const STATES = [0, 1, 2, 3, -1];
const accepted = Number(inviteStatus.values.accepted);

/**
 * My assessments (/personal/workbench/myworks/assessment): my evaluation invitations (kind 1) with their status and
 * my market size answer; an accepted one not answered yet leads to /evaluate.
 */
export function AssessmentPage() {
  const { t } = useTranslation('invitations');
  const label = useCodeLabel();
  const [filter, setFilter] = useState<StateFilter>('all');
  const paging = usePaging();
  const result = useQuery(MyEvaluationInvitationsQuery, {
    variables: { ...paging.page, states: filter === 'all' ? null : [filter] },
    fetchPolicy: 'cache-and-network',
  });
  const shown = result.data ?? result.previousData;
  const rows = (shown?.invitations.records ?? []).map((r) => readFragment(InvitationFieldsFragment, r));

  const columns: ColumnsType<Invitation> = [
    {
      key: 'title',
      title: t('invitations.field.requirement'),
      render: (_, row) => <Link to={`/detail?id=${row.requirement.id}`}>{row.requirement.title}</Link>,
    },
    { key: 'stage', title: t('invitations.field.stage'), render: (_, row) => label(mainStage.entries, String(row.requirement.mainProcess)), width: 130 },
    { key: 'status', title: t('invitations.field.status'), render: (_, row) => <InvitationStatusTag status={row.status} />, width: 100 },
    {
      key: 'answer',
      title: t('invitations.field.marketSize'),
      render: (_, row) => (row.marketSize ? label(marketSizeRange.entries, row.marketSize) : '-'),
      width: 130,
    },
    { key: 'pays', title: t('invitations.field.payBack'), render: (_, row) => (row.payBack > 0 ? t('invitations.field.coins', { amount: formatFen(row.payBack) }) : '-'), width: 120 },
    { key: 'deadline', title: t('invitations.field.expiredAt'), render: (_, row) => (row.expiredAt ? dayjs(row.expiredAt).format('YYYY-MM-DD HH:mm') : '-'), width: 150 },
    {
      key: 'actions',
      title: t('invitations.field.actions'),
      width: 180,
      render: (_, row) => (
        <Space wrap size={4}>
          <Link to={`/inviteDetail?id=${row.id}`}>{t('invitations.actions.details')}</Link>
          {row.status === accepted && !row.marketSize && (
            <Link to={`/evaluate?id=${row.id}`} data-testid="assessment-evaluate">
              {t('invitations.actions.evaluate')}
            </Link>
          )}
        </Space>
      ),
    },
  ];

  return (
    <PagedListPage<Invitation>
      id="assessment"
      title={t('menu.myworks.assessment')}
      filters={
        <Segmented<StateFilter>
          value={filter}
          onChange={(value) => {
            setFilter(value);
            paging.reset();
          }}
          options={[
            { value: 'all', label: t('invitations.dialog.all') },
            ...STATES.map((state) => ({ value: state as StateFilter, label: label(inviteStatus.entries, String(state)) })),
          ]}
          aria-label={t('invitations.dialog.states')}
        />
      }
      columns={columns}
      rows={rows}
      total={shown?.invitations.total_record ?? 0}
      paging={paging}
      query={result}
      answered={!!shown}
      texts={{ empty: t('invitations.list.emptyAssessments'), loadError: t('invitations.list.loadError'), retry: t('invitations.actions.retry') }}
    />
  );
}
