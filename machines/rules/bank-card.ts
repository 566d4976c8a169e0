/**
 * Bank-card rules (spec sections 3, 5 and 8): the card number (digits only, 12-19 digits, Luhn, a known BIN of
 * a debit card), the cardholder name (2-50 characters), the bank-registered mobile (the phone rule of spec 5,
 * area code 86), the branch, and the micro-deposit amount (yuan with at most 2 decimals → integer fen).
 * Shared by the app (field errors), the machine (guards) and the services (400 answers).
 */
import { DEFAULT_AREA_CODE } from '../constants';
import { BANKS, type BankEntry, type CardType } from './bank-card-banks';
import type { RuleError } from './messages';
import { yuanToFen } from './money';

// The money helpers live in ./money; re-exported for the bank-card callers.
export { fenToYuan, yuanToFen } from './money';
import { validatePhone } from './validation';

export { BANKS, type BankEntry, type CardType };

export const CARD_NUMBER_MIN = 12;
export const CARD_NUMBER_MAX = 19;
export const CARDHOLDER_NAME_MIN = 2;
export const CARDHOLDER_NAME_MAX = 50;
export const BRANCH_NAME_MIN = 2;
export const BRANCH_NAME_MAX = 100;
/** The micro-deposit is 0.01-0.99 yuan; a back-filled amount outside 0.01-0.99 cannot be right but still counts as an attempt. */
export const DEPOSIT_MIN_FEN = 1;
export const DEPOSIT_MAX_FEN = 99;
/** Wrong amounts allowed before the card is locked (only removal is left). */
export const AMOUNT_ATTEMPTS = 3;
/** Days a member has to back-fill the amount after the deposit was sent (then the verification expires). */
export const DEPOSIT_VALID_DAYS = 3;

const WHITESPACE = /\s/;

/** Removes the spaces people type between groups of four (the only normalisation: anything else is refused). */
export function normalizeCardNumber(text: string): string {
  return text.replace(/[ \u3000]/g, '');
}

/** The Luhn (mod 10) check digit test of ISO/IEC 7812. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type CardBin = { bank: BankEntry; type: CardType; prefix: string };

type Indexed = { prefix: string; length: number; type: CardType; bank: BankEntry };
let index: Indexed[] | null = null;
function binIndex(): Indexed[] {
  if (!index) {
    index = BANKS.flatMap((bank) =>
      bank.bins.flatMap((bins) => bins.prefixes.split(' ').map((prefix) => ({ prefix, length: bins.length, type: bins.type, bank }))),
    ).sort((a, b) => b.prefix.length - a.prefix.length); // longest prefix first
  }
  return index;
}

/** The bank and kind of a card number (digits), by its longest matching BIN of the same length; null if unknown. */
export function lookupCardBin(digits: string): CardBin | null {
  const hit = binIndex().find((entry) => entry.length === digits.length && digits.startsWith(entry.prefix));
  return hit ? { bank: hit.bank, type: hit.type, prefix: hit.prefix } : null;
}

/** Card number: required, digits only, 12-19 digits, Luhn, a known bank, a debit card. */
export function validateCardNumber(text: string | null | undefined): RuleError | null {
  if (text == null || text.trim() === '') return { rule: 'cardNumberRequired' };
  const digits = normalizeCardNumber(text.trim());
  if (!/^\d+$/.test(digits)) return { rule: 'cardNumberDigits' };
  if (digits.length < CARD_NUMBER_MIN || digits.length > CARD_NUMBER_MAX) {
    return { rule: 'cardNumberLength', params: { min: CARD_NUMBER_MIN, max: CARD_NUMBER_MAX } };
  }
  if (!luhnValid(digits)) return { rule: 'cardNumberInvalid' };
  const bin = lookupCardBin(digits);
  if (!bin) return { rule: 'cardBankUnknown' };
  if (bin.type === 'credit') return { rule: 'cardCreditRefused' };
  if (bin.type !== 'debit') return { rule: 'cardDebitOnly' };
  return null;
}

/** Whether a (valid) card number belongs to a rural credit union: allowed, but the member is warned first. */
export function isRuralCreditUnionCard(text: string): boolean {
  return lookupCardBin(normalizeCardNumber(text.trim()))?.bank.ruralCreditUnion ?? false;
}

export function validateCardholderName(name: string | null | undefined): RuleError | null {
  const trimmed = name?.trim() ?? '';
  if (trimmed === '') return { rule: 'cardholderNameRequired' };
  const length = [...trimmed].length;
  if (length < CARDHOLDER_NAME_MIN || length > CARDHOLDER_NAME_MAX) {
    return { rule: 'cardholderNameLength', params: { min: CARDHOLDER_NAME_MIN, max: CARDHOLDER_NAME_MAX } };
  }
  return null;
}

export function validateBranchName(name: string | null | undefined): RuleError | null {
  const trimmed = name?.trim() ?? '';
  if (trimmed === '') return { rule: 'branchNameRequired' };
  const length = [...trimmed].length;
  if (length < BRANCH_NAME_MIN || length > BRANCH_NAME_MAX) {
    return { rule: 'branchNameLength', params: { min: BRANCH_NAME_MIN, max: BRANCH_NAME_MAX } };
  }
  return null;
}

/** The bank-registered mobile: a mainland number (spec 5 phone rule for area code 86), 11 digits. */
export function validateBankMobile(phone: string | null | undefined): RuleError | null {
  return validatePhone(DEFAULT_AREA_CODE, phone);
}

const AMOUNT = /^\d{1,6}(\.\d{1,2})?$/;

/** The back-filled amount in yuan: a positive number with at most 2 decimals ('Please enter the payment amount you received'). */
export function validateDepositAmount(text: string | null | undefined): RuleError | null {
  if (text == null || text.trim() === '') return { rule: 'depositAmountRequired' };
  const trimmed = text.trim();
  if (WHITESPACE.test(trimmed) || !AMOUNT.test(trimmed)) return { rule: 'depositAmountFormat' };
  if (yuanToFen(trimmed) <= 0) return { rule: 'depositAmountFormat' };
  return null;
}

/** Masked card number for everyone but the owner's payout: the last four digits (`**** **** **** 1234`). */
export function maskCardNumber(digits: string): string {
  return `**** **** **** ${digits.slice(-4)}`;
}

/** Appends the Luhn check digit to `partial` (for examples and tests: `withLuhnDigit('622202000000000000')`). */
export function withLuhnDigit(partial: string): string {
  for (let d = 0; d <= 9; d += 1) if (luhnValid(`${partial}${d}`)) return `${partial}${d}`;
  throw new Error('unreachable');
}
