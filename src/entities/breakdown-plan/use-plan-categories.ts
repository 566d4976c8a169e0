import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useRuleLang } from '@/components/code-flow/use-rule-text';
import { PlanCategoriesQuery } from './plan-categories.query';

/** The request categories as Select options, and a category id's name in the page language. */
export function usePlanCategories() {
  const lang = useRuleLang();
  const { data } = useQuery(PlanCategoriesQuery, { fetchPolicy: 'cache-first' });
  return useMemo(() => {
    const options = (data?.requestCategories ?? []).map((c) => ({ value: Number(c.id), label: lang === 'en' ? c.industryNameEn : c.industryName }));
    const nameOf = (id: number | null | undefined) => (id === null || id === undefined ? '-' : (options.find((o) => o.value === id)?.label ?? String(id)));
    return { options, nameOf };
  }, [data, lang]);
}
