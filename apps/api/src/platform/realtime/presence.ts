/** One connected socket of a member, in the organization its session is bound to. */
export type PresenceEntry = { organizationId: string; userId: string; socketId: string };
export type PresenceChange = { organizationId: string; userId: string; online: boolean };

/**
 * Who is online: a member is online while at least one of their sockets is connected, on any
 * instance. `add` and `remove` answer whether that socket changed the member's presence, so the
 * caller pushes exactly one `presence` event per change.
 */
export type PresenceStore = {
  /** True when this is the member's first live socket in the organization (came online). */
  add: (entry: PresenceEntry) => Promise<boolean>;
  /** True when this was the member's last live socket in the organization (went offline). */
  remove: (entry: PresenceEntry) => Promise<boolean>;
  listOnline: (organizationId: string) => Promise<string[]>;
  /**
   * Called periodically with this instance's sockets: keeps them alive and answers the changes
   * found meanwhile (members of an instance that stopped without saying goodbye go offline).
   */
  heartbeat: (entries: PresenceEntry[]) => Promise<PresenceChange[]>;
};

/** One process: counts in memory are exact, nothing can expire behind its back. */
export function createMemoryPresence(): PresenceStore {
  const organizations = new Map<string, Map<string, Set<string>>>();
  return {
    async add({ organizationId, userId, socketId }) {
      const users = organizations.get(organizationId) ?? new Map<string, Set<string>>();
      organizations.set(organizationId, users);
      const sockets = users.get(userId) ?? new Set<string>();
      users.set(userId, sockets);
      sockets.add(socketId);
      return sockets.size === 1;
    },
    async remove({ organizationId, userId, socketId }) {
      const users = organizations.get(organizationId);
      const sockets = users?.get(userId);
      if (!users || !sockets?.delete(socketId) || sockets.size > 0) return false;
      users.delete(userId);
      if (users.size === 0) organizations.delete(organizationId);
      return true;
    },
    async listOnline(organizationId) {
      return [...(organizations.get(organizationId)?.keys() ?? [])];
    },
    async heartbeat() {
      return [];
    },
  };
}
