import { useRuleLang } from '@/components/code-flow/use-rule-text';

type Named = {
  industryName?: readonly string[] | null;
  industryNameEn?: readonly string[] | null;
  categoryName?: string | null;
  categoryNameEn?: string | null;
};

/** A requirement's domain path ("Industry / Sub-category") and request category in the page language. */
export function useRequirementNames() {
  const lang = useRuleLang();
  return {
    domain: (r: Named) => {
      const names = (lang === 'en' && r.industryNameEn?.length ? r.industryNameEn : r.industryName) ?? [];
      return names.join(' / ');
    },
    category: (r: Named) => (lang === 'en' ? r.categoryNameEn || r.categoryName : r.categoryName || r.categoryNameEn) ?? '',
  };
}
