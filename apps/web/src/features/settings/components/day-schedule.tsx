import { WEEK_DAYS, minutesOf, type TimeInterval, type WeekDay } from '@charla/contracts';
import { ActionIcon, Button, Checkbox, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCopy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_INTERVAL } from '../lib/schedule-form';
import type { ScheduleErrors } from '../lib/schedule-errors';

const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A new interval starts where the last one ends (one hour long), or is the default 09:00–17:00. */
function nextInterval(intervals: TimeInterval[]): TimeInterval {
  const last = intervals.at(-1);
  const end = last && /^\d{2}:\d{2}$/.test(last.to) ? minutesOf(last.to) : null;
  if (end === null || end >= 24 * 60) return { ...DEFAULT_INTERVAL };
  return { from: toTime(end), to: toTime(Math.min(end + 60, 24 * 60)) };
}

export type DayScheduleProps = {
  day: WeekDay;
  intervals: TimeInterval[];
  errors: ScheduleErrors;
  onChange: (intervals: TimeInterval[]) => void;
  onCopy: (targets: WeekDay[]) => void;
};

/** One day of the week: open or closed, its intervals, and copying them to other days. */
export function DaySchedule({ day, intervals, errors, onChange, onCopy }: DayScheduleProps) {
  const { t } = useTranslation('settings');
  const dayName = t(`days.${day}`);
  const [isCopyOpen, copyPanel] = useDisclosure(false);
  const [targets, setTargets] = useState<string[]>([]);
  const isOpen = intervals.length > 0;
  const update = (index: number, field: keyof TimeInterval, value: string) =>
    onChange(intervals.map((interval, i) => (i === index ? { ...interval, [field]: value } : interval)));

  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }} aria-label={dayName}>
      <Group justify="space-between">
        <Switch
          label={
            <Text span tt="capitalize">
              {dayName}
            </Text>
          }
          checked={isOpen}
          onChange={(event) => onChange(event.currentTarget.checked ? [{ ...DEFAULT_INTERVAL }] : [])}
        />
        <Group gap="xs">
          {isOpen ? (
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => onChange([...intervals, nextInterval(intervals)])}
              aria-label={t('schedule.addInterval', { day: dayName })}
            >
              {t('schedule.add')}
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              {t('schedule.closed')}
            </Text>
          )}
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconCopy size={14} aria-hidden />}
            onClick={copyPanel.toggle}
            aria-expanded={isCopyOpen}
            aria-label={t('schedule.copyDay', { day: dayName })}
          >
            {t('schedule.copy')}
          </Button>
        </Group>
      </Group>
      {intervals.map((interval, index) => {
        const position = { day: dayName, number: index + 1 };
        const rowError = errors[`${day}.${index}`];
        return (
          <Stack key={index} gap={2} pl="xl">
            <Group gap="xs" align="flex-start">
              <TextInput
                w={90}
                value={interval.from}
                placeholder="09:00"
                maxLength={5}
                aria-label={t('schedule.from', position)}
                error={errors[`${day}.${index}.from`]}
                onChange={(event) => update(index, 'from', event.currentTarget.value)}
              />
              <Text pt={6} aria-hidden>
                –
              </Text>
              <TextInput
                w={90}
                value={interval.to}
                placeholder="17:00"
                maxLength={5}
                aria-label={t('schedule.to', position)}
                error={errors[`${day}.${index}.to`]}
                onChange={(event) => update(index, 'to', event.currentTarget.value)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={4}
                aria-label={t('schedule.remove', position)}
                onClick={() => onChange(intervals.filter((_, i) => i !== index))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
            {rowError ? (
              <Text size="xs" c="red" role="alert">
                {rowError}
              </Text>
            ) : null}
          </Stack>
        );
      })}
      {isCopyOpen ? (
        <Stack gap="xs" pl="xl">
          <Checkbox.Group
            label={t('schedule.copyTo', { day: dayName })}
            value={targets}
            onChange={setTargets}
          >
            <Group gap="sm" mt={4}>
              {WEEK_DAYS.filter((other) => other !== day).map((other) => (
                <Checkbox
                  key={other}
                  value={other}
                  label={
                    <Text span size="sm" tt="capitalize">
                      {t(`days.${other}`)}
                    </Text>
                  }
                />
              ))}
            </Group>
          </Checkbox.Group>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              onClick={() => setTargets(WEEK_DAYS.filter((other) => other !== day))}
            >
              {t('schedule.selectAll')}
            </Button>
            <Button
              size="xs"
              disabled={targets.length === 0}
              onClick={() => {
                onCopy(targets as WeekDay[]);
                setTargets([]);
                copyPanel.close();
              }}
            >
              {t('schedule.applyCopy')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}
