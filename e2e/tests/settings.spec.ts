import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { newAccount, signUp } from '../support/accounts.js';

const DAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** The bearer token the web app stored for the page's session. */
async function tokenOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'charla_token');
  if (!cookie) throw new Error('no session cookie');
  return decodeURIComponent(cookie.value);
}

const daySwitch = (page: Page, day: string) =>
  page.getByRole('switch', { name: new RegExp(`^${day}$`, 'i') });

test('the owner edits the schedule and sees the preview change, and it persists', async ({ page }) => {
  await signUp(page, newAccount());
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Configuración' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible();
  const preview = page.getByTestId('schedule-preview');
  await expect(preview).toHaveText('Cerrado: con este horario nunca abre.');

  // Monday round the clock, copied to every day: open whatever the time.
  await daySwitch(page, 'lunes').click();
  await page.getByRole('textbox', { name: 'lunes, intervalo 1: desde' }).fill('00:00');
  await page.getByRole('textbox', { name: 'lunes, intervalo 1: hasta' }).fill('24:00');
  await page.getByRole('button', { name: 'Copiar el horario del lunes a otros días' }).click();
  await page.getByRole('button', { name: 'Todos los días' }).click();
  await page.getByRole('button', { name: 'Copiar', exact: true }).click();
  await expect(preview).toHaveText('Abierto ahora.');

  // The organization's zone is UTC: closing today's UTC weekday closes it now.
  const today = DAYS[new Date().getUTCDay()]!;
  await daySwitch(page, today).click();
  await expect(preview).toHaveText(/^Cerrado ahora\. Próxima apertura: .+ \(UTC\)\.$/);

  await page.getByRole('button', { name: 'Guardar horario e idioma' }).click();
  await expect(page.getByText('Horario e idioma guardados.')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('schedule-preview')).toHaveText(/^Cerrado ahora\. Próxima apertura: /);
  await expect(daySwitch(page, today)).not.toBeChecked();
  for (const day of DAYS.filter((other) => other !== today)) await expect(daySwitch(page, day)).toBeChecked();
  await expect(
    page
      .getByRole('textbox', { name: 'lunes, intervalo 1: hasta' })
      .or(page.getByRole('textbox', { name: 'martes, intervalo 1: hasta' }))
      .first(),
  ).toHaveValue('24:00');
});

test('a USER cannot open the settings screen or call its routes (403)', async ({
  page,
  browser,
  request,
}) => {
  const owner = newAccount();
  await signUp(page, owner);
  const ownerToken = await tokenOf(page.context());

  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  const agent = newAccount();
  agent.firstName = 'Luis';
  await signUp(agentPage, agent);

  // The owner adds the existing account as a USER through the members API.
  const assigned = await request.post('/api/v1/organization/user/assign', {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: { name: agent.firstName, lastName: agent.lastName, email: agent.email, role: 'USER' },
  });
  expect(assigned.status(), await assigned.text()).toBeLessThan(300);

  const organizationName = `${owner.firstName} ${owner.lastName}`;
  await agentPage.goto('/admin/organizations');
  await agentPage.getByRole('button', { name: `Cambiar a ${organizationName}` }).click();
  await expect(agentPage.getByText(`Ahora trabajas en ${organizationName}.`)).toBeVisible();

  await agentPage.goto('/admin/settings');
  await expect(agentPage.getByText('No tienes permiso para ver la configuración')).toBeVisible();
  await expect(agentPage.getByRole('button', { name: 'Guardar horario e idioma' })).toHaveCount(0);
  const nav = agentPage.getByRole('navigation', { name: 'Menú principal' });
  await expect(nav.getByRole('link', { name: 'Organizaciones' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Configuración' })).toHaveCount(0);

  const agentToken = await tokenOf(agentContext);
  const headers = { authorization: `Bearer ${agentToken}` };
  const storage = { region: 'us-east-1', accessKeyId: 'key', secretAccessKey: 'secret', bucketName: 'files' };
  const answers = await Promise.all([
    request.patch('/api/v1/organization', { headers, data: { name: 'Tomada' } }),
    request.patch('/api/v1/organization/locale', {
      headers,
      data: {
        timezoneName: 'UTC',
        timezoneUtc: '+00:00',
        timezoneHourOffset: 0,
        scheduleEnabled: true,
        schedule: {},
        scheduleOutOfHoursMessage: null,
      },
    }),
    request.get('/api/v1/organization/s3', { headers }),
    request.patch('/api/v1/organization/s3', { headers, data: storage }),
    request.post('/api/v1/organization/s3/test', { headers, data: storage }),
    request.delete('/api/v1/organization/s3', { headers }),
  ]);
  for (const answer of answers) {
    expect(answer.status(), answer.url()).toBe(403);
    expect((await answer.json()).error).toMatchObject({ code: '403', reason: 'common.forbidden' });
  }
  const organization = await request.get('/api/v1/organization', { headers });
  expect((await organization.json()).data.name).toBe(organizationName);
  await agentContext.close();
});
