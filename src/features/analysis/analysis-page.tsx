import { useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Alert, App, Button, Card, Descriptions, Form, Input, Result, Select, Space, Switch, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { inviteStatus, inviteType, planResult, planReviewStatus, taskState } from '../../../machines/codes';
import { breakdownPlanMachine } from '../../../machines/requirement/breakdown-plan.machine';
import { METRICS_MAX, SUB_TOPIC_TEXT_MAX, SUB_TOPIC_TITLE_MAX, SUB_TOPICS_MAX } from '../../../machines/rules/breakdown-plan';
import { useCodeLabel } from '@/components/code-tag';
import { useRuleText } from '@/components/code-flow/use-rule-text';
import { PageNotReady } from '@/components/page-not-ready';
import { SubTopicFieldsFragment, SubTopicList, usePlanCategories } from '@/entities/breakdown-plan';
import { DeadlineCountdown } from '@/entities/campaign';
import { InvitationFieldsFragment, InvitationStatusTag, inviteDetailPath } from '@/entities/invitation';
import { useFragment as readFragment } from '@/gql';
import type { BreakdownPlanFieldsFragment as Plan, InvitationFieldsFragment as Invitation } from '@/gql/graphql';
import { idParam } from '@/lib/id-param';
import { useMachineStateLabel } from '@/lib/use-machine-state-label';
import { BreakdownPlanFieldsFragment } from './breakdown-plan.fragment';
import { BreakdownPlanQuery, SaveBreakdownPlanMutation, SubmitBreakdownPlanMutation } from './breakdown-plan.operation';
import { checkPlan, emptySubTopic, topicOf, type PlanTouched, type SubTopic, type SubTopicField } from './plan-form';

const analysisCate = Number(inviteType.values.projectAnalysis);
const pending = Number(inviteStatus.values.pending);
const timedOutInvite = Number(inviteStatus.values.timedOut);
const TIMED_OUT_TASK = taskState.values.timedOut;
const characters = (text: string) => [...text].length;
const REFRESH = ['BreakdownPlan', 'InviteStateGroup', 'InviteCateGroup', 'InviteList'];

/** The sub-topic (from 1) a refused plan is about, from the error's `extensions.subTopic`. */
function refusedSubTopic(error: unknown): number | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const value = error.errors[0]?.extensions?.subTopic;
  return typeof value === 'number' ? value : null;
}

/**
 * Project analysis (stage 2, step 1; spec /projectAnalysisReviewSubProject?id=<kind-3 invitation>): the analyst breaks
 * the requirement into sub-topics, saves drafts and submits the plan once (confirmed: final); read-only after that,
 * with the plan's state and codes; 'Sub-Topic Breakdown Expired' when the analysis window ended without a submission.
 */
export function AnalysisPage() {
  const { t } = useTranslation('invitations');
  const [params] = useSearchParams();
  const id = idParam(params);
  const { data, error, refetch } = useQuery(BreakdownPlanQuery, { variables: { invitationId: id ?? 0 }, skip: id === null, fetchPolicy: 'cache-and-network' });
  if (id === null) return <Result status="404" title={t('invitations.detail.missing')} />;
  if (!data) return <PageNotReady error={error} title={t('invitations.detail.loadError')} retryLabel={t('invitations.actions.retry')} onRetry={() => void refetch().catch(() => undefined)} />;
  const invitation = readFragment(InvitationFieldsFragment, data.invitation);
  const plan = readFragment(BreakdownPlanFieldsFragment, data.breakdownPlan);
  return <Analysis invitation={invitation} plan={plan} reload={() => void refetch().catch(() => undefined)} />;
}

