/**
 * The detailed market assessment (stage 2, step -1, invitations of kind 6; spec 3 and 5): five yearly market
 * totals, the project's share, its market value, a competition score with its grade, evidence and comments; and
 * the aggregate the publisher and later reviewers see beside the single assessments.
 *
 * Amounts are whole numbers of 万元 (ten thousand RMB), as the spec says ("whole-number amounts only"); they are
 * estimates, never money that moves, so they are plain integers and not fen. The project share is kept in basis
 * points (0-10 000), so 12.5 % is 1250 and sums and medians stay integers.
 */
import type { RuleError } from './messages';

export const ASSESSMENT_YEARS = 5;
/** 10^8 万元 = one trillion RMB: a larger market total is a typing mistake. */
export const MARKET_AMOUNT_MAX_WAN = 100_000_000;
export const EVIDENCE_MAX = 2000;
export const COMMENTS_MAX = 1000;

/** What the form holds; `null` is an empty field. */
export type MarketAssessmentForm = {
  /** Market totals of years 1-5 in 万元. */
  yearlyTotalsWan: ReadonlyArray<number | null>;
  /** The project's share of the market in percent as typed (0-100, at most 2 decimals). */
  projectSharePct: number | null;
  /** The project's market value in 万元. */
  marketValueWan: number | null;
  /** 0-100, whole points; the grade follows from it (`competitionGrade`). */
  competitionScore: number | null;
  evidence: string;
  comments: string;
};

/** A form with nothing filled in. */
export const EMPTY_MARKET_ASSESSMENT: MarketAssessmentForm = {
  yearlyTotalsWan: Array.from({ length: ASSESSMENT_YEARS }, () => null),
  projectSharePct: null,
  marketValueWan: null,
  competitionScore: null,
  evidence: '',
  comments: '',
};

/** The form as it is stored and shown: every field present, the five years padded with empty ones. */
export function completeShape(form: {
  yearlyTotalsWan: ReadonlyArray<number | null>;
  projectSharePct?: number | null;
  marketValueWan?: number | null;
  competitionScore?: number | null;
  evidence?: string;
  comments?: string;
}): MarketAssessmentForm {
  return {
    yearlyTotalsWan: Array.from({ length: ASSESSMENT_YEARS }, (_, i) => form.yearlyTotalsWan[i] ?? null),
    projectSharePct: form.projectSharePct ?? null,
    marketValueWan: form.marketValueWan ?? null,
    competitionScore: form.competitionScore ?? null,
    evidence: form.evidence ?? '',
    comments: form.comments ?? '',
  };
}

export type MarketAssessmentField = 'yearlyTotalsWan' | 'projectSharePct' | 'marketValueWan' | 'competitionScore' | 'evidence' | 'comments';

export type CompetitionGrade = 'A' | 'B' | 'C' | 'D';

/** Spec grades: A 85-100, B 70-84, C 55-69, D below 55 (the score is checked first; this only reads it). */
export function competitionGrade(score: number): CompetitionGrade {
  if (score >= 85) return 'A';
  if (score >= 70) return 'B';
  if (score >= 55) return 'C';
  return 'D';
}

const length = (text: string): number => [...text].length;
const isAmount = (n: number) => Number.isSafeInteger(n) && n >= 0 && n <= MARKET_AMOUNT_MAX_WAN;
const amountError: RuleError = { rule: 'marketAmountWhole', params: { max: MARKET_AMOUNT_MAX_WAN } };

/** The share in basis points, or null when it is not 0-100 with at most two decimals. */
export function shareBp(pct: number | null | undefined): number | null {
  if (pct === null || pct === undefined || !Number.isFinite(pct) || pct < 0 || pct > 100) return null;
  const bp = Math.round(pct * 100);
  // 12.345 % has three decimals: refuse it rather than round what the assessor typed
  return Math.abs(pct * 100 - bp) < 1e-6 ? bp : null;
}

/**
 * The first error of each field. A saved draft may leave fields empty (`partial`), but nothing it holds may be
 * malformed; a submitted form must be complete.
 */
