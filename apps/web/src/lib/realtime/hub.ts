import type { AgentToServerEvents, RealtimeEventName, RealtimeEventPayload } from '@charla/contracts';
import type { AgentSocket } from './socket';

type Listener = (payload: never) => void;

/**
 * Where screens subscribe to socket events. It outlives the socket, which is replaced on every
 * organization switch, so a screen's subscription survives the switch.
 */
export type RealtimeHub = {
  on: <K extends RealtimeEventName>(
    name: K,
    listener: (payload: RealtimeEventPayload<K>) => void,
  ) => () => void;
  emit: (name: string, payload: unknown) => void;
  /** Sends to the server on the socket connected now; dropped while there is none (nothing to catch up). */
  send: <K extends keyof AgentToServerEvents>(name: K, ...args: Parameters<AgentToServerEvents[K]>) => void;
  /** The provider hands over each new socket, and null when it goes. */
  attach: (socket: AgentSocket | null) => void;
};

export function createRealtimeHub(): RealtimeHub {
  const listeners = new Map<string, Set<Listener>>();
  let current: AgentSocket | null = null;
  return {
    on(name, listener) {
      const set = listeners.get(name) ?? new Set<Listener>();
      set.add(listener as Listener);
      listeners.set(name, set);
      return () => set.delete(listener as Listener);
    },
    emit(name, payload) {
      for (const listener of listeners.get(name) ?? []) (listener as (payload: unknown) => void)(payload);
    },
    send(name, ...args) {
      if (current?.connected) current.emit(name, ...args);
    },
    attach(socket) {
      current = socket;
    },
  };
}
