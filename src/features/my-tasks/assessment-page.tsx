import { useQuery } from '@apollo/client/react';
import { Segmented, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { inviteStatus, inviteType, mainStage, marketSizeRange } from '../../../machines/codes';
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
const completed = Number(inviteStatus.values.completed);
/** The two market evaluations: the initial one (kind 1) and the detailed assessment of stage 2 (kind 6). */
const KINDS = [Number(inviteType.values.evaluation), Number(inviteType.values.detailedMarketEvaluation)];
const DETAILED = KINDS[1];

/**
 * My assessments (/personal/workbench/myworks/assessment): my evaluation invitations, the initial market evaluation
 * (kind 1, with my market size answer) or the detailed market assessment (kind 6), with their status; an accepted one
 * not answered yet leads to /evaluate, and a submitted detailed assessment back to it (read-only, side by side).
 */
export function AssessmentPage() {
  const { t } = useTranslation('invitations');
  const label = useCodeLabel();
  const [filter, setFilter] = useState<StateFilter>('all');
  const [cate, setCate] = useState<number>(KINDS[0]);
  const paging = usePaging();
  const result = useQuery(MyEvaluationInvitationsQuery, {
    variables: { ...paging.page, cate, states: filter === 'all' ? null : [filter] },
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
              {t(row.cate === DETAILED ? 'invitations.actions.assess' : 'invitations.actions.evaluate')}
            </Link>
          )}
          {row.status === completed && row.cate === DETAILED && (
            <Link to={`/evaluate?id=${row.id}`} data-testid="assessment-view">
              {t('invitations.actions.viewAssessment')}
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
        <Space wrap>
        <Segmented<number>
          value={cate}
          onChange={(value) => {
            setCate(value);
            paging.reset();
          }}
          options={KINDS.map((kind) => ({ value: kind, label: label(inviteType.entries, String(kind)) }))}
          aria-label={t('invitations.dialog.kinds')}
          data-testid="assessment-kind"
        />
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
        </Space>
      }
      columns={cate === DETAILED ? columns.filter((c) => c.key !== 'answer') : columns}
      rows={rows}
      total={shown?.invitations.total_record ?? 0}
      paging={paging}
      query={result}
      answered={!!shown}
      texts={{ empty: t('invitations.list.emptyAssessments'), loadError: t('invitations.list.loadError'), retry: t('invitations.actions.retry') }}
    />
  );
}
