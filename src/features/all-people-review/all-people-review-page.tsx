import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Card, Empty, Input, Result, Skeleton, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { breakdownPlanMachine } from '../../../machines/requirement/breakdown-plan.machine';
import { PLAN_COMMENT_MAX, PLAN_COMMENTS_PER_MEMBER, planCommentLength, validatePlanComment } from '../../../machines/rules/plan-opinion';
import { useRuleText } from '@/components/code-flow/use-rule-text';
import { PageNotReady } from '@/components/page-not-ready';
import { DeadlineCountdown } from '@/entities/campaign';
import { RequirementFieldsFragment, RequirementPageShell, requirementIdOf, REQUIREMENT_DETAIL_PATH, withId } from '@/entities/requirement';
import { useFragment as readFragment } from '@/gql';
import type { PlanOpinionsFieldsFragment as Opinions, RequirementFieldsFragment as RequirementFields } from '@/gql/graphql';
import { serviceErrorStatus } from '@/lib/errors';
import { useMachineStateLabel } from '@/lib/use-machine-state-label';
import { PlanOpinionsFieldsFragment } from './plan-opinions.fragment';
import { CommentPlanMutation, OpinionRequirementQuery, PlanOpinionsQuery, VotePlanMutation } from './plan-opinions.operation';
import './all-people-review.css';

type Plan = Opinions['plans'][number];
const REFUSALS = ['notOpen', 'publisher', 'analyst', 'notInHall'] as const;
type Refusal = (typeof REFUSALS)[number];
const refusalOf = (value: string | null | undefined): Refusal | null => (value ? ((REFUSALS as readonly string[]).includes(value) ? (value as Refusal) : 'notOpen') : null);

/**
 * The all-people review of breakdown plans (spec /allPeopleReviewPlan?id=<requirement id>, issue 12; the rule:
 * docs/requirements.md "All-people review plan"): the requirement, how the review works, each plan in review with its
 * sub-topics, votes and comments. While the analysis review is open a hall member who is not the publisher and did not
 * submit a plan casts one vote (moved with a confirmation) and comments (1-500 characters); anyone else reads, with the
 * reason (the server's `refusal`, never a state compared here); once the window ends the page is read-only.
 */
export function AllPeopleReviewPage() {
  const { t } = useTranslation('opinions');
  const [params] = useSearchParams();
  const id = requirementIdOf(params);
  const requirement = useQuery(OpinionRequirementQuery, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'cache-and-network' });
  if (id === null) return <Result status="404" title={t('opinions.missing')} extra={<Link to="/hall">{t('opinions.toHall')}</Link>} />;
  if (!requirement.data)
    return <PageNotReady error={requirement.error} title={t('opinions.loadError')} retryLabel={t('opinions.retry')} onRetry={() => void requirement.refetch().catch(() => undefined)} />;
  return <Review requirement={readFragment(RequirementFieldsFragment, requirement.data.hallRequirement)} reloadRequirement={() => void requirement.refetch().catch(() => undefined)} />;
}

function Review({ requirement: r, reloadRequirement }: { requirement: RequirementFields; reloadRequirement(): void }) {
  const { t } = useTranslation('opinions');
  // A member outside the hall may not read the review (the services answer 404): the page says how to take part.
  const { data, error, refetch } = useQuery(PlanOpinionsQuery, { variables: { requirementNo: r.requirementNo }, fetchPolicy: 'cache-and-network', context: { silentErrors: true } });
  const opinions = data ? readFragment(PlanOpinionsFieldsFragment, data.planOpinions) : null;
  const reload = () => {
    reloadRequirement();
    void refetch().catch(() => undefined);
  };

  let body: React.ReactNode;
  if (opinions) body = <OpinionList requirement={r} opinions={opinions} reload={reload} />;
  else if (serviceErrorStatus(error) === 404)
    body = <Alert type="warning" showIcon data-testid="opinions-unreadable" title={t('opinions.unreadable')} action={<Link to="/hall">{t('opinions.toHall')}</Link>} />;
  else if (error) body = <PageNotReady error={error} title={t('opinions.loadError')} retryLabel={t('opinions.retry')} onRetry={() => void refetch().catch(() => undefined)} />;
  else body = <Skeleton active paragraph={{ rows: 6 }} />;

  return (
    <RequirementPageShell
      className="all-people-review"
      titleId="opinions-title"
      title={t('opinions.title')}
      requirement={r}
      back={{ to: withId(REQUIREMENT_DETAIL_PATH, r.id), label: t('opinions.toRequirement') }}
    >
      <Rule />
      {body}
    </RequirementPageShell>
  );
}

