import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/lib/session/token-store';
import { callsTo, mockApi } from '@/test/api-mock';
import { anOrganization, aUser, ORGANIZATIONS, ORGANIZATION_ID } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const ALL_WEEK = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [
    day,
    [{ from: '00:00', to: '24:00' }],
  ]),
);

function mockSettingsApi(resources: string[]) {
  storeSession({ token: 'ses_ok', organizationOid: ORGANIZATION_ID });
  const organization = anOrganization({
    timezoneName: 'UTC',
    timezoneUtc: '+00:00',
    timezoneHourOffset: 0,
    schedule: ALL_WEEK,
  });
  return mockApi({
    'GET /user/session': { body: { data: aUser({ resources, role: resources.length ? 'OWNER' : 'USER' }) } },
    'GET /organization': { body: { data: organization } },
    'GET /organization/all': { body: { data: ORGANIZATIONS } },
    'GET /organization/s3': { body: { data: null } },
    'PATCH /organization/locale': ({ init }) => ({
      body: { data: { ...organization, ...(JSON.parse(String(init.body)) as object) } },
    }),
  });
}

describe('settings screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells a member without the settings resource that they have no permission, and hides the entry', async () => {
    const fetchMock = mockSettingsApi(['organizations', 'profile']);
    renderApp('/admin/settings');
    expect(await screen.findByText('No tienes permiso para ver la configuración')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar horario e idioma' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).queryByRole('link', { name: 'Configuración' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /organization/s3')).toHaveLength(0);
  });

  it('shows the sections to an owner, with the sidebar entry', async () => {
    mockSettingsApi(['organizations', 'profile', 'settings']);
    renderApp('/admin/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Configuración' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getByRole('link', { name: 'Configuración' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Perfil de la organización' })).toBeInTheDocument();
    expect(await screen.findByText('Usando el almacenamiento de la instalación')).toBeInTheDocument();
  });

  it('updates the preview as the schedule is edited and saves the schedule with the zone offset', async () => {
    const user = userEvent.setup();
    const fetchMock = mockSettingsApi(['settings']);
    renderApp('/admin/settings');
    expect(await screen.findByTestId('schedule-preview')).toHaveTextContent('Abierto ahora.');
    const today = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][
      new Date().getUTCDay()
    ]!;
    const todayName = {
      monday: 'lunes',
      tuesday: 'martes',
      wednesday: 'miércoles',
      thursday: 'jueves',
      friday: 'viernes',
      saturday: 'sábado',
      sunday: 'domingo',
    }[today];
    await user.click(screen.getByRole('switch', { name: todayName }));
    expect(screen.getByTestId('schedule-preview')).toHaveTextContent(
      /^Cerrado ahora\. Próxima apertura: .+ \(UTC\)\.$/,
    );
    await user.click(screen.getByRole('button', { name: 'Guardar horario e idioma' }));
    expect(await screen.findByText('Horario e idioma guardados.')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'PATCH /organization/locale');
    expect(call?.body).toMatchObject({ timezoneName: 'UTC', timezoneUtc: '+00:00', timezoneHourOffset: 0 });
    expect((call?.body as { schedule: Record<string, unknown> }).schedule[today]).toBeUndefined();
  });
});
