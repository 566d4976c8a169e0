import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTimeLeft, useTimeLeft } from '@/components/countdown';

/** The time left to an order's `deadlineAt` (ms; hours may pass 24), ticking every second; `onExpired` (once) reloads the order. */
export function DeadlineCountdown({ deadlineAt, onExpired }: { deadlineAt: number; onExpired(): void }) {
  const { t } = useTranslation('walletFlows');
  const { left, expired } = useTimeLeft(deadlineAt, onExpired);
  return (
    <Typography.Text type={expired ? 'danger' : 'warning'} strong data-testid="deadline-countdown">
      {expired ? t('walletFlows.common.deadlinePassed') : t('walletFlows.common.timeLeft', { time: formatTimeLeft(left) })}
    </Typography.Text>
  );
}
