import type { AppDeps } from '../../app.js';
import type { RequestAuth } from '../../platform/route-config.js';
import { getMembership } from '../organizations/organizations.service.js';
import { conversationNotFound } from './conversations.errors.js';

/** Who is asking and which channels they may see; `channelIds` null means every channel. */
export type Viewer = { organizationId: string; userId: string | null; channelIds: string[] | null };

/**
 * ADMIN, OWNER and the secret key see every channel; a USER only those in its membership list,
 * read now rather than from the session so a change applies to the very next request.
 */
export async function viewerOf(deps: Pick<AppDeps, 'database'>, auth: RequestAuth): Promise<Viewer> {
  const { organizationId, userId } = auth;
  if (auth.role !== 'USER' || !userId) return { organizationId, userId, channelIds: null };
  const membership = await getMembership(deps, { organizationId, userId });
  return { organizationId, userId, channelIds: membership?.channels ?? [] };
}

export const maySee = (viewer: Viewer, channelId: string) =>
  viewer.channelIds === null || viewer.channelIds.includes(channelId);

/** The conversation if the viewer may see it; anything else is the same 404. */
export function assertVisible<T extends { channelId: string }>(viewer: Viewer, row: T | undefined): T {
  if (!row || !maySee(viewer, row.channelId)) throw conversationNotFound();
  return row;
}
