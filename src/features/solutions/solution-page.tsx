import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Card, Descriptions, Form, Input, InputNumber, Result, Space, Spin, Steps, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { planReviewStatus, solutionResult, taskState } from '../../../machines/codes';
import { solutionMachine } from '../../../machines/requirement/solution.machine';
import { MILESTONES_MAX, SOLUTION_DURATION_MAX_DAYS, SOLUTION_SUMMARY_MAX, SOLUTION_TEXT_MAX, TEAM_MAX, type SolutionStep } from '../../../machines/rules/solution';
import { useCodeLabel } from '@/components/code-tag';
import { useRuleText } from '@/components/code-flow/use-rule-text';
import { PageNotReady } from '@/components/page-not-ready';
import { AttachmentUpload } from '@/components/upload/attachment-upload';
import { SolutionContentFieldsFragment, SolutionContentView } from '@/entities/solution';
import { DeadlineCountdown } from '@/entities/campaign';
import { InvitationStatusTag, InvitationFieldsFragment } from '@/entities/invitation';
import { useFragment as readFragment } from '@/gql';
import type { SolutionFieldsFragment as SolutionFields, SolutionTopicsQuery as TopicsData } from '@/gql/graphql';
import { idParam } from '@/lib/id-param';
import { useMachineStateLabel } from '@/lib/use-machine-state-label';
import { AcceptSolutionTermsMutation, SaveSolutionStepMutation, SolutionFieldsFragment, SolutionQuery, SolutionTopicsQuery, SubmitSolutionMutation, WithdrawSolutionMutation } from './solution.operation';
import { formOf, saveVariables, stepError, type SolutionForm } from './solution-form';
import { solutionCate } from './topics-page';

// The editor (Quill and its styles) loads with step 2 only.
const RichTextEditor = lazy(() => import('@/components/rich-text/rich-text-editor'));
const characters = (text: string) => [...text].length;
const REFRESH = ['Solution', 'SolutionTopics', 'InviteStateGroup', 'InviteCateGroup', 'InviteList'];
const STEPS = [1, 2, 3, 4] as const;
const STEP_KEYS = { 1: 'approach', 2: 'detail', 3: 'team', 4: 'plan' } as const;
type Topic = TopicsData['solutionTopics']['subTopics'][number];

