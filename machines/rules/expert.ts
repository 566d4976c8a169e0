/**
 * Industry expert status (issue 12): a member applies with fields of expertise, credentials (uploads) and an
 * introduction; operations approve or reject with a reason. Only approved experts receive invitations of kind 4
 * (analysis review) and 7 (solution review); the other kinds go to hall members of the fitting participant kind
 * (`KIND_OF_INVITE_TYPE`).
 */
import { KIND_OF_INVITE_TYPE } from '../codes/invitation.codes';
import type { RuleError } from './messages';

export const EXPERT_FIELDS_MAX = 6;
export const EXPERT_CREDENTIALS_MAX = 10;
export const EXPERT_INTRODUCTION_MIN = 20;
export const EXPERT_INTRODUCTION_MAX = 2000;
/** Invite kinds only experts receive. */
export const EXPERT_INVITE_TYPES: readonly string[] = ['4', '7'];

export type ExpertApplicationForm = {
  /** Industry (sub-)category ids. */
  fieldIds: readonly number[];
  /** Object keys of the uploaded credentials (the upload rules check their content). */
  credentials: readonly string[];
  introduction: string;
};

export type ExpertApplicationField = keyof ExpertApplicationForm;

export function expertApplicationErrors(form: ExpertApplicationForm): Partial<Record<ExpertApplicationField, RuleError>> {
  const errors: Partial<Record<ExpertApplicationField, RuleError>> = {};
  const fields = new Set(form.fieldIds);
  if (!fields.size || fields.size > EXPERT_FIELDS_MAX || fields.size !== form.fieldIds.length || form.fieldIds.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
    errors.fieldIds = { rule: 'expertFieldsRange', params: { max: EXPERT_FIELDS_MAX } };
  }
  if (!form.credentials.length || form.credentials.length > EXPERT_CREDENTIALS_MAX || form.credentials.some((k) => !k.trim())) {
    errors.credentials = { rule: 'expertCredentialsRange', params: { max: EXPERT_CREDENTIALS_MAX } };
  }
  const intro = [...form.introduction.trim()].length;
  if (intro < EXPERT_INTRODUCTION_MIN || intro > EXPERT_INTRODUCTION_MAX) {
    errors.introduction = { rule: 'expertIntroductionLength', params: { min: EXPERT_INTRODUCTION_MIN, max: EXPERT_INTRODUCTION_MAX } };
  }
  return errors;
}

/** Whether a member may be invited to a kind: experts for 4 and 7, the hall's participant kind for the rest. */
export function mayReceiveInvite(cate: number | string, member: { participantKinds: readonly string[]; expert: boolean }): boolean {
  const kind = String(cate);
  if (EXPERT_INVITE_TYPES.includes(kind)) return member.expert;
  const needed = KIND_OF_INVITE_TYPE[kind];
  return !!needed && member.participantKinds.includes(needed);
}
