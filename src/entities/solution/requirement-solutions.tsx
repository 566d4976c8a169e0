import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Alert, Card, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { planReviewStatus, solutionResult } from '../../../machines/codes';
import { solutionMachine } from '../../../machines/requirement/solution.machine';
import { CodeTag } from '@/components/code-tag';
import { useFragment as readFragment } from '@/gql';
import { useMachineStateLabel } from '@/lib/use-machine-state-label';
import { RequirementSolutionsQuery } from './requirement-solutions.query';
import { SolutionContentFieldsFragment } from './solution-content.fragment';
import { SolutionContentView } from './solution-content-view';

const PASSED = solutionResult.values.passed;
const IN_REVIEW = planReviewStatus.values.inReview;
/** How often, and for how long at most, the list is read again while results are still being written (`settling`). */
const SETTLING_POLL_MS = 1500;
const SETTLING_LIMIT_MS = 30_000;

/** Sub-topic titles by id, when the caller may read the selected plan (the publisher may; experts see numbers). */
export type TopicTitles = ReadonlyMap<number, { position: number; title: string }>;

/**
 * The solutions of a requirement grouped by sub-topic ("Solution 1, 2, …" by submission order), each with its state,
 * review status and result (spec 3 codes) and its content; `announce` heads each sub-topic with the solutions that
 * passed (the publisher, /taskDetail2); `render` adds something below a solution (the expert's scores). The services
 * give no scores' means to the publisher: results only. Strings: `solutions.list.*`.
 */
export function RequirementSolutions({
  requirementNo,
  announce = false,
  titles,
  only,
  render,
  settling = false,
}: {
  requirementNo: string;
  announce?: boolean;
  titles?: TopicTitles;
  /** Show these solutions only, in this order (the review task's items). */
  only?: ReadonlyArray<{ itemId: number; label: number }>;
  render?(solutionId: number): React.ReactNode;
  /**
   * The stage has just completed: the services mark the solutions passed or not passed in the completing
   * transaction's after-commit effect, a moment after the requirement's status, and show the publisher solutions only
   * once reviewed. While none is visible or one is still in review, read the list again (up to half a minute) until
   * every result is there.
   */
  settling?: boolean;
}) {
  const { t } = useTranslation('solutions');
  const stateLabel = useMachineStateLabel(solutionMachine);
  const { data, loading, error, startPolling, stopPolling } = useQuery(RequirementSolutionsQuery, {
    variables: { requirementNo },
    fetchPolicy: 'cache-and-network',
    context: { silentErrors: true },
  });
  const listed = data?.requirementSolutions.solutions;
  const awaitingResults = settling && listed !== undefined && (listed.length === 0 || listed.some((s) => s.codes?.reviewStatus === IN_REVIEW));
  useEffect(() => {
    if (!awaitingResults) return;
    startPolling(SETTLING_POLL_MS);
    const limit = setTimeout(stopPolling, SETTLING_LIMIT_MS);
    return () => {
      clearTimeout(limit);
      stopPolling();
    };
  }, [awaitingResults, startPolling, stopPolling]);
  if (!data) {
    if (loading) return <Skeleton active paragraph={{ rows: 3 }} />;
    return error ? <Alert type="info" showIcon title={t('solutions.list.unavailable')} /> : null;
  }
  const all = data.requirementSolutions.solutions;
  const solutions = only ? only.flatMap((item) => all.filter((s) => s.solutionId === item.itemId).map((s) => ({ ...s, provider: item.label }))) : all;
  if (!solutions.length) return <Empty description={t('solutions.list.none')} data-testid="solutions-empty" />;
  const topicIds = [...new Set(solutions.map((s) => s.subTopicId))].sort((a, b) => (titles?.get(a)?.position ?? a) - (titles?.get(b)?.position ?? b));
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="solutions-list">
      {topicIds.map((topicId, i) => {
        const topic = titles?.get(topicId);
        const mine = solutions.filter((s) => s.subTopicId === topicId);
        const passed = mine.filter((s) => s.codes?.result === PASSED);
        return (
          <section key={topicId} aria-label={t('solutions.list.subTopic', { n: topic?.position ?? i + 1 })} data-testid={`solutions-topic-${topic?.position ?? i + 1}`}>
            <Typography.Title level={2} style={{ fontSize: 16 }}>
              {t('solutions.list.subTopic', { n: topic?.position ?? i + 1 })}
              {topic ? ` · ${topic.title}` : ''}
            </Typography.Title>
            {announce && mine.some((s) => s.codes?.result) ? (
              <Alert
                type={passed.length ? 'success' : 'info'}
                showIcon
                style={{ marginBottom: 8 }}
                data-testid="solutions-announcement"
                title={passed.length ? t('solutions.list.passed', { list: passed.map((s) => t('solutions.list.solution', { n: s.provider })).join(', ') }) : t('solutions.list.nonePassed')}
              />
            ) : null}
            <Space orientation="vertical" size={12} style={{ width: '100%' }}>
              {mine.map((s) => (
                <Card
                  key={s.solutionId}
                  size="small"
                  data-testid={`solution-${s.provider}`}
                  title={
                    <Space wrap>
                      <span>{t('solutions.list.solution', { n: s.provider })}</span>
                      <Tag>{stateLabel(s.state)}</Tag>
                      {s.codes?.reviewStatus ? <CodeTag entries={planReviewStatus.entries} code={s.codes.reviewStatus} /> : null}
                      {s.codes?.result ? <CodeTag entries={solutionResult.entries} code={s.codes.result} /> : null}
                    </Space>
                  }
                  extra={s.submittedAt ? <Typography.Text type="secondary">{dayjs(s.submittedAt).format('YYYY-MM-DD HH:mm')}</Typography.Text> : null}
                >
                  <SolutionContentView content={readFragment(SolutionContentFieldsFragment, s.content)} />
                  {render ? render(s.solutionId) : null}
                </Card>
              ))}
            </Space>
          </section>
        );
      })}
    </Space>
  );
}
