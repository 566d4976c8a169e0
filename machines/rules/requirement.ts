/**
 * Requirement rules shared by the app and the services (spec 5 and 9): the publish form, the review fee (at
 * least 10% of the budget, platform service fee included), contributions (greater than 0, at least 100, never
 * beyond what is left), market size ranges. Money is integer fen.
 */
import { marketSizeRange } from '../codes/requirement.codes';
import type { RuleError } from './messages';

export const TITLE_MAX = 100;
export const DURATION_MIN_DAYS = 1;
export const DURATION_MAX_DAYS = 3650;
/** 100 million yuan: a budget above it is a typing mistake. */
export const BUDGET_MAX_FEN = 100_000_000_00;
export const RICH_TEXT_MAX = 5000;
export const ATTACHMENTS_MAX = 10;
export const KEYWORDS_MAX = 10;
export const KEYWORD_MAX_LENGTH = 20;
export const INSTITUTIONS_MAX = 200;
/** The review fee is at least this share of the budget (basis points). */
export const REVIEW_FEE_MIN_BP = 1000;
/** Spec 9: crowdfund minimum 100 (coins, 1:1 with yuan). */
export const MIN_CONTRIBUTION_FEN = 100_00;
export const RETURN_RATIO_MAX_BP = 10_000;

const length = (text: string): number => [...text].length;

/** What the publish form holds (the attachments are object keys from the upload policy). */
export type RequirementDraft = {
  title: string;
  industryIds: number[];
  categoryId: number | null;
  durationDays: number | null;
  budgetFen: number | null;
  /** The details' visible text (the server measures the sanitized HTML's text). */
  detailsText: string;
  attachments: string[];
  keywords: string[];
  institutions: string;
  agreed: boolean;
};

export function validateTitle(title: string | null | undefined): RuleError | null {
  const text = title?.trim() ?? '';
  if (!text) return { rule: 'requirementTitleRequired' };
  if (length(text) > TITLE_MAX) return { rule: 'requirementTitleLength', params: { max: TITLE_MAX } };
  return null;
}

export function validateDuration(days: number | null | undefined): RuleError | null {
  if (days === null || days === undefined || Number.isNaN(days)) return { rule: 'requirementDurationRequired' };
  if (!Number.isInteger(days) || days < DURATION_MIN_DAYS || days > DURATION_MAX_DAYS) {
    return { rule: 'requirementDurationRange', params: { min: DURATION_MIN_DAYS, max: DURATION_MAX_DAYS } };
  }
  return null;
}

export function validateBudgetFen(fen: number | null | undefined): RuleError | null {
  if (fen === null || fen === undefined || Number.isNaN(fen)) return { rule: 'requirementBudgetRequired' };
  if (!Number.isSafeInteger(fen) || fen <= 0 || fen > BUDGET_MAX_FEN) return { rule: 'requirementBudgetRange', params: { max: BUDGET_MAX_FEN / 100 } };
  return null;
}

export function validateRichTextLength(text: string | null | undefined): RuleError | null {
  return length(text ?? '') > RICH_TEXT_MAX ? { rule: 'richTextTooLong', params: { max: RICH_TEXT_MAX } } : null;
}

export function validateKeywords(keywords: readonly string[] | null | undefined): RuleError | null {
  const list = keywords ?? [];
  if (list.length > KEYWORDS_MAX || list.some((k) => !k.trim() || length(k.trim()) > KEYWORD_MAX_LENGTH)) {
    return { rule: 'requirementKeywordsMax', params: { max: KEYWORDS_MAX, length: KEYWORD_MAX_LENGTH } };
  }
  return null;
}

/**
 * Rules a saved draft must already keep (a draft may be incomplete, but nothing in it may be malformed), by field.
 */
export function draftErrors(d: Partial<RequirementDraft>): Partial<Record<keyof RequirementDraft, RuleError>> {
  const errors: Partial<Record<keyof RequirementDraft, RuleError>> = {};
  if (d.title !== undefined && d.title.trim() && length(d.title.trim()) > TITLE_MAX) errors.title = { rule: 'requirementTitleLength', params: { max: TITLE_MAX } };
  if (d.durationDays !== undefined && d.durationDays !== null) {
    const e = validateDuration(d.durationDays);
    if (e) errors.durationDays = e;
  }
  if (d.budgetFen !== undefined && d.budgetFen !== null) {
    const e = validateBudgetFen(d.budgetFen);
    if (e) errors.budgetFen = e;
  }
  const rich = validateRichTextLength(d.detailsText);
  if (rich) errors.detailsText = rich;
  if ((d.attachments?.length ?? 0) > ATTACHMENTS_MAX) errors.attachments = { rule: 'requirementAttachmentsMax', params: { max: ATTACHMENTS_MAX } };
  const kw = validateKeywords(d.keywords);
  if (kw) errors.keywords = kw;
  if (d.institutions && length(d.institutions.trim()) > INSTITUTIONS_MAX) errors.institutions = { rule: 'requirementInstitutionsLength', params: { max: INSTITUTIONS_MAX } };
  return errors;
}

