/**
 * Personal document numbers (spec section 5, real-name).
 *
 * - Chinese resident ID number (GB 11643-1999): 18 characters, 17 digits then a check character (digit or X; a
 *   lower-case x is accepted and upper-cased). Checked: the ISO 7064 MOD 11-2 check character, the birth date
 *   (positions 7-14, a real calendar date from 1900-01-01 and not after today), and the region prefix (the first
 *   two digits name a province-level division that exists).
 * - Passport: 5-20 letters or digits (a Chinese passport is a letter and 8 digits, e.g. E12345678; other countries
 *   differ, so only the shape is checked, not a country format).
 * - Driving licence: a Chinese licence number is the holder's resident ID number and is checked as one; a
 *   licence of another country (nationality not CN) needs 5-20 letters or digits.
 */
import type { RuleError } from './messages';

export type IdDocumentType = 'nationalId' | 'passport' | 'drivingLicence';
export const ID_DOCUMENT_TYPES: readonly IdDocumentType[] = ['nationalId', 'passport', 'drivingLicence'];

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';
/** Province-level divisions of GB/T 2260 (first two digits), plus 71 Taiwan, 81 Hong Kong, 82 Macao, 83 (residence permits of Taiwan residents). */
const PROVINCES = new Set([
  '11', '12', '13', '14', '15', '21', '22', '23', '31', '32', '33', '34', '35', '36', '37', '41', '42', '43', '44', '45', '46',
  '50', '51', '52', '53', '54', '61', '62', '63', '64', '65', '71', '81', '82', '83',
]);
const ID_SHAPE = /^\d{17}[\dX]$/;
const DOCUMENT_SHAPE = /^[A-Z0-9]{5,20}$/;

/** Trimmed and upper-cased (x → X); what the services store. */
export function normalizeDocumentNumber(value: string): string {
  return value.trim().toUpperCase();
}

/** The check character of the first 17 digits (GB 11643, ISO 7064 MOD 11-2). */
export function residentIdCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK_CHARS[sum % 11];
}

/** `YYYY-MM-DD` is a real calendar date. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** `today` is `YYYY-MM-DD` (the caller's clock, so the rule stays pure). */
export function validateResidentIdNumber(value: string | null | undefined, today: string): RuleError | null {
  if (value == null || value.trim() === '') return { rule: 'idNumberRequired' };
  const id = normalizeDocumentNumber(value);
  if (!ID_SHAPE.test(id)) return { rule: 'idNumberFormat' };
  if (!PROVINCES.has(id.slice(0, 2))) return { rule: 'idNumberRegion' };
  const birth = `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;
  if (!isCalendarDate(birth) || birth < '1900-01-01' || birth > today) return { rule: 'idNumberBirthDate' };
  if (residentIdCheckChar(id) !== id[17]) return { rule: 'idNumberChecksum' };
  return null;
}

export function validateDocumentNumber(
  type: IdDocumentType,
  value: string | null | undefined,
  today: string,
  nationality?: string | null,
): RuleError | null {
  if (type === 'nationalId') return validateResidentIdNumber(value, today);
  if (type === 'drivingLicence' && (nationality ?? 'CN').toUpperCase() === 'CN') return validateResidentIdNumber(value, today);
  if (value == null || value.trim() === '') return { rule: 'idNumberRequired' };
  return DOCUMENT_SHAPE.test(normalizeDocumentNumber(value)) ? null : { rule: 'documentNumberFormat' };
}

