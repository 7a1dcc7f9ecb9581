import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app-providers';
import { mockApi } from '@/test/api-mock';
import { FakeSocket } from '@/test/fake-socket';
import { aUser } from '@/test/fixtures';
import { createQueryClient } from '../query-client';
import { sessionQueryKey } from '../session/get-session';
import { useOnlineMembers } from './presence';
import { RealtimeProvider, useRealtimeEvent } from './realtime-provider';

const ANA = '55555555-5555-4555-8555-555555555555';
const BRUNO = '66666666-6666-4666-8666-666666666666';

function OnlineList() {
  const { onlineUserOids, isOnline } = useOnlineMembers();
  return (
    <ul aria-label="online">
      {onlineUserOids.map((userOid) => (
        <li key={userOid}>{`${userOid}:${isOnline(userOid)}`}</li>
      ))}
    </ul>
  );
}

function NotificationLog({ onNotification }: { onNotification: (kind: string) => void }) {
  useRealtimeEvent('notification', ({ kind }) => onNotification(kind));
  return null;
}

function renderWithRealtime({ onNotification = vi.fn() } = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQueryKey, aUser());
  const sockets: FakeSocket[] = [];
  const createSocket = () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket.asSocket();
  };
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RealtimeProvider createSocket={createSocket}>
        <OnlineList />
        <NotificationLog onNotification={onNotification} />
      </RealtimeProvider>
    </AppProviders>,
  );
  return { ...view, queryClient, sockets };
}

describe('realtime connection of the admin pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows who is online and follows presence events without refetching', async () => {
    const fetchMock = mockApi({ 'GET /organization/user/online': { body: { data: [{ userOid: ANA }] } } });
    const { sockets } = renderWithRealtime();
    expect(await screen.findByText(`${ANA}:true`)).toBeInTheDocument();
    act(() => sockets[0]!.serverEmit('presence', { userOid: BRUNO, online: true }));
    expect(await screen.findByText(`${BRUNO}:true`)).toBeInTheDocument();
    act(() => sockets[0]!.serverEmit('presence', { userOid: ANA, online: false }));
    await waitFor(() => expect(screen.queryByText(`${ANA}:true`)).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('connects once, reconnects with a new socket after an organization switch and disconnects when left', async () => {
    mockApi({ 'GET /organization/user/online': { body: { data: [] } } });
    const { sockets, queryClient, unmount } = renderWithRealtime();
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.connectCalls).toBe(1);
    act(() =>
      queryClient.setQueryData(
        sessionQueryKey,
        aUser({ sessionKey: '77777777-7777-4777-8777-777777777777' }),
      ),
    );
    await waitFor(() => expect(sockets).toHaveLength(2));
    expect(sockets[0]!.disconnectCalls).toBe(1);
    expect(sockets[1]!.connectCalls).toBe(1);
    unmount();
    expect(sockets[1]!.disconnectCalls).toBe(1);
  });

  it('lets a screen listen to an event and keeps listening across an organization switch', async () => {
    mockApi({ 'GET /organization/user/online': { body: { data: [] } } });
    const onNotification = vi.fn();
    const { sockets, queryClient } = renderWithRealtime({ onNotification });
    act(() => sockets[0]!.serverEmit('notification', { kind: 'first', params: {} }));
    act(() =>
      queryClient.setQueryData(
        sessionQueryKey,
        aUser({ sessionKey: '77777777-7777-4777-8777-777777777777' }),
      ),
    );
    await waitFor(() => expect(sockets).toHaveLength(2));
    act(() => sockets[1]!.serverEmit('notification', { kind: 'second', params: {} }));
    expect(onNotification.mock.calls).toEqual([['first'], ['second']]);
  });
});