/** ?topic=<sub-topic id>. */
function topicParam(params: URLSearchParams): number | null {
  const value = Number(params.get('topic'));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/**
 * A provider's solution to one sub-topic (spec /solution steps 1-5; ?id=<kind-5 invitation>&topic=<sub-topic>):
 * "solutionRead" first (the sub-topic, the confidentiality and IP terms, Accept), then five steps (approach,
 * technical detail, team, cost and schedule, review and submit), each of the four saved as a draft, opening on the
 * first not saved; Withdraw (confirmed) before submitting; read-only afterwards with the state and its codes.
 */
export function SolutionPage() {
  const { t } = useTranslation('solutions');
  const [params] = useSearchParams();
  const id = idParam(params);
  const topicId = topicParam(params);
  const skip = id === null || topicId === null;
  const topics = useQuery(SolutionTopicsQuery, { variables: { invitationId: id ?? 0 }, skip, fetchPolicy: 'cache-and-network' });
  const mine = useQuery(SolutionQuery, { variables: { invitationId: id ?? 0, subTopicId: topicId ?? 0 }, skip, fetchPolicy: 'cache-and-network' });
  if (skip) return <Result status="404" title={t('solutions.missing')} />;
  const reload = () => {
    void topics.refetch().catch(() => undefined);
    void mine.refetch().catch(() => undefined);
  };
  if (!topics.data || !mine.data) return <PageNotReady error={topics.error ?? mine.error} title={t('solutions.loadError')} retryLabel={t('solutions.retry')} onRetry={reload} />;
  const inv = readFragment(InvitationFieldsFragment, topics.data.invitation);
  const topic = topics.data.solutionTopics.subTopics.find((s) => s.id === topicId);
  if (!topic || inv.cate !== solutionCate) return <Result status="404" title={t('solutions.missing')} />;
  const solution = readFragment(SolutionFieldsFragment, mine.data.solution);
  const list = `/provideSolutions?id=${inv.id}`;
  const expiredAt = topics.data.solutionTopics.expiredAt;

  let body: React.ReactNode;
  if (solution.editable && solution.state === null) body = <Terms topic={topic} solution={solution} />;
  else if (solution.editable && solution.state === 'readingTerms') body = <Terms topic={topic} solution={solution} />;
  else if (solution.editable && solution.state === 'drafting') body = <StepsForm key={solution.solutionId ?? 0} solution={solution} />;
  else if (solution.state) body = <ReadOnly solution={solution} />;
  else body = <Alert type="warning" showIcon title={t('solutions.closed')} action={<Link to={list}>{t('solutions.toTopics')}</Link>} />;

  return (
    <section className="portal-page solution" aria-labelledby="solution-title">
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <header>
          <h1 id="solution-title" style={{ fontSize: 22, margin: '0 0 8px' }}>
            {t('solutions.page.title', { n: topic.position, title: topic.title })}
          </h1>
          <Space wrap>
            <Typography.Text strong>{topics.data.solutionTopics.requirement.title}</Typography.Text>
            <Typography.Text type="secondary">{topics.data.solutionTopics.requirement.requirementNo}</Typography.Text>
            <InvitationStatusTag status={inv.status} />
            <Link to={list}>{t('solutions.toTopics')}</Link>
          </Space>
        </header>
        {solution.editable && expiredAt ? (
          <Card size="small">
            <DeadlineCountdown deadlineAt={expiredAt} label={t('solutions.within')} onFinish={reload} />
          </Card>
        ) : null}
        {body}
      </Space>
    </section>
  );
}

/** The state label and the spec codes (task state, review status, result). */
function SolutionStatus({ solution }: { solution: SolutionFields }) {
  const { t } = useTranslation('solutions');
  const label = useCodeLabel();
  const stateLabel = useMachineStateLabel(solutionMachine);
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} data-testid="solution-status">
      <Descriptions.Item label={t('solutions.state')}>{solution.state ? <Tag color="blue">{stateLabel(solution.state)}</Tag> : '-'}</Descriptions.Item>
      <Descriptions.Item label={t('solutions.taskState')}>{solution.codes ? label(taskState.entries, solution.codes.taskState) : '-'}</Descriptions.Item>
      <Descriptions.Item label={t('solutions.reviewStatus')}>{solution.codes?.reviewStatus ? label(planReviewStatus.entries, solution.codes.reviewStatus) : '-'}</Descriptions.Item>
      <Descriptions.Item label={t('solutions.result')}>{solution.codes?.result ? label(solutionResult.entries, solution.codes.result) : '-'}</Descriptions.Item>
    </Descriptions>
  );
}

/** "solutionRead": the sub-topic and the terms; accepting opens step 1. */
function Terms({ topic, solution }: { topic: Topic; solution: SolutionFields }) {
  const { t } = useTranslation('solutions');
  const [accept, { loading }] = useMutation(AcceptSolutionTermsMutation, { refetchQueries: REFRESH });
  return (
    <>
      <Card size="small" title={t('solutions.read.topic')} data-testid="solution-topic">
        <Descriptions size="small" column={1}>
          <Descriptions.Item label={t('solutions.read.research')}>
            <span style={{ whiteSpace: 'pre-wrap' }}>{topic.researchContent}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('solutions.read.results')}>
            <span style={{ whiteSpace: 'pre-wrap' }}>{topic.expectedResults}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('solutions.read.metrics')}>
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {topic.metrics.map((m, i) => (
                <li key={i}>
                  {m.name}: {m.target}
                </li>
              ))}
            </ul>
          </Descriptions.Item>
          <Descriptions.Item label={t('solutions.read.basis')}>
            <span style={{ whiteSpace: 'pre-wrap' }}>{topic.technicalBasis}</span>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title={t('solutions.read.terms')} data-testid="solution-terms">
        <ol style={{ paddingInlineStart: 20 }}>
          {(['confidentiality', 'ip', 'originality', 'visibility'] as const).map((k) => (
            <li key={k} style={{ marginBottom: 8 }}>
              <strong>{t(`solutions.read.term.${k}.title`)}</strong> {t(`solutions.read.term.${k}.body`)}
            </li>
          ))}
        </ol>
        <Button type="primary" loading={loading} onClick={() => void accept({ variables: { invitationId: solution.invitationId, subTopicId: solution.subTopicId } }).catch(() => null)} data-testid="solution-accept">
          {t('solutions.read.accept')}
        </Button>
      </Card>
    </>
  );
}

