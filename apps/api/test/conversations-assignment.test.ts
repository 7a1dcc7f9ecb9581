import type { Conversation } from '@charla/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './accounts.js';
import { api, createChannel, dataOf, newConversation } from './conversations-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';
import { addMember, patchMember } from './members-fixtures.js';

describe('automatic assignment', () => {
  let app: TestApp;
  let online: string[] = [];

  beforeAll(async () => {
    app = await createTestApp({
      overrides: {
        realtime: {
          toOrganization: () => undefined,
          toUser: () => undefined,
          toChannel: () => undefined,
          toVisitor: () => undefined,
          joinVisitorConversation: () => undefined,
          listOnline: async () => online,
        },
      },
    });
  });
  afterAll(() => app.close());

  it('gives new conversations in turn to the online primary members who may see the channel', async () => {
    const owner = await signUp(app);
    const organizationId = owner.user.organizationOid;
    const channelId = await createChannel(app, owner.token);
    const primaries = [];
    for (const firstName of ['Uno', 'Dos']) {
      const member = await addMember(app, owner, { firstName });
      await patchMember(app, owner.token, member.userId, { primary: true, channels: [channelId] });
      primaries.push(member.userId);
    }
    const withoutChannel = await addMember(app, owner, { firstName: 'Tres' });
    await patchMember(app, owner.token, withoutChannel.userId, { primary: true, channels: [] });
    const notPrimary = await addMember(app, owner, { firstName: 'Cuatro' });
    await patchMember(app, owner.token, notPrimary.userId, { channels: [channelId] });
    online = [...primaries, withoutChannel.userId, notPrimary.userId];

    const assignees = [];
    for (let index = 0; index < 4; index += 1) {
      const conversationId = await newConversation(app, organizationId, channelId);
      await app.deps.events.drain();
      const conversation = dataOf<Conversation>(
        await api(app, owner.token).get(`/conversation/${conversationId}`),
      );
      expect(conversation.status).toBe('active');
      assignees.push(conversation.assignee?._id);
    }
    const [first, second] = [...primaries].sort();
    expect(assignees).toEqual([first, second, first, second]);
  });

  it('leaves a new conversation unassigned when no primary member is online', async () => {
    const owner = await signUp(app);
    const channelId = await createChannel(app, owner.token);
    online = [];
    const conversationId = await newConversation(app, owner.user.organizationOid, channelId);
    await app.deps.events.drain();
    const conversation = dataOf<Conversation>(
      await api(app, owner.token).get(`/conversation/${conversationId}`),
    );
    expect(conversation).toMatchObject({ status: 'new', assignee: null });
  });
});
