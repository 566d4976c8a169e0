/**
 * The hall's filters as URL search parameters (so a filtered page can be shared, reloaded and returned to with
 * Back): `tab` (requirements | crowdfunding), `industry` and `sub` (the domain and its sub-category), `stage` (main
 * stage 1-7), `cate` (request category), `q` (keyword) and `page`. Pure: tested without React.
 */
import type { HallFilter } from '@/gql/graphql';

export type HallTab = 'requirements' | 'crowdfunding';

export type HallFilters = {
  tab: HallTab;
  industry: number | null;
  sub: number | null;
  stage: number | null;
  cate: number | null;
  q: string;
  page: number;
};

const positive = (value: string | null): number | null => {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
};

export function readFilters(params: URLSearchParams): HallFilters {
  const stage = positive(params.get('stage'));
  return {
    tab: params.get('tab') === 'crowdfunding' ? 'crowdfunding' : 'requirements',
    industry: positive(params.get('industry')),
    sub: positive(params.get('sub')),
    stage: stage !== null && stage <= 7 ? stage : null,
    cate: positive(params.get('cate')),
    q: (params.get('q') ?? '').trim().slice(0, 50),
    page: positive(params.get('page')) ?? 1,
  };
}

/** The parameters of `filters`, defaults left out (a clean `/hall` for the first page of everything). */
export function writeFilters(filters: HallFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.tab !== 'requirements') params.set('tab', filters.tab);
  if (filters.industry) params.set('industry', String(filters.industry));
  if (filters.industry && filters.sub) params.set('sub', String(filters.sub));
  if (filters.stage) params.set('stage', String(filters.stage));
  if (filters.cate) params.set('cate', String(filters.cate));
  if (filters.q) params.set('q', filters.q);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** What POST /requ/v1/pro-hall/pages is asked (HallFilter of schema.graphql). */
export function hallFilterOf(filters: HallFilters): HallFilter {
  const filter: HallFilter = {};
  if (filters.stage) filter.states = [filters.stage];
  if (filters.cate) filter.cate = filters.cate;
  if (filters.industry) filter.industryCategories = [filters.industry];
  if (filters.industry && filters.sub) filter.industrySubcategory = filters.sub;
  if (filters.q) filter.keyword = filters.q;
  if (filters.tab === 'crowdfunding') filter.crowdfunding = true;
  return filter;
}

/** Whether anything narrows the list (the empty state then offers to clear the filters). */
export function isFiltered(filters: HallFilters): boolean {
  return !!(filters.industry || filters.stage || filters.cate || filters.q);
}

/** A pause this long in typing runs the keyword search. */
export const KEYWORD_DEBOUNCE_MS = 400;
