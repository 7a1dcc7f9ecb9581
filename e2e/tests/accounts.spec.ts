import { expect, test } from '@playwright/test';
import { logIn, newAccount, signUp } from '../support/accounts.js';
import { waitForMail } from '../support/mailbox.js';

test('a new user signs up in Spanish, lands in the admin shell, logs out and logs back in', async ({
  page,
}) => {
  const account = newAccount();
  await signUp(page, account);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
  await expect(page).toHaveTitle(/ \| Charla$/);

  await page.goto('/admin/profile');
  await expect(page.getByRole('textbox', { name: /^Teléfono/ })).toHaveValue(/612/);

  await page.getByRole('button', { name: /Menú de Ana/ }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();

  await page.goto('/admin/profile');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();

  await logIn(page, account);
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
});

test('a user who forgot the password recovers it from the mail and logs in with the new one', async ({
  page,
}) => {
  const account = newAccount();
  await signUp(page, account);
  await page.context().clearCookies();

  await page.goto('/forgot');
  await page.getByLabel(/^Correo electrónico/).fill(account.email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText(/Si existe una cuenta con ese correo/)).toBeVisible();

  const mail = await waitForMail(account.email);
  const link = mail.text?.match(/https?:\/\/\S+\/recover\?\S+/)?.[0];
  expect(link, 'the mail carries a recovery link').toBeTruthy();

  const newPassword = `${account.password}-nueva`;
  await page.goto(link!);
  await page.getByLabel(/^Nueva contraseña/).fill(newPassword);
  await page.getByLabel(/^Repite la contraseña/).fill(newPassword);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Contraseña cambiada. Ya puedes iniciar sesión.')).toBeVisible();

  await page.goto('/');
  await page.getByLabel(/^Correo electrónico/).fill(account.email);
  await page.getByLabel(/^Contraseña/).fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('El correo o la contraseña no son correctos.')).toBeVisible();

  await logIn(page, { email: account.email, password: newPassword });
});
