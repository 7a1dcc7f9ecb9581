import type { VisitorSession } from '@charla/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './accounts.js';
import { api, createChannel, dataOf } from './conversations-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';

type Visitor = { publicKey: string; token: string };

/**
 * The client API's id routes, walked like the members' ones in tenant-isolation.test.ts: a visitor
 * reaching for another visitor's conversation, of its own organization or of another, gets 404; the
 * owner of the conversation gets it. A new visitor id route without a fixture here fails the walk.
 */
describe('visitor isolation', () => {
  let app: TestApp;
  let owner: Visitor;
  let neighbour: Visitor;
  let stranger: Visitor;
  let conversationOid: string;

  const newVisitor = async (publicKey: string, channelOid: string): Promise<Visitor> => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/developer/session?channelOid=${channelOid}`,
      headers: { 'x-public-key': publicKey },
    });
    return { publicKey, token: dataOf<VisitorSession>(response).token };
  };
  const organization = async () => {
    const member = await signUp(app);
    const { publicKey } = dataOf<{ publicKey: string }>(
      await api(app, member.token).get('/organization/apikey'),
    );
    return { publicKey, channelOid: await createChannel(app, member.token) };
  };

  beforeAll(async () => {
    app = await createTestApp();
    await app.ready();
    const a = await organization();
    const b = await organization();
    owner = await newVisitor(a.publicKey, a.channelOid);
    neighbour = await newVisitor(a.publicKey, a.channelOid);
    stranger = await newVisitor(b.publicKey, b.channelOid);
    conversationOid = dataOf<{ conversationOid: string }>(
      await app.inject({
        method: 'POST',
        url: '/api/v1/developer/sendMessage',
        headers: { 'x-public-key': owner.publicKey, authorization: `Bearer ${owner.token}` },
        payload: { text: 'Solo mía' },
      }),
    ).conversationOid;
  });
  afterAll(() => app.close());

  it('answers 404 to every other visitor on every visitor id route', async () => {
    const routes = app.apiRoutes.filter(
      (route) => (route.auth === 'visitor' || route.auth === 'client') && route.url.includes(':'),
    );
    expect(routes.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const unknown = [...route.url.matchAll(/:(\w+)/g)]
        .map((match) => match[1])
        .filter((p) => p !== 'conversationOid');
      if (unknown.length > 0) {
        problems.push(`${name} needs a visitor fixture for :${unknown.join(', :')}`);
        continue;
      }
      const call = (visitor: Visitor) =>
        app.inject({
          method: route.method as 'GET',
          url: route.url.replace(':conversationOid', conversationOid),
          headers: { 'x-public-key': visitor.publicKey, authorization: `Bearer ${visitor.token}` },
        });
      for (const [who, visitor] of [
        ['a visitor of the same organization', neighbour],
        ['a visitor of another organization', stranger],
      ] as const) {
        const response = await call(visitor);
        if (response.statusCode !== 404) problems.push(`${name} answered ${response.statusCode} to ${who}`);
      }
      const own = await call(owner);
      if (own.statusCode >= 400)
        problems.push(`${name} answered ${own.statusCode} to its owner: ${own.body}`);
    }
    expect(problems).toEqual([]);
  });
});
