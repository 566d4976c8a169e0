/**
 * The detailed market assessment (stage 2, step -1, invitations of kind 6) in the app: the form's fragment and the
 * side-by-side summary with the aggregate's charts, shared by the assessor's form (/evaluate) and the publisher's
 * pre-review detail (/taskDetail2). Strings: `requirements.assessment.*`.
 */
export { MarketAssessmentFormFieldsFragment } from './market-assessment-form.fragment';
export { MarketAssessmentSummary, SummaryView } from './market-assessment-summary';
