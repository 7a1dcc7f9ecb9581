import { LANGUAGES, utcOffsetAt, type Language, type Organization } from '@charla/contracts';
import { Button, Group, Select, Stack, Switch, Textarea, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/components/notifications/notify';
import { useThrottledAction } from '@/lib/use-throttled-action';
import { useUpdateOrganizationLocale } from '../api/update-locale';
import { scheduleErrors } from '../lib/schedule-errors';
import { toDraft, toSchedule, type ScheduleDraft } from '../lib/schedule-form';
import { timeZoneOptions } from '../lib/time-zone-options';
import { HolidaysEditor } from './holidays-editor';
import { ScheduleEditor } from './schedule-editor';
import { SchedulePreview } from './schedule-preview';

export type LocaleSectionProps = { organization: Organization; now?: () => Date };

/** Time zone, language, weekly schedule with holidays and its live preview, out-of-hours message. */
export function LocaleSection({ organization, now }: LocaleSectionProps) {
  const { t } = useTranslation('settings');
  const update = useUpdateOrganizationLocale();
  const [timeZone, setTimeZone] = useState(organization.timezoneName);
  const [locale, setLocale] = useState<Language>(organization.locale);
  const [isEnabled, setIsEnabled] = useState(organization.scheduleEnabled);
  const [message, setMessage] = useState(organization.scheduleOutOfHoursMessage ?? '');
  const [draft, setDraft] = useState<ScheduleDraft>(() => toDraft(organization.schedule));
  const zones = useMemo(() => timeZoneOptions(organization.timezoneName), [organization.timezoneName]);
  const errors = scheduleErrors(draft, t);
  const hasErrors = Object.keys(errors).length > 0;

  const save = useThrottledAction(() => {
    if (hasErrors) {
      notify({ type: 'error', title: t('schedule.errors.fix') });
      return;
    }
    update.mutate(
      {
        timezoneName: timeZone,
        ...utcOffsetAt(timeZone, new Date()),
        scheduleEnabled: isEnabled,
        schedule: toSchedule(draft),
        scheduleOutOfHoursMessage: message,
        locale,
      },
      { onSuccess: () => notify({ type: 'success', title: t('locale.saved') }) },
    );
  });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      noValidate
    >
      <Stack gap="md">
        <Group grow align="flex-start">
          <Select
            label={t('locale.timeZone')}
            description={t('locale.timeZoneHint')}
            data={zones}
            value={timeZone}
            onChange={(value) => value && setTimeZone(value)}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('locale.noZone')}
            limit={50}
          />
          <Select
            label={t('locale.language')}
            description={t('locale.languageHint')}
            data={LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
            value={locale}
            onChange={(value) => value && setLocale(value as Language)}
            allowDeselect={false}
          />
        </Group>
        <Switch
          label={t('schedule.enabled')}
          description={t('schedule.enabledHint')}
          checked={isEnabled}
          onChange={(event) => setIsEnabled(event.currentTarget.checked)}
        />
        <Title order={3} size="h5">
          {t('schedule.title')}
        </Title>
        <SchedulePreview
          schedule={hasErrors ? null : toSchedule(draft)}
          timeZone={timeZone}
          isEnabled={isEnabled}
          {...(now ? { now } : {})}
        />
        <ScheduleEditor draft={draft} errors={errors} onChange={setDraft} />
        <Title order={3} size="h5">
          {t('holidays.title')}
        </Title>
        <HolidaysEditor
          dates={draft.closedDates}
          onChange={(closedDates) => setDraft({ ...draft, closedDates })}
        />
        <Textarea
          label={t('schedule.outOfHoursMessage')}
          description={t('schedule.outOfHoursHint')}
          value={message}
          maxLength={1000}
          rows={3}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('locale.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
