import type { Contact, Conversation } from '@charla/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvents } from '../src/platform/events/events.js';
import { bearer, signUp } from './accounts.js';
import { api, createChannel, createContact, dataOf, inbound } from './conversations-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';
import { addMember, patchMember } from './members-fixtures.js';

describe('contacts', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let organizationId: string;
  let channelId: string;
  let otherChannelId: string;

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signUp(app);
    organizationId = owner.user.organizationOid;
    channelId = await createChannel(app, owner.token, 'Web');
    otherChannelId = await createChannel(app, owner.token, 'Soporte');
  });
  afterAll(() => app.close());

  const patch = (token: string, contactId: string, payload: object) =>
    app.inject({
      method: 'PATCH',
      url: `/api/v1/contact/${contactId}`,
      headers: bearer(token),
      payload,
    });
  const get = (token: string, contactId: string) => api(app, token).get(`/contact/${contactId}`);

  it('changes only the fields sent, stores the phone in E.164 and clears a field sent as null', async () => {
    const contactId = await createContact(app, organizationId, 'Lucía');
    const before = dataOf<Contact>(await get(owner.token, contactId));

    const renamed = await patch(owner.token, contactId, {
      name: '  Lucía Martín ',
      email: 'Lucia@Example.COM',
      phone: '+34 600 12 34 56',
    });
    expect(renamed.statusCode).toBe(200);
    expect(dataOf<Contact>(renamed)).toMatchObject({
      _id: contactId,
      name: 'Lucía Martín',
      email: 'lucia@example.com',
      phone: '+34600123456',
      isVerified: false,
    });

    const cleared = dataOf<Contact>(await patch(owner.token, contactId, { email: null }));
    expect(cleared).toMatchObject({ name: 'Lucía Martín', email: null, phone: '+34600123456' });
    expect(cleared.updatedAt > before.updatedAt).toBe(true);
    expect(dataOf<Contact>(await get(owner.token, contactId))).toEqual(cleared);
  });

  it('refuses an invalid phone, email or empty name with the validation error and changes nothing', async () => {
    const contactId = await createContact(app, organizationId, 'Pablo');
    for (const payload of [
      { phone: '600123456' },
      { phone: '+34 12' },
      { email: 'no-email' },
      { name: '  ' },
    ]) {
      const response = await patch(owner.token, contactId, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION' } });
    }
    expect(dataOf<Contact>(await get(owner.token, contactId)).name).toBe('Pablo');
  });

  it('tells agents of the open conversations that the contact changed, so their inbox shows the new name', async () => {
    const contactId = await createContact(app, organizationId, 'Marta');
    const { conversationId } = await inbound(app, { organizationId, channelId, contactId });
    const updated: DomainEvents['conversation.updated'][] = [];
    const stop = app.deps.events.on('conversation.updated', (payload) => void updated.push(payload));

    await patch(owner.token, contactId, { name: 'Marta Ruiz' });
    await app.deps.events.drain();
    stop();

    expect(updated).toEqual([{ organizationId, conversationId, channelId }]);
    const inbox = dataOf<Conversation>(await api(app, owner.token).get(`/conversation/${conversationId}`));
    expect(inbox.contact.name).toBe('Marta Ruiz');
  });

  it("answers 404 for another organization's contact and for an unknown id", async () => {
    const stranger = await signUp(app);
    const contactId = await createContact(app, organizationId, 'Privado');
    for (const response of [
      await get(stranger.token, contactId),
      await patch(stranger.token, contactId, { name: 'Hackeado' }),
      await get(owner.token, '00000000-0000-4000-8000-000000000000'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { reason: 'contacts.not_found' } });
    }
    expect(dataOf<Contact>(await get(owner.token, contactId)).name).toBe('Privado');
  });

  it('lets a USER reach only contacts with a conversation on its channels; anything else is 404', async () => {
    const agent = await addMember(app, owner, { firstName: 'Agente' });
    await patchMember(app, owner.token, agent.userId, { channels: [channelId] });
    const onMyChannel = await createContact(app, organizationId, 'Cliente visible');
    await inbound(app, { organizationId, channelId, contactId: onMyChannel });
    const onOtherChannel = await createContact(app, organizationId, 'Cliente oculto');
    await inbound(app, { organizationId, channelId: otherChannelId, contactId: onOtherChannel });
    const withoutConversation = await createContact(app, organizationId, 'Sin conversación');

    expect((await get(agent.token, onMyChannel)).statusCode).toBe(200);
    expect(dataOf<Contact>(await patch(agent.token, onMyChannel, { name: 'Editado' })).name).toBe('Editado');
    for (const contactId of [onOtherChannel, withoutConversation]) {
      for (const response of [
        await get(agent.token, contactId),
        await patch(agent.token, contactId, { name: 'Editado' }),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ error: { reason: 'contacts.not_found' } });
      }
    }
    expect(dataOf<Contact>(await get(owner.token, onOtherChannel)).name).toBe('Cliente oculto');
    expect((await get(owner.token, withoutConversation)).statusCode).toBe(200);
  });
});
