/**
 * The breakdown plan form's state in the page (pure: tested without React). The rules are the shared ones of
 * machines/rules/breakdown-plan.ts, so the page and the services say the same words: a draft may be partial but never
 * malformed (shown at once), a submission needs 1-20 complete sub-topics with at most one integration topic (missing
 * fields are named once touched, or all of them after a Submit was tried).
 */
import { planErrors, subTopicErrors, validatePlanShape, type SubTopic, type SubTopicField } from '../../../machines/rules/breakdown-plan';
import type { RuleError } from '../../../machines/rules/messages';

export type { SubTopic, SubTopicField };

export const emptySubTopic = (): SubTopic => ({
  title: '',
  categoryId: null,
  keywords: [],
  researchContent: '',
  expectedResults: '',
  metrics: [{ name: '', target: '' }],
  technicalBasis: '',
  integration: false,
});

/** A stored sub-topic as the form edits it (the view's id and position dropped). */
export function topicOf(saved: SubTopic): SubTopic {
  return {
    title: saved.title,
    categoryId: saved.categoryId ?? null,
    keywords: [...saved.keywords],
    researchContent: saved.researchContent,
    expectedResults: saved.expectedResults,
    metrics: saved.metrics.map((m) => ({ name: m.name, target: m.target })),
    technicalBasis: saved.technicalBasis,
    integration: saved.integration,
  };
}

/** Touched fields per sub-topic (by position in the list); `all` after a Submit was tried. */
export type PlanTouched = { all: boolean; topics: Array<Partial<Record<SubTopicField, boolean>>> };

export type PlanCheck = {
  /** The error to show under each field of each sub-topic. */
  shown: Array<Partial<Record<SubTopicField, RuleError>>>;
  /** The plan's own problem (count, integration topics), shown at once when malformed, else after a Submit try. */
  shape: RuleError | null;
  /** Every problem of the complete plan, "Sub-topic n" first (what keeps Submit disabled). */
  missing: Array<{ index: number | null; error: RuleError }>;
  savable: boolean;
  complete: boolean;
};

export function checkPlan(topics: readonly SubTopic[], touched: PlanTouched): PlanCheck {
  const shown = topics.map((topic, i) => {
    const malformed = subTopicErrors(topic, { partial: true });
    const full = subTopicErrors(topic);
    const out: Partial<Record<SubTopicField, RuleError>> = {};
    for (const [field, error] of Object.entries(full) as Array<[SubTopicField, RuleError]>) {
      if (malformed[field] || touched.all || touched.topics[i]?.[field]) out[field] = malformed[field] ?? error;
    }
    return out;
  });
  const partialShape = validatePlanShape(topics, { partial: true });
  const fullShape = validatePlanShape(topics);
  const missing = planErrors(topics);
  return {
    shown,
    shape: partialShape ?? (touched.all ? fullShape : null),
    missing,
    savable: planErrors(topics, { partial: true }).length === 0,
    complete: missing.length === 0,
  };
}
