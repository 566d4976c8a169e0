/** Rules of the wallet forms other than amounts (./money.ts): references, reasons, the exchange direction. */
import type { RuleError } from './messages';

export const TRANSFER_REFERENCE_MIN = 6;
export const TRANSFER_REFERENCE_MAX = 40;
const REFERENCE = /^[A-Za-z0-9-]+$/;
export const REASON_MAX = 200;

/** The member's transfer reference number (bank serial), as printed on the receipt: letters, digits, dashes. */
export function validateTransferReference(text: string | null | undefined): RuleError | null {
  const value = text?.trim() ?? '';
  if (value === '') return { rule: 'transferReferenceRequired' };
  if (!REFERENCE.test(value) || value.length < TRANSFER_REFERENCE_MIN || value.length > TRANSFER_REFERENCE_MAX) {
    return { rule: 'transferReferenceFormat', params: { min: TRANSFER_REFERENCE_MIN, max: TRANSFER_REFERENCE_MAX } };
  }
  return null;
}

/** The bank reference operations enter when a payout has left the platform's account. */
export function validateBankReference(text: string | null | undefined): RuleError | null {
  const value = text?.trim() ?? '';
  if (value === '') return { rule: 'bankReferenceRequired' };
  if (!REFERENCE.test(value) || value.length < TRANSFER_REFERENCE_MIN || value.length > TRANSFER_REFERENCE_MAX) {
    return { rule: 'transferReferenceFormat', params: { min: TRANSFER_REFERENCE_MIN, max: TRANSFER_REFERENCE_MAX } };
  }
  return null;
}

/** Operations' reason for a rejection or a failure: required, at most REASON_MAX characters. */
export function validateReason(text: string | null | undefined): RuleError | null {
  const value = text?.trim() ?? '';
  if (value === '' || value.length > REASON_MAX) return { rule: 'reasonRequired' };
  return null;
}

export const EXCHANGE_DIRECTIONS = ['cnyToCoin', 'coinToCny'] as const;
export type ExchangeDirection = (typeof EXCHANGE_DIRECTIONS)[number];

export function validateExchangeDirection(value: unknown): RuleError | null {
  return (EXCHANGE_DIRECTIONS as readonly unknown[]).includes(value) ? null : { rule: 'exchangeDirection' };
}
