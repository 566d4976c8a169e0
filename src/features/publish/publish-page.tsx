import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Form, Result, Space, Spin, Steps } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { requirementLifecycle } from '../../../machines/requirement/requirement.machine';
import { MY_REQUIREMENTS_PATH, PUBLISH_PATH, requirementIdOf, TASK_DETAIL_PATH, withId } from '@/entities/requirement/paths';
import { RequirementContentFragment, RequirementFieldsFragment } from '@/entities/requirement/requirement-fields.fragment';
import { useEntityFlow } from '@/entities/workflow/use-entity-flow';
import { WorkflowFieldsFragment } from '@/entities/workflow/workflow-fields.fragment';
import { useFragment as readFragment } from '@/gql';
import { BasicsStep } from './basics-step';
import { ContentStep } from './content-step';
import { useFieldErrors } from './field-errors';
import { PublishGate } from './publish-gate';
import { EMPTY_FORM, fromRequirement, toDraft, type PublishFormValues } from './publish-form';
import { PublishRequirementQuery } from './publish-requirement.query';
import { ReviewStep } from './review-step';
import { usePublishFlow } from './use-publish-flow';
import './publish.css';
import { PageHeading } from '@/components/page-heading';

/**
 * Publishing a requirement (/publishRequirements[?id=]; spec 2 "steps 1-3", spec 5 "Request"): behind the
 * real-name and profile gate, three steps driven by `publishMachine` (machines/requirement/publish.machine.ts).
 * `?id=` reopens a draft or a requirement operations rejected (their reason on top); the first save of a new one
 * puts its id into the URL. After the submit, a success result goes to my works in 3 seconds.
 */
export function PublishRequirementsPage() {
  const { t } = useTranslation('requirements');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const urlId = requirementIdOf(params);
  // The draft this page created itself: its id enters the URL without reloading the form.
  const own = useRef<{ id: number; key: string } | null>(null);
  const fresh = useRef(0);
  if (urlId === null && own.current) {
    // "Publish" again after this page created a draft: a new form.
    own.current = null;
    fresh.current += 1;
  }
  const key = own.current && own.current.id === urlId ? own.current.key : urlId === null ? `new-${fresh.current}` : `id-${urlId}`;

  return (
    <section className="portal-page publish-page">
      <Card title={<PageHeading>{t('requirements.publish.title')}</PageHeading>}>
        <PublishGate>
          {urlId !== null && key === `id-${urlId}` ? (
            <ExistingRequirement key={key} id={urlId} />
          ) : (
            <PublishFlow
              key={key}
              requirementId={own.current?.key === key ? own.current.id : null}
              initialValues={EMPTY_FORM}
              onCreated={(id) => {
                own.current = { id, key };
                void navigate(withId(PUBLISH_PATH, id), { replace: true });
              }}
            />
          )}
        </PublishGate>
      </Card>
    </section>
  );
}

