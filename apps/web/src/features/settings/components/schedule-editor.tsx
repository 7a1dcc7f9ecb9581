import { WEEK_DAYS } from '@charla/contracts';
import { Divider, Stack } from '@mantine/core';
import { Fragment } from 'react';
import { copyDay, type ScheduleDraft } from '../lib/schedule-form';
import type { ScheduleErrors } from '../lib/schedule-errors';
import { DaySchedule } from './day-schedule';

export type ScheduleEditorProps = {
  draft: ScheduleDraft;
  errors: ScheduleErrors;
  onChange: (draft: ScheduleDraft) => void;
};

/** The weekly schedule: every day with zero or more intervals. Holidays are edited beside it. */
export function ScheduleEditor({ draft, errors, onChange }: ScheduleEditorProps) {
  return (
    <Stack gap="sm">
      {WEEK_DAYS.map((day, index) => (
        <Fragment key={day}>
          {index > 0 ? <Divider /> : null}
          <DaySchedule
            day={day}
            intervals={draft.days[day]}
            errors={errors}
            onChange={(intervals) => onChange({ ...draft, days: { ...draft.days, [day]: intervals } })}
            onCopy={(targets) => onChange(copyDay(draft, day, targets))}
          />
        </Fragment>
      ))}
    </Stack>
  );
}
