import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

export type DayRange = [Dayjs | null, Dayjs | null] | null;

/** A picked day range as the services' from/to (ms): the whole first day through the whole last day. */
export function dayBounds(range: DayRange): { from?: number; to?: number } {
  const [start, end] = range ?? [null, null];
  return {
    ...(start ? { from: start.startOf('day').valueOf() } : {}),
    ...(end ? { to: end.endOf('day').valueOf() } : {}),
  };
}

export function DayRangeFilter({ value, onChange }: { value: DayRange; onChange(value: DayRange): void }) {
  const { t } = useTranslation('wallet');
  return (
    <DatePicker.RangePicker
      aria-label={t('wallet.filters.dateRange')}
      value={value}
      onChange={(v) => onChange(v as DayRange)}
      allowEmpty={[true, true]}
      placeholder={[t('wallet.filters.from'), t('wallet.filters.to')]}
    />
  );
}
