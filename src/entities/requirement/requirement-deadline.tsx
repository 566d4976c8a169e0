import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTimeLeft, useTimeLeft } from '@/components/countdown';

/**
 * The time left to a requirement's current deadline (`deadlineAt`, ms: the evaluation, payment or decision window),
 * ticking every second; `onExpired` (once) reads the requirement again.
 */
export function RequirementDeadline({ deadlineAt, onExpired }: { deadlineAt: number; onExpired?(): void }) {
  const { t } = useTranslation('requirements');
  const { left, expired } = useTimeLeft(deadlineAt, onExpired);
  return (
    <Typography.Text type={expired ? 'danger' : 'warning'} strong data-testid="requirement-deadline">
      {expired ? t('requirements.deadline.passed') : t('requirements.deadline.left', { time: formatTimeLeft(left, t('requirements.deadline.dayUnit')) })}
    </Typography.Text>
  );
}
