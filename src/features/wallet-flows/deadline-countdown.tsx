import { Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** 3 725 000 ms → '01:02:05' (hours may pass 24 for a long window). */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/**
 * The time left to `deadlineAt` (ms), ticking every second on the wall clock. The services apply a passed
 * deadline when the order is read, so `onExpired` (once) reloads the order rather than deciding anything here.
 */
export function DeadlineCountdown({ deadlineAt, onExpired }: { deadlineAt: number; onExpired(): void }) {
  const { t } = useTranslation('walletFlows');
  const [now, setNow] = useState(() => Date.now());
  const expiredRef = useRef(onExpired);
  expiredRef.current = onExpired;
  const left = deadlineAt - now;
  const expired = left <= 0;

  useEffect(() => {
    if (expired) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [expired]);

  useEffect(() => {
    if (expired) expiredRef.current();
  }, [expired]);

  return (
    <Typography.Text type={expired ? 'danger' : 'warning'} strong data-testid="deadline-countdown">
      {expired ? t('walletFlows.common.deadlinePassed') : t('walletFlows.common.timeLeft', { time: formatDuration(left) })}
    </Typography.Text>
  );
}
