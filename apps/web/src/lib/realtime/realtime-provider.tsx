import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import type { RealtimeEventName, RealtimeEventPayload } from '@charla/contracts';
import { useSession } from '../session/get-session';
import { bindRealtime } from './bind-realtime';
import { createRealtimeHub, type RealtimeHub } from './hub';
import { createAgentSocket, type CreateSocket } from './socket';

const RealtimeContext = createContext<RealtimeHub | null>(null);

/**
 * Keeps one socket connected while an admin session is open: a new one for every session (an
 * organization switch issues a new token), none after logout, when the admin layout unmounts.
 */
export function RealtimeProvider({
  children,
  createSocket = createAgentSocket,
}: {
  children: ReactNode;
  /** Tests pass a fake socket. */
  createSocket?: CreateSocket;
}) {
  const { data: user } = useSession();
  const queryClient = useQueryClient();
  const [hub] = useState(createRealtimeHub);
  const { organizationOid, sessionKey, _id: userOid } = user;

  useEffect(() => {
    const socket = createSocket();
    const unbind = bindRealtime({ socket, queryClient, hub, organizationOid, userOid });
    hub.attach(socket);
    socket.connect();
    return () => {
      hub.attach(null);
      unbind();
      socket.disconnect();
    };
  }, [createSocket, queryClient, hub, organizationOid, userOid, sessionKey]);

  return <RealtimeContext value={hub}>{children}</RealtimeContext>;
}

/** Runs `listener` for every event of that name while the component is mounted under the provider. */
export function useRealtimeEvent<K extends RealtimeEventName>(
  name: K,
  listener: (payload: RealtimeEventPayload<K>) => void,
): void {
  const hub = useContext(RealtimeContext);
  const onEvent = useEffectEvent(listener);
  useEffect(() => hub?.on(name, (payload) => onEvent(payload)), [hub, name]);
}

/** Sends an event to the server (e.g. `typing`) on the current socket; a no-op outside the provider. */
export function useRealtimeSend(): RealtimeHub['send'] {
  const hub = useContext(RealtimeContext);
  return hub?.send ?? noSend;
}

const noSend: RealtimeHub['send'] = () => {};
