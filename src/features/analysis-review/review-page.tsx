import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Card, Descriptions, Input, InputNumber, Modal, Result, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { inviteStatus, inviteType, taskState } from '../../../machines/codes';
import { requiresGuidelines, reviewTaskMachine } from '../../../machines/requirement/review-task.machine';
import type { RuleError } from '../../../machines/rules/messages';
import { formatTenths, REVIEW_COMMENT_MAX, SCORE_MAX, SCORE_MIN, type Scorecard } from '../../../machines/rules/scorecard';
import { useCodeLabel } from '@/components/code-tag';
import { useRuleLang, useRuleText } from '@/components/code-flow/use-rule-text';
import { PageNotReady } from '@/components/page-not-ready';
import { RequirementPlansQuery, ScorecardFieldsFragment, SubTopicFieldsFragment, SubTopicList } from '@/entities/breakdown-plan';
import { RequirementSolutions } from '@/entities/solution';
import { DeadlineCountdown } from '@/entities/campaign';
import { InvitationFieldsFragment, InvitationStatusTag, inviteDetailPath } from '@/entities/invitation';
import { useFragment as readFragment } from '@/gql';
import type { InvitationFieldsFragment as Invitation, ReviewTaskFieldsFragment as Task } from '@/gql/graphql';
import { idParam } from '@/lib/id-param';
import { useMachineStateLabel } from '@/lib/use-machine-state-label';
import { ReviewGuidelines } from './review-guidelines';
import { ReviewTaskFieldsFragment } from './review-task.fragment';
import { AcknowledgeGuidelinesMutation, ReviewTaskQuery, SaveReviewScoresMutation, SubmitReviewScoresMutation } from './review-task.operation';
import { ScorecardTable } from './scorecard-table';
import { liveTotal, reviewError, reviewsOf, sheetOf, type ScoreSheet } from './score-form';

const reviewCate = Number(inviteType.values.analysisReview);
const solutionReviewCate = Number(inviteType.values.solutionReview);
const REVIEW_CATES = [reviewCate, solutionReviewCate];
const pending = Number(inviteStatus.values.pending);
const characters = (text: string) => [...text].length;
const CONFLICT_RULES: Record<string, RuleError['rule']> = { publisher: 'conflictAsPublisher', provider: 'conflictAsProvider', funder: 'conflictAsFunder' };
const REFRESH = ['ReviewTask', 'InviteStateGroup', 'InviteCateGroup', 'InviteList'];

/**
 * The analysis review (stage 2, step 2; spec /projectAnalysisReviewReview?id=<kind-4 invitation>) and the expert
 * review of solutions (step 4; /resolve?id=<kind-7 invitation>): the review guidelines in a dialog (kind 4 may
 * acknowledge them; kind 7 must before scoring: the dialog opens by itself and closing it leaves no form), the
 * weighted scorecard before scoring (the table of /scoringTable, also a section here), each plan with its sub-topics or
 * each solution's content grouped by sub-topic, a score per criterion, the comment (required for kind 7), the live
 * weighted total, Save and a confirmed Submit; a conflict of interest shows why and no form.
 */
export function ReviewPage() {
  const { t } = useTranslation('invitations');
  const [params] = useSearchParams();
  const id = idParam(params);
  const { data, error, refetch } = useQuery(ReviewTaskQuery, { variables: { invitationId: id ?? 0 }, skip: id === null, fetchPolicy: 'cache-and-network' });
  if (id === null) return <Result status="404" title={t('invitations.detail.missing')} />;
  if (!data) return <PageNotReady error={error} title={t('invitations.detail.loadError')} retryLabel={t('invitations.actions.retry')} onRetry={() => void refetch().catch(() => undefined)} />;
  return <Review invitation={readFragment(InvitationFieldsFragment, data.invitation)} task={readFragment(ReviewTaskFieldsFragment, data.reviewTask)} reload={() => void refetch().catch(() => undefined)} />;
}