export function marketAssessmentErrors(form: MarketAssessmentForm, { partial = false } = {}): Partial<Record<MarketAssessmentField, RuleError>> {
  const errors: Partial<Record<MarketAssessmentField, RuleError>> = {};
  for (let year = 1; year <= ASSESSMENT_YEARS; year++) {
    const total = form.yearlyTotalsWan[year - 1];
    if (total === null || total === undefined) {
      if (!partial) errors.yearlyTotalsWan = { rule: 'marketTotalRequired', params: { year } };
    } else if (!isAmount(total)) errors.yearlyTotalsWan = amountError;
    if (errors.yearlyTotalsWan) break;
  }
  if (form.yearlyTotalsWan.length > ASSESSMENT_YEARS) errors.yearlyTotalsWan ??= amountError;
  if (form.projectSharePct === null) {
    if (!partial) errors.projectSharePct = { rule: 'projectShareRange' };
  } else if (shareBp(form.projectSharePct) === null) errors.projectSharePct = { rule: 'projectShareRange' };
  if (form.marketValueWan === null) {
    if (!partial) errors.marketValueWan = { rule: 'marketValueRequired' };
  } else if (!isAmount(form.marketValueWan)) errors.marketValueWan = amountError;
  const score = form.competitionScore;
  if (score === null) {
    if (!partial) errors.competitionScore = { rule: 'competitionScoreRange' };
  } else if (!Number.isInteger(score) || score < 0 || score > 100) errors.competitionScore = { rule: 'competitionScoreRange' };
  const evidence = form.evidence.trim();
  if (!evidence && !partial) errors.evidence = { rule: 'evidenceRequired' };
  else if (length(evidence) > EVIDENCE_MAX) errors.evidence = { rule: 'evidenceLength', params: { max: EVIDENCE_MAX } };
  if (length(form.comments.trim()) > COMMENTS_MAX) errors.comments = { rule: 'commentsLength', params: { max: COMMENTS_MAX } };
  return errors;
}

/** 'Complete form': the submit button stays disabled, and the server answers this, until every field is valid. */
export function isComplete(form: MarketAssessmentForm): boolean {
  return Object.keys(marketAssessmentErrors(form)).length === 0;
}

/** The rule a submit is refused with when the form is not complete (the field errors say which). */
export function validateMarketAssessment(form: MarketAssessmentForm): RuleError | null {
  return isComplete(form) ? null : { rule: 'marketAssessmentIncomplete' };
}

/** Mean, median, least and greatest of whole numbers. */
export type Summary = { mean: number; median: number; min: number; max: number };

export type MarketAssessmentAggregate = {
  /** Complete assessments counted (incomplete ones are left out). */
  count: number;
  /** Years 1-5, in 万元. */
  years: Summary[];
  shareBp: Summary;
  marketValueWan: Summary;
  competitionScore: Summary;
  grades: Record<CompetitionGrade, number>;
};

/**
 * Half up to a whole number, in integers: the mean of whole numbers is `sum / n`, and `floor((2·sum + n) / 2n)`
 * rounds it half up without floating point (all values here are ≥ 0).
 */
function halfUp(sum: number, n: number): number {
  return Math.floor((2 * sum + n) / (2 * n));
}

/** Rounding written down: the mean and the median of an even count (the mean of the middle two) round half up. */
export function summarize(values: readonly number[]): Summary | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  const mid = Math.floor(n / 2);
  const median = n % 2 ? sorted[mid]! : halfUp(sorted[mid - 1]! + sorted[mid]!, 2);
  return { mean: halfUp(sorted.reduce((a, b) => a + b, 0), n), median, min: sorted[0]!, max: sorted[n - 1]! };
}

/** The side-by-side view's aggregate of the complete assessments, or null when there is none (the chart shows "none yet"). */
export function aggregateAssessments(forms: readonly MarketAssessmentForm[]): MarketAssessmentAggregate | null {
  const complete = forms.filter(isComplete);
  if (!complete.length) return null;
  const grades: Record<CompetitionGrade, number> = { A: 0, B: 0, C: 0, D: 0 };
  for (const f of complete) grades[competitionGrade(f.competitionScore!)] += 1;
  const of = (pick: (f: MarketAssessmentForm) => number) => summarize(complete.map(pick))!;
  return {
    count: complete.length,
    years: Array.from({ length: ASSESSMENT_YEARS }, (_, i) => of((f) => f.yearlyTotalsWan[i]!)),
    shareBp: of((f) => shareBp(f.projectSharePct)!),
    marketValueWan: of((f) => f.marketValueWan!),
    competitionScore: of((f) => f.competitionScore!),
    grades,
  };
}
