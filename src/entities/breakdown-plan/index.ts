/**
 * Breakdown plans (stage 2, steps 1 and 2) in the app: the sub-topic and scorecard fragments, the request categories
 * they pick from, the read-only sub-topic list and a requirement's submitted plans with the selection's announcement,
 * shared by the analyst's page, the reviewer's page and the publisher's pre-review detail (/taskDetail2). Strings:
 * `requirements.plans.*`.
 */
export { SubTopicFieldsFragment } from './sub-topic-fields.fragment';
export { ScorecardFieldsFragment } from './scorecard-fields.fragment';
export { RequirementPlans } from './requirement-plans';
export { RequirementPlansQuery } from './requirement-plans.query';
export { SubTopicList } from './sub-topic-list';
export { usePlanCategories } from './use-plan-categories';
