import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app-providers';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { scheduleErrors } from '../lib/schedule-errors';
import { toDraft, toSchedule, type ScheduleDraft } from '../lib/schedule-form';
import { ScheduleEditor } from './schedule-editor';

const changes: ScheduleDraft[] = [];
const latest = () => toSchedule(changes.at(-1)!);

function Harness({ initial }: { initial: ScheduleDraft }) {
  const [draft, setDraft] = useState(initial);
  const onChange = (next: ScheduleDraft) => {
    changes.push(next);
    setDraft(next);
  };
  return <ScheduleEditor draft={draft} errors={scheduleErrors(draft, i18n.t)} onChange={onChange} />;
}

function renderEditor(schedule: Parameters<typeof toDraft>[0]) {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <Harness initial={toDraft(schedule)} />
    </AppProviders>,
  );
}

describe('weekly schedule editor', () => {
  it('shows each day open with its intervals or closed', () => {
    renderEditor({ monday: [{ from: '09:00', to: '13:00' }] });
    expect(screen.getByRole('switch', { name: 'lunes' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'lunes, intervalo 1: desde' })).toHaveValue('09:00');
    expect(screen.getByRole('switch', { name: 'martes' })).not.toBeChecked();
    expect(within(screen.getByRole('group', { name: 'martes' })).getByText('Cerrado')).toBeInTheDocument();
  });

  it('adds an interval after the last one and removes one', async () => {
    const user = userEvent.setup();
    renderEditor({ monday: [{ from: '09:00', to: '13:00' }] });
    await user.click(screen.getByRole('button', { name: 'Añadir un intervalo el lunes' }));
    expect(screen.getByRole('textbox', { name: 'lunes, intervalo 2: desde' })).toHaveValue('13:00');
    expect(screen.getByRole('textbox', { name: 'lunes, intervalo 2: hasta' })).toHaveValue('14:00');
    await user.click(screen.getByRole('button', { name: 'Quitar el intervalo 1 del lunes' }));
    expect(latest()).toEqual({ monday: [{ from: '13:00', to: '14:00' }] });
  });

  it('opens a closed day with a default interval and closes an open one', async () => {
    const user = userEvent.setup();
    renderEditor({ monday: [{ from: '09:00', to: '13:00' }] });
    await user.click(screen.getByRole('switch', { name: 'sábado' }));
    await user.click(screen.getByRole('switch', { name: 'lunes' }));
    expect(latest()).toEqual({ saturday: [{ from: '09:00', to: '17:00' }] });
  });

  it('copies a day to the days chosen', async () => {
    const user = userEvent.setup();
    renderEditor({
      monday: [
        { from: '09:00', to: '13:00' },
        { from: '15:00', to: '19:00' },
      ],
      sunday: [{ from: '10:00', to: '12:00' }],
    });
    await user.click(screen.getByRole('button', { name: 'Copiar el horario del lunes a otros días' }));
    const panel = screen.getByRole('group', { name: 'Copiar el horario del lunes a:' });
    await user.click(within(panel).getByRole('checkbox', { name: 'martes' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'domingo' }));
    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    const monday = [
      { from: '09:00', to: '13:00' },
      { from: '15:00', to: '19:00' },
    ];
    expect(latest()).toEqual({ monday, tuesday: monday, sunday: monday });
  });

  it('copies a day to every other day at once', async () => {
    const user = userEvent.setup();
    renderEditor({ friday: [{ from: '00:00', to: '24:00' }] });
    await user.click(screen.getByRole('button', { name: 'Copiar el horario del viernes a otros días' }));
    await user.click(screen.getByRole('button', { name: 'Todos los días' }));
    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(Object.keys(latest())).toHaveLength(7);
  });

  it('points at an overlapping interval, a malformed time and an interval that ends before it starts', () => {
    renderEditor({
      monday: [
        { from: '09:00', to: '13:00' },
        { from: '12:00', to: '15:00' },
      ],
      tuesday: [{ from: '18:00', to: '09:00' }],
    });
    expect(screen.getByText('Este intervalo se solapa con otro del mismo día.')).toBeInTheDocument();
    expect(screen.getByText('El intervalo debe terminar después de empezar.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'lunes, intervalo 1: desde' }), {
      target: { value: '9h' },
    });
    expect(screen.getByRole('textbox', { name: 'lunes, intervalo 1: desde' })).toHaveAccessibleDescription(
      'Usa una hora HH:mm (24:00 solo como final).',
    );
  });
});
