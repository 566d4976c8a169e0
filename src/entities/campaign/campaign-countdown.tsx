import { Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The time left to a deadline (ms since epoch), ticking every second: a campaign's end, an invitation's answer
 * window. The services apply a passed deadline themselves (when read, and by their scheduler); `onFinish` lets the
 * page read the entity again.
 */
export function DeadlineCountdown({ deadlineAt, onFinish, label }: { deadlineAt: number; onFinish?: () => void; label?: string }) {
  const { t } = useTranslation('hall');
  const [passed, setPassed] = useState(() => deadlineAt <= Date.now());
  if (passed) {
    return (
      <Typography.Text type="danger" data-testid="deadline-countdown">
        {t('hall.countdown.passed')}
      </Typography.Text>
    );
  }
  return (
    <span data-testid="deadline-countdown">
      <Statistic.Timer
        type="countdown"
        title={label}
        value={deadlineAt}
        format={t('hall.countdown.format')}
        styles={{ content: { fontSize: 16 } }}
        onFinish={() => {
          setPassed(true);
          onFinish?.();
        }}
      />
    </span>
  );
}
