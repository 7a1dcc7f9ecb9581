import { realtimeConnectErrorSchema, type RealtimeEventPayload } from '@charla/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { currentOrganizationQueryKey } from '../session/get-current-organization';
import { sessionQueryKey } from '../session/get-session';
import type { RealtimeHub } from './hub';
import { patchPresence, presenceQueryKey } from './presence';
import type { AgentSocket } from './socket';

type Binding = {
  socket: AgentSocket;
  queryClient: QueryClient;
  hub: RealtimeHub;
  organizationOid: string;
  userOid: string;
};

function mutationsSettled(queryClient: QueryClient): Promise<void> {
  if (queryClient.isMutating() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = queryClient.getMutationCache().subscribe(() => {
      if (queryClient.isMutating() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * The server says this socket's session is over. The mutation that replaced it (an organization
 * switch) may still be on its way back with the new token, so the check waits for mutations to
 * settle; then the session is refetched, and a 401 sends the user to the login page as usual.
 */
async function recheckSession(queryClient: QueryClient): Promise<void> {
  await mutationsSettled(queryClient);
  await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}

/**
 * Turns socket events into cache updates (server state lives only in TanStack Query) and hands
 * every event to the hub for screens. Answers a function that unbinds it all.
 */
export function bindRealtime({ socket, queryClient, hub, organizationOid, userOid }: Binding): () => void {
  let hasConnected = false;
  const onConnect = () => {
    // Events sent while disconnected are lost: after a reconnect, refetch everything on screen.
    if (hasConnected) void queryClient.invalidateQueries();
    else void queryClient.invalidateQueries({ queryKey: presenceQueryKey(organizationOid) });
    hasConnected = true;
  };
  const onConnectError = (error: Error & { data?: unknown }) => {
    const refusal = realtimeConnectErrorSchema.safeParse(error.data);
    if (refusal.success && refusal.data.code === '401') void recheckSession(queryClient);
  };
  const onPresence = (payload: RealtimeEventPayload<'presence'>) =>
    patchPresence(queryClient, organizationOid, payload);
  const onOrganizationUpdated = () => {
    // Its name also shows in the session and in the organization switcher (['organization', 'all']).
    void queryClient.invalidateQueries({ queryKey: [currentOrganizationQueryKey[0]] });
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  };
  const onMemberUpdated = (payload: RealtimeEventPayload<'member.updated'>) => {
    // My own role or channels changed: the session carries them.
    if (payload.userOid === userOid) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  };
  const onSessionEnded = () => void recheckSession(queryClient);
  const toHub = (name: string, payload: unknown) => hub.emit(name, payload);

  socket.on('connect', onConnect);
  socket.on('connect_error', onConnectError);
  socket.on('presence', onPresence);
  socket.on('organization.updated', onOrganizationUpdated);
  socket.on('member.updated', onMemberUpdated);
  socket.on('session.ended', onSessionEnded);
  socket.onAny(toHub);
  return () => {
    socket.off('connect', onConnect);
    socket.off('connect_error', onConnectError);
    socket.off('presence', onPresence);
    socket.off('organization.updated', onOrganizationUpdated);
    socket.off('member.updated', onMemberUpdated);
    socket.off('session.ended', onSessionEnded);
    socket.offAny(toHub);
  };
}
