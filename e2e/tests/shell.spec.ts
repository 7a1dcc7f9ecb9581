import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { newAccount, signUp } from '../support/accounts.js';

test('the /en prefix switches the interface to English and the choice is remembered', async ({ page }) => {
  await page.goto('/en/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveTitle('Log in | Charla');

  await page.goto('/en/register');
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expect(page.getByLabel('First name')).toBeVisible();

  await page.goto('/es/');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
});

test('a user creates a second organization and switches to it', async ({ page }) => {
  const account = newAccount();
  await signUp(page, account);
  await page.goto('/admin/organizations');
  await expect(page.getByRole('heading', { name: 'Organizaciones' })).toBeVisible();

  await page.getByRole('button', { name: 'Crear organización' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nombre de la organización').fill('Soporte Norte');
  await dialog.getByRole('checkbox', { name: 'Cambiar a ella al crearla' }).uncheck();
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await expect(page.getByText('Organización Soporte Norte creada.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row', { name: /Soporte Norte/ });
  await row.getByRole('button', { name: 'Cambiar a Soporte Norte' }).click();
  await expect(page.getByText('Ahora trabajas en Soporte Norte.')).toBeVisible();
  await expect(row.getByText('Actual')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row', { name: /Soporte Norte/ }).getByText('Actual')).toBeVisible();
});

test('an unknown path shows the 404 page with its title', async ({ page }) => {
  await page.goto('/en/this/page/does-not-exist');
  await expect(page.getByRole('heading', { name: /Page not found/i })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Charla');

  await page.goto('/esto-no-existe');
  await expect(page).toHaveTitle('Página no encontrada | Charla');
});

for (const path of ['/', '/register']) {
  test(`the ${path} page has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}

test('the login page does not download the code of admin screens', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  const adminChunks = scripts.filter((path) =>
    /\/(profile|organizations|create-organization-modal|default-layout)-[\w-]+\.js$/.test(path),
  );
  expect(adminChunks).toEqual([]);

  await page.goto('/admin/profile');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
});
