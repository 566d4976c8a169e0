import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Card, Descriptions, Form, Input, InputNumber, Skeleton, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { inviteDetailPath } from '@/entities/invitation';
import { inviteStatus } from '../../../machines/codes';
import { ASSESSMENT_YEARS, COMMENTS_MAX, EVIDENCE_MAX, type MarketAssessmentField } from '../../../machines/rules/market-assessment';
import { formatFen } from '../../../machines/rules/money';
import { useRuleText } from '@/components/code-flow/use-rule-text';
import { DeadlineCountdown } from '@/entities/campaign';
import { MarketAssessmentFormFieldsFragment, MarketAssessmentSummary } from '@/entities/market-assessment';
import { useFragment as readFragment } from '@/gql';
import type { InvitationFieldsFragment as Invitation, MarketAssessmentFieldsFragment as Assessment } from '@/gql/graphql';
import { checkForm, formOf, type MarketAssessmentForm, type Touched } from './market-assessment-form';
import { MarketAssessmentFieldsFragment } from './market-assessment.fragment';
import { MarketAssessmentQuery } from './market-assessment.query';
import { SaveMarketAssessmentMutation } from './save-market-assessment.mutation';
import { SubmitMarketAssessmentMutation } from './submit-market-assessment.mutation';

const pending = Number(inviteStatus.values.pending);
const YEARS = Array.from({ length: ASSESSMENT_YEARS }, (_, i) => i + 1);
const GRADE_COLORS = { A: 'green', B: 'blue', C: 'gold', D: 'red' } as const;
/** Characters as the rules count them (an emoji is one). */
const characters = (text: string) => [...text].length;
const REFRESH = ['MarketAssessmentSummary', 'EvaluationInvitation', 'InviteStateGroup', 'InviteCateGroup', 'InviteList', 'RequirementStatistics'];

/**
 * The detailed market assessment of a kind-6 invitation (stage 2, step -1) on /evaluate?id=: what the task pays and
 * until when; the form while the server says it is `editable` (drafts saved as often as wanted, Submit once the form
 * is complete and after a confirmation, since it is final); after submitting, the form read-only and every
 * submitted assessment side by side with the aggregate.
 */