function ReadOnly({ solution }: { solution: SolutionFields }) {
  const { t } = useTranslation('solutions');
  const stateLabel = useMachineStateLabel(solutionMachine);
  const submitted = solution.submittedAt !== null && solution.submittedAt !== undefined;
  return (
    <>
      {submitted ? (
        <Alert type="success" showIcon data-testid="solution-submitted" title={t('solutions.page.done', { time: dayjs(solution.submittedAt).format('YYYY-MM-DD HH:mm') })} />
      ) : (
        <Alert type="warning" showIcon data-testid="solution-ended" title={stateLabel(solution.state ?? '')} />
      )}
      <Card size="small" title={t('solutions.mine')}>
        <SolutionStatus solution={solution} />
        <SolutionContentView content={readFragment(SolutionContentFieldsFragment, solution.content)} testId="solution-readonly" />
      </Card>
    </>
  );
}

function StepsForm({ solution }: { solution: SolutionFields }) {
  const { t } = useTranslation('solutions');
  const ruleText = useRuleText();
  const { modal, message } = App.useApp();
  const content = readFragment(SolutionContentFieldsFragment, solution.content);
  const [form, setForm] = useState<SolutionForm>(() => formOf(content, solution.attachments));
  const [current, setCurrent] = useState(() => Math.min(Math.max(solution.currentStep, 1), 5) - 1);
  // the answer is not normalized (a solution has no id field of its own): the page's query is read again
  const [save, saving] = useMutation(SaveSolutionStepMutation, { refetchQueries: ['Solution', 'SolutionTopics'], awaitRefetchQueries: true });
  const [submit, submitting] = useMutation(SubmitSolutionMutation, { refetchQueries: REFRESH });
  const [withdraw, withdrawing] = useMutation(WithdrawSolutionMutation, { refetchQueries: REFRESH });
  const ids = { invitationId: solution.invitationId, subTopicId: solution.subTopicId };
  const busy = saving.loading || submitting.loading || withdrawing.loading;
  const step = (current + 1) as SolutionStep | 5;
  const draftError = step === 5 ? null : stepError(form, step, true);
  const missing = STEPS.map((s) => ({ step: s, error: stepError(form, s, false) })).filter((m) => m.error);
  const set = (patch: Partial<SolutionForm>) => setForm((f) => ({ ...f, ...patch }));

  const doSave = async (next: boolean) => {
    if (step === 5 || draftError) return;
    const result = await save({ variables: saveVariables(ids.invitationId, ids.subTopicId, form, step) }).catch(() => null);
    if (!result?.data) return;
    void message.success(t('solutions.page.saved'));
    if (next) setCurrent((c) => c + 1);
  };
  const confirmSubmit = () => {
    if (missing.length) return;
    modal.confirm({
      title: t('solutions.page.confirmTitle'),
      content: t('solutions.page.confirmBody'),
      okText: t('solutions.page.submit'),
      cancelText: t('solutions.cancel'),
      onOk: async () => {
        const result = await submit({ variables: ids }).catch(() => null);
        if (result?.data) void message.success(t('solutions.page.submitted'));
      },
    });
  };
  const confirmWithdraw = () =>
    modal.confirm({
      title: t('solutions.page.withdrawTitle'),
      content: t('solutions.page.withdrawBody'),
      okText: t('solutions.page.withdraw'),
      okButtonProps: { danger: true },
      cancelText: t('solutions.cancel'),
      onOk: async () => {
        const result = await withdraw({ variables: ids }).catch(() => null);
        if (result?.data) void message.success(t('solutions.page.withdrawn'));
      },
    });

  const unsaved = (s: SolutionStep) => {
    const saved = formOf(content, solution.attachments);
    return JSON.stringify(saveVariables(0, 0, saved, s)) !== JSON.stringify(saveVariables(0, 0, form, s));
  };

  // No onFinish and no submit button in a form: Enter in a field never submits (Submit is final and confirmed).
  return (
    <Card size="small" data-testid="solution-form">
      <Steps
        size="small"
        current={current}
        onChange={(c) => setCurrent(c)}
        items={[...STEPS.map((s) => ({ title: t(`solutions.step.${STEP_KEYS[s]}`) })), { title: t('solutions.step.review') }]}
        style={{ marginBottom: 16 }}
      />
      <Form layout="vertical" component="div" requiredMark data-testid={`solution-step-${step}`}>
        {step === 1 ? (
          <>
            <Form.Item label={t('solutions.content.summary')} htmlFor="solution-summary" required>
              <Input.TextArea id="solution-summary" value={form.approach.summary} autoSize={{ minRows: 2, maxRows: 6 }} count={{ show: true, max: SOLUTION_SUMMARY_MAX, strategy: characters }} onChange={(e) => set({ approach: { ...form.approach, summary: e.target.value } })} />
            </Form.Item>
            <Form.Item label={t('solutions.content.approach')} htmlFor="solution-approach" required>
              <Input.TextArea id="solution-approach" value={form.approach.approach} autoSize={{ minRows: 4, maxRows: 14 }} count={{ show: true, max: SOLUTION_TEXT_MAX, strategy: characters }} onChange={(e) => set({ approach: { ...form.approach, approach: e.target.value } })} />
            </Form.Item>
          </>
        ) : null}
        {step === 2 ? (
          <>
            <Form.Item label={t('solutions.content.detail')} htmlFor="solution-detail" required extra={t('solutions.page.detailCount', { n: characters(form.detail.text), max: SOLUTION_TEXT_MAX })}>
              <Suspense fallback={<Spin />}>
                <RichTextEditor id="solution-detail" ariaLabel={t('solutions.content.detail')} value={{ html: form.detail.html, text: form.detail.text }} onChange={(v) => setForm((f) => ({ ...f, detail: { ...f.detail, html: v.html, text: v.text } }))} />
              </Suspense>
            </Form.Item>
            <Form.Item label={t('solutions.content.attachments')} htmlFor="solution-attachments">
              <AttachmentUpload id="solution-attachments" value={form.detail.attachments} onChange={(attachments) => setForm((f) => ({ ...f, detail: { ...f.detail, attachments } }))} />
            </Form.Item>
          </>
        ) : null}
        {step === 3 ? (
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <legend style={{ fontSize: 14, marginBottom: 8 }}>{t('solutions.content.team')}</legend>
            {form.team.map((m, k) => (
              <Space key={k} wrap style={{ marginBottom: 8 }} data-testid={`member-${k + 1}`}>
                {(['name', 'role', 'expertise'] as const).map((field) => (
                  <Input
                    key={field}
                    aria-label={t(`solutions.page.member.${field}`, { n: k + 1 })}
                    placeholder={t(`solutions.content.member${field === 'name' ? 'Name' : field === 'role' ? 'Role' : 'Expertise'}`)}
                    value={m[field]}
                    onChange={(e) => set({ team: form.team.map((x, j) => (j === k ? { ...x, [field]: e.target.value } : x)) })}
                  />
                ))}
                <Button size="small" onClick={() => set({ team: form.team.filter((_, j) => j !== k) })}>
                  {t('solutions.page.remove')}
                </Button>
              </Space>
            ))}
            <div>
              <Button size="small" disabled={form.team.length >= TEAM_MAX} onClick={() => set({ team: [...form.team, { name: '', role: '', expertise: '' }] })} data-testid="member-add">
                {t('solutions.page.addMember')}
              </Button>
            </div>
          </fieldset>
        ) : null}
        {step === 4 ? (
          <>
            <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' }}>
              <Form.Item label={t('solutions.page.costYuan')} htmlFor="solution-cost" required>
                <InputNumber<string> id="solution-cost" stringMode min="0.01" precision={2} value={form.costYuan || null} onChange={(v) => set({ costYuan: v ?? '' })} style={{ width: '100%' }} prefix="¥" />
              </Form.Item>
              <Form.Item label={t('solutions.page.durationDays', { max: SOLUTION_DURATION_MAX_DAYS })} htmlFor="solution-duration" required>
                <InputNumber id="solution-duration" min={1} max={SOLUTION_DURATION_MAX_DAYS} precision={0} value={form.durationDays} onChange={(v) => set({ durationDays: v ?? null })} style={{ width: '100%' }} />
              </Form.Item>
            </div>
            <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
              <legend style={{ fontSize: 14, marginBottom: 8 }}>{t('solutions.content.milestones')}</legend>
              {form.milestones.map((m, k) => (
                <Space key={k} wrap style={{ marginBottom: 8 }} data-testid={`milestone-${k + 1}`}>
                  <Input aria-label={t('solutions.page.milestone.title', { n: k + 1 })} placeholder={t('solutions.content.milestoneTitle')} value={m.title} onChange={(e) => set({ milestones: form.milestones.map((x, j) => (j === k ? { ...x, title: e.target.value } : x)) })} />
                  <InputNumber aria-label={t('solutions.page.milestone.day', { n: k + 1 })} placeholder={t('solutions.content.milestoneDay')} min={1} precision={0} value={m.day} onChange={(v) => set({ milestones: form.milestones.map((x, j) => (j === k ? { ...x, day: v ?? null } : x)) })} />
                  <Input aria-label={t('solutions.page.milestone.deliverable', { n: k + 1 })} placeholder={t('solutions.content.milestoneDeliverable')} value={m.deliverable} onChange={(e) => set({ milestones: form.milestones.map((x, j) => (j === k ? { ...x, deliverable: e.target.value } : x)) })} />
                  <Button size="small" onClick={() => set({ milestones: form.milestones.filter((_, j) => j !== k) })}>
                    {t('solutions.page.remove')}
                  </Button>
                </Space>
              ))}
              <div>
                <Button size="small" disabled={form.milestones.length >= MILESTONES_MAX} onClick={() => set({ milestones: [...form.milestones, { title: '', day: null, deliverable: '' }] })} data-testid="milestone-add">
                  {t('solutions.page.addMilestone')}
                </Button>
              </div>
            </fieldset>
          </>
        ) : null}
        {step === 5 ? (
          <Space orientation="vertical" size={12} style={{ width: '100%' }}>
            <Typography.Paragraph>{t('solutions.page.reviewHint')}</Typography.Paragraph>
            {STEPS.some(unsaved) ? <Alert type="warning" showIcon title={t('solutions.page.unsaved')} /> : null}
            <SolutionContentView content={content} testId="solution-review" />
          </Space>
        ) : null}
      </Form>
      {draftError ? (
        <Typography.Paragraph type="danger" role="alert" data-testid="solution-step-error">
          {ruleText(draftError)}
        </Typography.Paragraph>
      ) : step !== 5 && stepError(form, step, false) ? (
        <Typography.Paragraph type="secondary" aria-live="polite" data-testid="solution-step-missing">
          {t('solutions.page.stillMissing', { error: ruleText(stepError(form, step, false)) })}
        </Typography.Paragraph>
      ) : null}
      {step === 5 && missing.length ? (
        <Alert
          type="info"
          showIcon
          data-testid="solution-incomplete"
          title={t('solutions.page.incomplete')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {missing.map((m) => (
                <li key={m.step}>
                  {t(`solutions.step.${STEP_KEYS[m.step]}`)}: {ruleText(m.error)}
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
      <Space wrap style={{ marginTop: 16 }}>
        {current > 0 ? (
          <Button disabled={busy} onClick={() => setCurrent((c) => c - 1)} data-testid="solution-previous">
            {t('solutions.page.previous')}
          </Button>
        ) : null}
        {step !== 5 ? (
          <>
            <Button loading={saving.loading} disabled={busy || Boolean(draftError)} onClick={() => void doSave(false)} data-testid="solution-save">
              {t('solutions.page.save')}
            </Button>
            <Button type="primary" loading={saving.loading} disabled={busy || Boolean(draftError)} onClick={() => void doSave(true)} data-testid="solution-save-next">
              {t('solutions.page.saveNext')}
            </Button>
          </>
        ) : (
          <Button type="primary" loading={submitting.loading} disabled={busy || missing.length > 0 || STEPS.some(unsaved)} onClick={confirmSubmit} data-testid="solution-submit">
            {t('solutions.page.submit')}
          </Button>
        )}
        {solution.availableEvents.includes('solution.withdraw') ? (
          <Button danger disabled={busy} onClick={confirmWithdraw} data-testid="solution-withdraw">
            {t('solutions.page.withdraw')}
          </Button>
        ) : null}
        <SolutionStatus solution={solution} />
      </Space>
    </Card>
  );
}
