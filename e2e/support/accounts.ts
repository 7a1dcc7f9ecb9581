import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export type Account = { firstName: string; lastName: string; email: string; password: string };

export function newAccount(): Account {
  const id = randomBytes(4).toString('hex');
  return {
    firstName: 'Ana',
    lastName: `Pérez ${id}`,
    email: `ana.${id}@example.com`,
    password: `clave-segura-${id}`,
  };
}

/** Signs up through the Spanish register page and waits for the admin shell. */
export async function signUp(page: Page, account: Account) {
  await page.goto('/register');
  await page.getByLabel(/^Nombre/).fill(account.firstName);
  await page.getByLabel(/^Apellidos/).fill(account.lastName);
  await page.getByLabel(/^Correo electrónico/).fill(account.email);
  await page.getByRole('textbox', { name: /^Teléfono/ }).fill('612 34 56 78');
  await page.getByLabel(/^Contraseña/).fill(account.password);
  await page.getByRole('checkbox', { name: /Acepto los términos/ }).check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/admin\//);
}

export async function logIn(page: Page, { email, password }: Pick<Account, 'email' | 'password'>) {
  await page.goto('/');
  await page.getByLabel(/^Correo electrónico/).fill(email);
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/admin\//);
}
