/**
 * The publish form's values and what they become: the shared rules' `RequirementDraft` (machines/rules/requirement.ts,
 * what the publish machine checks) and the gateway's `RequirementInput` (what saveRequirement sends). Pure.
 */
import { fenToYuan, yuanToFen } from '../../../machines/rules/money';
import type { RequirementDraft } from '../../../machines/rules/requirement';
import type { RequirementContentFragment, RequirementFieldsFragment, RequirementInput } from '@/gql/graphql';
import { visibleText } from '@/components/rich-text/visible-text';

export type FormAttachment = { key: string; name: string; contentType?: string; size?: number; url?: string | null };

export type PublishFormValues = {
  title: string;
  /** The Cascader's one path: [industry id] or [industry id, sub-category id]. */
  domain: string[];
  categoryId: string | null;
  durationDays: number | null;
  /** Yuan as typed (2 decimals at most); sent as fen. */
  budgetYuan: string;
  details: { html: string; text: string };
  attachments: FormAttachment[];
  keywords: string[];
  institutions: string;
  agreed: boolean;
};

export const EMPTY_FORM: PublishFormValues = {
  title: '',
  domain: [],
  categoryId: null,
  durationDays: null,
  budgetYuan: '',
  details: { html: '', text: '' },
  attachments: [],
  keywords: [],
  institutions: '',
  agreed: false,
};

const YUAN = /^\d{1,10}(\.\d{1,2})?$/;

/** Typed yuan → fen: null when empty, -1 when malformed (so the budget rule answers with its range message). */
export function budgetFenOf(text: string | null | undefined): number | null {
  const trimmed = (text ?? '').trim();
  if (!trimmed) return null;
  return YUAN.test(trimmed) ? yuanToFen(trimmed) : -1;
}

const positiveInt = (value: string | number | null | undefined): number | null => {
  const n = Number(value);
  return value !== null && value !== undefined && value !== '' && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** What the shared rules read of the form. */
export function toDraft(values: Partial<PublishFormValues>): RequirementDraft {
  const v = { ...EMPTY_FORM, ...values };
  return {
    title: v.title ?? '',
    industryIds: (v.domain ?? []).map(positiveInt).filter((n): n is number => n !== null),
    categoryId: positiveInt(v.categoryId),
    durationDays: v.durationDays === undefined || v.durationDays === null || (v.durationDays as unknown) === '' ? null : Number(v.durationDays),
    budgetFen: budgetFenOf(v.budgetYuan),
    detailsText: v.details?.text ?? '',
    attachments: (v.attachments ?? []).map((a) => a.key),
    keywords: (v.keywords ?? []).map((k) => k.trim()).filter(Boolean),
    institutions: v.institutions ?? '',
    agreed: !!v.agreed,
  };
}

/** What saveRequirement sends: the draft's id once it has one; fields left empty are sent as null. */
export function toInput(values: Partial<PublishFormValues>, id: number | null): RequirementInput {
  const v = { ...EMPTY_FORM, ...values };
  const draft = toDraft(v);
  return {
    ...(id ? { id } : {}),
    title: v.title.trim(),
    industryId: draft.industryIds[0] ?? null,
    industrySubId: draft.industryIds[1] ?? null,
    categoryId: draft.categoryId,
    durationDays: draft.durationDays,
    budgetFen: draft.budgetFen !== null && draft.budgetFen > 0 ? draft.budgetFen : null,
    detailsHtml: v.details.text.trim() ? v.details.html : '',
    attachments: v.attachments.map(({ key, name }) => ({ key, name })),
    keywords: draft.keywords,
    institutions: v.institutions.trim(),
  };
}

/** A saved requirement back into the form (a draft or a rejected requirement reopened by `?id=`). */
export function fromRequirement(r: RequirementFieldsFragment, content: RequirementContentFragment): PublishFormValues {
  return {
    title: r.title,
    domain: [r.industryId, r.industrySubId].filter((id): id is number => !!id).map(String),
    categoryId: r.categoryId ? String(r.categoryId) : null,
    durationDays: r.durationDays ?? null,
    budgetYuan: r.budgetFen != null ? fenToYuan(r.budgetFen) : '',
    details: { html: content.detailsHtml, text: visibleText(content.detailsHtml) },
    attachments: content.attachments.map(({ key, name, contentType, size, url }) => ({ key, name, contentType, size, url })),
    keywords: [...r.keywords],
    institutions: r.institutions,
    agreed: false,
  };
}

export { visibleText };