function Review({ invitation: inv, task, reload }: { invitation: Invitation; task: Task; reload(): void }) {
  const { t } = useTranslation('invitations');
  const ruleText = useRuleText();
  const label = useCodeLabel();
  const stateLabel = useMachineStateLabel(reviewTaskMachine);
  const [guidelines, setGuidelines] = useState(() => task.editable && !task.guidelinesAcknowledged && !task.conflict);
  const detail = inviteDetailPath(inv.id);
  const submitted = task.taskState === taskState.values.done;
  const solutions = inv.cate === solutionReviewCate;
  let body: React.ReactNode;
  if (!REVIEW_CATES.includes(inv.cate)) body = <Alert type="warning" showIcon title={t('invitations.review.notSolutionReview')} action={<Link to={detail}>{t('invitations.actions.details')}</Link>} />;
  else if (task.conflict) body = <Alert type="error" showIcon data-testid="review-conflict" title={ruleText({ rule: CONFLICT_RULES[task.conflict] ?? 'conflictAsProvider' })} description={t('invitations.review.conflictHint')} />;
  else if (task.editable && requiresGuidelines(task.cate) && !task.guidelinesAcknowledged)
    body = (
      <Alert
        type="info"
        showIcon
        data-testid="review-guidelines-first"
        title={t('invitations.review.guidelinesFirst')}
        action={
          <Button size="small" onClick={() => setGuidelines(true)}>
            {t('invitations.review.readGuidelines')}
          </Button>
        }
      />
    );
  else if (task.editable) body = <ScoreForm key={task.taskId ?? 0} task={task} />;
  else if (submitted) body = <Plans task={task} readOnly />;
  else if (inv.status === pending) body = <Alert type="info" showIcon title={t('invitations.evaluate.acceptFirst')} action={<Link to={detail}>{t('invitations.actions.details')}</Link>} />;
  else body = <Alert type="warning" showIcon title={t('invitations.evaluate.closed')} action={<Link to={detail}>{t('invitations.actions.details')}</Link>} />;

  return (
    <section className="portal-page analysis-review" aria-labelledby="review-title">
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <header>
          <h1 id="review-title" style={{ fontSize: 22, margin: '0 0 8px' }}>
            {t(solutions ? 'invitations.review.titleSolutions' : 'invitations.review.title')}
          </h1>
          <Space wrap>
            <Typography.Text strong>{inv.requirement.title}</Typography.Text>
            <Typography.Text type="secondary">{inv.requirement.requirementNo}</Typography.Text>
            <InvitationStatusTag status={inv.status} />
          </Space>
        </header>
        <Card size="small" title={t('invitations.review.task')} data-testid="review-task" extra={<Button onClick={() => setGuidelines(true)} data-testid="review-guidelines-open">{t('invitations.review.guidelines')}</Button>}>
          <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
            <Descriptions.Item label={t('invitations.analysis.state')}>{task.state ? <Tag color="blue">{stateLabel(task.state)}</Tag> : '-'}</Descriptions.Item>
            <Descriptions.Item label={t('invitations.analysis.taskState')}>{task.taskState ? label(taskState.entries, task.taskState) : '-'}</Descriptions.Item>
            <Descriptions.Item label={t('invitations.review.acknowledged')}>{t(task.guidelinesAcknowledged ? 'invitations.review.yes' : 'invitations.review.no')}</Descriptions.Item>
            <Descriptions.Item label={t('invitations.field.expiredAt')}>{task.expiredAt ? dayjs(task.expiredAt).format('YYYY-MM-DD HH:mm') : '-'}</Descriptions.Item>
          </Descriptions>
          {task.editable && task.expiredAt ? <DeadlineCountdown deadlineAt={task.expiredAt} label={t('invitations.detail.taskWithin')} onFinish={reload} /> : null}
        </Card>
        {!task.conflict && (
          <Card size="small" title={t('invitations.review.scorecard')}>
            <ScorecardTable scorecard={readFragment(ScorecardFieldsFragment, task.scorecard)} solutions={solutions} />
          </Card>
        )}
        {body}
      </Space>
      <GuidelinesDialog task={task} open={guidelines} onClose={() => setGuidelines(false)} />
    </section>
  );
}

/** The review guidelines; the reviewer may acknowledge them while the task is open (kind 7 must, before scoring). */
function GuidelinesDialog({ task, open, onClose }: { task: Task; open: boolean; onClose(): void }) {
  const { t } = useTranslation('invitations');
  const [acknowledge, { loading }] = useMutation(AcknowledgeGuidelinesMutation, { refetchQueries: ['ReviewTask'] });
  const canAcknowledge = task.editable && !task.guidelinesAcknowledged && !task.conflict;
  return (
    <Modal
      open={open}
      title={t('invitations.review.guidelines')}
      onCancel={onClose}
      maskClosable={!(canAcknowledge && requiresGuidelines(task.cate))}
      footer={
        <Space>
          <Button onClick={onClose} data-testid="review-guidelines-close">
            {t('invitations.review.close')}
          </Button>
          {canAcknowledge ? (
            <Button
              type="primary"
              loading={loading}
              data-testid="review-guidelines-ack"
              onClick={async () => {
                const result = await acknowledge({ variables: { invitationId: task.invitationId } }).catch(() => null);
                if (result?.data) onClose();
              }}
            >
              {t('invitations.review.acknowledge')}
            </Button>
          ) : null}
        </Space>
      }
    >
      <ReviewGuidelines />
      <Typography.Paragraph type="secondary">{t(requiresGuidelines(task.cate) ? 'invitations.review.mustAcknowledge' : 'invitations.review.mayAcknowledge')}</Typography.Paragraph>
    </Modal>
  );
}

