import { expect, test } from '@playwright/test';
import { newAccount, signUp } from '../support/accounts.js';

test('an owner invites a member by link, the member registers through it and appears online in the owner’s members table without a reload', async ({
  browser,
}) => {
  const ownerContext = await browser.newContext();
  const memberContext = await browser.newContext();
  const owner = ownerContext.pages()[0] ?? (await ownerContext.newPage());
  const member = await memberContext.newPage();

  const ownerAccount = newAccount();
  const organizationName = `${ownerAccount.firstName} ${ownerAccount.lastName}`;
  const memberAccount = { ...newAccount(), firstName: 'Bruno' };
  await signUp(owner, ownerAccount);

  await owner
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Organización' })
    .click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Organización' })).toBeVisible();
  await owner.getByRole('button', { name: 'Crear enlace de invitación' }).click();
  const linkDialog = owner.getByRole('dialog', { name: 'Enlace de invitación' });
  await linkDialog.getByLabel(/^Correo electrónico/).fill(memberAccount.email);
  await linkDialog.getByRole('button', { name: 'Crear enlace' }).click();
  const linkField = linkDialog.getByRole('textbox', { name: 'Enlace para compartir' });
  await expect(linkField).toHaveValue(/\/register\?invite=[\w-]{43}$/);
  const link = await linkField.inputValue();
  await linkDialog.getByRole('button', { name: 'Cerrar' }).last().click();
  const pendingRow = owner.getByRole('row', { name: new RegExp(memberAccount.email) });
  await expect(pendingRow.getByText('Invitación pendiente')).toBeVisible();

  await member.goto(link);
  await expect(member.getByText(`Te han invitado a unirte a ${organizationName}.`)).toBeVisible();
  await expect(member.getByLabel(/^Correo electrónico/)).toHaveValue(memberAccount.email);
  await expect(member.getByLabel(/^Correo electrónico/)).toHaveAttribute('readonly', '');
  await member.getByLabel(/^Nombre/).fill(memberAccount.firstName);
  await member.getByLabel(/^Apellidos/).fill(memberAccount.lastName);
  await member.getByLabel(/^Contraseña/).fill(memberAccount.password);
  await member.getByRole('checkbox', { name: /Acepto los términos/ }).check();
  await member.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(member).toHaveURL(/\/admin\//);
  await expect(member.getByText(`Ya formas parte de ${organizationName}.`)).toBeVisible();
  await expect(
    member.getByRole('button', { name: `Cambiar de organización (actual: ${organizationName})` }),
  ).toBeVisible();

  const memberRow = owner.getByRole('row', { name: new RegExp(`Bruno ${memberAccount.lastName}`) });
  await expect(memberRow.getByText('Activo')).toBeVisible();
  await expect(memberRow.getByText('Agente')).toBeVisible();
  await expect(memberRow.getByRole('img', { name: 'En línea' })).toBeVisible();

  await ownerContext.close();
  await memberContext.close();
});
