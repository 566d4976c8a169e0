import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Card, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FaceCheckStatus } from '@/gql/graphql';
import { FaceChecksQuery, FailFaceCheckMutation, PassFaceCheckMutation } from './real-name-queue.operation';
import { RealNameDetail, useTime } from './real-name-queue-page';
import { DetailDrawer, StatusFilter } from './queue-shell';
import { ReasonModal } from './reason-modal';
import { useQueueFilter } from './use-queue-paging';
import { FitTable } from '@/components/fit-table';
import { PageHeading } from '@/components/page-heading';

const STATUSES: FaceCheckStatus[] = ['pending', 'passed', 'failed'];
const COLOR: Record<string, string> = { pending: 'processing', passed: 'success', failed: 'error' };

/**
 * Operations: the face checks of legal representatives (/operations/face-checks). With the embedded provider
 * (services/identity/face-check.provider.ts) every check waits here until staff pass it (the application goes to
 * review) or fail it with a reason the member sees. The drawer shows the application with its images and history.
 */
export function FaceCheckQueuePage() {
  const { t } = useTranslation('realName');
  const { message } = App.useApp();
  const time = useTime();
  const filter = useQueueFilter<FaceCheckStatus>('pending');
  const [applicationId, setApplicationId] = useState<number | null>(null);
  const [failId, setFailId] = useState<number | null>(null);
  const { data, loading, refetch } = useQuery(FaceChecksQuery, { variables: filter.variables, fetchPolicy: 'cache-and-network' });
  const [pass, passing] = useMutation(PassFaceCheckMutation);
  const [fail, failing] = useMutation(FailFaceCheckMutation);

  return (
    <Card
      title={<PageHeading>{t('realName.ops.faceTitle')}</PageHeading>}
      extra={
        <StatusFilter
          filter={filter}
          label={t('realName.ops.status')}
          allLabel={t('realName.ops.all')}
          options={STATUSES.map((s) => ({ value: s, label: t(`realName.ops.faceStatus.${s}`) }))}
        />
      }
    >
      <FitTable
        rowKey="id"
        loading={loading}
        dataSource={data?.faceChecks.records ?? []}
        pagination={filter.pagination(data?.faceChecks.total_record)}
        columns={[
          { key: 'id', title: 'ID', dataIndex: 'id', width: 70 },
          { key: 'member', title: t('realName.ops.member'), width: 170, ellipsis: true, priority: 7, render: (_v, r) => r.account ?? `#${r.userId}` },
          { key: 'organisationName', title: t('realName.form.organisationName'), dataIndex: 'organisationName', width: 180, ellipsis: true, priority: 9 },
          { key: 'creditCode', title: t('realName.form.creditCode'), dataIndex: 'creditCode', width: 190, ellipsis: true, priority: 5 },
          { key: 'provider', title: t('realName.ops.provider'), dataIndex: 'provider', width: 100, ellipsis: true, priority: 3 },
          { key: 'status', title: t('realName.ops.status'), width: 110, render: (_v, r) => <Tag color={COLOR[r.status]}>{t(`realName.ops.faceStatus.${r.status}`)}</Tag> },
          { key: 'createdAt', title: t('realName.ops.createdAt'), width: 180, priority: 6, render: (_v, r) => time(r.createdAt) },
          { key: 'reason', title: t('realName.ops.reason'), width: 140, ellipsis: true, priority: 8, render: (_v, r) => r.reason ?? '' },
          {
            key: 'actions',
            title: t('realName.ops.actions'),
            width: 220,
            fixed: 'right',
            render: (_v, r) => (
              <Space>
                <Button size="small" onClick={() => setApplicationId(r.applicationId)}>
                  {t('realName.ops.view')}
                </Button>
                {r.status === 'pending' && (
                  <>
                    <Button
                      size="small"
                      type="primary"
                      loading={passing.loading}
                      onClick={async () => {
                        try {
                          await pass({ variables: { id: r.id } });
                          void message.success(t('realName.ops.passed'));
                          await refetch();
                        } catch {
                          // shown by the Apollo error link
                        }
                      }}
                    >
                      {t('realName.ops.pass')}
                    </Button>
                    <Button size="small" danger onClick={() => setFailId(r.id)}>
                      {t('realName.ops.fail')}
                    </Button>
                  </>
                )}
              </Space>
            ),
          },
        ]}
      />
      <DetailDrawer openId={applicationId} title={t('realName.ops.detail', { id: applicationId })} onClose={() => setApplicationId(null)}>
        {(id) => <RealNameDetail id={id} />}
      </DetailDrawer>
      <ReasonModal
        open={failId !== null}
        title={t('realName.ops.fail')}
        loading={failing.loading}
        onCancel={() => setFailId(null)}
        onSubmit={async (reason) => {
          await fail({ variables: { id: failId!, reason } });
          setFailId(null);
          void message.success(t('realName.ops.failed'));
          await refetch();
        }}
      />
    </Card>
  );
}