function Analysis({ invitation: inv, plan, reload }: { invitation: Invitation; plan: Plan; reload(): void }) {
  const { t } = useTranslation('invitations');
  const detail = inviteDetailPath(inv.id);
  const expired = plan.codes?.taskState === TIMED_OUT_TASK || (!plan.planId && !plan.editable && inv.status === timedOutInvite);
  let body: React.ReactNode;
  if (inv.cate !== analysisCate) body = <Alert type="warning" showIcon title={t('invitations.analysis.notAnalysis')} action={<Link to={detail}>{t('invitations.actions.details')}</Link>} />;
  else if (expired) body = <Expired plan={plan} />;
  else if (plan.editable) body = <PlanForm key={plan.planId ?? 0} plan={plan} />;
  else if (plan.planId && plan.state !== null && plan.submittedAt) body = <Submitted plan={plan} />;
  else if (inv.status === pending) body = <Alert type="info" showIcon title={t('invitations.evaluate.acceptFirst')} action={<Link to={detail}>{t('invitations.actions.details')}</Link>} />;
  else body = <Alert type="warning" showIcon title={t('invitations.evaluate.closed')} action={<Link to={detail}>{t('invitations.actions.details')}</Link>} />;
  return (
    <section className="portal-page analysis" aria-labelledby="analysis-title">
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <header>
          <h1 id="analysis-title" style={{ fontSize: 22, margin: '0 0 8px' }}>
            {t('invitations.analysis.title')}
          </h1>
          <Space wrap>
            <Typography.Text strong>{inv.requirement.title}</Typography.Text>
            <Typography.Text type="secondary">{inv.requirement.requirementNo}</Typography.Text>
            <InvitationStatusTag status={inv.status} />
          </Space>
        </header>
        <Card size="small" title={t('invitations.analysis.task')} data-testid="analysis-task">
          <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
            <Descriptions.Item label={t('invitations.field.expiredAt')}>{plan.expiredAt ? dayjs(plan.expiredAt).format('YYYY-MM-DD HH:mm') : '-'}</Descriptions.Item>
            <Descriptions.Item label={t('invitations.field.payBack')}>{t('invitations.analysis.competes')}</Descriptions.Item>
          </Descriptions>
          {plan.editable && plan.expiredAt ? <DeadlineCountdown deadlineAt={plan.expiredAt} label={t('invitations.detail.taskWithin')} onFinish={reload} /> : null}
        </Card>
        {body}
      </Space>
    </section>
  );
}

/** The plan's state label and its spec codes (task state, review status, result). */
function PlanStatus({ plan }: { plan: Plan }) {
  const { t } = useTranslation('invitations');
  const label = useCodeLabel();
  const stateLabel = useMachineStateLabel(breakdownPlanMachine);
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} data-testid="plan-status">
      <Descriptions.Item label={t('invitations.analysis.state')}>{plan.state ? <Tag color="blue">{stateLabel(plan.state)}</Tag> : '-'}</Descriptions.Item>
      <Descriptions.Item label={t('invitations.analysis.taskState')}>{plan.codes ? label(taskState.entries, plan.codes.taskState) : '-'}</Descriptions.Item>
      <Descriptions.Item label={t('invitations.analysis.reviewStatus')}>{plan.codes?.reviewStatus ? label(planReviewStatus.entries, plan.codes.reviewStatus) : '-'}</Descriptions.Item>
      <Descriptions.Item label={t('invitations.analysis.result')}>{plan.codes?.result ? label(planResult.entries, plan.codes.result) : '-'}</Descriptions.Item>
    </Descriptions>
  );
}

function Submitted({ plan }: { plan: Plan }) {
  const { t } = useTranslation('invitations');
  return (
    <>
      <Alert type="success" showIcon data-testid="plan-submitted" title={t('invitations.analysis.done', { time: plan.submittedAt ? dayjs(plan.submittedAt).format('YYYY-MM-DD HH:mm') : '-' })} />
      <Card size="small" title={t('invitations.analysis.mine')}>
        <PlanStatus plan={plan} />
        <SubTopicList subTopics={plan.subTopics.map((s) => readFragment(SubTopicFieldsFragment, s))} testId="plan-readonly" />
      </Card>
    </>
  );
}

/** 'Sub-Topic Breakdown Expired': the window ended without a submission; operations may reopen the analysis. */
function Expired({ plan }: { plan: Plan }) {
  const { t } = useTranslation('invitations');
  const stateLabel = useMachineStateLabel(breakdownPlanMachine);
  return (
    <>
      <Result status="warning" title={stateLabel('expired')} subTitle={t('invitations.analysis.expiredNext')} data-testid="plan-expired" />
      {plan.subTopics.length ? (
        <Card size="small" title={t('invitations.analysis.draftKept')}>
          <SubTopicList subTopics={plan.subTopics.map((s) => readFragment(SubTopicFieldsFragment, s))} />
        </Card>
      ) : null}
    </>
  );
}

