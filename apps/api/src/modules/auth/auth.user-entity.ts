import { DEFAULT_TIER_PLAN, type User } from '@charla/contracts';
import type { MembershipWithOrganization } from '../organizations/organizations.service.js';
import type { UserRow } from './auth.repository.js';

/** Admin sections a member may open; only pages that exist today. */
const MEMBER_RESOURCES = ['organizations', 'profile', 'channels'];
/** ADMIN and OWNER also manage the organization's settings and its API keys. */
const ADMIN_RESOURCES = [...MEMBER_RESOURCES, 'settings', 'developers'];

/** The User entity of spec §3 for one session. Never carries the password hash. */
export function toUserEntity({
  user,
  membership,
  sessionId,
  token,
}: {
  user: UserRow;
  membership: MembershipWithOrganization;
  sessionId: string;
  token: string | null;
}): User {
  return {
    _id: user.id,
    email: user.email,
    organizationOid: membership.organizationId,
    organizationName: membership.organizationName,
    sessionKey: sessionId,
    token,
    phone: user.phone,
    firstName: user.firstName,
    lastName: user.lastName,
    role: membership.role,
    avatarUrl: user.avatarUrl,
    subscription: { tierPlan: DEFAULT_TIER_PLAN, expired: false },
    resources: membership.role === 'USER' ? MEMBER_RESOURCES : ADMIN_RESOURCES,
    channels: membership.channels,
  };
}
