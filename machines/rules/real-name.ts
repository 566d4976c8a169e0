/**
 * The rules of a real-name application (spec sections 3 and 5), shared by the form (field by field) and the
 * services (the first failing field answers 400). Dates are `YYYY-MM-DD`; `today` comes from the caller's clock.
 *
 * - Legal name (a person's real name, an organisation's registered name): 2-50 characters after trimming, counted
 *   as characters (not bytes); letters of any script, spaces, `·`, `.`, `-`, `'` and, for organisations, also
 *   digits and brackets `()（）`. The name must match the document: operations compare it with the photos.
 * - Validity (ID document, business licence): a start date not after today; an end date after the start and not
 *   passed, unless "long-term" is chosen (no end date).
 * - Photos: a person needs handheld, front and back; an organisation the licence image and the stamped
 *   authorization. The services also check that each key is an object the member uploaded.
 * - Nationality: a country code from the countries list (two letters).
 */
import { validateCreditCode } from './credit-code';
import { type IdDocumentType, ID_DOCUMENT_TYPES, isCalendarDate, validateDocumentNumber } from './id-number';
import type { RuleError } from './messages';

export const LEGAL_NAME_MIN = 2;
export const LEGAL_NAME_MAX = 50;
/** The longest reason an operations decision may give (shown to the member). */
export const REASON_MAX = 200;

export type RealNameSubject = 'person' | 'organisation';
export type RealNameMethod = 'face' | 'letter';

/** What the member submits (POST /member/v2/real-name/submit); only the fields of the subject type count. */
export type RealNameSubmission = {
  subjectType: RealNameSubject;
  idType?: IdDocumentType | null;
  nationality?: string | null;
  realName?: string | null;
  idNumber?: string | null;
  handheldPhotoKey?: string | null;
  frontPhotoKey?: string | null;
  backPhotoKey?: string | null;
  idValidFrom?: string | null;
  idValidTo?: string | null;
  idLongTerm?: boolean | null;
  organisationName?: string | null;
  creditCode?: string | null;
  licenceValidFrom?: string | null;
  licenceValidTo?: string | null;
  licenceLongTerm?: boolean | null;
  licenceImageKey?: string | null;
  authorizationImageKey?: string | null;
  method?: RealNameMethod | null;
};

export type FieldError = { field: keyof RealNameSubmission; error: RuleError };

const PERSON_NAME = /^[\p{L}\p{M}][\p{L}\p{M}\s·.'-]*$/u;
const ORGANISATION_NAME = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N}\s·.'&()（）-]*$/u;
const COUNTRY = /^[A-Z]{2}$/;

const blank = (value: string | null | undefined): boolean => value == null || value.trim() === '';

export function validateLegalName(value: string | null | undefined, subject: RealNameSubject = 'person'): RuleError | null {
  if (blank(value)) return { rule: subject === 'person' ? 'realNameRequired' : 'organisationNameRequired' };
  const name = value!.trim();
  const length = [...name].length;
  if (length < LEGAL_NAME_MIN || length > LEGAL_NAME_MAX) return { rule: 'legalNameLength', params: { min: LEGAL_NAME_MIN, max: LEGAL_NAME_MAX } };
  return (subject === 'person' ? PERSON_NAME : ORGANISATION_NAME).test(name) ? null : { rule: 'legalNameCharacters' };
}

export function validateNationality(value: string | null | undefined): RuleError | null {
  if (blank(value)) return { rule: 'nationalityRequired' };
  return COUNTRY.test(value!.trim().toUpperCase()) ? null : { rule: 'nationalityInvalid' };
}

/** The validity period of a document; `longTerm` means no end date. */
export function validateValidity(
  from: string | null | undefined,
  to: string | null | undefined,
  longTerm: boolean | null | undefined,
  today: string,
): RuleError | null {
  if (blank(from)) return { rule: 'validFromRequired' };
  if (!isCalendarDate(from!)) return { rule: 'dateInvalid' };
  if (from! > today) return { rule: 'validFromFuture' };
  if (longTerm) return null;
  if (blank(to)) return { rule: 'validToRequired' };
  if (!isCalendarDate(to!)) return { rule: 'dateInvalid' };
  if (to! <= from!) return { rule: 'validToBeforeFrom' };
  if (to! < today) return { rule: 'validToPassed' };
  return null;
}

export function validatePhoto(key: string | null | undefined, kind: 'handheld' | 'front' | 'back' | 'licence' | 'authorization'): RuleError | null {
  const rules = {
    handheld: 'handheldPhotoRequired',
    front: 'frontPhotoRequired',
    back: 'backPhotoRequired',
    licence: 'licenceImageRequired',
    authorization: 'authorizationImageRequired',
  } as const;
  return blank(key) ? { rule: rules[kind] } : null;
}

/** The first failing field of a submission, or null. */
export function validateRealNameSubmission(input: RealNameSubmission, today: string): FieldError | null {
  const checks: Array<[keyof RealNameSubmission, () => RuleError | null]> =
    input.subjectType === 'person'
      ? [
          ['idType', () => (input.idType && ID_DOCUMENT_TYPES.includes(input.idType) ? null : { rule: 'idTypeRequired' })],
          ['nationality', () => validateNationality(input.nationality)],
          ['realName', () => validateLegalName(input.realName, 'person')],
          ['idNumber', () => validateDocumentNumber(input.idType!, input.idNumber, today, input.nationality)],
          ['handheldPhotoKey', () => validatePhoto(input.handheldPhotoKey, 'handheld')],
          ['frontPhotoKey', () => validatePhoto(input.frontPhotoKey, 'front')],
          ['backPhotoKey', () => validatePhoto(input.backPhotoKey, 'back')],
          ['idValidFrom', () => validateValidity(input.idValidFrom, input.idValidTo, input.idLongTerm, today)],
        ]
      : [
          ['organisationName', () => validateLegalName(input.organisationName, 'organisation')],
          ['creditCode', () => validateCreditCode(input.creditCode)],
          ['licenceValidFrom', () => validateValidity(input.licenceValidFrom, input.licenceValidTo, input.licenceLongTerm, today)],
          ['licenceImageKey', () => validatePhoto(input.licenceImageKey, 'licence')],
          ['authorizationImageKey', () => validatePhoto(input.authorizationImageKey, 'authorization')],
          ['method', () => (input.method === 'face' || input.method === 'letter' ? null : { rule: 'methodRequired' })],
        ];
  for (const [field, check] of checks) {
    const error = check();
    if (error) return { field, error };
  }
  return null;
}

/** The reason of a rejection or failed face check: required, at most REASON_MAX characters. */
export function validateDecisionReason(reason: string | null | undefined): RuleError | null {
  if (blank(reason)) return { rule: 'rejectionReasonRequired' };
  return [...reason!.trim()].length > REASON_MAX ? { rule: 'rejectionReasonLength', params: { max: REASON_MAX } } : null;
}
