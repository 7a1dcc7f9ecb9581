import { and, eq, isNull } from 'drizzle-orm';
import { webchatSettingsSchema } from '@charla/contracts';
import type { DbExecutor } from '../../platform/db/executor.js';
import { organizations } from '../organizations/organizations.table.js';
import { channels } from './channels.table.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The sites that may frame the /chat page of a live web chat channel: its allowed domains (empty allows
 * any). The organization is the one the page's public key names, so a channel id alone never widens the
 * framing policy. Undefined when the key, the channel or the pair is unknown, or the channel is deleted.
 */
export async function findEmbeddingDomains(
  db: DbExecutor,
  { publicKey, channelId }: { publicKey: string; channelId: string },
): Promise<string[] | undefined> {
  // A malformed id would make PostgreSQL reject the uuid comparison; it names no channel anyway.
  if (!UUID.test(channelId) || !publicKey) return undefined;
  const [row] = await db
    .select({ type: channels.type, settings: channels.settings })
    .from(channels)
    .innerJoin(organizations, eq(organizations.id, channels.organizationId))
    .where(
      and(eq(organizations.publicKey, publicKey), eq(channels.id, channelId), isNull(channels.deletedAt)),
    );
  if (row?.type !== 'webchat') return undefined;
  const settings = webchatSettingsSchema.safeParse(row.settings);
  return settings.success ? settings.data.allowedDomains : undefined;
}
