/**
 * Typed amounts (yuan strings) against the shared rules of machines/rules, so a field says what the services would:
 * the review fee (at least the minimum, 10% of the budget), a contribution (spec 5 and 8: 'Investment >0 required',
 * at least 100, never beyond what is left), the expected return ratio (percent with 2 decimals → basis points).
 */
import { fenToYuan, validateWalletAmount, yuanToFen } from '../../../machines/rules/money';
import type { RuleError } from '../../../machines/rules/messages';
import { validateContributionFen, validateReturnRatioBp } from '../../../machines/rules/requirement';

const YUAN = /^\d{1,10}(\.\d{1,2})?$/;
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** The fen of a typed amount the rules accepted (null otherwise). */
export function amountFenOf(text: string | null | undefined): number | null {
  const trimmed = text?.trim() ?? '';
  return YUAN.test(trimmed) ? yuanToFen(trimmed) : null;
}

/** The review fee: a valid amount of at least `minFen` ('The review fee must be at least 10% of the budget: …'). */
export function reviewFeeError(text: string | null | undefined, minFen: number): RuleError | null {
  const format = validateWalletAmount(text, { minFen: 1 });
  if (format) return format;
  const fen = yuanToFen(text!.trim());
  return fen < minFen ? { rule: 'reviewFeeMin', params: { min: fenToYuan(minFen) } } : null;
}

/** A contribution against what is left (validateContributionFen: the spec's messages). */
export function contributionError(text: string | null | undefined, leftFen: number): RuleError | null {
  const trimmed = text?.trim() ?? '';
  const number = Number(trimmed);
  if (trimmed === '' || (Number.isFinite(number) && number <= 0)) return { rule: 'contributionPositive' };
  if (!YUAN.test(trimmed)) return { rule: 'amountFormat' };
  return validateContributionFen(yuanToFen(trimmed), leftFen);
}

/** '12.5' (%) → 1250 basis points; null when it is not a percentage with at most 2 decimals. */
export function ratioBpOf(text: string | null | undefined): number | null {
  const trimmed = text?.trim() ?? '';
  if (!PERCENT.test(trimmed)) return null;
  const [whole, fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function returnRatioError(text: string | null | undefined): RuleError | null {
  return validateReturnRatioBp(ratioBpOf(text));
}
