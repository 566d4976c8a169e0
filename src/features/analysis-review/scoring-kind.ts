/**
 * Which weighted scorecard /scoringTable and /review/scoringTable show: `?kind=4` the analysis review of breakdown
 * plans (the default), `?kind=7` the expert review of solutions (spec 3 invite kinds). The criteria, weights and
 * pass marks are data (machines/rules/scorecard.ts), the same the services score on (pure: tested without React).
 */
import { inviteType } from '../../../machines/codes';

export const ANALYSIS_REVIEW_KIND = Number(inviteType.values.analysisReview);
export const SOLUTION_REVIEW_KIND = Number(inviteType.values.solutionReview);
export const SCORING_KINDS = [ANALYSIS_REVIEW_KIND, SOLUTION_REVIEW_KIND] as const;
export type ScoringKind = (typeof SCORING_KINDS)[number];

/** `?kind=` of the page: 7 names the expert review; anything else (missing, malformed, another kind) the analysis review. */
export function scoringKindOf(params: URLSearchParams): ScoringKind {
  return params.get('kind')?.trim() === String(SOLUTION_REVIEW_KIND) ? SOLUTION_REVIEW_KIND : ANALYSIS_REVIEW_KIND;
}

/** The scoring table of a kind (`/scoringTable?kind=`) and the review notice: the two pages link to each other. */
export const scoringTablePath = (kind: ScoringKind) => `/scoringTable?kind=${kind}`;
export const REVIEW_NOTICE_PATH = '/reviewNotice';
