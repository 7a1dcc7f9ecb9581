import type { RealtimeEventName, RealtimeEventPayload } from '@charla/contracts';

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
};

export function createRealtimeHub(): RealtimeHub {
  const listeners = new Map<string, Set<Listener>>();
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
  };
}
