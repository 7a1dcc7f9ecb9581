import type { Role } from '@charla/contracts';

/*
 * Who may do what to whom (ARCHITECTURE §3 leaves the detail to this module):
 * - ADMIN and OWNER manage members; a USER may only list them and leave.
 * - Only an OWNER makes someone OWNER or changes or removes an OWNER: an ADMIN manages ADMINs and
 *   USERs, so admins cannot take the organization away from its owners.
 * - Nobody demotes or removes the last OWNER, themselves included.
 */

export type MemberAction = 'allowed' | 'forbidden' | 'owner_required';

const isManager = (role: Role) => role === 'OWNER' || role === 'ADMIN';

/** Creating or changing a membership (or an invitation) from `currentRole` (null: new) to `nextRole`. */
export function canSetRole({
  actorRole,
  currentRole,
  nextRole,
}: {
  actorRole: Role;
  currentRole: Role | null;
  nextRole: Role;
}): MemberAction {
  if (!isManager(actorRole)) return 'forbidden';
  if (actorRole === 'OWNER') return 'allowed';
  return currentRole === 'OWNER' || nextRole === 'OWNER' ? 'owner_required' : 'allowed';
}

/** Removing a member; anyone may remove themselves (leave). */
export function canRemove({
  actorRole,
  isSelf,
  targetRole,
}: {
  actorRole: Role;
  isSelf: boolean;
  targetRole: Role;
}): MemberAction {
  if (isSelf) return 'allowed';
  if (!isManager(actorRole)) return 'forbidden';
  return targetRole === 'OWNER' && actorRole !== 'OWNER' ? 'owner_required' : 'allowed';
}

/** Whether the change leaves the organization without an owner. */
export function isLastOwnerLeaving({
  ownerIds,
  userId,
  nextRole,
}: {
  ownerIds: string[];
  userId: string;
  /** null: the member is removed. */
  nextRole: Role | null;
}): boolean {
  if (!ownerIds.includes(userId) || nextRole === 'OWNER') return false;
  return ownerIds.length <= 1;
}
