import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Descriptions, Image, Result, Space, Spin, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RealNameApplicationFieldsFragment } from '@/entities/real-name/real-name-application-fields.fragment';
import { EntityFlowSection } from '@/entities/workflow/entity-flow-section';
import { useEntityFlow } from '@/entities/workflow/use-entity-flow';
import { WorkflowFieldsFragment } from '@/entities/workflow/workflow-fields.fragment';
import { useFragment as readFragment } from '@/gql';
import type { RealNameApplicationFieldsFragment as Application } from '@/gql/graphql';
import { realNameLifecycle } from '../../../machines/identity/real-name.machine';
import { RealNameForm } from './real-name-form';
import { MyRealNameQuery } from './real-name.operation';
import { PageHeading } from '@/components/page-heading';
import { useCountryName } from '@/components/code-flow/country-name';

/**
 * Real-name verification (/personal/accountManagement/account/realNameAuth, spec sections 3 and 4). The application
 * is held on the server by machines/identity/real-name.machine.ts; the page reads it through `useEntityFlow`: the
 * step comes from the machine's meta, and the form is offered only when the server lists `application.edit` among
 * what the member may do (unverified or failed), or before any application exists. The status picks the words.
 */
export function RealNamePage() {
  const { t } = useTranslation('realName');
  const { data, loading, refetch } = useQuery(MyRealNameQuery, { fetchPolicy: 'cache-and-network' });
  const [filling, setFilling] = useState(false);
  const answer = data?.myRealName;
  const app = answer ? readFragment(RealNameApplicationFieldsFragment, answer) : undefined;
  const flow = useEntityFlow(realNameLifecycle, answer?.workflow ? readFragment(WorkflowFieldsFragment, answer.workflow) : null);

  if (!answer || !app) return <Card loading={loading} title={t('realName.title')} />;
  const face = app.subjectType === 'organisation' && app.method === 'face';
  // No application yet: nothing is held on the server, and anyone may start one.
  const mayEdit = flow ? flow.can('application.edit') : answer.canSubmit;
  const showForm = filling && mayEdit;
  const current = showForm ? 0 : (flow?.step ?? 0);
  const steps = [
    { title: t('realName.steps.fill') },
    ...(face ? [{ title: t('realName.steps.identityCheck') }] : []),
    { title: t('realName.steps.review') },
    { title: t('realName.steps.result') },
  ];
  const stepIndex = face ? current : Math.max(0, current - (current >= 1 ? 1 : 0));

  const submitted = async () => {
    setFilling(false);
    await refetch();
  };

  return (
    <Card title={<PageHeading>{t('realName.title')}</PageHeading>}>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Steps current={stepIndex} status={app.status === 'failed' && !showForm ? 'error' : undefined} items={steps} />
        {showForm ? (
          <>
            {app.reason && <Alert type="error" showIcon title={t('realName.status.failedReason', { reason: app.reason })} />}
            <RealNameForm previous={app.status === 'failed' ? app : undefined} onSubmitted={submitted} onCancel={() => setFilling(false)} />
          </>
        ) : (
          <StatusView app={app} onEdit={mayEdit ? () => setFilling(true) : undefined} />
        )}
        {loading && <Spin />}
        {app.id != null && !showForm && <EntityFlowSection entityType="real_name" entityId={app.id} workflow={flow?.workflow} refreshKey={app.status} />}
      </Space>
    </Card>
  );
}

function StatusView({ app, onEdit }: { app: Application; onEdit?: () => void }) {
  const { t } = useTranslation('realName');
  switch (app.status) {
    case 'unverified':
    case 'filling':
      return (
        <Result
          status="info"
          title={t('realName.status.unverified')}
          subTitle={t('realName.status.unverifiedHint')}
          extra={onEdit && <Button type="primary" onClick={onEdit}>{t('realName.verifyNow')}</Button>}
        />
      );
    case 'identityCheck':
      return (
        <>
          <Result status="info" title={t('realName.status.identityCheck')} subTitle={t('realName.status.identityCheckHint')} />
          <Summary app={app} />
        </>
      );
    case 'inReview':
      return (
        <>
          <Result status="info" title={t('realName.status.inReview')} subTitle={t('realName.status.inReviewHint')} />
          <Summary app={app} />
        </>
      );
    case 'verified':
      return (
        <>
          <Result status="success" title={t('realName.status.verified')} subTitle={t('realName.status.verifiedHint')} />
          <Summary app={app} />
        </>
      );
    case 'failed':
      return (
        <Result
          status="error"
          title={t('realName.status.failed')}
          subTitle={t('realName.status.failedReason', { reason: app.reason ?? '' })}
          extra={onEdit && <Button type="primary" onClick={onEdit}>{t('realName.resubmit')}</Button>}
        />
      );
  }
}

/** What was submitted (numbers masked by the services). */
export function Summary({ app }: { app: Application }) {
  const { t } = useTranslation('realName');
  const country = useCountryName();
  const validity = (from?: string | null, to?: string | null, longTerm?: boolean | null) => `${from ?? ''} ~ ${longTerm ? t('realName.form.longTerm') : (to ?? '')}`;
  const items =
    app.subjectType === 'person'
      ? [
          { key: 'subject', label: t('realName.form.subjectType'), children: t('realName.subject.person') },
          { key: 'idType', label: t('realName.form.idType'), children: app.idType ? t(`realName.idType.${app.idType}`) : '' },
          { key: 'nationality', label: t('realName.form.nationality'), children: country(app.nationality) },
          { key: 'name', label: t('realName.form.realName'), children: app.realName },
          { key: 'number', label: t('realName.form.idNumber'), children: app.idNumber },
          { key: 'validity', label: t('realName.form.idValidity'), children: validity(app.idValidFrom, app.idValidTo, app.idLongTerm) },
        ]
      : [
          { key: 'subject', label: t('realName.form.subjectType'), children: t('realName.subject.organisation') },
          { key: 'name', label: t('realName.form.organisationName'), children: app.organisationName },
          { key: 'code', label: t('realName.form.creditCode'), children: app.creditCode },
          { key: 'validity', label: t('realName.form.licenceValidity'), children: validity(app.licenceValidFrom, app.licenceValidTo, app.licenceLongTerm) },
          { key: 'method', label: t('realName.form.method'), children: app.method ? t(`realName.method.${app.method}`) : '' },
        ];
  return (
    <>
      <Descriptions bordered size="small" column={1} items={items} />
      <Image.PreviewGroup>
        <Space wrap style={{ marginTop: 12 }}>
          {app.images.map((image) =>
            image.url ? <Image key={image.key} src={image.url} width={140} alt={t(`realName.image.${image.kind}`)} /> : null,
          )}
        </Space>
      </Image.PreviewGroup>
    </>
  );
}
