import { SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Cascader, Empty, Input, Segmented, Select, Skeleton } from 'antd';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mainStage } from '../../../machines/codes/requirement.codes';
import { HALL_PAGE_SIZE } from '../../../machines/constants';
import { useRuleLang } from '@/components/code-flow/use-rule-text';
import { Pager } from '@/components/pager';
import { HallCard } from './hall-card';
import { isFiltered, type HallTab } from './hall-filters';
import { KEYWORD_DEBOUNCE_MS } from './hall-filters';
import type { HallData } from './use-hall-data';
import { useDebouncedValue } from './use-debounced-value';
import { industryOptions } from '@/lib/industry-options';

/**
 * The hall's list (./hall-page.tsx): published requirements, or the open crowdfunding campaigns, filtered by domain
 * and sub-category, stage, request category and keyword; 20 a page with the spec 9 pager. Filters live in the URL
 * (./hall-filters.ts). antd's, so it loads after the page's heading has painted; the page asks for the data
 * meanwhile (./use-hall-data.ts).
 */
export function HallResults({ hall }: { hall: HallData }) {
  const { t } = useTranslation('hall');
  const lang = useRuleLang();
  const { filters, update, clear, references } = hall;
  const { data, previousData, loading, error, refetch } = hall.list;
  const shown = data ?? previousData;
  // The cards of a new answer render in the background, in slices (a transition): the filters stay responsive and
  // no long task holds the page while twenty cards are drawn. Until then the previous cards (or the skeleton) stay.
  const listed = useDeferredValue(shown);
  const records = listed?.hall.records ?? [];
  const total = shown?.hall.total_record ?? 0;
  const drawing = listed !== shown;

  const industries = useMemo(() => industryOptions(references.data?.industryTree ?? [], lang, Number), [references.data, lang]);
  const categoryOptions = useMemo(
    () => (references.data?.requestCategories ?? []).map((c) => ({ value: Number(c.id), label: lang === 'en' ? c.industryNameEn : c.industryName })),
    [references.data, lang],
  );

  return (
    <>
      <Segmented<HallTab>
        className="hall__tabs"
        value={filters.tab}
        onChange={(tab) => update({ tab })}
        options={[
          { value: 'requirements', label: t('hall.tabs.requirements') },
          { value: 'crowdfunding', label: t('hall.tabs.crowdfunding') },
        ]}
        aria-label={t('hall.tabs.label')}
        data-testid="hall-tabs"
      />

      <div className="hall__filters" role="search" aria-label={t('hall.filters.label')}>
        <KeywordSearch value={filters.q} onSearch={(q) => q !== filters.q && update({ q })} />
        <Cascader
          className="hall__filter"
          options={industries}
          changeOnSelect
          allowClear
          value={filters.industry ? (filters.sub ? [filters.industry, filters.sub] : [filters.industry]) : undefined}
          onChange={(path) => update({ industry: (path?.[0] as number | undefined) ?? null, sub: (path?.[1] as number | undefined) ?? null })}
          placeholder={t('hall.filters.industry')}
          aria-label={t('hall.filters.industry')}
          loading={references.loading}
        />
        <Select<number>
          className="hall__filter"
          allowClear
          value={filters.stage ?? undefined}
          onChange={(stage) => update({ stage: stage ?? null })}
          placeholder={t('hall.filters.stage')}
          aria-label={t('hall.filters.stage')}
          options={mainStage.entries.map((e) => ({ value: Number(e.value), label: e[lang] }))}
        />
        <Select<number>
          className="hall__filter"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={filters.cate ?? undefined}
          onChange={(cate) => update({ cate: cate ?? null })}
          placeholder={t('hall.filters.category')}
          aria-label={t('hall.filters.category')}
          options={categoryOptions}
          loading={references.loading}
        />
      </div>

      {error && !shown ? (
        <Alert
          type="error"
          showIcon
          title={t('hall.loadError')}
          action={<Button onClick={() => void refetch().catch(() => undefined)}>{t('hall.retry')}</Button>}
        />
      ) : !listed && (loading || drawing) ? (
        <div className="hall__grid" data-testid="hall-loading" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Card key={i} size="small">
              <Skeleton active paragraph={{ rows: 3 }} />
            </Card>
          ))}
        </div>
      ) : records.length === 0 ? (
        <Empty
          className="hall__empty"
          description={t(filters.tab === 'crowdfunding' ? 'hall.emptyCrowdfunding' : 'hall.empty')}
          data-testid="hall-empty"
        >
          {isFiltered(filters) && (
            <Button onClick={clear}>
              {t('hall.filters.clear')}
            </Button>
          )}
        </Empty>
      ) : (
        <div className="hall__grid" data-testid="hall-list" aria-busy={loading || drawing}>
          {records.map((record, i) => (
            <HallCard key={i} record={record} />
          ))}
        </div>
      )}

      <Pager current={filters.page} pageSize={HALL_PAGE_SIZE} total={total} onChange={(page) => update({ page })} label={t('hall.pager')} />
    </>
  );
}

/**
 * The keyword box: searches after a pause in typing (or at once on Enter). Input-method composition (pinyin typed
 * for Chinese) is not searched until the characters are chosen.
 */
function KeywordSearch({ value, onSearch }: { value: string; onSearch(q: string): void }) {
  const { t } = useTranslation('hall');
  const [text, setText] = useState(value);
  const [composing, setComposing] = useState(false);
  const settled = useDebouncedValue(composing ? null : text.trim(), KEYWORD_DEBOUNCE_MS);
  const latest = useRef(onSearch);
  latest.current = onSearch;

  // The URL changed from elsewhere (Back, "clear filters"): show what is searched.
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (settled !== null) latest.current(settled);
  }, [settled]);

  return (
    <Input.Search
      className="hall__search"
      value={text}
      allowClear
      maxLength={50}
      onChange={(e) => setText(e.target.value)}
      onCompositionStart={() => setComposing(true)}
      onCompositionEnd={(e) => {
        setComposing(false);
        setText((e.target as HTMLInputElement).value);
      }}
      onSearch={(q) => latest.current(q.trim())}
      placeholder={t('hall.filters.keyword')}
      aria-label={t('hall.filters.keyword')}
      // The button holds only the icon: its name is the icon's (antd's would be the English "search").
      searchIcon={<SearchOutlined aria-label={t('hall.filters.search')} />}
      data-testid="hall-keyword"
    />
  );
}
