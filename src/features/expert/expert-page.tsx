import { useMutation, useQuery } from '@apollo/client/react';
import { DeleteOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Descriptions, Form, Image, Input, Result, Space, Steps, TreeSelect } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { useRuleText } from '@/components/code-flow/use-rule-text';
import { ImageUpload } from '@/components/upload';
import { ExpertApplicationFieldsFragment } from '@/entities/expert/expert-application-fields.fragment';
import { useExpertFieldsText } from '@/entities/expert/expert-fields-text';
import { EntityFlowSection } from '@/entities/workflow/entity-flow-section';
import { useEntityFlow } from '@/entities/workflow/use-entity-flow';
import { WorkflowFieldsFragment } from '@/entities/workflow/workflow-fields.fragment';
import { useFragment as readFragment } from '@/gql';
import type { ExpertApplicationFieldsFragment as Application } from '@/gql/graphql';
import { industryOptions } from '@/lib/industry-options';
import { expertApplicationLifecycle } from '../../../machines/identity/expert-application.machine';
import {
  EXPERT_CREDENTIALS_MAX,
  EXPERT_FIELDS_MAX,
  EXPERT_INTRODUCTION_MAX,
  EXPERT_INTRODUCTION_MIN,
  expertApplicationErrors,
  type ExpertApplicationField,
} from '../../../machines/rules/expert';
import {
  EditExpertApplicationMutation,
  MyExpertApplicationQuery,
  SaveExpertApplicationMutation,
  SubmitExpertApplicationMutation,
  WithdrawExpertApplicationMutation,
} from './expert.operation';

type Values = { fieldIds: string[]; credentials: string[]; introduction: string };

/**
 * Industry expert status (/personal/accountManagement/account/expertAuth, issue 12; docs/requirements.md "Expert
 * status"). The application is held on the server by machines/identity/expert-application.machine.ts; the page reads
 * it through `useEntityFlow`: the step comes from the machine's meta, and every button from what the server lists in
 * `availableEvents` (save and submit in a draft, withdraw in review, edit after a rejection). Before anything was
 * saved there is no entity, and anyone may start.
 */
export function ExpertPage() {
  const { t } = useTranslation('expert');
  const { message, modal } = App.useApp();
  const { data, loading, refetch } = useQuery(MyExpertApplicationQuery, { fetchPolicy: 'cache-and-network' });
  const [save, saving] = useMutation(SaveExpertApplicationMutation);
  const [submit, submitting] = useMutation(SubmitExpertApplicationMutation);
  const [withdraw, withdrawing] = useMutation(WithdrawExpertApplicationMutation);
  const [edit, editing] = useMutation(EditExpertApplicationMutation);
  const answer = data?.myExpertApplication;
  const app = answer ? readFragment(ExpertApplicationFieldsFragment, answer) : undefined;
  const flow = useEntityFlow(expertApplicationLifecycle, answer?.workflow ? readFragment(WorkflowFieldsFragment, answer.workflow) : null);

  if (!answer || !app) return <Card loading={loading} title={<PageHeading>{t('expert.title')}</PageHeading>} />;
  const may = (event: string) => (flow ? flow.can(event) : event === 'application.save' || event === 'application.submit');
  const filling = may('application.save');

  // Every answer brings the new workflow; the root field is read again so a first save (no id before) shows too.
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      void message.success(done);
      await refetch();
    } catch {
      // shown by the Apollo error link (spec 8)
    }
  };

  return (
    <Card title={<PageHeading>{t('expert.title')}</PageHeading>}>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Steps
          current={flow?.step ?? 0}
          status={app.status === 'rejected' ? 'error' : app.status === 'approved' ? 'finish' : undefined}
          items={[{ title: t('expert.steps.fill') }, { title: t('expert.steps.review') }, { title: t('expert.steps.result') }]}
        />
        {filling ? (
          <>
            {app.reason && <Alert type="warning" showIcon title={t('expert.status.rejectedReason', { reason: app.reason })} data-testid="expert-reason" />}
            <ExpertForm
              app={app}
              industryTree={data?.industryTree ?? []}
              canSubmit={may('application.submit')}
              saving={saving.loading}
              submitting={submitting.loading}
              onSave={(input) => run(() => save({ variables: { input } }), t('expert.saved'))}
              onSubmit={(input) =>
                modal.confirm({
                  title: t('expert.form.confirmTitle'),
                  content: t('expert.form.confirmText'),
                  okText: t('expert.form.submit'),
                  cancelText: t('expert.form.checkAgain'),
                  onOk: () => run(() => submit({ variables: { input } }), t('expert.submitted')),
                })
              }
            />
          </>
        ) : (
          <StatusView
            app={app}
            onWithdraw={
              may('application.withdraw')
                ? () =>
                    modal.confirm({
                      title: t('expert.withdrawTitle'),
                      content: t('expert.withdrawText'),
                      okText: t('expert.withdraw'),
                      cancelText: t('expert.cancel'),
                      onOk: () => run(() => withdraw(), t('expert.withdrawn')),
                    })
                : undefined
            }
            onEdit={may('application.edit') ? () => void run(() => edit(), t('expert.editing')) : undefined}
            busy={withdrawing.loading || editing.loading}
          />
        )}
        {app.id != null && <EntityFlowSection entityType="expert_application" entityId={app.id} workflow={flow?.workflow} refreshKey={app.status} />}
      </Space>
    </Card>
  );
}

