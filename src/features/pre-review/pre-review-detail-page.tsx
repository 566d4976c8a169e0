import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Descriptions, Result, Space, Spin, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { subStepStatus } from '../../../machines/codes/requirement.codes';
import { formatFen } from '../../../machines/rules/money';
import { useCodeLabel } from '@/components/code-tag';
import { MOBILE_BREAKPOINT, useViewportWidth } from '@/components/layout/use-viewport-width';
import { RequirementPlans } from '@/entities/breakdown-plan';
import { MarketAssessmentSummary } from '@/entities/market-assessment';
import { ALL_PEOPLE_REVIEW_PATH, ANALYSIS_REVIEW_ANNOUNCE_PATH, MY_REQUIREMENTS_PATH, requirementIdOf, TASK_DETAIL_PATH, withId } from '@/entities/requirement/paths';
import { analysisReviewEnded, atAnalysisReview } from '@/entities/requirement/requirement-codes';
import { RequirementDeadline } from '@/entities/requirement/requirement-deadline';
import { RequirementFieldsFragment } from '@/entities/requirement/requirement-fields.fragment';
import { RequirementProgress } from '@/entities/requirement/requirement-progress';
import { RequirementSummaryCard } from '@/entities/requirement/requirement-summary-card';
import { EntityFlowSection } from '@/entities/workflow/entity-flow-section';
import { WorkflowFieldsFragment } from '@/entities/workflow/workflow-fields.fragment';
import { useFragment as readFragment } from '@/gql';
import type { RequirementFieldsFragment as RequirementFields, WorkflowFieldsFragment as WorkflowFields } from '@/gql/graphql';
import { PreReviewDetailQuery } from './pre-review-detail.query';
import { currentPreReviewStep, PRE_REVIEW_STEPS, preReviewStepStatuses } from './pre-review-steps';
import { PreReviewSolutions } from './pre-review-solutions';

/**
 * The publisher's pre-review stage detail (/taskDetail2?id=, spec 2 "pre-review stage detail"): the seven stages,
 * stage 2's five steps with the current one and its status, the current step's deadline, and the detailed market
 * assessments (step -1) side by side with their aggregate and its charts; the live chart of the requirement below.
 * Before stage 2 the page says so and leads to the stage-1 detail.
 */
export function PreReviewDetailPage() {
  const { t } = useTranslation('requirements');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = requirementIdOf(params);
  const query = useQuery(PreReviewDetailQuery, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'cache-and-network' });
  const data = query.data?.myRequirement;

  let body: React.ReactNode;
  if (!data) {
    body =
      query.loading && id !== null ? (
        <Spin data-testid="pre-review-loading" />
      ) : (
        <Result status="404" title={t('requirements.publish.notFound')} extra={<Button onClick={() => navigate(MY_REQUIREMENTS_PATH)}>{t('requirements.publish.toList')}</Button>} />
      );
  } else {
    body = <PreReviewDetail requirement={readFragment(RequirementFieldsFragment, data)} workflow={readFragment(WorkflowFieldsFragment, data.workflow)} reload={() => void query.refetch().catch(() => undefined)} />;
  }
  return <section className="portal-page pre-review-detail">{body}</section>;
}

function PreReviewDetail({ requirement: r, workflow, reload }: { requirement: RequirementFields; workflow: WorkflowFields; reload(): void }) {
  const { t } = useTranslation('requirements');
  const label = useCodeLabel();
  const narrow = useViewportWidth() < MOBILE_BREAKPOINT;
  const statuses = preReviewStepStatuses(r);
  const current = currentPreReviewStep(r);
  const inStage = r.mainStage === 2;
  const deadlineAt = inStage ? (workflow.deadlineAt ?? r.deadlineAt ?? null) : null;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <RequirementSummaryCard requirement={r} headingLevel={1} />
      {r.mainStage < 2 && (
        <Alert
          type="info"
          showIcon
          title={t('requirements.preReview.notStarted')}
          action={<Link to={withId(TASK_DETAIL_PATH, r.id)}>{t('requirements.preReview.toStageOne')}</Link>}
          data-testid="pre-review-not-started"
        />
      )}
      <Card title={t('requirements.preReview.title')}>
        <RequirementProgress requirement={r} showSubSteps={false} />
        <div className="requirement-progress__sub" data-testid="pre-review-steps">
          <Steps
            size="small"
            type="dot"
            orientation={narrow ? 'vertical' : 'horizontal'}
            current={current}
            items={PRE_REVIEW_STEPS.map((step, i) => ({
              key: step.value,
              title: label(PRE_REVIEW_STEPS, step.value),
              status: statuses[i],
              content:
                inStage && i === current
                  ? label(subStepStatus.entries, String(r.subStepStatus))
                  : statuses[i] === 'finish'
                    ? label(subStepStatus.entries, subStepStatus.values.done)
                    : undefined,
            }))}
          />
        </div>
        <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ marginTop: 16 }}>
          {inStage && r.subStep !== null && r.subStep !== undefined ? (
            <Descriptions.Item label={t('requirements.detail.subStep')}>
              <span data-testid="pre-review-current">{label(PRE_REVIEW_STEPS, String(r.subStep))}</span>
            </Descriptions.Item>
          ) : null}
          {inStage ? <Descriptions.Item label={t('requirements.detail.subStepStatus')}>{label(subStepStatus.entries, String(r.subStepStatus))}</Descriptions.Item> : null}
          {deadlineAt ? (
            <Descriptions.Item label={t('requirements.field.deadline')}>
              <RequirementDeadline deadlineAt={deadlineAt} onExpired={reload} />
            </Descriptions.Item>
          ) : null}
          {r.feeFen > 0 ? <Descriptions.Item label={t('requirements.field.fee')}>¥{formatFen(r.feeFen)}</Descriptions.Item> : null}
        </Descriptions>
      </Card>
      {r.mainStage >= 2 && (
        <Card title={t('requirements.assessment.title')} data-testid="pre-review-assessments">
          <MarketAssessmentSummary requirementNo={r.requirementNo} />
        </Card>
      )}
      {r.mainStage === 2 && r.subStep !== null && r.subStep !== undefined && r.subStep >= 1 ? (
        <Card
          title={t('requirements.plans.title')}
          data-testid="pre-review-plans"
          extra={
            <Space wrap>
              {atAnalysisReview(r) ? (
                <Link to={withId(ALL_PEOPLE_REVIEW_PATH, r.id)} data-testid="all-people-review-link">
                  {t('requirements.plans.allPeopleReview')}
                </Link>
              ) : null}
              {analysisReviewEnded(r) ? (
                <Link to={withId(ANALYSIS_REVIEW_ANNOUNCE_PATH, r.id)} data-testid="announce-link">
                  {t('requirements.announce.link')}
                </Link>
              ) : null}
            </Space>
          }
        >
          <RequirementPlans requirementNo={r.requirementNo} announce />
        </Card>
      ) : null}
      {(r.mainStage === 2 && r.subStep !== null && r.subStep !== undefined && r.subStep >= 3) || r.mainStage > 2 ? (
        <Card title={t('requirements.preReview.solutions')} data-testid="pre-review-solutions">
          <PreReviewSolutions
            requirementNo={r.requirementNo}
            reviewed={r.mainStage > 2 || (r.subStep === 4 && r.subStepStatus === Number(subStepStatus.values.stageComplete))}
            complete={r.mainStage === 2 && r.subStepStatus === Number(subStepStatus.values.stageComplete)}
          />
        </Card>
      ) : null}
      <EntityFlowSection entityType="requirement" entityId={r.id} workflow={workflow} refreshKey={workflow.version} />
    </Space>
  );
}
