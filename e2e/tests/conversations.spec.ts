import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { newAccount, signUp } from '../support/accounts.js';
import { agentApi } from '../support/charla-api.js';
import { APP_URL } from '../support/env.js';

/** Serious and critical accessibility violations of what the page shows now. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => `${node.html}`).join(' | ')})`,
    );
}

/** A customer is somebody else: a browser context of its own, without the agent's cookies. */
async function customerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

const composerOf = (page: Page) => page.getByRole('textbox', { name: 'Escribe un mensaje' });

test('a customer writes on /chat, the agent sees it live in the inbox, answers, and the customer sees the answer', async ({
  page,
  browser,
}) => {
  const agent = newAccount();
  await signUp(page, agent);
  const { channelOid, publicKey } = await (await agentApi(page)).createWebchat();
  await page.goto('/admin/chats');
  // The agent is online and in the rotation, so the new conversation is assigned to it at once.
  await page.getByRole('tab', { name: /Míos/ }).click();

  const customer = await customerPage(browser);
  await customer.goto(`/chat?key=${publicKey}&channel=${channelOid}`);
  await expect(customer.getByText('Atención al cliente')).toBeVisible();
  await expect(customer.getByText('¡Hola! ¿En qué podemos ayudarte?')).toBeVisible();
  await composerOf(customer).fill('Hola, ¿hacen envíos a Valparaíso?');
  await composerOf(customer).press('Enter');
  await expect(customer.getByText('Enviado')).toBeVisible();

  // No reload: the inbox hears the new conversation over its socket within a second.
  const conversations = page.getByRole('list', { name: 'Conversaciones' });
  await expect(conversations.getByText('Hola, ¿hacen envíos a Valparaíso?')).toBeVisible({ timeout: 1_000 });
  await conversations.getByText('Hola, ¿hacen envíos a Valparaíso?').click();
  const reply = page.getByRole('textbox', { name: 'Respuesta' });
  await reply.fill('¡Sí! Llegamos en 48 horas.');
  await reply.press('Enter');

  await expect(customer.getByText('¡Sí! Llegamos en 48 horas.')).toBeVisible({ timeout: 2_000 });
  await expect(customer.getByText(agent.firstName).first()).toBeVisible();

  // The customer writes again and the open conversation shows it live; a reload keeps the visitor.
  await composerOf(customer).fill('Perfecto, gracias');
  await composerOf(customer).press('Enter');
  await expect(page.getByRole('log').getByText('Perfecto, gracias')).toBeVisible({ timeout: 2_000 });
  await customer.reload();
  await expect(customer.getByText('¡Sí! Llegamos en 48 horas.')).toBeVisible();
  await expect(customer.getByText('Perfecto, gracias')).toBeVisible();

  // Both sides of the conversation, as they look with messages on screen, pass an accessibility check.
  expect(await seriousViolations(page)).toEqual([]);
  expect(await seriousViolations(customer)).toEqual([]);
  await customer.context().close();
});

test('the widget embedded on a site served from another port opens and chats', async ({ page, browser }) => {
  await signUp(page, newAccount());
  const api = await agentApi(page);
  const { channelOid, publicKey } = await api.createWebchat({ allowedDomains: ['localhost'] });

  const site: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="es"><head><title>Tienda</title></head><body>
<h1>Tienda de ejemplo</h1>
<script src="${APP_URL}/widget.js" data-key="${publicKey}" data-channel="${channelOid}" data-language="es" async></script>
</body></html>`);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const siteUrl = `http://localhost:${(site.address() as AddressInfo).port}/`;
  try {
    const customer = await customerPage(browser);
    await customer.goto(siteUrl);
    const launcher = customer.getByRole('button', { name: /Abrir el chat/ });
    await launcher.click();
    const chat = customer.frameLocator('iframe[title]').first();
    await expect(chat.getByText('¡Hola! ¿En qué podemos ayudarte?')).toBeVisible();
    await chat.getByRole('textbox', { name: 'Escribe un mensaje' }).fill('Escribo desde la tienda');
    await chat.getByRole('textbox', { name: 'Escribe un mensaje' }).press('Enter');
    await expect(chat.getByText('Enviado')).toBeVisible();

    await expect
      .poll(async () => (await api.conversations()).map((item) => item.lastMessagePreview))
      .toContain('Escribo desde la tienda');
    const [conversation] = await api.conversations();
    await api.reply(conversation!._id, 'Hola, te atiende Ana');
    await expect(chat.getByText('Hola, te atiende Ana')).toBeVisible();

    // Closed widget: a new answer shows as an unread badge on the launcher.
    await customer.getByRole('button', { name: /Cerrar el chat/ }).click();
    await api.reply(conversation!._id, '¿Algo más?');
    await expect(customer.getByRole('button', { name: /Abrir el chat \(1/ })).toBeVisible();
    await customer.context().close();
  } finally {
    await new Promise<void>((resolve) => site.close(() => resolve()));
  }
});

test('a message sent during a brief API outage is kept, retried with its clientId and stored once', async ({
  page,
  browser,
}) => {
  await signUp(page, newAccount());
  const api = await agentApi(page);
  const { channelOid, publicKey } = await api.createWebchat();
  const customer = await customerPage(browser);
  await customer.goto(`/chat?key=${publicKey}&channel=${channelOid}`);
  await composerOf(customer).fill('Primer mensaje');
  await composerOf(customer).press('Enter');
  await expect(customer.getByText('Enviado')).toBeVisible();

  // The outage: Charla cannot be reached, so the message stays on screen, marked as not sent.
  let outage: 'down' | 'answer lost' | 'up' = 'down';
  await customer.route('**/api/v1/developer/sendMessage', async (route) => {
    if (outage === 'up') return route.continue();
    if (outage === 'answer lost') {
      // The request reaches Charla, which stores the message, but the answer never comes back.
      outage = 'up';
      await route.fetch();
      return route.abort('connectionreset');
    }
    return route.abort('internetdisconnected');
  });
  await composerOf(customer).fill('Mensaje durante el corte');
  await composerOf(customer).press('Enter');
  await expect(customer.getByText('Mensaje durante el corte')).toBeVisible();
  await expect(customer.getByText('No enviado')).toBeVisible();

  // Back up, except that the first retry's answer is lost after Charla stored it: the next retry
  // carries the same clientId, so the message is stored once whatever the customer saw.
  outage = 'answer lost';
  await customer.getByRole('button', { name: 'Reintentar' }).click();
  await expect(async () => {
    const retry = customer.getByRole('button', { name: 'Reintentar' });
    if (await retry.isVisible()) await retry.click();
    await expect(customer.getByText('No enviado')).toHaveCount(0, { timeout: 1_000 });
  }).toPass();
  await expect(customer.getByText('Mensaje durante el corte')).toHaveCount(1);

  const [conversation] = await api.conversations();
  const stored = await api.interactions(conversation!._id);
  expect(stored.filter((item) => item.text === 'Mensaje durante el corte')).toHaveLength(1);
  await customer.reload();
  await expect(customer.getByText('Mensaje durante el corte')).toHaveCount(1);
  await customer.context().close();
});
