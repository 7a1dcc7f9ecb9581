import type { OrganizationUser } from '@charla/contracts';
import type { InvitationRow, MemberRow } from './members.repository.js';

/** A member as the Organization user of spec §3; `_id` is the user's id. */
export function memberEntity(row: MemberRow, conversations?: number): OrganizationUser {
  return {
    _id: row.userId,
    name: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    primary: row.primary,
    phone: row.phone,
    message: row.message,
    channels: row.channels,
    avatarUrl: row.avatarUrl,
    status: 'active',
    expiresAt: null,
    ...(conversations === undefined ? {} : { conversations }),
  };
}

/** A pending invitation in the members list; `_id` is the invitation's id. */
export function invitationEntity(row: InvitationRow, conversations?: number): OrganizationUser {
  return {
    _id: row.id,
    name: row.name ?? '',
    lastName: row.lastName ?? '',
    email: row.email,
    role: row.role,
    primary: row.primary,
    phone: row.phone,
    message: row.message,
    channels: [],
    avatarUrl: null,
    status: 'invited',
    expiresAt: row.expiresAt.toISOString(),
    ...(conversations === undefined ? {} : { conversations }),
  };
}
