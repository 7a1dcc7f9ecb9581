import type { APIRequestContext, Page } from '@playwright/test';
import { APP_URL } from './env.js';

/** The fields of a stored message the journeys look at. */
export type StoredInteraction = {
  _id: string;
  text: string | null;
  direction: 'in' | 'out';
  clientId: string | null;
};

/**
 * Setup shortcuts through the real API with the signed-in agent's own session (the cookie the web app
 * stored), for what a journey needs but does not test: a channel, the keys, a look at the stored messages.
 */
export async function agentApi(page: Page) {
  const cookies = await page.context().cookies(APP_URL);
  const token = cookies.find((cookie) => cookie.name === 'charla_token')?.value;
  if (!token) throw new Error('no agent session cookie: sign up or log in first');
  const request: APIRequestContext = page.request;
  const headers = { authorization: `Bearer ${token}` };
  const data = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    if (!response.ok()) throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };
  return {
    async createWebchat(settings: { allowedDomains?: string[]; title?: string } = {}) {
      const channel = await data<{ _id: string }>(
        await request.post(`${APP_URL}/api/v1/channel`, {
          headers,
          data: {
            type: 'webchat',
            name: 'Sitio web',
            settings: {
              title: settings.title ?? 'Atención al cliente',
              welcomeMessage: '¡Hola! ¿En qué podemos ayudarte?',
              color: '#2f9e44',
              allowedDomains: settings.allowedDomains ?? [],
              identityVerificationRequired: false,
            },
          },
        }),
      );
      const keys = await data<{ publicKey: string }>(
        await request.get(`${APP_URL}/api/v1/organization/apikey`, { headers }),
      );
      return { channelOid: channel._id, publicKey: keys.publicKey };
    },
    async conversations() {
      return (
        await data<{ items: { _id: string; lastMessagePreview: string | null }[] }>(
          await request.get(`${APP_URL}/api/v1/conversation?limit=50`, { headers }),
        )
      ).items;
    },
    async interactions(conversationOid: string) {
      return (
        await data<{ items: StoredInteraction[] }>(
          await request.get(`${APP_URL}/api/v1/conversation/${conversationOid}/interactions?limit=100`, {
            headers,
          }),
        )
      ).items;
    },
    async reply(conversationOid: string, text: string) {
      return data<StoredInteraction>(
        await request.post(`${APP_URL}/api/v1/message/message-out`, {
          headers,
          data: { conversationOid, text },
        }),
      );
    },
  };
}
