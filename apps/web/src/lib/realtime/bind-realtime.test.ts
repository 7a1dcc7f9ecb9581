import { MutationObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anOrganization, ORGANIZATION_ID } from '@/test/fixtures';
import { createQueryClient } from '../query-client';
import { currentOrganizationQueryKey } from '../session/get-current-organization';
import { sessionQueryKey } from '../session/get-session';
import { bindRealtime } from './bind-realtime';
import { FakeSocket } from '@/test/fake-socket';
import { createRealtimeHub } from './hub';
import { presenceQueryKey } from './presence';

const ME = '33333333-3333-4333-8333-333333333333';
const ANA = '55555555-5555-4555-8555-555555555555';
const BRUNO = '66666666-6666-4666-8666-666666666666';

function setUp() {
  const queryClient = createQueryClient();
  const socket = new FakeSocket();
  const hub = createRealtimeHub();
  const unbind = bindRealtime({
    socket: socket.asSocket(),
    queryClient,
    hub,
    organizationOid: ORGANIZATION_ID,
    userOid: ME,
  });
  const isInvalidated = (queryKey: readonly unknown[]) => queryClient.getQueryState(queryKey)?.isInvalidated;
  return { queryClient, socket, hub, unbind, isInvalidated };
}

describe('socket events in the query cache', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('adds a member who comes online to the cached online list and removes one who goes offline', () => {
    const { queryClient, socket } = setUp();
    queryClient.setQueryData(presenceQueryKey(ORGANIZATION_ID), [{ userOid: ANA }]);
    socket.serverEmit('presence', { userOid: BRUNO, online: true });
    socket.serverEmit('presence', { userOid: BRUNO, online: true });
    socket.serverEmit('presence', { userOid: ANA, online: false });
    expect(queryClient.getQueryData(presenceQueryKey(ORGANIZATION_ID))).toEqual([{ userOid: BRUNO }]);
  });

  it('leaves the online list alone until it has been fetched', () => {
    const { queryClient, socket } = setUp();
    socket.serverEmit('presence', { userOid: ANA, online: true });
    expect(queryClient.getQueryData(presenceQueryKey(ORGANIZATION_ID))).toBeUndefined();
  });

  it('refetches the organization, the organization list and the session when someone changes the organization', () => {
    const { queryClient, socket, isInvalidated } = setUp();
    queryClient.setQueryData(currentOrganizationQueryKey, anOrganization());
    queryClient.setQueryData(['organization', 'all'], []);
    queryClient.setQueryData(sessionQueryKey, { _id: ME });
    socket.serverEmit('organization.updated', { organizationOid: ORGANIZATION_ID });
    expect(isInvalidated(currentOrganizationQueryKey)).toBe(true);
    expect(isInvalidated(['organization', 'all'])).toBe(true);
    expect(isInvalidated(sessionQueryKey)).toBe(true);
  });

  it('refetches the session when my own membership changes, not when someone else’s does', () => {
    const { queryClient, socket, isInvalidated } = setUp();
    queryClient.setQueryData(sessionQueryKey, { _id: ME });
    const change = { organizationOid: ORGANIZATION_ID, change: 'updated' as const };
    socket.serverEmit('member.updated', { ...change, userOid: ANA });
    expect(isInvalidated(sessionQueryKey)).toBe(false);
    socket.serverEmit('member.updated', { ...change, userOid: ME });
    expect(isInvalidated(sessionQueryKey)).toBe(true);
  });

  it('refreshes only the online list on the first connect, and everything shown after a reconnect', () => {
    const { queryClient, socket, isInvalidated } = setUp();
    queryClient.setQueryData(presenceQueryKey(ORGANIZATION_ID), []);
    queryClient.setQueryData(currentOrganizationQueryKey, anOrganization());
    socket.serverEmit('connect');
    expect(isInvalidated(presenceQueryKey(ORGANIZATION_ID))).toBe(true);
    expect(isInvalidated(currentOrganizationQueryKey)).toBe(false);
    socket.serverEmit('connect');
    expect(isInvalidated(currentOrganizationQueryKey)).toBe(true);
  });

  it('checks the session when the server ends it, once a pending organization switch has settled', async () => {
    const { queryClient, socket, isInvalidated } = setUp();
    queryClient.setQueryData(sessionQueryKey, { _id: ME });
    let finishSwitch = () => {};
    const pendingSwitch = new MutationObserver(queryClient, {
      mutationFn: () => new Promise<void>((resolve) => (finishSwitch = resolve)),
    });
    void pendingSwitch.mutate();
    socket.serverEmit('session.ended', { reason: 'auth.session_expired' });
    await Promise.resolve();
    expect(isInvalidated(sessionQueryKey)).toBe(false);
    finishSwitch();
    await vi.waitFor(() => expect(isInvalidated(sessionQueryKey)).toBe(true));
  });

  it('checks the session when a reconnect is refused for an expired session', async () => {
    const { queryClient, socket, isInvalidated } = setUp();
    queryClient.setQueryData(sessionQueryKey, { _id: ME });
    socket.serverEmit(
      'connect_error',
      Object.assign(new Error('common.unavailable'), {
        data: { code: '503', reason: 'common.unavailable', message: 'down' },
      }),
    );
    await Promise.resolve();
    expect(isInvalidated(sessionQueryKey)).toBe(false);
    socket.serverEmit(
      'connect_error',
      Object.assign(new Error('auth.session_expired'), {
        data: { code: '401', reason: 'auth.session_expired', message: 'expired' },
      }),
    );
    await vi.waitFor(() => expect(isInvalidated(sessionQueryKey)).toBe(true));
  });

  it('hands every server event to screens through the hub, and stops once unbound', () => {
    const { socket, hub, unbind } = setUp();
    const heard = vi.fn();
    hub.on('notification', heard);
    socket.serverEmit('notification', { kind: 'test', params: {} });
    unbind();
    socket.serverEmit('notification', { kind: 'later', params: {} });
    expect(heard).toHaveBeenCalledExactlyOnceWith({ kind: 'test', params: {} });
  });
});
