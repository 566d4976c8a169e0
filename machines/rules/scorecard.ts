/**
 * The weighted scorecard of the analysis review (kind 4, breakdown plans) and the expert review (kind 7,
 * solutions). Criteria and weights are data (configuration or operations' choice per requirement), shown to the
 * reviewer before scoring; the rules here are the same in the form, in the services and in the selection.
 *
 * Arithmetic, written down so that every screen shows the same number:
 * - each criterion is scored a whole number from SCORE_MIN to SCORE_MAX (0-10);
 * - the weights are positive whole numbers summing to 100, so a reviewer's weighted total Σ weight × score / 10 is
 *   on a 0-100 scale and exact in tenths of a point: it is kept as the integer Σ weight × score ("tenths");
 * - the mean over reviewers is rounded half up to a tenth;
 * - an item passes when that mean is at least the pass mark (a whole number 0-100): 60 passes 60.0, not 59.9.
 */
import { inviteType } from '../codes/invitation.codes';
import type { Localized } from './localized';
import type { RuleError } from './messages';

export const SCORE_MIN = 0;
export const SCORE_MAX = 10;
export const CRITERIA_MAX = 10;
export const REVIEW_COMMENT_MAX = 2000;

export type Criterion = { key: string; label: Localized; weight: number };
export type Scorecard = { criteria: readonly Criterion[]; passMark: number };
/** One reviewer's scores of one item, by criterion key. */
export type Scores = Readonly<Record<string, number>>;

/** The default scorecards (configuration may replace them; operations see them before inviting reviewers). */
export const ANALYSIS_REVIEW_SCORECARD: Scorecard = {
  criteria: [
    { key: 'coverage', label: { zh: '覆盖需求的完整性', en: 'Covers the whole requirement' }, weight: 30 },
    { key: 'feasibility', label: { zh: '技术可行性', en: 'Technical feasibility' }, weight: 30 },
    { key: 'clarity', label: { zh: '子课题划分清晰度', en: 'Clear sub-topics' }, weight: 20 },
    { key: 'metrics', label: { zh: '预期成果指标可考核', en: 'Measurable expected results' }, weight: 20 },
  ],
  passMark: 60,
};

export const SOLUTION_REVIEW_SCORECARD: Scorecard = {
  criteria: [
    { key: 'approach', label: { zh: '技术路线', en: 'Technical approach' }, weight: 30 },
    { key: 'innovation', label: { zh: '创新性', en: 'Innovation' }, weight: 20 },
    { key: 'team', label: { zh: '团队能力', en: 'Team capability' }, weight: 20 },
    { key: 'cost', label: { zh: '成本与进度合理性', en: 'Reasonable cost and schedule' }, weight: 20 },
    { key: 'risk', label: { zh: '风险控制', en: 'Risk control' }, weight: 10 },
  ],
  passMark: 70,
};

/**
 * The scorecard a review of invite kind `cate` scores on: 4, the analysis review of breakdown plans; 7, the expert
 * review of solutions. The services score on it and /scoringTable shows it.
 */
export function scorecardOfKind(cate: number): Scorecard {
  return cate === Number(inviteType.values.analysisReview) ? ANALYSIS_REVIEW_SCORECARD : SOLUTION_REVIEW_SCORECARD;
}

/** A scorecard as data must be usable before anyone scores on it. */
export function validateScorecard(card: Scorecard): RuleError | null {
  const keys = card.criteria.map((c) => c.key.trim());
  if (!keys.length || keys.length > CRITERIA_MAX || keys.some((k) => !k) || new Set(keys).size !== keys.length) {
    return { rule: 'scorecardCriteria', params: { max: CRITERIA_MAX } };
  }
  if (card.criteria.some((c) => !c.label.zh.trim() || !c.label.en.trim())) return { rule: 'scorecardCriteria', params: { max: CRITERIA_MAX } };
  if (card.criteria.some((c) => !Number.isInteger(c.weight) || c.weight <= 0) || card.criteria.reduce((a, c) => a + c.weight, 0) !== 100) {
    return { rule: 'scorecardWeights' };
  }
  if (!Number.isInteger(card.passMark) || card.passMark < 0 || card.passMark > 100) return { rule: 'scorecardPassMark' };
  return null;
}

const isScore = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= SCORE_MIN && n <= SCORE_MAX;