/** The rule, in the words of docs/requirements.md "All-people review plan". */
function Rule() {
  const { t } = useTranslation('opinions');
  return (
    <Card size="small" title={<h2 className="all-people-review__h2">{t('opinions.rule.title')}</h2>} data-testid="opinions-rule">
      <ul className="all-people-review__rule">
        <li>{t('opinions.rule.who')}</li>
        <li>{t('opinions.rule.vote')}</li>
        <li>{t('opinions.rule.comment', { max: PLAN_COMMENT_MAX, count: PLAN_COMMENTS_PER_MEMBER })}</li>
        <li>{t('opinions.rule.window')}</li>
        <li>{t('opinions.rule.ties')}</li>
      </ul>
    </Card>
  );
}

function OpinionList({ requirement: r, opinions, reload }: { requirement: RequirementFields; opinions: Opinions; reload(): void }) {
  const { t } = useTranslation('opinions');
  const refusal = refusalOf(opinions.refusal);
  const canAct = opinions.open && refusal === null;
  let notice: React.ReactNode;
  if (!opinions.open) notice = <Alert type="info" showIcon data-testid="opinions-closed" title={t('opinions.closed.title')} description={t('opinions.closed.body')} />;
  else if (refusal)
    notice = (
      <Alert
        type="warning"
        showIcon
        data-testid="opinions-refusal"
        title={t(`opinions.refusal.${refusal}`)}
        description={t('opinions.refusal.readOnly')}
        action={refusal === 'notInHall' ? <Link to="/hall">{t('opinions.toHall')}</Link> : undefined}
      />
    );
  else
    notice = (
      <Alert
        type="success"
        showIcon
        data-testid="opinions-open"
        title={t('opinions.open.title')}
        description={r.deadlineAt ? <DeadlineCountdown deadlineAt={r.deadlineAt} label={t('opinions.open.endsIn')} onFinish={reload} /> : undefined}
      />
    );

  return (
    <>
      {notice}
      {opinions.plans.length === 0 ? (
        <Card size="small">
          <Empty data-testid="opinions-empty" description={t('opinions.empty')} />
        </Card>
      ) : (
        opinions.plans.map((plan) => <PlanCard key={plan.planId} requirementNo={opinions.requirementNo} plan={plan} myVote={opinions.myVote ?? null} plans={opinions.plans} canAct={canAct} />)
      )}
    </>
  );
}

