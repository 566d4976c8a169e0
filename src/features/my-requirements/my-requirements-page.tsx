import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Button, Card, Empty, Select, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { mainStage } from '../../../machines/codes/requirement.codes';
import { LIST_DEFAULT_PAGE_SIZE, LIST_PAGE_SIZES } from '../../../machines/constants';
import { formatFen } from '../../../machines/rules/money';
import { useCodeLabel } from '@/components/code-tag';
import { PAY_GROUP_PATH, PAY_SELF_PATH, PRE_REVIEW_DETAIL_PATH, PUBLISH_PATH, TASK_DETAIL_PATH, withId } from '@/entities/requirement/paths';
import { RequirementFieldsFragment } from '@/entities/requirement/requirement-fields.fragment';
import { useRequirementStateOptions } from '@/entities/requirement/requirement-states';
import { RequirementStatusTag } from '@/entities/requirement/requirement-status-tag';
import { useFragment as readFragment } from '@/gql';
import type { RequirementFieldsFragment as Row } from '@/gql/graphql';
import { MyRequirementsQuery } from './my-requirements.query';
import { nextActions, type RowAction } from './next-actions';
import { PageHeading } from '@/components/page-heading';
import { useFocusableTableScroll } from '@/components/use-focusable-table-scroll';

const ALL = 'all';

/**
 * My works → publish (/personal/workbench/myworks/publish): the member's requirements with stage and status
 * filters (spec 9: 10, 20, 30 or 50 a page, 20 by default). Each row offers what comes next: edit a draft,
 * resubmit after a rejection (the reason shown), pay or crowdfund the review fee, view the stage detail.
 */
export function MyRequirementsPage() {
  const { t } = useTranslation('requirements');
  const navigate = useNavigate();
  const label = useCodeLabel();
  const stateOptions = useRequirementStateOptions();
  const [stage, setStage] = useState<number | null>(null);
  const [state, setState] = useState<string | null>(null);
  const [page, setPage] = useState({ pageNum: 1, pageSize: LIST_DEFAULT_PAGE_SIZE });
  const { data, loading } = useQuery(MyRequirementsQuery, {
    variables: { ...page, stage, state },
    fetchPolicy: 'cache-and-network',
  });
  const rows = useMemo(() => (data?.myRequirements.records ?? []).map((r) => readFragment(RequirementFieldsFragment, r)), [data]);
  const total = data?.myRequirements.total_record ?? 0;
  const filtered = stage !== null || state !== null;
  const tableScroll = useFocusableTableScroll(t('requirements.mine.title'));

  const publishButton = (
    <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => navigate(PUBLISH_PATH)}>
      {t('requirements.actions.publish')}
    </Button>
  );

  const actionLink = (action: RowAction, r: Row) => {
    const to: Record<RowAction, string> = {
      edit: withId(PUBLISH_PATH, r.id),
      resubmit: withId(PUBLISH_PATH, r.id),
      paySelf: withId(PAY_SELF_PATH, r.id),
      payGroup: withId(PAY_GROUP_PATH, r.id),
      view: withId(r.mainStage === 2 ? PRE_REVIEW_DETAIL_PATH : TASK_DETAIL_PATH, r.id),
    };
    return (
      <Link key={action} to={to[action]} data-testid={`row-${action}-${r.id}`}>
        {t(`requirements.actions.${action}`)}
      </Link>
    );
  };

  return (
    <section className="portal-page my-requirements">
      <Card ref={tableScroll} title={<PageHeading>{t('requirements.mine.title')}</PageHeading>} extra={publishButton}>
        <Space wrap style={{ marginBottom: 16 }}>
          <Select
            style={{ width: 180 }}
            aria-label={t('requirements.field.stage')}
            value={stage === null ? ALL : String(stage)}
            onChange={(v: string) => {
              setStage(v === ALL ? null : Number(v));
              setPage((p) => ({ ...p, pageNum: 1 }));
            }}
            options={[{ value: ALL, label: t('requirements.mine.allStages') }, ...mainStage.entries.map((e) => ({ value: e.value, label: label(mainStage.entries, e.value) }))]}
          />
          <Select
            style={{ width: 200 }}
            aria-label={t('requirements.field.status')}
            value={state ?? ALL}
            onChange={(v: string) => {
              setState(v === ALL ? null : v);
              setPage((p) => ({ ...p, pageNum: 1 }));
            }}
            options={[{ value: ALL, label: t('requirements.mine.allStates') }, ...stateOptions]}
          />
        </Space>
        <Table<Row>
          rowKey="id"
          loading={loading}
          scroll={{ x: 'max-content' }}
          dataSource={rows}
          locale={{
            emptyText: (
              <Empty description={filtered ? t('requirements.mine.emptyFiltered') : t('requirements.mine.empty')}>{filtered ? null : publishButton}</Empty>
            ),
          }}
          pagination={{
            current: page.pageNum,
            pageSize: page.pageSize,
            total,
            pageSizeOptions: [...LIST_PAGE_SIZES],
            showSizeChanger: true,
            onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
          }}
          columns={[
            { title: t('requirements.field.requirementNo'), dataIndex: 'requirementNo' },
            {
              title: t('requirements.field.title'),
              render: (_v, r) => (
                <Space orientation="vertical" size={0}>
                  <Typography.Text strong>{r.title || t('requirements.mine.untitled')}</Typography.Text>
                  {r.outcome === 'rejected' && r.reason ? (
                    <Typography.Text type="danger" data-testid={`row-reason-${r.id}`}>
                      {t('requirements.mine.reason', { reason: r.reason })}
                    </Typography.Text>
                  ) : null}
                </Space>
              ),
            },
            { title: t('requirements.field.stage'), render: (_v, r) => label(mainStage.entries, String(r.mainStage)) },
            { title: t('requirements.field.status'), render: (_v, r) => <RequirementStatusTag requirement={r} /> },
            { title: t('requirements.field.budget'), align: 'right', render: (_v, r) => (r.budgetFen != null ? `¥${formatFen(r.budgetFen)}` : '-') },
            { title: t('requirements.mine.updatedAt'), render: (_v, r) => dayjs(r.updatedAt).format('YYYY-MM-DD HH:mm') },
            {
              title: t('requirements.mine.actions'),
              fixed: 'right',
              render: (_v, r) => <Space>{nextActions(r).map((a) => actionLink(a, r))}</Space>,
            },
          ]}
        />
      </Card>
    </section>
  );
}
