import { useQuery } from '@apollo/client/react';
import { Segmented, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { inviteStatus, inviteType, mainStage } from '../../../machines/codes';
import { formatFen } from '../../../machines/rules/money';
import { useCodeLabel } from '@/components/code-tag';
import { INVITE_STATE_ORDER, InvitationFieldsFragment, InvitationStatusTag, inviteDetailPath, invitationWork } from '@/entities/invitation';
import { REQUIREMENT_DETAIL_PATH, withId } from '@/entities/requirement';
import { useFragment as readFragment } from '@/gql';
import type { InvitationFieldsFragment as Invitation } from '@/gql/graphql';
import { MyInvitationsQuery } from './my-invitations.query';
import { PagedListPage } from './paged-list-page';
import { usePaging } from './use-paging';

export type { Invitation };

type StateFilter = 'all' | number;
const pending = Number(inviteStatus.values.pending);

type Props = {
  /** The page's id stem (PagedListPage): `${id}-title`, `${id}-table`, `${id}-kind`, a row's work link `${id}-<slug>`. */
  id: string;
  title: string;
  /** The invite kinds the page lists (cate codes); more than one: a switch between them, the first shown first. */
  kinds: readonly number[];
  /** "Nothing here" for the page. */
  empty: string;
  /** Columns a kind adds after the status (the market size answered in an initial evaluation). */
  extraColumns?: (cate: number) => ColumnsType<Invitation>;
};

/**
 * A my-works list of my invitations of some kinds (POST /requ/v1/invitation/pages): a kind switch when there are
 * several, a status filter, and per row the requirement (to its /detail), its stage, the invitation's status, what it
 * pays, its deadline and the actions: its detail (a pending one: to accept or reject it there) and, once accepted,
 * the page where the work is done (`invitationWork`, the same links as the invitation's detail). Serves my
 * assessments (kinds 1, 6), my breakdown plans (3), my reviews (4, 7) and my solutions (5).
 */
export function InvitationListPage({ id, title, kinds, empty, extraColumns }: Props) {
  const { t } = useTranslation('invitations');
  const label = useCodeLabel();
  const [filter, setFilter] = useState<StateFilter>('all');
  const [cate, setCate] = useState<number>(kinds[0]);
  const paging = usePaging();
  const result = useQuery(MyInvitationsQuery, {
    variables: { ...paging.page, cate, states: filter === 'all' ? null : [filter] },
    fetchPolicy: 'cache-and-network',
  });
  const shown = result.data ?? result.previousData;
  const rows = (shown?.invitations.records ?? []).map((r) => readFragment(InvitationFieldsFragment, r));

  const columns: ColumnsType<Invitation> = [
    {
      key: 'title',
      title: t('invitations.field.requirement'),
      render: (_, row) => <Link to={withId(REQUIREMENT_DETAIL_PATH, row.requirement.id)}>{row.requirement.title}</Link>,
    },
    { key: 'stage', title: t('invitations.field.stage'), render: (_, row) => label(mainStage.entries, String(row.requirement.mainProcess)), width: 130 },
    { key: 'status', title: t('invitations.field.status'), render: (_, row) => <InvitationStatusTag status={row.status} />, width: 100 },
    ...(extraColumns?.(cate) ?? []),
    { key: 'pays', title: t('invitations.field.payBack'), render: (_, row) => (row.payBack > 0 ? t('invitations.field.coins', { amount: formatFen(row.payBack) }) : '-'), width: 120 },
    { key: 'deadline', title: t('invitations.field.expiredAt'), render: (_, row) => (row.expiredAt ? dayjs(row.expiredAt).format('YYYY-MM-DD HH:mm') : '-'), width: 150 },
    {
      key: 'actions',
      title: t('invitations.field.actions'),
      width: 200,
      render: (_, row) => {
        const work = invitationWork(row);
        return (
          <Space wrap size={4}>
            <Link to={inviteDetailPath(row.id)} data-testid={`${id}-detail`}>
              {t(row.status === pending ? 'invitations.actions.respond' : 'invitations.actions.details')}
            </Link>
            {work && (
              <Link to={work.to} data-testid={`${id}-${work.slug}`}>
                {t(`invitations.actions.${work.action}`)}
              </Link>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <PagedListPage<Invitation>
      id={id}
      title={title}
      filters={
        <Space wrap>
          {kinds.length > 1 && (
            <Segmented<number>
              value={cate}
              onChange={(value) => {
                setCate(value);
                paging.reset();
              }}
              options={kinds.map((kind) => ({ value: kind, label: label(inviteType.entries, String(kind)) }))}
              aria-label={t('invitations.dialog.kinds')}
              data-testid={`${id}-kind`}
            />
          )}
          <Segmented<StateFilter>
            value={filter}
            onChange={(value) => {
              setFilter(value);
              paging.reset();
            }}
            options={[
              { value: 'all', label: t('invitations.dialog.all') },
              ...INVITE_STATE_ORDER.map((state) => ({ value: state as StateFilter, label: label(inviteStatus.entries, String(state)) })),
            ]}
            aria-label={t('invitations.dialog.states')}
            data-testid={`${id}-state`}
          />
        </Space>
      }
      columns={columns}
      rows={rows}
      total={shown?.invitations.total_record ?? 0}
      paging={paging}
      query={result}
      answered={!!shown}
      texts={{ empty, loadError: t('invitations.list.loadError'), retry: t('invitations.actions.retry') }}
    />
  );
}
