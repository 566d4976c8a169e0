import { useQuery } from '@apollo/client/react';
import { useMemo, useRef } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router-dom';
import { HALL_PAGE_SIZE } from '../../../machines/constants';
import { hallFilterOf, readFilters, writeFilters, type HallFilters } from './hall-filters';
import { HallQuery } from './hall.query';
import { HallReferencesQuery } from './hall-references.query';

/**
 * The hall's filters (in the URL: ./hall-filters.ts) and its two reads. Called by the page itself (./hall-page.tsx),
 * so the requests leave with the page's first render, while the list's antd code is still loading.
 */
export function useHallData() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  // A keyword typed just before a card is clicked settles (KEYWORD_DEBOUNCE_MS) while the next page's code loads and
  // the hall is still on screen: writing the filter then would take over that navigation (the visitor landed on
  // `/detail?q=…`, without the requirement). While the router is leaving the hall, filter changes are dropped.
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = useRef(false);
  leaving.current = navigation.state !== 'idle' && navigation.location.pathname !== pathname;
  const update = (change: Partial<HallFilters>) => {
    if (leaving.current) return;
    // Any change of filter starts at page 1; a page change keeps the filter.
    setParams(writeFilters({ ...filters, page: 1, ...change }), { replace: !('page' in change) });
  };
  const clear = () => setParams(writeFilters({ tab: filters.tab, industry: null, sub: null, stage: null, cate: null, q: '', page: 1 }));
  const references = useQuery(HallReferencesQuery, { fetchPolicy: 'cache-first', context: { silentErrors: true } });
  const list = useQuery(HallQuery, {
    variables: { pageNum: filters.page, pageSize: HALL_PAGE_SIZE, filter: hallFilterOf(filters) },
    fetchPolicy: 'cache-and-network',
  });
  return { filters, update, clear, references, list };
}

export type HallData = ReturnType<typeof useHallData>;
