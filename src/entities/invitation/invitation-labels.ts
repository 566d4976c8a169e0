import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { inviteStatus, inviteType } from '../../../machines/codes/invitation.codes';
import { useRuleLang } from '@/components/code-flow/use-rule-text';

/** The events of machines/requirement/invitation.machine.ts a member may send (from `availableEvents`). */
export const INVITE_ACCEPT = 'invite.accept';
export const INVITE_REJECT = 'invite.reject';

/** The spec keeps an invitation's domain as a JSON array in a string (`["新能源","储能"]`); a plain name passes through. */
export function parseIndustryNames(value: string | null | undefined): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return parsed.filter((v): v is string => typeof v === 'string' && v.length > 0);
    return typeof parsed === 'string' ? [parsed] : [];
  } catch {
    return [value];
  }
}

type Named = { industryName: string; industryNameEn: string };

/** An invitation's kind, status and domain in the page language (the spec 3 tables carry both languages). */
export function useInvitationLabels() {
  const lang = useRuleLang();
  const kind = useCallback((cate: number) => inviteType.entries.find((e) => e.value === String(cate))?.[lang] ?? String(cate), [lang]);
  const status = useCallback((code: number) => inviteStatus.entries.find((e) => e.value === String(code))?.[lang] ?? String(code), [lang]);
  const domain = useCallback(
    (invitation: Named) => {
      const en = parseIndustryNames(invitation.industryNameEn);
      const zh = parseIndustryNames(invitation.industryName);
      return (lang === 'en' && en.length ? en : zh.length ? zh : en).join(' / ');
    },
    [lang],
  );
  return { lang, kind, status, domain };
}

type Reason = { key: string; fieldZh?: string | null; fieldEn?: string | null; terms?: string | null; completed?: number | null };

/** Why the member was invited, in one line of the page language (the ranking's largest part). */
export function useInvitationReason() {
  const { t } = useTranslation();
  const lang = useRuleLang();
  return useCallback(
    (reason: Reason | null | undefined): string | null => {
      if (!reason) return null;
      const field = (lang === 'en' ? reason.fieldEn || reason.fieldZh : reason.fieldZh || reason.fieldEn) ?? '';
      return t(`invitations.reason.${reason.key}`, { field, terms: reason.terms ?? '', count: reason.completed ?? 0, defaultValue: t('invitations.reason.available') });
    },
    [lang, t],
  );
}