/** One reviewer's scores of one item: every criterion, each a whole number in range, and no stray keys. */
export function validateScores(card: Scorecard, scores: Scores): RuleError | null {
  const keys = new Set(card.criteria.map((c) => c.key));
  if (Object.keys(scores).some((k) => !keys.has(k))) return { rule: 'scoreRange', params: { min: SCORE_MIN, max: SCORE_MAX } };
  for (const c of card.criteria) {
    const s = Object.hasOwn(scores, c.key) ? scores[c.key] : undefined;
    if (s === undefined || s === null) return { rule: 'scoreMissing' };
    if (!isScore(s)) return { rule: 'scoreRange', params: { min: SCORE_MIN, max: SCORE_MAX } };
  }
  return null;
}

/** Experts must explain their scores (the announcement shows them); analysis reviewers may add a comment. */
export function validateReviewComment(text: string | null | undefined, required: boolean): RuleError | null {
  const comment = (text ?? '').trim();
  if (!comment) return required ? { rule: 'reviewCommentRequired' } : null;
  return [...comment].length > REVIEW_COMMENT_MAX ? { rule: 'reviewCommentLength', params: { max: REVIEW_COMMENT_MAX } } : null;
}

/** A reviewer's weighted total in tenths of a point (0-1000); call it on valid scores only. */
export function weightedTotalTenths(card: Scorecard, scores: Scores): number {
  return card.criteria.reduce((sum, c) => sum + c.weight * scores[c.key]!, 0);
}

/** The mean of reviewers' totals, in tenths, half up; null without any review. */
export function meanTenths(totals: readonly number[]): number | null {
  if (!totals.length) return null;
  const sum = totals.reduce((a, b) => a + b, 0);
  return Math.floor((2 * sum + totals.length) / (2 * totals.length));
}

/** "72.5" for 725 tenths (the announcement's format). */
export function formatTenths(tenths: number): string {
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

export function passes(card: Scorecard, mean: number | null): boolean {
  return mean !== null && mean >= card.passMark * 10;
}

/** A reviewed item: its reviewers' totals (tenths), the hall's votes, and its submission order (earlier first). */
export type ReviewedItem = { id: number; totals: readonly number[]; votes?: number; order: number };

/** How many items reach the pass mark: what the services report to the requirement with every submitted review. */
export function passingCount(card: Scorecard, items: readonly ReviewedItem[]): number {
  return items.filter((item) => passes(card, meanTenths(item.totals))).length;
}

/**
 * The breakdown plan the analysis review selects: the highest mean among the plans that pass; a tie goes to more
 * votes of the all-people review, then to the plan submitted first. Null when no plan passes (the requirement
 * goes to "no plan selected").
 */
export function selectPlan(card: Scorecard, plans: readonly ReviewedItem[]): number | null {
  const ranked = plans
    .map((p) => ({ p, mean: meanTenths(p.totals) }))
    .filter(({ mean }) => passes(card, mean))
    .sort((a, b) => b.mean! - a.mean! || (b.p.votes ?? 0) - (a.p.votes ?? 0) || a.p.order - b.p.order);
  return ranked[0]?.p.id ?? null;
}

/** One reviewed item as announced: each reviewer's total, their mean and each criterion's mean (tenths of a point). */
export type ItemReviewSummary = {
  reviewers: number;
  /** Each reviewer's weighted total, in the order the reviews were submitted. */
  totals: number[];
  meanTenths: number | null;
  /** Per criterion in the scorecard's order: the mean of the reviewers' 0-10 scores, in tenths (half up); null without any. */
  criteria: Array<{ key: string; meanTenths: number | null }>;
  passes: boolean;
};

/**
 * The announcement's summary of one item from its reviewers' complete scores (the announcement of the analysis review,
 * /projectAnalysisReviewAnnounce): the same totals and mean the selection used, and a mean per criterion.
 */
export function reviewSummary(card: Scorecard, reviews: readonly Scores[]): ItemReviewSummary {
  const complete = reviews.filter((scores) => validateScores(card, scores) === null);
  const totals = complete.map((scores) => weightedTotalTenths(card, scores));
  const mean = meanTenths(totals);
  return {
    reviewers: complete.length,
    totals,
    meanTenths: mean,
    criteria: card.criteria.map((c) => ({ key: c.key, meanTenths: meanTenths(complete.map((scores) => scores[c.key]! * 10)) })),
    passes: passes(card, mean),
  };
}
