/**
 * The detailed market assessment form's state in the page (pure: tested without React). The rules are the shared
 * ones of machines/rules/market-assessment.ts, so the page and the services say the same words: a draft may be
 * partial but never malformed (shown at once), a submission must be complete ('Complete form' until it is; the
 * fields still missing are named once touched, and all of them in the hint beside the disabled Submit).
 */
import {
  competitionGrade,
  isComplete,
  marketAssessmentErrors,
  type CompetitionGrade,
  type MarketAssessmentField,
  type MarketAssessmentForm,
  completeShape,
  EMPTY_MARKET_ASSESSMENT,
} from '../../../machines/rules/market-assessment';
import type { RuleError } from '../../../machines/rules/messages';

export type { MarketAssessmentField, MarketAssessmentForm };

export const EMPTY_FORM = EMPTY_MARKET_ASSESSMENT;

/** The form as the server holds it (five years, every field present). */
export const formOf = completeShape;

export type Touched = Partial<Record<MarketAssessmentField, boolean>>;

export type FormCheck = {
  /** The error to show under each field: malformed at once, missing once the field was touched. */
  shown: Partial<Record<MarketAssessmentField, RuleError>>;
  /** Every field's first error of the complete form (what still keeps Submit disabled). */
  missing: RuleError[];
  /** Nothing malformed: the draft may be saved. */
  savable: boolean;
  /** Every field valid: the form may be submitted. */
  complete: boolean;
  /** The grade of a valid score, live. */
  grade: CompetitionGrade | null;
};

export function checkForm(form: MarketAssessmentForm, touched: Touched): FormCheck {
  const malformed = marketAssessmentErrors(form, { partial: true });
  const full = marketAssessmentErrors(form);
  const shown: FormCheck['shown'] = {};
  for (const [field, error] of Object.entries(full) as Array<[MarketAssessmentField, RuleError]>) {
    if (malformed[field] || touched[field]) shown[field] = malformed[field] ?? error;
  }
  const score = form.competitionScore;
  return {
    shown,
    missing: Object.values(full),
    savable: Object.keys(malformed).length === 0,
    complete: isComplete(form),
    grade: score !== null && !full.competitionScore ? competitionGrade(score) : null,
  };
}
