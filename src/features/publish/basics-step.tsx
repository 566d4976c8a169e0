import { useQuery } from '@apollo/client/react';
import { Cascader, Form, Input, InputNumber, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DURATION_MAX_DAYS, TITLE_MAX } from '../../../machines/rules/requirement';
import { useRuleLang } from '@/components/code-flow/use-rule-text';
import type { FieldErrors } from './field-errors';
import { PublishOptionsQuery } from './publish-options.query';
import { industryOptions } from '@/lib/industry-options';

export type DomainOption = { value: string; label: string; children?: DomainOption[] };

/** The Cascader's options and the categories in the page language (also the review's labels). */
export function usePublishOptions() {
  const lang = useRuleLang();
  const { data, loading } = useQuery(PublishOptionsQuery, { fetchPolicy: 'cache-first' });
  return useMemo(() => {
    const domains: DomainOption[] = industryOptions(data?.industryTree ?? [], lang);
    const categories = (data?.requestCategories ?? []).map((c) => ({ value: c.id, label: lang === 'en' ? c.industryNameEn || c.industryName : c.industryName || c.industryNameEn }));
    const domainLabel = (path: readonly string[] = []) => {
      const labels: string[] = [];
      let level: DomainOption[] | undefined = domains;
      for (const id of path) {
        const hit: DomainOption | undefined = level?.find((o) => o.value === id);
        if (!hit) break;
        labels.push(hit.label);
        level = hit.children;
      }
      return labels.join(' / ');
    };
    const categoryLabel = (id: string | null | undefined) => categories.find((c) => c.value === id)?.label ?? '';
    return { domains, categories, domainLabel, categoryLabel, loading };
  }, [data, loading, lang]);
}

/** Step 1: title, domain category (one path: industry and optional sub-category), request category, duration, budget. */
export function BasicsStep({ errors }: { errors: FieldErrors }) {
  const { t } = useTranslation('requirements');
  const options = usePublishOptions();
  return (
    <>
      <Form.Item name="title" label={t('requirements.field.title')} required {...errors.props('title')}>
        <Input placeholder={t('requirements.publish.titlePlaceholder')} count={{ show: true, max: TITLE_MAX }} />
      </Form.Item>
      <Form.Item name="domain" label={t('requirements.field.domain')} required {...errors.props('industryIds')}>
        <Cascader
          options={options.domains}
          changeOnSelect
          showSearch
          loading={options.loading}
          placeholder={t('requirements.publish.domainPlaceholder')}
          aria-label={t('requirements.field.domain')}
        />
      </Form.Item>
      <Form.Item name="categoryId" label={t('requirements.field.category')} required {...errors.props('categoryId')}>
        <Select
          options={options.categories}
          loading={options.loading}
          placeholder={t('requirements.publish.categoryPlaceholder')}
          aria-label={t('requirements.field.category')}
          allowClear
        />
      </Form.Item>
      <Form.Item name="durationDays" label={t('requirements.publish.durationLabel')} required {...errors.props('durationDays')}>
        <InputNumber precision={0} style={{ width: 220 }} suffix={t('requirements.publish.daysUnit')} placeholder={`1-${DURATION_MAX_DAYS}`} aria-label={t('requirements.publish.durationLabel')} />
      </Form.Item>
      <Form.Item
        name="budgetYuan"
        label={t('requirements.publish.budgetLabel')}
        required
        extra={errors.props('budgetFen').help ? undefined : t('requirements.publish.budgetHint')}
        {...errors.props('budgetFen')}
      >
        <Input prefix="¥" inputMode="decimal" style={{ width: 260 }} placeholder="0.00" aria-label={t('requirements.publish.budgetLabel')} />
      </Form.Item>
    </>
  );
}
