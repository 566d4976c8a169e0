import { useQuery } from '@apollo/client/react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { planResult } from '../../../machines/codes';
import { RequirementPlansQuery } from '@/entities/breakdown-plan';
import { RequirementSolutions, type TopicTitles } from '@/entities/solution';
import { useFragment as readFragment } from '@/gql';
import { SubTopicFieldsFragment } from '@/entities/breakdown-plan';

/**
 * The publisher's view of steps 3 and 4 on /taskDetail2: before the expert review ends, what happens (the services
 * show the publisher no solution until then); afterwards each sub-topic of the selected plan with its solutions, the
 * ones that passed announced first, and the stage-complete state. The services give the publisher results, not
 * scores.
 */
export function PreReviewSolutions({ requirementNo, reviewed, complete }: { requirementNo: string; reviewed: boolean; complete: boolean }) {
  const { t } = useTranslation('solutions');
  const plans = useQuery(RequirementPlansQuery, { variables: { requirementNo }, fetchPolicy: 'cache-and-network', context: { silentErrors: true }, skip: !reviewed });
  if (!reviewed) return <Alert type="info" showIcon data-testid="pre-review-solutions-later" title={t('solutions.publisher.later')} />;
  const selected = plans.data?.requirementPlans.plans.find((p) => p.codes?.result === planResult.values.selected);
  const titles: TopicTitles = new Map(
    (selected?.subTopics ?? []).map((s) => readFragment(SubTopicFieldsFragment, s)).filter((s) => s.id !== null && s.id !== undefined).map((s) => [s.id!, { position: s.position, title: s.title }]),
  );
  return (
    <>
      {complete ? <Alert type="success" showIcon style={{ marginBottom: 12 }} data-testid="pre-review-complete" title={t('solutions.publisher.complete')} description={t('solutions.publisher.completeHint')} /> : null}
      <RequirementSolutions requirementNo={requirementNo} announce titles={titles} settling={complete} />
    </>
  );
}
