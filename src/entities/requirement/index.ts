/**
 * A requirement in the app (issue 10): its fragments, status tag, seven-stage progress and summary card, shared by
 * the publisher's pages, the hall and operations. Strings: the `requirements` namespace (`requirements.outcome.*`,
 * `requirements.status.*`, `requirements.field.*`).
 */
export { RequirementContentFragment, RequirementFieldsFragment } from './requirement-fields.fragment';
export { RequirementStatusTag } from './requirement-status-tag';
export { RequirementProgress, mainStageStatuses, subStepStatuses, type RequirementProgressProps } from './requirement-progress';
export { RequirementSummaryCard, type RequirementSummary, type RequirementSummaryCardProps } from './requirement-summary-card';
export { RequirementPageShell, type RequirementPageShellProps } from './requirement-page-shell';
export { useRequirementNames } from './requirement-labels';
export { analysisReviewEnded, atAnalysisReview, isOutcome, REQUIREMENT_OUTCOMES, type RequirementCodesView, type RequirementOutcome } from './requirement-codes';
export { RequirementDeadline } from './requirement-deadline';
export * from './paths';
export { REQUIREMENT_STATES, useRequirementStateLabel, useRequirementStateOptions } from './requirement-states';