function PlanCard({ requirementNo, plan, plans, myVote, canAct }: { requirementNo: string; plan: Plan; plans: Plan[]; myVote: number | null; canAct: boolean }) {
  const { t } = useTranslation('opinions');
  const { modal, message } = App.useApp();
  const stateLabel = useMachineStateLabel(breakdownPlanMachine);
  const [vote, voting] = useMutation(VotePlanMutation);
  const mine = myVote === plan.planId;
  const name = t('opinions.plan', { n: plan.analyst });

  const castVote = async () => {
    const moved = myVote !== null;
    const result = await vote({ variables: { requirementNo, planId: plan.planId } }).catch(() => null);
    if (result?.data) void message.success(t(moved ? 'opinions.vote.moved' : 'opinions.vote.recorded', { plan: name }));
  };
  const onVote = () => {
    if (myVote === null) return void castVote();
    const from = plans.find((p) => p.planId === myVote);
    modal.confirm({
      title: t('opinions.vote.confirmTitle'),
      content: t('opinions.vote.confirmBody', { from: from ? t('opinions.plan', { n: from.analyst }) : '-', to: name }),
      okText: t('opinions.vote.confirm'),
      cancelText: t('opinions.cancel'),
      onOk: castVote,
    });
  };

  return (
    <Card
      size="small"
      className={mine ? 'all-people-review__plan all-people-review__plan--mine' : 'all-people-review__plan'}
      data-testid={`opinions-plan-${plan.analyst}`}
      title={
        <Space wrap>
          <h2 className="all-people-review__h2">{name}</h2>
          <Tag>{stateLabel(plan.state)}</Tag>
        </Space>
      }
      extra={
        <Space wrap>
          <span aria-live="polite" data-testid={`opinions-votes-${plan.analyst}`}>
            {t('opinions.votes', { count: plan.votes })}
          </span>
          {mine ? (
            <Tag color="gold" data-testid={`opinions-mine-${plan.analyst}`}>
              {t('opinions.vote.mine')}
            </Tag>
          ) : null}
          {canAct && !mine ? (
            <Button type="primary" size="small" loading={voting.loading} onClick={onVote} data-testid={`opinions-vote-${plan.analyst}`} aria-label={t('opinions.vote.forPlan', { plan: name })}>
              {t(myVote === null ? 'opinions.vote.cast' : 'opinions.vote.move')}
            </Button>
          ) : null}
        </Space>
      }
    >
      <h3 className="all-people-review__h3">{t('opinions.subTopics')}</h3>
      {plan.subTopics.length ? (
        <ol className="all-people-review__topics">
          {plan.subTopics.map((topic) => (
            <li key={topic.position}>
              <Typography.Text strong>{topic.title}</Typography.Text>
              <dl>
                <dt>{t('opinions.research')}</dt>
                <dd>{topic.researchContent || '-'}</dd>
                <dt>{t('opinions.results')}</dt>
                <dd>{topic.expectedResults || '-'}</dd>
              </dl>
            </li>
          ))}
        </ol>
      ) : (
        <Typography.Text type="secondary">-</Typography.Text>
      )}
      <h3 className="all-people-review__h3">{t('opinions.comments.title', { count: plan.comments.length })}</h3>
      {plan.comments.length ? (
        <ul className="all-people-review__comments" data-testid={`opinions-comments-${plan.analyst}`}>
          {plan.comments.map((c) => (
            <li key={c.id}>
              <Space wrap size={4}>
                <Typography.Text strong>{c.author || t('opinions.comments.anonymous')}</Typography.Text>
                {c.mine ? <Tag>{t('opinions.comments.mine')}</Tag> : null}
                <Typography.Text type="secondary">{dayjs(c.createdAt).format('YYYY-MM-DD HH:mm')}</Typography.Text>
              </Space>
              <p className="all-people-review__comment-body">{c.body}</p>
            </li>
          ))}
        </ul>
      ) : (
        <Typography.Paragraph type="secondary">{t('opinions.comments.none')}</Typography.Paragraph>
      )}
      {canAct ? <CommentBox requirementNo={requirementNo} plan={plan} name={name} /> : null}
    </Card>
  );
}

/** 1-500 characters, counted and checked as the services do (machines/rules/plan-opinion.ts); no submit on Enter. */
function CommentBox({ requirementNo, plan, name }: { requirementNo: string; plan: Plan; name: string }) {
  const { t } = useTranslation('opinions');
  const ruleText = useRuleText();
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [comment, { loading }] = useMutation(CommentPlanMutation);
  const problem = validatePlanComment(text);
  const showProblem = tried || planCommentLength(text) > PLAN_COMMENT_MAX;
  const errorId = `opinions-comment-error-${plan.planId}`;

  const post = async () => {
    setTried(true);
    if (problem) return;
    const result = await comment({ variables: { requirementNo, planId: plan.planId, body: text } }).catch(() => null);
    if (result?.data) {
      setText('');
      setTried(false);
      void message.success(t('opinions.comments.posted'));
    }
  };

  return (
    <div className="all-people-review__comment-box">
      <label htmlFor={`opinions-comment-${plan.planId}`}>{t('opinions.comments.label')}</label>
      <Input.TextArea
        id={`opinions-comment-${plan.planId}`}
        aria-label={t('opinions.comments.labelOf', { plan: name })}
        aria-invalid={showProblem && problem ? true : undefined}
        aria-describedby={showProblem && problem ? errorId : undefined}
        data-testid={`opinions-comment-${plan.planId}`}
        value={text}
        placeholder={t('opinions.comments.placeholder')}
        autoSize={{ minRows: 2, maxRows: 6 }}
        count={{ show: true, max: PLAN_COMMENT_MAX, strategy: planCommentLength }}
        status={showProblem && problem ? 'error' : undefined}
        onChange={(e) => setText(e.target.value)}
      />
      {showProblem && problem ? (
        <Typography.Text type="danger" id={errorId} role="alert">
          {ruleText(problem)}
        </Typography.Text>
      ) : null}
      <div>
        <Button onClick={() => void post()} loading={loading} data-testid={`opinions-comment-post-${plan.analyst}`}>
          {t('opinions.comments.post')}
        </Button>
      </div>
    </div>
  );
}
