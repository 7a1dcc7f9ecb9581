import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { ChannelSettings } from '@charla/contracts';
import type { DbExecutor } from '../../platform/db/executor.js';
import { channels } from './channels.table.js';

export type ChannelRow = typeof channels.$inferSelect;

const live = (organizationId: string) =>
  and(eq(channels.organizationId, organizationId), isNull(channels.deletedAt));

export async function insertChannel(
  db: DbExecutor,
  values: Pick<ChannelRow, 'organizationId' | 'type' | 'name'> & { settings: ChannelSettings; now: Date },
): Promise<ChannelRow> {
  const { now, ...channel } = values;
  const [row] = await db
    .insert(channels)
    .values({ ...channel, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

/** Live channels of the organization, oldest first; `channelIds` limits them (a USER's list). */
export async function listLiveChannels(
  db: DbExecutor,
  { organizationId, channelIds }: { organizationId: string; channelIds?: readonly string[] },
): Promise<ChannelRow[]> {
  if (channelIds?.length === 0) return [];
  return db
    .select()
    .from(channels)
    .where(and(live(organizationId), channelIds ? inArray(channels.id, [...channelIds]) : undefined))
    .orderBy(asc(channels.createdAt), asc(channels.id));
}

/** Ids of the live channels of the organization (room membership, access-list checks). */
export async function listLiveChannelIds(
  db: DbExecutor,
  { organizationId }: { organizationId: string },
): Promise<string[]> {
  const rows = await db.select({ id: channels.id }).from(channels).where(live(organizationId));
  return rows.map((row) => row.id);
}

export async function findLiveChannel(
  db: DbExecutor,
  { organizationId, channelId }: { organizationId: string; channelId: string },
): Promise<ChannelRow | undefined> {
  const [row] = await db
    .select()
    .from(channels)
    .where(and(live(organizationId), eq(channels.id, channelId)));
  return row;
}

export async function updateLiveChannel(
  db: DbExecutor,
  {
    organizationId,
    channelId,
    values,
    now,
  }: {
    organizationId: string;
    channelId: string;
    values: Partial<Pick<ChannelRow, 'name' | 'status' | 'connectedAt' | 'deletedAt'>> & {
      settings?: ChannelSettings;
    };
    now: Date;
  },
): Promise<ChannelRow | undefined> {
  const [row] = await db
    .update(channels)
    .set({ ...values, updatedAt: now })
    .where(and(live(organizationId), eq(channels.id, channelId)))
    .returning();
  return row;
}
