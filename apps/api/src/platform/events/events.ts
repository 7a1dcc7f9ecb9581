import type { Interaction } from '@charla/contracts';

/**
 * Domain events (ARCHITECTURE §5). Services write, commit, then emit; listeners (one file each:
 * realtime fan-out, later webhooks, triggers, counters) react. Emitting never throws into the
 * service: a failing listener is logged, the committed write stands.
 *
 * Each module adds its events to `DomainEvents` with a targeted edit.
 */
export type DomainEvents = {
  'organization.updated': { organizationId: string };
  /** Someone joined (assigned as an existing user, or accepted an invitation). */
  'member.added': { organizationId: string; userId: string };
  /** Role, primary, channels or message changed. */
  'member.updated': { organizationId: string; userId: string };
  /** Removed by an admin or left; their sessions in the organization are already revoked. */
  'member.removed': { organizationId: string; userId: string };
  /** A pending invitation was created, replaced, edited or withdrawn: the members list changed. */
  'member.invitation_changed': { organizationId: string; invitationId: string };
  /** A conversation was opened (first message of a contact on a channel). */
  'conversation.created': {
    organizationId: string;
    conversationId: string;
    channelId: string;
    /** The customer who opened it: its visitor sockets join the conversation's room. */
    contactId: string;
  };
  /** Status, assignee or last message changed (reopened, assigned, closed, new message). */
  'conversation.updated': { organizationId: string; conversationId: string; channelId: string };
  /** A message or note was stored; `interaction.kind === 'note'` is for agents only. */
  'message.created': {
    organizationId: string;
    conversationId: string;
    channelId: string;
    interaction: Interaction;
  };
  /** The customer or an agent read the conversation up to `readAt`. */
  'conversation.read': {
    organizationId: string;
    conversationId: string;
    channelId: string;
    reader: 'contact' | 'user';
    userId: string | null;
    readAt: Date;
  };
  /** A channel was created, changed, connected or deleted. */
  'channel.updated': { organizationId: string; channelId: string };
};

export type DomainEventName = keyof DomainEvents;
export type DomainEventListener<K extends DomainEventName> = (
  payload: DomainEvents[K],
) => void | Promise<void>;

export type EventBus = {
  emit: <K extends DomainEventName>(name: K, payload: DomainEvents[K]) => void;
  on: <K extends DomainEventName>(name: K, listener: DomainEventListener<K>) => () => void;
  /** Resolves when every listener started so far has finished (tests and graceful shutdown). */
  drain: () => Promise<void>;
};

type Logger = { error: (object: unknown, message: string) => void };

export function createEventBus({ log }: { log: Logger }): EventBus {
  const listeners = new Map<DomainEventName, Set<DomainEventListener<never>>>();
  const pending = new Set<Promise<void>>();

  return {
    emit(name, payload) {
      for (const listener of listeners.get(name) ?? []) {
        const run = Promise.resolve()
          .then(() => (listener as DomainEventListener<typeof name>)(payload))
          .catch((error: unknown) => log.error({ err: error, event: name }, 'domain event listener failed'))
          .finally(() => pending.delete(run));
        pending.add(run);
      }
    },
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      set.add(listener as DomainEventListener<never>);
      listeners.set(name, set);
      return () => set.delete(listener as DomainEventListener<never>);
    },
    async drain() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