/** The plans in review ("Plan 1, 2, …") with their sub-topics; `render` adds the score inputs below each. */
function Plans({ task, readOnly, render }: { task: Task; readOnly?: boolean; render?(itemId: number): React.ReactNode }) {
  if (task.cate === solutionReviewCate) return <Solutions task={task} readOnly={readOnly} render={render} />;
  return <BreakdownPlans task={task} readOnly={readOnly} render={render} />;
}

/** The solutions in review ("Solution 1, 2, …") with their content, grouped by sub-topic. */
function Solutions({ task, readOnly, render }: { task: Task; readOnly?: boolean; render?(itemId: number): React.ReactNode }) {
  const { t } = useTranslation('invitations');
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {readOnly ? <Alert type="success" showIcon data-testid="review-submitted" title={t('invitations.review.done')} /> : null}
      <RequirementSolutions
        requirementNo={task.requirement.requirementNo}
        only={task.items}
        render={(itemId) => {
          const mine = task.reviews.find((r) => r.itemId === itemId);
          return (
            <>
              {render ? render(itemId) : null}
              {readOnly && mine ? <ReadOnlyScores task={task} review={mine} /> : null}
            </>
          );
        }}
      />
    </Space>
  );
}

function BreakdownPlans({ task, readOnly, render }: { task: Task; readOnly?: boolean; render?(itemId: number): React.ReactNode }) {
  const { t } = useTranslation('invitations');
  const { data } = useQuery(RequirementPlansQuery, { variables: { requirementNo: task.requirement.requirementNo }, fetchPolicy: 'cache-and-network' });
  const plans = data?.requirementPlans.plans ?? [];
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {readOnly ? <Alert type="success" showIcon data-testid="review-submitted" title={t('invitations.review.done')} /> : null}
      {task.items.map((item) => {
        const plan = plans.find((p) => p.planId === item.itemId);
        const mine = task.reviews.find((r) => r.itemId === item.itemId);
        return (
          <Card key={item.itemId} size="small" title={t('invitations.review.plan', { n: item.label })} data-testid={`review-plan-${item.label}`}>
            {plan ? <SubTopicList subTopics={plan.subTopics.map((s) => readFragment(SubTopicFieldsFragment, s))} /> : null}
            {render ? render(item.itemId) : null}
            {readOnly && mine ? <ReadOnlyScores task={task} review={mine} /> : null}
          </Card>
        );
      })}
    </Space>
  );
}

function ReadOnlyScores({ task, review }: { task: Task; review: Task['reviews'][number] }) {
  const { t } = useTranslation('invitations');
  const lang = useRuleLang();
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ marginTop: 12 }} data-testid="review-readonly">
      {readFragment(ScorecardFieldsFragment, task.scorecard).criteria.map((c) => (
        <Descriptions.Item key={c.key} label={c.label[lang]}>
          {review.scores.find((s) => s.key === c.key)?.score ?? '-'}
        </Descriptions.Item>
      ))}
      <Descriptions.Item label={t('invitations.review.total')}>{review.totalTenths === null || review.totalTenths === undefined ? '-' : formatTenths(review.totalTenths)}</Descriptions.Item>
      <Descriptions.Item label={t('invitations.review.comment')} span="filled">
        <span style={{ whiteSpace: 'pre-wrap' }}>{review.comment || '-'}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}

