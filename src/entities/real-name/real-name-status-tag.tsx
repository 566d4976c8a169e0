import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOR: Record<string, string> = { unverified: 'default', filling: 'default', inReview: 'processing', identityCheck: 'warning', verified: 'success', failed: 'error' };

/** An application's state in the page language (strings: `entities.realName.status`). */
export function useRealNameStatusLabel() {
  const { t } = useTranslation('entities');
  return (status: string) => t(`entities.realName.status.${status}`, { defaultValue: status });
}

/** An application's state as a coloured tag. */
export function RealNameStatusTag({ status }: { status: string }) {
  const label = useRealNameStatusLabel();
  return <Tag color={COLOR[status] ?? 'default'}>{label(status)}</Tag>;
}