function PlanForm({ plan }: { plan: Plan }) {
  const { t } = useTranslation('invitations');
  const ruleText = useRuleText();
  const { modal, message } = App.useApp();
  const { options } = usePlanCategories();
  const [topics, setTopics] = useState<SubTopic[]>(() => {
    const saved = plan.subTopics.map((s) => topicOf(readFragment(SubTopicFieldsFragment, s)));
    return saved.length ? saved : [emptySubTopic()];
  });
  const [touched, setTouched] = useState<PlanTouched>({ all: false, topics: [] });
  const [refused, setRefused] = useState<number | null>(null);
  const [save, saving] = useMutation(SaveBreakdownPlanMutation, { refetchQueries: ['BreakdownPlan'] });
  const [submit, submitting] = useMutation(SubmitBreakdownPlanMutation, { refetchQueries: REFRESH });
  const check = checkPlan(topics, touched);
  const variables = { invitationId: plan.invitationId, subTopics: topics };

  const setTopic = (i: number, patch: Partial<SubTopic>) => setTopics((all) => all.map((topic, j) => (j === i ? { ...topic, ...patch } : topic)));
  const touch = (i: number, field: SubTopicField) =>
    setTouched((prev) => (prev.topics[i]?.[field] ? prev : { ...prev, topics: Object.assign([...prev.topics], { [i]: { ...prev.topics[i], [field]: true } }) }));
  const remove = (i: number) => {
    setTopics((all) => all.filter((_, j) => j !== i));
    setTouched((prev) => ({ ...prev, topics: prev.topics.filter((_, j) => j !== i) }));
  };
  const move = (i: number, by: -1 | 1) =>
    setTopics((all) => {
      const next = [...all];
      [next[i], next[i + by]] = [next[i + by]!, next[i]!];
      return next;
    });

  const onRefusal = (error: unknown) => {
    setRefused(refusedSubTopic(error));
    return null;
  };
  const doSave = async () => {
    if (!check.savable) return;
    setRefused(null);
    const result = await save({ variables }).catch(onRefusal);
    if (result?.data) void message.success(t('invitations.analysis.saved'));
  };
  const confirmSubmit = () => {
    setTouched((prev) => ({ ...prev, all: true }));
    if (!check.complete) return;
    modal.confirm({
      title: t('invitations.analysis.confirmTitle'),
      content: t('invitations.analysis.confirmBody', { count: topics.length }),
      okText: t('invitations.analysis.submit'),
      cancelText: t('invitations.actions.cancel'),
      onOk: async () => {
        setRefused(null);
        const result = await submit({ variables }).catch(onRefusal);
        if (result?.data) void message.success(t('invitations.analysis.submitted'));
      },
    });
  };

  // No onFinish and no submit button: Enter in a field never submits (Submit is final and confirmed).
  return (
    <Card size="small" title={t('invitations.analysis.formTitle')} data-testid="plan-form">
      <Typography.Paragraph type="secondary">{t('invitations.analysis.formHint', { max: SUB_TOPICS_MAX })}</Typography.Paragraph>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        {topics.map((topic, i) => {
          const shown = check.shown[i] ?? {};
          const err = (field: SubTopicField) => ruleText(shown[field]);
          const status = (field: SubTopicField) => (shown[field] ? ('error' as const) : undefined);
          const idOf = (field: string) => `topic-${i + 1}-${field}`;
          return (
            <Card
              key={i}
              size="small"
              type="inner"
              data-testid={`topic-${i + 1}`}
              className={refused === i + 1 ? 'analysis__topic--refused' : undefined}
              style={refused === i + 1 ? { borderColor: '#cf1322' } : undefined}
              title={t('invitations.analysis.subTopic', { n: i + 1 })}
              extra={
                <Space size={4}>
                  <Button size="small" disabled={i === 0} onClick={() => move(i, -1)} aria-label={t('invitations.analysis.moveUp', { n: i + 1 })}>
                    ↑
                  </Button>
                  <Button size="small" disabled={i === topics.length - 1} onClick={() => move(i, 1)} aria-label={t('invitations.analysis.moveDown', { n: i + 1 })}>
                    ↓
                  </Button>
                  <Button size="small" danger disabled={topics.length === 1} onClick={() => remove(i)} data-testid={`topic-${i + 1}-remove`}>
                    {t('invitations.analysis.remove')}
                  </Button>
                </Space>
              }
            >
              <Form layout="vertical" component="div" requiredMark>
                <Form.Item label={t('invitations.analysis.fieldTitle')} htmlFor={idOf('title')} required validateStatus={status('title')} help={err('title')}>
                  <Input id={idOf('title')} value={topic.title} count={{ show: true, max: SUB_TOPIC_TITLE_MAX, strategy: characters }} onChange={(e) => setTopic(i, { title: e.target.value })} onBlur={() => touch(i, 'title')} />
                </Form.Item>
                <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' }}>
                  <Form.Item label={t('invitations.analysis.category')} htmlFor={idOf('category')} required validateStatus={status('categoryId')} help={err('categoryId')}>
                    <Select id={idOf('category')} value={topic.categoryId ?? undefined} options={options} allowClear onChange={(value?: number) => setTopic(i, { categoryId: value ?? null })} onBlur={() => touch(i, 'categoryId')} />
                  </Form.Item>
                  <Form.Item label={t('invitations.analysis.keywords')} htmlFor={idOf('keywords')} validateStatus={status('keywords')} help={err('keywords') ?? t('invitations.analysis.keywordsHint')}>
                    <Select
                      id={idOf('keywords')}
                      mode="tags"
                      value={topic.keywords}
                      tokenSeparators={[',', '，', ';', '；']}
                      suffixIcon={null}
                      notFoundContent={null}
                      open={false}
                      onChange={(value: string[]) => setTopic(i, { keywords: value })}
                      onBlur={() => touch(i, 'keywords')}
                    />
                  </Form.Item>
                </div>
                {(
                  [
                    ['researchContent', 'research'],
                    ['expectedResults', 'results'],
                  ] as const
                ).map(([field, key]) => (
                  <Form.Item key={field} label={t(`invitations.analysis.${key}`)} htmlFor={idOf(field)} required validateStatus={status(field)} help={err(field)}>
                    <Input.TextArea id={idOf(field)} value={topic[field]} autoSize={{ minRows: 2, maxRows: 8 }} count={{ show: true, max: SUB_TOPIC_TEXT_MAX, strategy: characters }} onChange={(e) => setTopic(i, { [field]: e.target.value })} onBlur={() => touch(i, field)} />
                  </Form.Item>
                ))}
                <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
                  <legend style={{ fontSize: 14, marginBottom: 8 }}>{t('invitations.analysis.metrics')}</legend>
                  {topic.metrics.map((m, k) => (
                    <Space key={k} wrap style={{ marginBottom: 8 }}>
                      <Input
                        aria-label={t('invitations.analysis.metricName', { n: k + 1 })}
                        placeholder={t('invitations.analysis.metricNamePlaceholder')}
                        value={m.name}
                        onChange={(e) => setTopic(i, { metrics: topic.metrics.map((x, j) => (j === k ? { ...x, name: e.target.value } : x)) })}
                        onBlur={() => touch(i, 'metrics')}
                      />
                      <Input
                        aria-label={t('invitations.analysis.metricTarget', { n: k + 1 })}
                        placeholder={t('invitations.analysis.metricTargetPlaceholder')}
                        value={m.target}
                        onChange={(e) => setTopic(i, { metrics: topic.metrics.map((x, j) => (j === k ? { ...x, target: e.target.value } : x)) })}
                        onBlur={() => touch(i, 'metrics')}
                      />
                      <Button size="small" disabled={topic.metrics.length === 1} onClick={() => setTopic(i, { metrics: topic.metrics.filter((_, j) => j !== k) })}>
                        {t('invitations.analysis.removeMetric')}
                      </Button>
                    </Space>
                  ))}
                  <div>
                    <Button size="small" disabled={topic.metrics.length >= METRICS_MAX} onClick={() => setTopic(i, { metrics: [...topic.metrics, { name: '', target: '' }] })}>
                      {t('invitations.analysis.addMetric')}
                    </Button>
                  </div>
                  {shown.metrics ? (
                    <Typography.Text type="danger" role="alert">
                      {err('metrics')}
                    </Typography.Text>
                  ) : null}
                </fieldset>
                <Form.Item label={t('invitations.analysis.basis')} htmlFor={idOf('technicalBasis')} required validateStatus={status('technicalBasis')} help={err('technicalBasis')}>
                  <Input.TextArea id={idOf('technicalBasis')} value={topic.technicalBasis} autoSize={{ minRows: 2, maxRows: 8 }} count={{ show: true, max: SUB_TOPIC_TEXT_MAX, strategy: characters }} onChange={(e) => setTopic(i, { technicalBasis: e.target.value })} onBlur={() => touch(i, 'technicalBasis')} />
                </Form.Item>
                <Space>
                  <Switch id={idOf('integration')} checked={topic.integration} onChange={(on) => setTopic(i, { integration: on })} />
                  <label htmlFor={idOf('integration')}>{t('invitations.analysis.integration')}</label>
                </Space>
              </Form>
            </Card>
          );
        })}
        <Button onClick={() => setTopics((all) => [...all, emptySubTopic()])} disabled={topics.length >= SUB_TOPICS_MAX} data-testid="topic-add">
          {t('invitations.analysis.add')}
        </Button>
        {check.shape ? (
          <Typography.Text type="danger" role="alert" data-testid="plan-shape-error">
            {ruleText(check.shape)}
          </Typography.Text>
        ) : null}
        {!check.complete && (
          <Alert
            type="info"
            showIcon
            data-testid="plan-incomplete"
            title={t('invitations.analysis.incomplete')}
            description={
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {check.missing.map((m, k) => (
                  <li key={k}>{m.index === null ? ruleText(m.error) : t('invitations.analysis.missingItem', { n: m.index, error: ruleText(m.error) })}</li>
                ))}
              </ul>
            }
          />
        )}
        <Space wrap>
          <Button loading={saving.loading} disabled={!check.savable || submitting.loading} onClick={() => void doSave()} data-testid="plan-save">
            {t('invitations.assessment.save')}
          </Button>
          <Button type="primary" loading={submitting.loading} disabled={!check.complete || saving.loading} onClick={confirmSubmit} data-testid="plan-submit">
            {t('invitations.analysis.submit')}
          </Button>
          {plan.state ? <PlanStatus plan={plan} /> : null}
        </Space>
      </Space>
    </Card>
  );
}