function ScoreForm({ task }: { task: Task }) {
  const { t } = useTranslation('invitations');
  const lang = useRuleLang();
  const ruleText = useRuleText();
  const { modal, message } = App.useApp();
  const card: Scorecard = readFragment(ScorecardFieldsFragment, task.scorecard);
  const [sheet, setSheet] = useState<ScoreSheet>(() => sheetOf(task.items, task.reviews, card));
  const [tried, setTried] = useState(false);
  const [save, saving] = useMutation(SaveReviewScoresMutation, { refetchQueries: ['ReviewTask'] });
  const [submit, submitting] = useMutation(SubmitReviewScoresMutation, { refetchQueries: REFRESH });
  const solutions = task.cate === solutionReviewCate;
  const commentRequired = requiresGuidelines(task.cate);
  const itemLabel = (n: number) => t(solutions ? 'invitations.review.solution' : 'invitations.review.plan', { n });
  const problems = task.items.map((item) => ({ item, error: reviewError(card, sheet[item.itemId]!, commentRequired) })).filter((p) => p.error);
  const variables = { invitationId: task.invitationId, reviews: reviewsOf(sheet) };
  const set = (itemId: number, patch: Partial<ScoreSheet[number]>) => setSheet((s) => ({ ...s, [itemId]: { ...s[itemId]!, ...patch } }));

  const doSave = async () => {
    const result = await save({ variables }).catch(() => null);
    if (result?.data) void message.success(t('invitations.review.saved'));
  };
  const confirmSubmit = () => {
    setTried(true);
    if (problems.length) return;
    modal.confirm({
      title: t('invitations.review.confirmTitle'),
      content: t(solutions ? 'invitations.review.confirmBodySolutions' : 'invitations.review.confirmBody', { count: task.items.length }),
      okText: t('invitations.review.submit'),
      cancelText: t('invitations.actions.cancel'),
      onOk: async () => {
        const result = await submit({ variables }).catch(() => null);
        if (result?.data) void message.success(t('invitations.review.submitted'));
      },
    });
  };

  return (
    <>
      <Plans
        task={task}
        render={(itemId) => {
          const review = sheet[itemId]!;
          const total = liveTotal(card, review.scores);
          const item = task.items.find((i) => i.itemId === itemId)!;
          return (
            <div style={{ marginTop: 12 }} data-testid={`review-scores-${item.label}`}>
              <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' }}>
                {card.criteria.map((c) => (
                  <label key={c.key} style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
                    <span>
                      {c.label[lang]} ({c.weight}%)
                    </span>
                    <InputNumber
                      aria-label={t(solutions ? 'invitations.review.scoreOfSolution' : 'invitations.review.scoreOf', { plan: item.label, criterion: c.label[lang] })}
                      min={SCORE_MIN}
                      max={SCORE_MAX}
                      precision={0}
                      value={review.scores[c.key]}
                      onChange={(value) => set(itemId, { scores: { ...review.scores, [c.key]: value ?? null } })}
                      style={{ width: '100%' }}
                    />
                  </label>
                ))}
              </div>
              <label style={{ display: 'flex', flexDirection: 'column', gap: 4, marginTop: 12 }}>
                <span>{t(commentRequired ? 'invitations.review.commentRequired' : 'invitations.review.commentOptional')}</span>
                <Input.TextArea
                  aria-label={t(solutions ? 'invitations.review.commentOfSolution' : 'invitations.review.commentOf', { plan: item.label })}
                  aria-required={commentRequired}
                  value={review.comment}
                  autoSize={{ minRows: 2, maxRows: 6 }}
                  count={{ show: true, max: REVIEW_COMMENT_MAX, strategy: characters }}
                  onChange={(e) => set(itemId, { comment: e.target.value })}
                />
              </label>
              <Typography.Paragraph style={{ marginTop: 8 }} aria-live="polite" data-testid={`review-total-${item.label}`}>
                {t('invitations.review.total')}: <strong>{total ?? '-'}</strong>
                {total === null ? <Typography.Text type="secondary"> ({t('invitations.review.totalHint')})</Typography.Text> : null}
              </Typography.Paragraph>
            </div>
          );
        }}
      />
      {tried && problems.length ? (
        <Alert
          type="error"
          showIcon
          data-testid="review-incomplete"
          title={t('invitations.review.incomplete')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {problems.map((p) => (
                <li key={p.item.itemId}>
                  {itemLabel(p.item.label)}: {ruleText(p.error)}
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
      <Space wrap>
        <Button loading={saving.loading} disabled={submitting.loading} onClick={() => void doSave()} data-testid="review-save">
          {t('invitations.review.save')}
        </Button>
        <Button type="primary" loading={submitting.loading} disabled={saving.loading} onClick={confirmSubmit} data-testid="review-submit">
          {t('invitations.review.submit')}
        </Button>
      </Space>
    </>
  );
}
