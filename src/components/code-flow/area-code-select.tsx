import { useMemo } from 'react';
import { Select } from 'antd';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_AREA_CODE } from '../../../machines/constants';
import { CountriesQuery } from './countries.operation';
import { useRuleLang } from './use-rule-text';

type Props = {
  value: string;
  onChange(areaCode: string): void;
  disabled?: boolean;
  invalid?: boolean;
};

/**
 * Area-code picker fed by the `countries` query. The default (86) is listed even before the list arrives, so
 * the select never shows a bare number while loading or when the list fails.
 */
export function AreaCodeSelect({ value, onChange, disabled, invalid }: Props) {
  const { t } = useTranslation('auth', { keyPrefix: 'auth' });
  const lang = useRuleLang();
  const { data, loading } = useQuery(CountriesQuery, { context: { silentErrors: true } });

  const options = useMemo(() => {
    const countries = data?.countries ?? [];
    const list = countries.map((c) => {
      const name = lang === 'en' ? c.enName : c.zhName;
      return { value: c.areaCode, label: `+${c.areaCode}`, search: `${c.areaCode} ${c.enName} ${c.zhName}`, title: `${c.flag} ${name}` };
    });
    if (!list.some((o) => o.value === DEFAULT_AREA_CODE)) {
      list.unshift({ value: DEFAULT_AREA_CODE, label: `+${DEFAULT_AREA_CODE}`, search: DEFAULT_AREA_CODE, title: '' });
    }
    return list;
  }, [data, lang]);

  return (
    <Select
      aria-label={t('fields.areaCode')}
      className="auth-area-code"
      style={{ width: 110 }}
      value={value}
      onChange={onChange}
      disabled={disabled}
      loading={loading}
      status={invalid ? 'error' : undefined}
      showSearch={{ filterOption: (input, option) => (option?.search ?? '').toLowerCase().includes(input.trim().toLowerCase().replace(/^\+/, '')) }}
      popupMatchSelectWidth={260}
      options={options}
      optionRender={(option) => (
        <span>
          {option.data.label} <span style={{ color: 'rgba(0,0,0,0.55)' }}>{option.data.title}</span>
        </span>
      )}
    />
  );
}
