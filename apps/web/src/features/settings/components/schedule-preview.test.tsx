import type { WeeklySchedule } from '@charla/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app-providers';
import { applyLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { SchedulePreview } from './schedule-preview';

/** Monday 25 March 2024, 13:30 in Madrid (UTC+1). */
const MONDAY_LUNCH = () => new Date('2024-03-25T12:30:00Z');
const OFFICE: WeeklySchedule = {
  monday: [
    { from: '09:00', to: '13:00' },
    { from: '15:00', to: '19:00' },
  ],
};

function renderPreview(schedule: WeeklySchedule | null, timeZone = 'Europe/Madrid', isEnabled = true) {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <SchedulePreview schedule={schedule} timeZone={timeZone} isEnabled={isEnabled} now={MONDAY_LUNCH} />
    </AppProviders>,
  );
}

describe('schedule preview', () => {
  it.each<[string, WeeklySchedule | null, string, string]>([
    [
      'open inside an interval',
      { monday: [{ from: '13:00', to: '14:00' }] },
      'Europe/Madrid',
      'Abierto ahora.',
    ],
    [
      'the next interval of the same day, in the organization zone',
      OFFICE,
      'Europe/Madrid',
      'Cerrado ahora. Próxima apertura: lunes, 25 de marzo, 15:00 (Europe/Madrid).',
    ],
    [
      'the same instant read in another zone',
      OFFICE,
      'Asia/Tokyo',
      'Cerrado ahora. Próxima apertura: lunes, 1 de abril, 09:00 (Asia/Tokyo).',
    ],
    ['a schedule that never opens', {}, 'Europe/Madrid', 'Cerrado: con este horario nunca abre.'],
    ['a draft with problems', null, 'Europe/Madrid', 'Corrige el horario para ver la vista previa.'],
  ])('%s', (_name, schedule, timeZone, text) => {
    renderPreview(schedule, timeZone);
    expect(screen.getByTestId('schedule-preview')).toHaveTextContent(text);
  });

  it('says in English when the schedule is off', () => {
    applyLanguage('en');
    renderPreview(OFFICE, 'Europe/Madrid', false);
    expect(screen.getByTestId('schedule-preview')).toHaveTextContent(
      'Closed now. Next opening: Monday, March 25 at 03:00 PM (Europe/Madrid).',
    );
    expect(
      screen.getByText('The schedule is off: the out-of-hours message will not be sent.'),
    ).toBeInTheDocument();
  });
});
