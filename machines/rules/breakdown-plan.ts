/**
 * A breakdown plan's sub-topics (stage 2, step 1, kind 3; spec 3 "project breakdown into sub-topics"): title,
 * category (a request category), keywords, research content, expected results with their metrics, the existing
 * technical basis, and whether the sub-topic integrates the others (at most one per plan). A draft may be partial,
 * never malformed; a submitted plan has 1-SUB_TOPICS_MAX complete sub-topics. The same rules in the form and in
 * the services.
 */
import { SUB_TOPICS_MAX } from '../requirement/breakdown-plan.machine';
import type { RuleError } from './messages';
import { KEYWORD_MAX_LENGTH, KEYWORDS_MAX } from './requirement';

export { SUB_TOPICS_MAX };
export const SUB_TOPIC_TITLE_MAX = 100;
export const SUB_TOPIC_TEXT_MAX = 2000;
export const METRICS_MAX = 10;
export const METRIC_NAME_MAX = 50;
export const METRIC_TARGET_MAX = 100;

export type Metric = { name: string; target: string };

export type SubTopic = {
  title: string;
  /** A request category id (`/requ/v1/cate/list`); null: not chosen yet. */
  categoryId: number | null;
  keywords: string[];
  researchContent: string;
  expectedResults: string;
  /** How the expected results are measured: 1-METRICS_MAX named targets. */
  metrics: Metric[];
  technicalBasis: string;
  /** The integration topic that brings the others together (optional; at most one per plan). */
  integration: boolean;
};

export type SubTopicField = 'title' | 'categoryId' | 'keywords' | 'researchContent' | 'expectedResults' | 'metrics' | 'technicalBasis';

const length = (text: string) => [...text].length;

function textError(text: string, max: number, required: RuleError, partial: boolean): RuleError | null {
  const value = text.trim();
  if (!value) return partial ? null : required;
  return length(value) > max ? { rule: 'subTopicTextLength', params: { max } } : null;
}

/** The errors of one sub-topic by field (a draft: empty fields allowed). */
export function subTopicErrors(topic: SubTopic, { partial = false } = {}): Partial<Record<SubTopicField, RuleError>> {
  const errors: Partial<Record<SubTopicField, RuleError>> = {};
  const title = topic.title.trim();
  if (!title) {
    if (!partial) errors.title = { rule: 'subTopicTitleRequired' };
  } else if (length(title) > SUB_TOPIC_TITLE_MAX) errors.title = { rule: 'subTopicTitleLength', params: { max: SUB_TOPIC_TITLE_MAX } };
  if (topic.categoryId === null) {
    if (!partial) errors.categoryId = { rule: 'subTopicCategoryRequired' };
  } else if (!Number.isSafeInteger(topic.categoryId) || topic.categoryId <= 0) errors.categoryId = { rule: 'subTopicCategoryRequired' };
  if (topic.keywords.length > KEYWORDS_MAX || topic.keywords.some((k) => !k.trim() || length(k.trim()) > KEYWORD_MAX_LENGTH)) {
    errors.keywords = { rule: 'requirementKeywordsMax', params: { max: KEYWORDS_MAX, length: KEYWORD_MAX_LENGTH } };
  }
  const research = textError(topic.researchContent, SUB_TOPIC_TEXT_MAX, { rule: 'subTopicResearchRequired' }, partial);
  if (research) errors.researchContent = research;
  const results = textError(topic.expectedResults, SUB_TOPIC_TEXT_MAX, { rule: 'subTopicResultsRequired' }, partial);
  if (results) errors.expectedResults = results;
  const metricsMalformed =
    topic.metrics.length > METRICS_MAX ||
    topic.metrics.some((m) => length(m.name.trim()) > METRIC_NAME_MAX || length(m.target.trim()) > METRIC_TARGET_MAX || (!partial && (!m.name.trim() || !m.target.trim())));
  if (metricsMalformed || (!partial && topic.metrics.length === 0)) {
    errors.metrics = { rule: 'subTopicMetrics', params: { max: METRICS_MAX, name: METRIC_NAME_MAX, target: METRIC_TARGET_MAX } };
  }
  const basis = textError(topic.technicalBasis, SUB_TOPIC_TEXT_MAX, { rule: 'subTopicBasisRequired' }, partial);
  if (basis) errors.technicalBasis = basis;
  return errors;
}

/** The first problem of a plan as a whole (count and integration topics), before any sub-topic's own. */
export function validatePlanShape(topics: readonly SubTopic[], { partial = false } = {}): RuleError | null {
  if (topics.length > SUB_TOPICS_MAX || (!partial && topics.length === 0)) return { rule: 'subTopicsCount', params: { max: SUB_TOPICS_MAX } };
  if (topics.filter((t) => t.integration).length > 1) return { rule: 'integrationTopicOnce' };
  return null;
}

/** Every problem of a plan in order: its shape, then each sub-topic's first error with its position (1-based). */
export function planErrors(topics: readonly SubTopic[], { partial = false } = {}): Array<{ index: number | null; error: RuleError }> {
  const found: Array<{ index: number | null; error: RuleError }> = [];
  const shape = validatePlanShape(topics, { partial });
  if (shape) found.push({ index: null, error: shape });
  topics.forEach((topic, i) => {
    const first = Object.values(subTopicErrors(topic, { partial }))[0];
    if (first) found.push({ index: i + 1, error: first });
  });
  return found;
}
