import type { AgentSocket } from '@/lib/realtime/socket';

type Handler = (...args: never[]) => void;

/** Stands in for a Socket.IO client socket: tests play the server with `serverEmit`. */
export class FakeSocket {
  /** What the client sent to the server with `emit`. */
  readonly sent: { name: string; payload: unknown }[] = [];
  /** Tests flip it to play a dropped connection; the real socket says so itself. */
  connected = true;
  connectCalls = 0;
  disconnectCalls = 0;
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly anyHandlers = new Set<Handler>();

  on(name: string, handler: Handler) {
    const set = this.handlers.get(name) ?? new Set<Handler>();
    set.add(handler);
    this.handlers.set(name, set);
    return this;
  }

  off(name: string, handler: Handler) {
    this.handlers.get(name)?.delete(handler);
    return this;
  }

  onAny(handler: Handler) {
    this.anyHandlers.add(handler);
    return this;
  }

  offAny(handler: Handler) {
    this.anyHandlers.delete(handler);
    return this;
  }

  connect() {
    this.connectCalls += 1;
    return this;
  }

  disconnect() {
    this.disconnectCalls += 1;
    return this;
  }

  emit(name: string, payload?: unknown) {
    this.sent.push({ name, payload });
    return this;
  }

  /** An event as the server (or Socket.IO itself, for `connect` and `connect_error`) would deliver it. */
  serverEmit(name: string, payload?: unknown) {
    for (const handler of this.handlers.get(name) ?? []) (handler as (payload: unknown) => void)(payload);
    if (name === 'connect' || name === 'connect_error') return;
    for (const handler of this.anyHandlers)
      (handler as (name: string, payload: unknown) => void)(name, payload);
  }

  asSocket(): AgentSocket {
    return this as unknown as AgentSocket;
  }
}
