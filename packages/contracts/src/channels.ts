import { z } from 'zod';
import { idSchema } from './common.js';
import { interactionSchema } from './conversations.js';

export const CHANNEL_TYPES = ['webchat', 'api'] as const;
export const channelTypeSchema = z.enum(CHANNEL_TYPES);
export type ChannelType = z.infer<typeof channelTypeSchema>;

export const CHANNEL_STATUSES = ['pending', 'connected'] as const;
export const channelStatusSchema = z.enum(CHANNEL_STATUSES);
export type ChannelStatus = z.infer<typeof channelStatusSchema>;

export const channelNameSchema = z.string().trim().min(1).max(100);

/** A host name, or a wildcard for its subdomains (`*.example.com`); no scheme, port or path. */
export const allowedDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/, {
    message: 'a host name such as example.com or *.example.com',
  });

export const webchatSettingsSchema = z.object({
  title: z.string().trim().min(1).max(100),
  welcomeMessage: z.string().trim().max(1000),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'a colour such as #1c7ed6' }),
  /** Sites allowed to embed the widget; empty allows any. */
  allowedDomains: z.array(allowedDomainSchema).max(50),
  /** Anonymous visitors are refused; customers must come with a signed identifier. */
  identityVerificationRequired: z.boolean(),
});
export type WebchatSettings = z.infer<typeof webchatSettingsSchema>;

export const webhookUrlSchema = z.url({ protocol: /^https?$/, error: 'an http or https URL' }).max(2000);

export const apiChannelSettingsSchema = z.object({
  /** Receives agent replies, signed HMAC-SHA256 with the organization secret key. */
  webhookUrl: webhookUrlSchema,
});
export type ApiChannelSettings = z.infer<typeof apiChannelSettingsSchema>;

export type ChannelSettings = WebchatSettings | ApiChannelSettings;

const channelBase = {
  _id: idSchema,
  name: z.string(),
  status: channelStatusSchema,
  connectedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
};

export const channelSchema = z
  .discriminatedUnion('type', [
    z.object({ ...channelBase, type: z.literal('webchat'), settings: webchatSettingsSchema }),
    z.object({ ...channelBase, type: z.literal('api'), settings: apiChannelSettingsSchema }),
  ])
  .meta({ id: 'Channel' });
export type Channel = z.infer<typeof channelSchema>;

export const createChannelBodySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('webchat'), name: channelNameSchema, settings: webchatSettingsSchema }),
  z.object({ type: z.literal('api'), name: channelNameSchema, settings: apiChannelSettingsSchema }),
]);
export type CreateChannelBody = z.infer<typeof createChannelBodySchema>;

/** The type never changes; settings, when sent, replace the stored ones and must fit the channel's type. */
export const patchChannelBodySchema = z.object({
  name: channelNameSchema.optional(),
  settings: z.union([webchatSettingsSchema, apiChannelSettingsSchema]).optional(),
});
export type PatchChannelBody = z.infer<typeof patchChannelBodySchema>;

export const channelParamsSchema = z.object({ channelOid: idSchema });

export const webchatConnectionSchema = z.object({
  type: z.literal('webchat'),
  /** The `<script>` tag to paste into a site. */
  snippet: z.string(),
  /** The full-page customer chat. */
  chatUrl: z.string(),
  channel: channelSchema,
});
export const apiConnectionSchema = z.object({
  type: z.literal('api'),
  status: channelStatusSchema,
  /** What the webhook URL answered to the signed test event. */
  httpStatus: z.number().int(),
  channel: channelSchema,
});
export const channelConnectionSchema = z
  .discriminatedUnion('type', [webchatConnectionSchema, apiConnectionSchema])
  .meta({ id: 'ChannelConnection' });
export type ChannelConnection = z.infer<typeof channelConnectionSchema>;

/** The test event `connect` posts to an api channel's webhook URL. */
export type ChannelTestEvent = { event: 'channel.test'; channelOid: string; timestamp: string };

/**
 * What an api channel's webhook URL receives for each agent reply (notes never leave Charla), signed
 * like the test event: `x-charla-signature: sha256=HMAC-SHA256(secret key, timestamp + '.' + body)`.
 */
export const channelMessageWebhookSchema = z
  .object({
    event: z.literal('message.created'),
    channelOid: idSchema,
    conversationOid: idSchema,
    contactOid: idSchema,
    /** The customer's own id for the contact, as its app passed it to `/developer/session`; null when anonymous. */
    identifier: z.string().nullable(),
    interaction: interactionSchema,
    /** When the reply was stored; the same on every retry of one delivery. */
    timestamp: z.iso.datetime(),
  })
  .meta({ id: 'ChannelMessageWebhook' });
export type ChannelMessageWebhook = z.infer<typeof channelMessageWebhookSchema>;
