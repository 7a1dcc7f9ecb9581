import { isOpen, nextOpening, type WeeklySchedule } from '@charla/contracts';
import { Alert, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const REFRESH_MS = 30_000;
const systemNow = () => new Date();

export type SchedulePreviewProps = {
  /** Null while the draft has problems: there is nothing sound to preview. */
  schedule: WeeklySchedule | null;
  timeZone: string;
  isEnabled: boolean;
  now?: () => Date;
};

/**
 * "Open now" or "next opening at …" for the schedule being edited, in the organization's zone, with
 * the same functions the server uses; it follows every edit and the passing of time.
 */
export function SchedulePreview({ schedule, timeZone, isEnabled, now = systemNow }: SchedulePreviewProps) {
  const { t, i18n } = useTranslation('settings');
  const [at, setAt] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setAt(now()), REFRESH_MS);
    return () => clearInterval(timer);
  }, [now]);

  let message: string;
  let color: string;
  if (!schedule) {
    message = t('preview.invalid');
    color = 'gray';
  } else if (isOpen(schedule, timeZone, at)) {
    message = t('preview.open');
    color = 'green';
  } else {
    const opening = nextOpening(schedule, timeZone, at);
    color = 'orange';
    message = opening
      ? t('preview.nextOpening', {
          when: new Intl.DateTimeFormat(i18n.language, {
            timeZone,
            weekday: 'long',
            day: 'numeric',
            month: 'long',
            hour: '2-digit',
            minute: '2-digit',
          }).format(opening),
          timeZone,
        })
      : t('preview.never');
  }
  return (
    <Alert color={color} icon={<IconClock size={18} aria-hidden />} title={t('preview.title')}>
      <Text size="sm" data-testid="schedule-preview" role="status">
        {message}
      </Text>
      {isEnabled ? null : (
        <Text size="xs" c="dimmed" mt={4}>
          {t('preview.disabled')}
        </Text>
      )}
    </Alert>
  );
}
