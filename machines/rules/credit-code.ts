/**
 * Unified social credit code (GB 32100-2015): 18 characters from the 31-character set `0-9 A-H J-N P Q R T U W X Y`
 * (no I, O, S, V, Z): the registration authority (1), the organisation category (1), the administrative division
 * (6 digits), the organisation code (9) and a check character (1), `31 - (Σ value × weight mod 31)` where a result
 * of 31 is `0`. Lower-case input is upper-cased.
 */
import { normalizeDocumentNumber } from './id-number';
import type { RuleError } from './messages';

export const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The check character of the first 17 characters. */
export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += CREDIT_CODE_CHARS.indexOf(first17[i]) * WEIGHTS[i];
  const check = 31 - (sum % 31);
  return CREDIT_CODE_CHARS[check === 31 ? 0 : check];
}

export function validateCreditCode(value: string | null | undefined): RuleError | null {
  if (value == null || value.trim() === '') return { rule: 'creditCodeRequired' };
  const code = normalizeDocumentNumber(value);
  if (!SHAPE.test(code)) return { rule: 'creditCodeFormat' };
  if (creditCodeCheckChar(code) !== code[17]) return { rule: 'creditCodeChecksum' };
  return null;
}
