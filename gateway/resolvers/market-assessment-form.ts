import type { MarketAssessmentFormInput } from '../generated/resolvers-types';
import type { RestMarketAssessmentForm } from '../rest-types';

/**
 * The body's form: the services require every field (null where empty), while a GraphQL client may leave a
 * nullable input field out. Only the shape is filled in; the values go as typed and the services check them.
 */
export function restForm(form: MarketAssessmentFormInput): RestMarketAssessmentForm {
  return {
    yearlyTotalsWan: form.yearlyTotalsWan.map((total) => total ?? null),
    projectSharePct: form.projectSharePct ?? null,
    marketValueWan: form.marketValueWan ?? null,
    competitionScore: form.competitionScore ?? null,
    evidence: form.evidence,
    comments: form.comments,
  };
}
