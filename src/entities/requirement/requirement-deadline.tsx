import { Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** 3 725 000 ms → '01:02:05', and whole days in front past 24 hours ('2d 01:02:05'). */
export function formatTimeLeft(ms: number, dayUnit: string): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  const days = Math.floor(total / 86_400);
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${days}${dayUnit} ${clock}` : clock;
}

/**
 * The time left to a requirement's current deadline (`deadlineAt`, ms: the evaluation, payment or decision window),
 * ticking every second. The services apply a passed deadline when the requirement is read, so `onExpired` (once)
 * reads it again rather than deciding anything here.
 */
export function RequirementDeadline({ deadlineAt, onExpired }: { deadlineAt: number; onExpired?(): void }) {
  const { t } = useTranslation('requirements');
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
    if (expired) expiredRef.current?.();
  }, [expired]);

  return (
    <Typography.Text type={expired ? 'danger' : 'warning'} strong data-testid="requirement-deadline">
      {expired ? t('requirements.deadline.passed') : t('requirements.deadline.left', { time: formatTimeLeft(left, t('requirements.deadline.dayUnit')) })}
    </Typography.Text>
  );
}