type IndustryTree = Parameters<typeof industryOptions>[0];

function ExpertForm({
  app,
  industryTree,
  canSubmit,
  saving,
  submitting,
  onSave,
  onSubmit,
}: {
  app: Application;
  industryTree: IndustryTree;
  canSubmit: boolean;
  saving: boolean;
  submitting: boolean;
  onSave(input: { fieldIds: number[]; credentials: string[]; introduction: string }): void;
  onSubmit(input: { fieldIds: number[]; credentials: string[]; introduction: string }): void;
}) {
  const { t, i18n } = useTranslation('expert');
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'zh';
  const ruleText = useRuleText();
  const [form] = Form.useForm<Values>();
  const treeData = useMemo(() => industryOptions(industryTree, lang), [industryTree, lang]);

  useEffect(() => {
    form.setFieldsValue({ fieldIds: app.fieldIds.map(String), credentials: [...app.credentials.map((c) => c.key)], introduction: app.introduction });
  }, [app, form]);

  const inputOf = (values: Values) => ({
    fieldIds: (values.fieldIds ?? []).map(Number),
    credentials: (values.credentials ?? []).filter(Boolean),
    introduction: values.introduction ?? '',
  });

  // The same rule the services check a submission with; a draft may be incomplete.
  const check = (): ReturnType<typeof inputOf> | null => {
    const input = inputOf(form.getFieldsValue(true) as Values);
    const errors = expertApplicationErrors(input);
    const names: ExpertApplicationField[] = ['fieldIds', 'credentials', 'introduction'];
    form.setFields(names.map((name) => ({ name, errors: errors[name] ? [ruleText(errors[name])!] : [] })));
    const first = names.find((name) => errors[name]);
    if (first) {
      form.scrollToField(first);
      return null;
    }
    return input;
  };

  return (
    <Form<Values> form={form} layout="vertical" style={{ maxWidth: 760 }} requiredMark>
      <Form.Item name="fieldIds" label={t('expert.form.fields', { max: EXPERT_FIELDS_MAX })} required>
        <TreeSelect
          multiple
          treeData={treeData}
          treeNodeFilterProp="title"
          showSearch
          allowClear
          placeholder={t('expert.form.fieldsPlaceholder')}
          aria-label={t('expert.form.fields', { max: EXPERT_FIELDS_MAX })}
          data-testid="expert-fields"
        />
      </Form.Item>
      <Form.Item name="credentials" label={t('expert.form.credentials', { max: EXPERT_CREDENTIALS_MAX })} extra={t('expert.form.credentialsHint')} required>
        <CredentialList />
      </Form.Item>
      <Form.Item name="introduction" label={t('expert.form.introduction', { min: EXPERT_INTRODUCTION_MIN, max: EXPERT_INTRODUCTION_MAX })} required>
        <Input.TextArea rows={6} maxLength={EXPERT_INTRODUCTION_MAX} showCount placeholder={t('expert.form.introductionPlaceholder')} />
      </Form.Item>
      <Space>
        <Button loading={saving} onClick={() => onSave(inputOf(form.getFieldsValue(true) as Values))}>
          {t('expert.form.save')}
        </Button>
        {canSubmit && (
          <Button
            type="primary"
            loading={submitting}
            onClick={() => {
              const input = check();
              if (input) onSubmit(input);
            }}
          >
            {t('expert.form.submit')}
          </Button>
        )}
      </Space>
    </Form>
  );
}

