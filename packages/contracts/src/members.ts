import { z } from 'zod';
import { nameSchema, phoneSchema, roleSchema } from './auth.js';
import { emailSchema, idSchema } from './common.js';

/** Invitations are valid for seven days and work once. */
export const INVITATION_TTL_SECONDS = 7 * 24 * 3_600;

/** `active`: a member; `invited`: an invitation sent or linked, not accepted yet. */
export const MEMBER_STATUSES = ['active', 'invited'] as const;
export const memberStatusSchema = z.enum(MEMBER_STATUSES);
export type MemberStatus = z.infer<typeof memberStatusSchema>;

export const memberMessageSchema = z.string().trim().max(1000);

/**
 * The Organization user of spec §3 (GET /organization/user). `_id` is the user's id for a member and
 * the invitation's id for a pending invitation; both are accepted by PATCH and DELETE.
 */
export const organizationUserSchema = z
  .object({
    _id: idSchema,
    name: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: roleSchema,
    /** In the automatic-assignment rotation of the channels the member sees. */
    primary: z.boolean(),
    phone: z.string().nullable(),
    /** The note that went with the invitation; admins may edit it later. */
    message: z.string().nullable(),
    /** Channel ids a USER is limited to; ADMIN and OWNER see every channel. */
    channels: z.array(idSchema),
    avatarUrl: z.string().nullable(),
    status: memberStatusSchema,
    /** When a pending invitation stops working; null for members. */
    expiresAt: z.iso.datetime().nullable(),
    /** Open conversations assigned to the member; only with `getConversations=true`. */
    conversations: z.number().int().min(0).optional(),
  })
  .meta({ id: 'OrganizationUser' });
export type OrganizationUser = z.infer<typeof organizationUserSchema>;

export const listMembersQuerySchema = z.object({
  getConversations: z.stringbool().optional(),
  /** Only members who may see this channel: ADMIN and OWNER always, a USER when it is in its list. */
  channelOid: idSchema.optional(),
});
export type ListMembersQuery = z.infer<typeof listMembersQuerySchema>;

/** POST /organization/user/assign: an existing account joins at once; a new email is invited by mail. */
export const assignMemberBodySchema = z.object({
  name: nameSchema,
  lastName: z.string().trim().max(80).default(''),
  email: emailSchema,
  role: roleSchema.default('USER'),
  primary: z.boolean().default(false),
  phone: phoneSchema.optional(),
  message: memberMessageSchema.optional(),
});
export type AssignMemberBody = z.input<typeof assignMemberBodySchema>;

/**
 * PATCH /organization/user/{_id}. Role, primary, channels and message are the organization's to edit.
 * Name, last name, email and phone belong to the person: they can change only while the invitation
 * is pending (a value equal to the current one is accepted, so a client may send the whole entity).
 */
export const patchMemberBodySchema = z
  .object({
    name: nameSchema,
    lastName: z.string().trim().max(80),
    email: emailSchema,
    phone: phoneSchema,
    role: roleSchema,
    primary: z.boolean(),
    message: memberMessageSchema,
    channels: z.array(idSchema).max(500),
  })
  .partial();
export type PatchMemberBody = z.infer<typeof patchMemberBodySchema>;

export const memberParamsSchema = z.object({ _id: idSchema });
export const memberRemoveParamsSchema = z.object({ userOid: idSchema });

/** POST /organization/user/invitelink: a link to share by hand, for one email, with a preset role. */
export const inviteLinkBodySchema = z.object({
  email: emailSchema,
  role: roleSchema.default('USER'),
});
export type InviteLinkBody = z.input<typeof inviteLinkBodySchema>;

export const inviteLinkSchema = z.object({ link: z.url(), expiresAt: z.iso.datetime() });
export type InviteLink = z.infer<typeof inviteLinkSchema>;

/** Invitation tokens are 32 random bytes in base64url. */
export const invitationTokenSchema = z
  .string()
  .min(16)
  .max(200)
  .regex(/^[\w-]+$/);
export const invitationParamsSchema = z.object({ token: invitationTokenSchema });

/** GET /invitation/{token}: what the register and login pages show before accepting. */
export const invitationPreviewSchema = z
  .object({
    organizationName: z.string(),
    email: z.string(),
    role: roleSchema,
    name: z.string().nullable(),
    lastName: z.string().nullable(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'InvitationPreview' });
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
