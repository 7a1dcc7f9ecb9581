import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type HolidaysEditorProps = { dates: string[]; onChange: (dates: string[]) => void };

/** Dates (YYYY-MM-DD, the organization's local calendar) on which it is closed all day. */
export function HolidaysEditor({ dates, onChange }: HolidaysEditorProps) {
  const { t, i18n } = useTranslation('settings');
  const [candidate, setCandidate] = useState('');
  const format = (date: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
  const add = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(candidate) || dates.includes(candidate)) return;
    onChange([...dates, candidate].sort());
    setCandidate('');
  };
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs">
        <TextInput
          type="date"
          label={t('holidays.date')}
          value={candidate}
          onChange={(event) => setCandidate(event.currentTarget.value)}
        />
        <Button
          variant="default"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={add}
          disabled={!candidate}
        >
          {t('holidays.add')}
        </Button>
      </Group>
      {dates.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('holidays.empty')}
        </Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {dates.map((date) => (
            <Group key={date} component="li" gap="xs">
              <Text size="sm">{format(date)}</Text>
              <ActionIcon
                size="sm"
                variant="subtle"
                color="red"
                aria-label={t('holidays.remove', { date: format(date) })}
                onClick={() => onChange(dates.filter((other) => other !== date))}
              >
                <IconX size={14} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
