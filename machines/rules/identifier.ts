/**
 * Sign-in and sign-up identifiers (docs/contracts.md "Identifiers"): a phone is `{areaCode}-{number}`
 * (`86-13812345678`), an e-mail is the address trimmed and lower-cased. UI, gateway and services build and
 * read identifiers only through these functions.
 */
import type { RuleError } from './messages';
import { normalizeAreaCode, validateEmail, validatePhone } from './validation';

export type ParsedIdentifier = { kind: 'phone'; areaCode: string; phone: string } | { kind: 'email'; email: string };

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function phoneIdentifier(areaCode: string, phone: string): string {
  return `${normalizeAreaCode(areaCode)}-${phone.trim()}`;
}

/**
 * Reads an identifier typed or sent by anyone. Returns `null` unless it is a phone identifier that passes
 * `validatePhone` or an e-mail that passes `validateEmail`, so a non-null result is safe to look up.
 * A leading "+" on the area code is accepted ("+86-138…").
 */
export function parseIdentifier(text: string | null | undefined): ParsedIdentifier | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  if (trimmed.includes('@')) {
    return validateEmail(trimmed) ? null : { kind: 'email', email: normalizeEmail(trimmed) };
  }
  const match = /^\+?(\d{1,4})-(\S+)$/.exec(trimmed);
  if (!match) return null;
  const [, areaCode, phone] = match;
  return validatePhone(areaCode, phone) ? null : { kind: 'phone', areaCode, phone };
}

/** Renders an identifier in its canonical form (what the services store and compare). */
export function formatIdentifier(id: ParsedIdentifier): string {
  return id.kind === 'phone' ? phoneIdentifier(id.areaCode, id.phone) : normalizeEmail(id.email);
}

/** The sign-in identifier rule: required, then a valid phone identifier or e-mail. */
export function validateIdentifier(text: string | null | undefined): RuleError | null {
  if (text == null || text.trim() === '') return { rule: 'identifierRequired' };
  return parseIdentifier(text) ? null : { rule: 'identifierInvalid' };
}