/**
 * The credential uploads as one form control (Form.Item gives it `value` and `onChange`): one upload per credential,
 * each replaceable and removable, and an empty one to add while fewer than the maximum are there. Its own element
 * takes no `onChange`, so the file inputs' native change events never reach the form as a value.
 */
function CredentialList({ value, onChange }: { value?: string[]; onChange?: (keys: string[]) => void }) {
  const { t } = useTranslation('expert');
  const keys = Array.isArray(value) ? value : [];
  const set = (index: number, key: string | null) => {
    const next = [...keys];
    if (key) next[index] = key;
    else next.splice(index, 1);
    onChange?.(next);
  };
  return (
    <Space wrap align="start" data-testid="expert-credentials">
      {keys.map((key, index) => (
        <Space key={key} orientation="vertical" align="center" size={4}>
          <ImageUpload value={key} onChange={(next) => set(index, next)} label={t('expert.form.replace')} ariaLabel={t('expert.form.credentialN', { n: index + 1 })} />
          <Button size="small" type="link" danger icon={<DeleteOutlined aria-hidden />} onClick={() => set(index, null)}>
            {t('expert.form.remove')}
          </Button>
        </Space>
      ))}
      {keys.length < EXPERT_CREDENTIALS_MAX && (
        <ImageUpload
          key={`new-${keys.length}`}
          value={null}
          onChange={(key) => set(keys.length, key)}
          label={t('expert.form.addCredential')}
          ariaLabel={t('expert.form.addCredential')}
          data-testid="expert-credential-add"
        />
      )}
    </Space>
  );
}

function StatusView({ app, onWithdraw, onEdit, busy }: { app: Application; onWithdraw?: () => void; onEdit?: () => void; busy: boolean }) {
  const { t } = useTranslation('expert');
  switch (app.status) {
    case 'submitted':
      return (
        <>
          <Result
            status="info"
            title={t('expert.status.submitted')}
            subTitle={t('expert.status.submittedHint')}
            extra={onWithdraw && <Button onClick={onWithdraw} loading={busy}>{t('expert.withdraw')}</Button>}
          />
          <Summary app={app} />
        </>
      );
    case 'rejected':
      return (
        <>
          <Result
            status="error"
            title={t('expert.status.rejected')}
            subTitle={<span data-testid="expert-reason">{t('expert.status.rejectedReason', { reason: app.reason ?? '' })}</span>}
            extra={onEdit && <Button type="primary" onClick={onEdit} loading={busy}>{t('expert.edit')}</Button>}
          />
          <Summary app={app} />
        </>
      );
    case 'approved':
      return (
        <>
          <Result status="success" title={t('expert.status.approved')} subTitle={t('expert.status.approvedHint')} data-testid="expert-approved" />
          <Summary app={app} />
        </>
      );
    default:
      return null;
  }
}

/** What was submitted: the fields, the introduction and the credentials (signed URLs). */
export function Summary({ app }: { app: Application }) {
  const { t } = useTranslation('expert');
  const fieldsText = useExpertFieldsText();
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'fields', label: t('expert.summary.fields'), children: fieldsText(app.fields) },
          { key: 'introduction', label: t('expert.summary.introduction'), children: <span style={{ whiteSpace: 'pre-wrap' }}>{app.introduction}</span> },
        ]}
      />
      <Image.PreviewGroup>
        <Space wrap style={{ marginTop: 12 }}>
          {app.credentials.map((c, i) => (c.url ? <Image key={c.key} src={c.url} width={140} alt={t('expert.form.credentialN', { n: i + 1 })} /> : null))}
        </Space>
      </Image.PreviewGroup>
    </>
  );
}
