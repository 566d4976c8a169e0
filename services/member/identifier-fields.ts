/**
 * Reading the identifier fields of the member bodies with the shared rules: `phone` is a phone identifier
 * (`86-13812345678`), `email` an address, `identifier` either. Each returns the canonical form or throws the
 * first failing rule as a 400.
 */
import { formatIdentifier, parseIdentifier, validateIdentifier } from '../../machines/rules/identifier';
import type { ParsedIdentifier } from '../../machines/rules/identifier';
import { normalizeEmail } from '../../machines/rules/identifier';
import { validateEmail, validatePhone } from '../../machines/rules/validation';
import { check } from '../lib/errors';

export function readPhone(text: string): { identifier: string; parsed: ParsedIdentifier } {
  const match = /^\s*\+?(\d{1,4})-(.*)$/.exec(text);
  // Without "{areaCode}-" the area code is what is missing ("please select area code").
  check(match ? validatePhone(match[1], match[2]) : validatePhone(text.includes('-') ? text.split('-')[0] : '', text));
  const parsed = parseIdentifier(text)!;
  return { identifier: formatIdentifier(parsed), parsed };
}

export function readEmail(text: string): { identifier: string; parsed: ParsedIdentifier } {
  check(validateEmail(text));
  const email = normalizeEmail(text);
  return { identifier: email, parsed: { kind: 'email', email } };
}

export function readIdentifier(text: string): { identifier: string; parsed: ParsedIdentifier } {
  check(validateIdentifier(text));
  const parsed = parseIdentifier(text)!;
  return { identifier: formatIdentifier(parsed), parsed };
}
