import type {
  Channel,
  ChannelConnection,
  ChannelSettings,
  ChannelTestEvent,
  CreateChannelBody,
  PatchChannelBody,
} from '@charla/contracts';
import { apiChannelSettingsSchema, webchatSettingsSchema } from '@charla/contracts';
import type { AppDeps } from '../../app.js';
import type { RequestAuth } from '../../platform/route-config.js';
import { getApiKeys } from '../developers/developers.service.js';
import { getMembership } from '../organizations/organizations.service.js';
import { channelNotFound, channelSettingsMismatch } from './channels.errors.js';
import {
  findLiveChannel,
  insertChannel,
  listLiveChannelIds,
  listLiveChannels,
  updateLiveChannel,
  type ChannelRow,
} from './channels.repository.js';
import { sendSignedTestEvent } from './channels.webhook.js';

type ChannelDeps = Pick<AppDeps, 'database' | 'now' | 'events'>;

export function toChannel(row: ChannelRow): Channel {
  const base = {
    _id: row.id,
    name: row.name,
    status: row.status,
    connectedAt: row.connectedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  return row.type === 'webchat'
    ? { ...base, type: 'webchat', settings: webchatSettingsSchema.parse(row.settings) }
    : { ...base, type: 'api', settings: apiChannelSettingsSchema.parse(row.settings) };
}

/** The channel ids a USER is limited to; null for ADMIN, OWNER and the secret key, who see every channel. */
async function visibleChannelIds(
  deps: Pick<AppDeps, 'database'>,
  auth: RequestAuth,
): Promise<string[] | null> {
  if (auth.role !== 'USER' || !auth.userId) return null;
  const membership = await getMembership(deps, { organizationId: auth.organizationId, userId: auth.userId });
  return membership?.channels ?? [];
}

/** A live channel of the caller's organization that the caller may see, or 404. */
async function findVisibleChannel(
  deps: Pick<AppDeps, 'database'>,
  auth: RequestAuth,
  channelId: string,
): Promise<ChannelRow> {
  const allowed = await visibleChannelIds(deps, auth);
  if (allowed && !allowed.includes(channelId)) throw channelNotFound();
  const row = await findLiveChannel(deps.database.db, { organizationId: auth.organizationId, channelId });
  if (!row) throw channelNotFound();
  return row;
}

export async function createChannel(
  { database, now, events }: ChannelDeps,
  { organizationId, body }: { organizationId: string; body: CreateChannelBody },
): Promise<Channel> {
  const row = await insertChannel(database.db, { organizationId, ...body, now: now() });
  events.emit('channel.updated', { organizationId, channelId: row.id });
  return toChannel(row);
}

export async function listChannels(deps: Pick<AppDeps, 'database'>, auth: RequestAuth): Promise<Channel[]> {
  const channelIds = (await visibleChannelIds(deps, auth)) ?? undefined;
  const rows = await listLiveChannels(deps.database.db, { organizationId: auth.organizationId, channelIds });
  return rows.map(toChannel);
}

export async function getChannel(
  deps: Pick<AppDeps, 'database'>,
  auth: RequestAuth,
  { channelId }: { channelId: string },
): Promise<Channel> {
  return toChannel(await findVisibleChannel(deps, auth, channelId));
}

/** Ids of the organization's live channels: rooms of ADMIN/OWNER sockets and access-list checks. */
export async function liveChannelIds(
  { database }: Pick<AppDeps, 'database'>,
  { organizationId }: { organizationId: string },
): Promise<string[]> {
  return listLiveChannelIds(database.db, { organizationId });
}

/** Settings must parse as the stored channel's type; the union in the body schema accepts either. */
function settingsFor(row: ChannelRow, settings: PatchChannelBody['settings']): ChannelSettings | undefined {
  if (!settings) return undefined;
  const parsed =
    row.type === 'webchat'
      ? webchatSettingsSchema.safeParse(settings)
      : apiChannelSettingsSchema.safeParse(settings);
  if (!parsed.success) throw channelSettingsMismatch();
  return parsed.data;
}

export async function updateChannel(
  { database, now, events }: ChannelDeps,
  { organizationId, channelId, body }: { organizationId: string; channelId: string; body: PatchChannelBody },
): Promise<Channel> {
  const current = await findLiveChannel(database.db, { organizationId, channelId });
  if (!current) throw channelNotFound();
  const settings = settingsFor(current, body.settings);
  const row = await updateLiveChannel(database.db, {
    organizationId,
    channelId,
    values: { ...(body.name ? { name: body.name } : {}), ...(settings ? { settings } : {}) },
    now: now(),
  });
  if (!row) throw channelNotFound();
  events.emit('channel.updated', { organizationId, channelId });
  return toChannel(row);
}

/** Soft delete: conversations keep pointing at the row, so their history stays readable. */
export async function deleteChannel(
  { database, now, events }: ChannelDeps,
  { organizationId, channelId }: { organizationId: string; channelId: string },
): Promise<void> {
  const at = now();
  const row = await updateLiveChannel(database.db, {
    organizationId,
    channelId,
    values: { deletedAt: at },
    now: at,
  });
  if (!row) throw channelNotFound();
  events.emit('channel.updated', { organizationId, channelId });
}

async function markConnected(
  { database, now, events }: ChannelDeps,
  { organizationId, channelId }: { organizationId: string; channelId: string },
): Promise<Channel> {
  const at = now();
  const row = await updateLiveChannel(database.db, {
    organizationId,
    channelId,
    values: { status: 'connected', connectedAt: at },
    now: at,
  });
  if (!row) throw channelNotFound();
  events.emit('channel.updated', { organizationId, channelId });
  return toChannel(row);
}

/**
 * POST /channel/{id}/connect. A web chat is ready as soon as it has an embed snippet; an api channel
 * only once its webhook URL accepted a signed test event (a failure answers 400 and leaves it pending).
 */
export async function connectChannel(
  deps: AppDeps,
  { organizationId, channelId }: { organizationId: string; channelId: string },
): Promise<ChannelConnection> {
  const current = await findLiveChannel(deps.database.db, { organizationId, channelId });
  if (!current) throw channelNotFound();
  const { publicKey, secretKey } = await getApiKeys(deps, { organizationId });
  const channel = toChannel(current);
  if (channel.type === 'webchat') {
    const base = deps.config.PUBLIC_URL;
    const query = new URLSearchParams({ key: publicKey, channel: channelId }).toString();
    return {
      type: 'webchat',
      snippet: `<script src="${base}/widget.js" data-key="${publicKey}" data-channel="${channelId}" async></script>`,
      chatUrl: `${base}/chat?${query}`,
      channel: await markConnected(deps, { organizationId, channelId }),
    };
  }
  const event: ChannelTestEvent = {
    event: 'channel.test',
    channelOid: channelId,
    timestamp: deps.now().toISOString(),
  };
  const httpStatus = await sendSignedTestEvent(deps, { url: channel.settings.webhookUrl, secretKey, event });
  const connected = await markConnected(deps, { organizationId, channelId });
  return { type: 'api', status: connected.status, httpStatus, channel: connected };
}
