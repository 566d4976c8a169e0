import { useQuery } from '@apollo/client/react';
import { Button, Empty, List, Segmented, Skeleton, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { inviteStatus, inviteType, mainStage } from '../../../machines/codes';
import { INVITE_DEFAULT_CATE, INVITE_DEFAULT_PAGE_SIZE, INVITE_PAGE_SIZES } from '../../../machines/constants';
import { formatFen } from '../../../machines/rules/money';
import { useCodeLabel } from '@/components/code-tag';
import { Pager } from '@/components/pager';
import {
  INVITE_ACCEPT,
  INVITE_STATE_ORDER,
  inviteDetailPath,
  INVITE_REJECT,
  InvitationFieldsFragment,
  InvitationStatusTag,
  useHandleInvitation,
  useInvitationLabels,
} from '@/entities/invitation';
import { useFragment as readFragment } from '@/gql';
import type { InvitationFieldsFragment as InvitationRow } from '@/gql/graphql';
import { InviteCateGroupQuery } from './invite-cate-group.query';
import { InviteListQuery } from './invite-list.query';
import { InviteStateGroupQuery } from './invite-state-group.query';
import { MOBILE_BREAKPOINT, useViewportWidth } from './use-viewport-width';
import './invite-dialog.css';

/** The state filter: every status, or one of spec 3's (-1 rejected, 0 pending, 1 accepted, 2 completed, 3 timed out). */
type StateFilter = 'all' | number;

/**
 * The dialog's content (a chunk of its own, loaded the first time the dialog opens): the state groups
 * (`invitationStateGroup`), the category chips with their counts (`invitationCateGroup`, category 1 first), a table of
 * the chosen kind and state with pagination (10, 20, 50, 100; 10 by default), and per row the details link, accept and
 * reject (the spec's confirmation; 'accepted' / 'rejected'; every count refreshed). Below 992 px the table becomes a
 * list.
 */

export function InviteDialogBody({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('invitations');
  const label = useCodeLabel();
  const narrow = useViewportWidth() < MOBILE_BREAKPOINT;
  const [stateFilter, setStateFilter] = useState<StateFilter>(0);
  const [cate, setCate] = useState<number>(INVITE_DEFAULT_CATE);
  const [page, setPage] = useState({ pageNum: 1, pageSize: INVITE_DEFAULT_PAGE_SIZE });
  const states = stateFilter === 'all' ? INVITE_STATE_ORDER : [stateFilter];

  const stateGroups = useQuery(InviteStateGroupQuery, { fetchPolicy: 'cache-and-network' });
  const cateGroups = useQuery(InviteCateGroupQuery, { variables: { states }, fetchPolicy: 'cache-and-network' });
  const list = useQuery(InviteListQuery, {
    variables: { pageNum: page.pageNum, pageSize: page.pageSize, cate, states },
    fetchPolicy: 'cache-and-network',
  });
  const { answer, pendingId } = useHandleInvitation();

  const stateCounts = useMemo(() => {
    const counts = new Map<number, number>();
    for (const g of stateGroups.data?.invitationStateGroup ?? []) counts.set(g.state, (counts.get(g.state) ?? 0) + g.count);
    return counts;
  }, [stateGroups.data]);
  const allCount = [...stateCounts.values()].reduce((a, b) => a + b, 0);

  const cateCounts = useMemo(() => {
    const counts = new Map<number, number>();
    for (const g of cateGroups.data?.invitationCateGroup ?? []) if (states.includes(g.state)) counts.set(g.cate, (counts.get(g.cate) ?? 0) + g.count);
    return counts;
    // `states` is derived from stateFilter
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cateGroups.data, stateFilter]);

  const rows = (list.data?.invitations.records ?? []).map((r) => readFragment(InvitationFieldsFragment, r));
  const total = list.data?.invitations.total_record ?? 0;

  const chooseState = (value: StateFilter) => {
    setStateFilter(value);
    setPage((p) => ({ ...p, pageNum: 1 }));
  };
  const chooseCate = (value: number) => {
    setCate(value);
    setPage((p) => ({ ...p, pageNum: 1 }));
  };

  return (
    <div className="invite-dialog__body">
      <Segmented<StateFilter>
        className="invite-dialog__states"
        aria-label={t('invitations.dialog.states')}
        value={stateFilter}
        onChange={chooseState}
        options={[
          ...INVITE_STATE_ORDER.map((state) => ({
            value: state as StateFilter,
            label: <span data-testid={`invite-state-${state}`}>{t('invitations.dialog.withCount', { label: label(inviteStatus.entries, String(state)), count: stateCounts.get(state) ?? 0 })}</span>,
          })),
          { value: 'all' as StateFilter, label: <span data-testid="invite-state-all">{t('invitations.dialog.withCount', { label: t('invitations.dialog.all'), count: allCount })}</span> },
        ]}
      />
      <div className="invite-dialog__chips" role="group" aria-label={t('invitations.dialog.kinds')}>
        {inviteType.entries.map((entry) => {
          const value = Number(entry.value);
          const count = cateCounts.get(value) ?? 0;
          return (
            <Tag.CheckableTag
              key={entry.value}
              checked={cate === value}
              onChange={() => chooseCate(value)}
              data-testid={`invite-cate-${entry.value}`}
              className="invite-dialog__chip"
            >
              {label(inviteType.entries, entry.value)} <span className="invite-dialog__chip-count">{count}</span>
            </Tag.CheckableTag>
          );
        })}
      </div>

      {!list.data && list.loading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : rows.length === 0 ? (
        <Empty description={t('invitations.dialog.empty')} />
      ) : narrow ? (
        <InviteList rows={rows} pendingId={pendingId} onAnswer={answer} onNavigate={onNavigate} />
      ) : (
        <InviteTable rows={rows} pendingId={pendingId} onAnswer={answer} onNavigate={onNavigate} />
      )}
      <Pager
        current={page.pageNum}
        pageSize={page.pageSize}
        total={total}
        pageSizes={INVITE_PAGE_SIZES}
        onChange={(pageNum, pageSize) => setPage((p) => ({ pageNum: pageSize === p.pageSize ? pageNum : 1, pageSize }))}
      />
    </div>
  );
}

type RowsProps = {
  rows: InvitationRow[];
  pendingId: number | null;
  onAnswer(id: number, accept: boolean): void;
  onNavigate?: () => void;
};

function RowActions({ row, pendingId, onAnswer, onNavigate }: { row: InvitationRow } & Omit<RowsProps, 'rows'>) {
  const { t } = useTranslation('invitations');
  const busy = pendingId === row.id;
  return (
    <Space wrap size={4}>
      <Link to={inviteDetailPath(row.id)} onClick={onNavigate} data-testid="invite-details">
        {t('invitations.actions.details')}
      </Link>
      {row.availableEvents.includes(INVITE_ACCEPT) && (
        <Button size="small" type="primary" loading={busy} onClick={() => onAnswer(row.id, true)}>
          {t('invitations.actions.accept')}
        </Button>
      )}
      {row.availableEvents.includes(INVITE_REJECT) && (
        <Button size="small" danger disabled={busy} onClick={() => onAnswer(row.id, false)}>
          {t('invitations.actions.reject')}
        </Button>
      )}
    </Space>
  );
}

function useRowText() {
  const { t } = useTranslation('invitations');
  const label = useCodeLabel();
  const labels = useInvitationLabels();
  return {
    stage: (row: InvitationRow) => label(mainStage.entries, String(row.requirement.mainProcess)),
    deadline: (row: InvitationRow) => (row.expiredAt ? dayjs(row.expiredAt).format('YYYY-MM-DD HH:mm') : '-'),
    pays: (row: InvitationRow) => (row.payBack > 0 ? t('invitations.field.coins', { amount: formatFen(row.payBack) }) : '-'),
    domain: (row: InvitationRow) => labels.domain(row) || '-',
  };
}

function InviteTable({ rows, pendingId, onAnswer, onNavigate }: RowsProps) {
  const { t } = useTranslation('invitations');
  const text = useRowText();
  const columns: ColumnsType<InvitationRow> = [
    // Titles and domains wrap rather than being cut: they are what a member recognises an invitation by.
    { key: 'title', title: t('invitations.field.requirement'), render: (_, row) => row.requirement.title, width: 260 },
    { key: 'stage', title: t('invitations.field.stage'), render: (_, row) => text.stage(row), width: 110 },
    { key: 'domain', title: t('invitations.field.domain'), render: (_, row) => text.domain(row), width: 160 },
    { key: 'pays', title: t('invitations.field.payBack'), render: (_, row) => text.pays(row), width: 110 },
    { key: 'deadline', title: t('invitations.field.expiredAt'), render: (_, row) => text.deadline(row), width: 140 },
    { key: 'status', title: t('invitations.field.status'), render: (_, row) => <InvitationStatusTag status={row.status} />, width: 90 },
    {
      key: 'actions',
      title: t('invitations.field.actions'),
      render: (_, row) => <RowActions row={row} pendingId={pendingId} onAnswer={onAnswer} onNavigate={onNavigate} />,
      width: 190,
    },
  ];
  return <Table<InvitationRow> rowKey="id" size="small" columns={columns} dataSource={rows} pagination={false} scroll={{ x: 1060 }} data-testid="invite-table" />;
}

function InviteList({ rows, pendingId, onAnswer, onNavigate }: RowsProps) {
  const { t } = useTranslation('invitations');
  const text = useRowText();
  return (
    <List
      className="invite-dialog__list"
      data-testid="invite-list"
      dataSource={rows}
      renderItem={(row) => (
        <List.Item key={row.id} data-testid="invite-row">
          <div className="invite-dialog__item">
            <div className="invite-dialog__item-head">
              <strong>{row.requirement.title}</strong>
              <InvitationStatusTag status={row.status} />
            </div>
            <dl className="invite-dialog__facts">
              <dt>{t('invitations.field.stage')}</dt>
              <dd>{text.stage(row)}</dd>
              <dt>{t('invitations.field.domain')}</dt>
              <dd>{text.domain(row)}</dd>
              <dt>{t('invitations.field.payBack')}</dt>
              <dd>{text.pays(row)}</dd>
              <dt>{t('invitations.field.expiredAt')}</dt>
              <dd>{text.deadline(row)}</dd>
            </dl>
            <RowActions row={row} pendingId={pendingId} onAnswer={onAnswer} onNavigate={onNavigate} />
          </div>
        </List.Item>
      )}
    />
  );
}

export default InviteDialogBody;