export function MarketAssessmentSection({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation('invitations');
  const { data, error, refetch } = useQuery(MarketAssessmentQuery, { variables: { invitationId: invitation.id }, fetchPolicy: 'cache-and-network' });
  if (!data) {
    if (error) return <Alert type="error" showIcon title={t('invitations.assessment.loadError')} action={<Button onClick={() => void refetch().catch(() => undefined)}>{t('invitations.actions.retry')}</Button>} />;
    return <Skeleton active paragraph={{ rows: 6 }} />;
  }
  const assessment = readFragment(MarketAssessmentFieldsFragment, data.marketAssessment);
  const detail = inviteDetailPath(invitation.id);
  let body: React.ReactNode;
  if (assessment.submitted) body = <Submitted assessment={assessment} />;
  else if (assessment.editable) body = <AssessmentForm key={assessment.invitationId} assessment={assessment} />;
  else if (invitation.status === pending) body = <Alert type="info" showIcon title={t('invitations.evaluate.acceptFirst')} action={<Link to={detail}>{t('invitations.actions.details')}</Link>} />;
  else body = <Alert type="warning" showIcon title={t('invitations.evaluate.closed')} action={<Link to={detail}>{t('invitations.actions.details')}</Link>} />;
  return (
    <>
      <TaskFacts assessment={assessment} onExpired={() => void refetch().catch(() => undefined)} />
      {body}
    </>
  );
}

/** What the task pays (the assessors' pool, shared equally by those who submit) and until when. */
function TaskFacts({ assessment: a, onExpired }: { assessment: Assessment; onExpired(): void }) {
  const { t } = useTranslation('invitations');
  return (
    <Card size="small" title={t('invitations.assessment.task')} data-testid="assessment-task">
      <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label={t('invitations.assessment.pool')}>
          {a.payBack > 0 ? t('invitations.field.coins', { amount: formatFen(a.payBack) }) : t('invitations.detail.paysNothing')}
        </Descriptions.Item>
        <Descriptions.Item label={t('invitations.field.expiredAt')}>{a.expiredAt ? dayjs(a.expiredAt).format('YYYY-MM-DD HH:mm') : '-'}</Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
        {t('invitations.assessment.poolHint')}
      </Typography.Paragraph>
      {a.editable && a.expiredAt ? (
        <div style={{ marginTop: 8 }}>
          <DeadlineCountdown deadlineAt={a.expiredAt} label={t('invitations.detail.taskWithin')} onFinish={onExpired} />
        </div>
      ) : null}
    </Card>
  );
}

function AssessmentForm({ assessment }: { assessment: Assessment }) {
  const { t } = useTranslation('invitations');
  const ruleText = useRuleText();
  const { modal, message } = App.useApp();
  const [form, setForm] = useState<MarketAssessmentForm>(() => formOf(readFragment(MarketAssessmentFormFieldsFragment, assessment.form)));
  const [touched, setTouched] = useState<Touched>({});
  const [save, saving] = useMutation(SaveMarketAssessmentMutation, { refetchQueries: ['MarketAssessment'] });
  const [submit, submitting] = useMutation(SubmitMarketAssessmentMutation, { refetchQueries: REFRESH });
  const check = checkForm(form, touched);
  const variables = { invitationId: assessment.invitationId, form: { ...form, yearlyTotalsWan: [...form.yearlyTotalsWan] } };

  const set = (patch: Partial<MarketAssessmentForm>) => setForm((f) => ({ ...f, ...patch }));
  const touch = (field: MarketAssessmentField) => setTouched((t0) => (t0[field] ? t0 : { ...t0, [field]: true }));
  const fieldError = (field: MarketAssessmentField) => ruleText(check.shown[field]);
  const status = (field: MarketAssessmentField) => (check.shown[field] ? ('error' as const) : undefined);

  const doSave = async () => {
    if (!check.savable) return;
    const result = await save({ variables }).catch(() => null);
    if (result?.data) void message.success(t('invitations.assessment.saved'));
  };
  const confirmSubmit = () => {
    setTouched({ yearlyTotalsWan: true, projectSharePct: true, marketValueWan: true, competitionScore: true, evidence: true, comments: true });
    if (!check.complete) return;
    modal.confirm({
      title: t('invitations.assessment.confirmTitle'),
      content: t('invitations.assessment.confirmBody'),
      okText: t('invitations.assessment.submit'),
      cancelText: t('invitations.actions.cancel'),
      onOk: async () => {
        const result = await submit({ variables }).catch(() => null);
        if (result?.data) void message.success(t('invitations.assessment.submitted'));
      },
    });
  };

  // No onFinish and no submit button: Enter in a field never submits (a product rule; Submit is final).
  return (
    <Card size="small" title={t('invitations.assessment.formTitle')} data-testid="assessment-form">
      <Form layout="vertical" component="div" requiredMark>
        <fieldset className="assessment-form__years">
          <legend>{t('invitations.assessment.years')}</legend>
          <div className="assessment-form__year-grid">
            {YEARS.map((year, i) => (
              <Form.Item key={year} label={t('invitations.assessment.year', { year })} htmlFor={`assessment-year-${year}`} required validateStatus={status('yearlyTotalsWan')}>
                <InputNumber
                  id={`assessment-year-${year}`}
                  value={form.yearlyTotalsWan[i]}
                  precision={0}
                  min={0}
                  suffix={t('invitations.assessment.wan')}
                  style={{ width: '100%' }}
                  onChange={(value) => set({ yearlyTotalsWan: form.yearlyTotalsWan.map((v, j) => (j === i ? (value ?? null) : v)) })}
                  onBlur={() => touch('yearlyTotalsWan')}
                  aria-invalid={!!check.shown.yearlyTotalsWan}
                  aria-describedby={check.shown.yearlyTotalsWan ? 'assessment-years-error' : undefined}
                />
              </Form.Item>
            ))}
          </div>
          {check.shown.yearlyTotalsWan && (
            <Typography.Text type="danger" id="assessment-years-error" role="alert" data-testid="assessment-error-yearlyTotalsWan">
              {fieldError('yearlyTotalsWan')}
            </Typography.Text>
          )}
        </fieldset>
        <div className="assessment-form__row">
          <Form.Item label={t('invitations.assessment.share')} htmlFor="assessment-share" required validateStatus={status('projectSharePct')} help={fieldError('projectSharePct')}>
            <InputNumber
              id="assessment-share"
              value={form.projectSharePct}
              step={0.5}
              suffix="%"
              style={{ width: '100%' }}
              onChange={(value) => set({ projectSharePct: value ?? null })}
              onBlur={() => touch('projectSharePct')}
              aria-invalid={!!check.shown.projectSharePct}
            />
          </Form.Item>
          <Form.Item label={t('invitations.assessment.value')} htmlFor="assessment-value" required validateStatus={status('marketValueWan')} help={fieldError('marketValueWan')}>
            <InputNumber
              id="assessment-value"
              value={form.marketValueWan}
              precision={0}
              min={0}
              suffix={t('invitations.assessment.wan')}
              style={{ width: '100%' }}
              onChange={(value) => set({ marketValueWan: value ?? null })}
              onBlur={() => touch('marketValueWan')}
              aria-invalid={!!check.shown.marketValueWan}
            />
          </Form.Item>
          <Form.Item label={t('invitations.assessment.score')} htmlFor="assessment-score" required validateStatus={status('competitionScore')} help={fieldError('competitionScore') ?? t('invitations.assessment.scoreHint')}>
            <InputNumber
              id="assessment-score"
              value={form.competitionScore}
              precision={0}
              style={{ width: '100%' }}
              onChange={(value) => set({ competitionScore: value ?? null })}
              onBlur={() => touch('competitionScore')}
              aria-invalid={!!check.shown.competitionScore}
            />
          </Form.Item>
          <div className="assessment-form__grade" aria-live="polite" data-testid="assessment-grade">
            <Typography.Text type="secondary">{t('invitations.assessment.grade')}</Typography.Text>{' '}
            {check.grade ? <Tag color={GRADE_COLORS[check.grade]}>{check.grade}</Tag> : <Typography.Text type="secondary">-</Typography.Text>}
          </div>
        </div>
        <Form.Item label={t('invitations.assessment.evidence')} htmlFor="assessment-evidence" required validateStatus={status('evidence')} help={fieldError('evidence')}>
          <Input.TextArea
            id="assessment-evidence"
            value={form.evidence}
            autoSize={{ minRows: 3, maxRows: 10 }}
            count={{ show: true, max: EVIDENCE_MAX, strategy: characters }}
            onChange={(e) => set({ evidence: e.target.value })}
            onBlur={() => touch('evidence')}
            placeholder={t('invitations.assessment.evidenceHint')}
          />
        </Form.Item>
        <Form.Item label={t('invitations.assessment.comments')} htmlFor="assessment-comments" validateStatus={status('comments')} help={fieldError('comments')}>
          <Input.TextArea
            id="assessment-comments"
            value={form.comments}
            autoSize={{ minRows: 2, maxRows: 8 }}
            count={{ show: true, max: COMMENTS_MAX, strategy: characters }}
            onChange={(e) => set({ comments: e.target.value })}
            onBlur={() => touch('comments')}
          />
        </Form.Item>
      </Form>
      {!check.complete && (
        <Alert
          type="info"
          showIcon
          data-testid="assessment-incomplete"
          title={ruleText({ rule: 'marketAssessmentIncomplete' })}
          description={
            <ul className="assessment-form__missing">
              {[...new Set(check.missing.map((e) => ruleText(e)))].map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          }
        />
      )}
      <Space wrap className="assessment-form__actions">
        <Button loading={saving.loading} disabled={!check.savable || submitting.loading} onClick={() => void doSave()} data-testid="assessment-save">
          {t('invitations.assessment.save')}
        </Button>
        <Button type="primary" loading={submitting.loading} disabled={!check.complete || saving.loading} onClick={confirmSubmit} data-testid="assessment-submit">
          {t('invitations.assessment.submit')}
        </Button>
        {assessment.updatedAt ? (
          <Typography.Text type="secondary" data-testid="assessment-saved-at">
            {t('invitations.assessment.savedAt', { time: dayjs(assessment.updatedAt).format('YYYY-MM-DD HH:mm') })}
          </Typography.Text>
        ) : null}
      </Space>
    </Card>
  );
}

/** The submitted form, read-only, and every submitted assessment side by side. */
function Submitted({ assessment }: { assessment: Assessment }) {
  const { t } = useTranslation('invitations');
  const form = readFragment(MarketAssessmentFormFieldsFragment, assessment.form);
  const wan = (n: number | null | undefined) => (n === null || n === undefined ? '-' : `${n.toLocaleString('en-US')} ${t('invitations.assessment.wan')}`);
  return (
    <>
      <Alert
        type="success"
        showIcon
        data-testid="assessment-submitted"
        title={t('invitations.assessment.done', { time: assessment.submittedAt ? dayjs(assessment.submittedAt).format('YYYY-MM-DD HH:mm') : '-' })}
      />
      <Card size="small" title={t('invitations.assessment.mine')} data-testid="assessment-readonly">
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
          {YEARS.map((year, i) => (
            <Descriptions.Item key={year} label={t('invitations.assessment.year', { year })}>
              {wan(form.yearlyTotalsWan[i])}
            </Descriptions.Item>
          ))}
          <Descriptions.Item label={t('invitations.assessment.share')}>{form.projectSharePct === null || form.projectSharePct === undefined ? '-' : `${form.projectSharePct}%`}</Descriptions.Item>
          <Descriptions.Item label={t('invitations.assessment.value')}>{wan(form.marketValueWan)}</Descriptions.Item>
          <Descriptions.Item label={t('invitations.assessment.score')}>
            {form.competitionScore ?? '-'} {assessment.grade ? <Tag color={GRADE_COLORS[assessment.grade as keyof typeof GRADE_COLORS]}>{assessment.grade}</Tag> : null}
          </Descriptions.Item>
          <Descriptions.Item label={t('invitations.assessment.evidence')} span="filled">
            <span style={{ whiteSpace: 'pre-wrap' }}>{form.evidence}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('invitations.assessment.comments')} span="filled">
            <span style={{ whiteSpace: 'pre-wrap' }}>{form.comments || '-'}</span>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title={t('invitations.assessment.sideBySide')}>
        <MarketAssessmentSummary requirementNo={assessment.requirement.requirementNo} />
      </Card>
    </>
  );
}