/** A draft or a rejected requirement by `?id=`: editable while the server lets the publisher save it. */
function ExistingRequirement({ id }: { id: number }) {
  const { t } = useTranslation('requirements');
  const navigate = useNavigate();
  const query = useQuery(PublishRequirementQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const data = query.data?.myRequirement;
  const flow = useEntityFlow(requirementLifecycle, data ? readFragment(WorkflowFieldsFragment, data.workflow) : null);
  if (!data || !flow) {
    if (query.loading) return <Spin data-testid="publish-loading" />;
    return (
      <Result
        status="404"
        title={t('requirements.publish.notFound')}
        extra={<Button onClick={() => navigate(MY_REQUIREMENTS_PATH)}>{t('requirements.publish.toList')}</Button>}
      />
    );
  }
  const fields = readFragment(RequirementFieldsFragment, data);
  const content = readFragment(RequirementContentFragment, data);
  if (!flow.can('requirement.save')) {
    return (
      <Result
        status="info"
        title={t('requirements.publish.notEditable')}
        extra={<Button type="primary" onClick={() => navigate(withId(TASK_DETAIL_PATH, id))}>{t('requirements.actions.view')}</Button>}
      />
    );
  }
  return (
    <PublishFlow
      requirementId={id}
      initialValues={fromRequirement(fields, content)}
      rejectedReason={fields.outcome === 'rejected' ? (fields.reason ?? '') : null}
      onCreated={() => {}}
    />
  );
}

function PublishFlow({
  requirementId,
  initialValues,
  rejectedReason = null,
  onCreated,
}: {
  requirementId: number | null;
  initialValues: PublishFormValues;
  rejectedReason?: string | null;
  onCreated(id: number): void;
}) {
  const { t } = useTranslation('requirements');
  const navigate = useNavigate();
  const [form] = Form.useForm<PublishFormValues>();
  const flow = usePublishFlow({ form, requirementId, onCreated });
  const errors = useFieldErrors(flow.context.errors);
  const { actor, step, saving, submitting } = flow;
  const draft = () => toDraft(form.getFieldsValue(true) as PublishFormValues);
  const idle = !saving && !submitting;

  if (flow.submitted) {
    return (
      <Result
        status="success"
        title={t('requirements.publish.submittedTitle')}
        subTitle={t('requirements.publish.submittedBody', { seconds: flow.secondsLeft })}
        extra={[
          <Button key="list" type="primary" onClick={() => actor.send({ type: 'publish.leave' })}>
            {t('requirements.publish.toList')}
          </Button>,
          flow.context.requirementId ? (
            <Button key="view" onClick={() => navigate(withId(TASK_DETAIL_PATH, flow.context.requirementId!))}>
              {t('requirements.actions.view')}
            </Button>
          ) : null,
        ]}
      />
    );
  }

  return (
    <>
      {rejectedReason !== null && (
        <Alert
          className="publish-rejected"
          type="error"
          showIcon
          title={t('requirements.publish.rejectedTitle')}
          description={rejectedReason || t('requirements.publish.noReason')}
          data-testid="publish-rejected-reason"
        />
      )}
      <Steps
        className="publish-steps"
        current={step}
        items={[{ title: t('requirements.publish.steps.basics') }, { title: t('requirements.publish.steps.content') }, { title: t('requirements.publish.steps.review') }]}
      />
      <Form<PublishFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={(changed: Partial<PublishFormValues>) => errors.changed(changed)}
        className="publish-form"
        disabled={submitting}
      >
        {step === 0 && <BasicsStep errors={errors} />}
        {step === 1 && <ContentStep errors={errors} />}
        {step === 2 && <ReviewValues errors={errors} />}
        {flow.context.error && <Alert type="error" showIcon title={flow.context.error} className="publish-server-error" data-testid="publish-server-error" />}
        <Space wrap className="publish-actions">
          {step > 0 && (
            <Button disabled={!idle} onClick={() => actor.send({ type: 'step.back' })}>
              {t('requirements.publish.back')}
            </Button>
          )}
          <Button loading={saving} disabled={!idle && !saving} onClick={() => actor.send({ type: 'draft.save', draft: draft() })}>
            {t('requirements.publish.saveDraft')}
          </Button>
          {step < 2 ? (
            <Button type="primary" disabled={!idle} onClick={() => actor.send({ type: 'step.next', draft: draft() })}>
              {t('requirements.publish.next')}
            </Button>
          ) : (
            <Button type="primary" loading={submitting} disabled={saving} onClick={() => actor.send({ type: 'publish.submit', draft: draft() })}>
              {t('requirements.publish.submit')}
            </Button>
          )}
        </Space>
      </Form>
    </>
  );
}

/** Step 3 re-renders with every value of the form (the review shows them all). */
function ReviewValues({ errors }: { errors: ReturnType<typeof useFieldErrors> }) {
  const form = Form.useFormInstance<PublishFormValues>();
  Form.useWatch([], { form, preserve: true });
  return <ReviewStep values={{ ...EMPTY_FORM, ...(form.getFieldsValue(true) as PublishFormValues) }} errors={errors} />;
}
