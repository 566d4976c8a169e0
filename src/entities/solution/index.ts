/**
 * Solutions (stage 2, steps 3 and 4) in the app: the content fragment and its read-only view, and a requirement's
 * solutions grouped by sub-topic, shared by the provider's page, the expert's review page and the publisher's
 * pre-review detail (/taskDetail2). Strings: `solutions.*`.
 */
export { RequirementSolutions, type TopicTitles } from './requirement-solutions';
export { RequirementSolutionsQuery } from './requirement-solutions.query';
export { SolutionContentFieldsFragment } from './solution-content.fragment';
export { SolutionContentView } from './solution-content-view';