/** Every rule of spec 5 a submitted requirement keeps (first error per field). */
export function submitErrors(d: RequirementDraft): Partial<Record<keyof RequirementDraft, RuleError>> {
  const errors = draftErrors(d);
  const title = validateTitle(d.title);
  if (title) errors.title = title;
  if (!d.industryIds.length) errors.industryIds = { rule: 'requirementDomainRequired' };
  if (!d.categoryId) errors.categoryId = { rule: 'requirementCategoryRequired' };
  const duration = validateDuration(d.durationDays);
  if (duration) errors.durationDays = duration;
  const budget = validateBudgetFen(d.budgetFen);
  if (budget) errors.budgetFen = budget;
  if (!errors.detailsText && !d.detailsText.trim() && d.attachments.length === 0) errors.detailsText = { rule: 'requirementDetailsRequired' };
  if (!d.agreed) errors.agreed = { rule: 'requirementAgreementRequired' };
  return errors;
}

/** The least review fee of a budget: 10% rounded up to the fen. */
export function minReviewFeeFen(budgetFen: number): number {
  return Math.ceil((budgetFen * REVIEW_FEE_MIN_BP) / 10_000);
}

/** The platform service fee inside a review fee (rate in basis points, rounded down: the rest pays the reviewers). */
export function serviceFeeFen(feeFen: number, serviceFeeBp: number): number {
  return Math.floor((feeFen * serviceFeeBp) / 10_000);
}

/** A contribution against what is left of a target (spec 5 and 8 messages). */
export function validateContributionFen(amountFen: number | null | undefined, leftFen: number): RuleError | null {
  if (amountFen === null || amountFen === undefined || !Number.isFinite(amountFen) || amountFen <= 0) return { rule: 'contributionPositive' };
  if (!Number.isSafeInteger(amountFen)) return { rule: 'contributionPositive' };
  if (amountFen > leftFen) return { rule: 'contributionOverTarget', params: { left: (leftFen / 100).toFixed(2) } };
  const least = Math.min(MIN_CONTRIBUTION_FEN, leftFen);
  // when less than the minimum is left, the least accepted is what is left, and the message says so
  if (amountFen < least) return { rule: 'contributionMin', params: { min: least === MIN_CONTRIBUTION_FEN ? MIN_CONTRIBUTION_FEN / 100 : (least / 100).toFixed(2) } };
  return null;
}

export function validateReturnRatioBp(bp: number | null | undefined): RuleError | null {
  if (bp === null || bp === undefined || !Number.isSafeInteger(bp) || bp < 0 || bp > RETURN_RATIO_MAX_BP) {
    return { rule: 'returnRatioRange', params: { max: RETURN_RATIO_MAX_BP / 100 } };
  }
  return null;
}

/** A crowdfunding application may be dated from today to this many days ahead (China time). */
export const APPLICATION_DATE_MAX_DAYS = 30;
const DAY_MS = 86_400_000;
/** The calendar date in China (UTC+8) of a moment, YYYY-MM-DD. */
export const chinaDate = (ms: number): string => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

/** A real YYYY-MM-DD date from today (China time) to APPLICATION_DATE_MAX_DAYS ahead. */
export function validateApplicationDate(text: string | null | undefined, nowMs: number): RuleError | null {
  const bad: RuleError = { rule: 'applicationDateRange', params: { days: APPLICATION_DATE_MAX_DAYS } };
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text ?? '');
  if (!match) return bad;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(Date.UTC(y, m - 1, d));
  if (parsed.getUTCFullYear() !== y || parsed.getUTCMonth() !== m - 1 || parsed.getUTCDate() !== d) return bad;
  return text! < chinaDate(nowMs) || text! > chinaDate(nowMs + APPLICATION_DATE_MAX_DAYS * DAY_MS) ? bad : null;
}

export function validateMarketSize(value: string | null | undefined): RuleError | null {
  return marketSizeRange.entries.some((e) => e.value === value) ? null : { rule: 'marketSizeInvalid' };
}
