import type {
  AssignMemberBody,
  ListMembersQuery,
  OrganizationUser,
  PatchMemberBody,
  Role,
} from '@charla/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app.js';
import type { RequestAuth } from '../../platform/route-config.js';
import { revokeMemberSessions } from '../auth/auth.sessions.js';
import { liveChannelIds } from '../channels/channels.service.js';
import { getOrganization } from '../organizations/organizations.service.js';
import { countOpenAssignedConversations } from './members.conversations.js';
import { invitationEntity, memberEntity } from './members.entity.js';
import {
  alreadyInvited,
  alreadyMember,
  memberNotFound,
  profileNotEditable,
  unknownChannel,
} from './members.errors.js';
import { assertKeepsAnOwner, assertMayGrant, assertMayRemove, isUniqueViolation } from './members.guards.js';
import { assertNotMember, createInvitation, sendInvitationMail } from './members.invitations.js';
import { memberAddedMail } from './members.mail.js';
import {
  deleteMember,
  deletePendingInvitation,
  deletePendingInvitationOfEmail,
  findAccountByEmail,
  findMemberRow,
  findPendingInvitation,
  insertMember,
  listMemberRows,
  listPendingInvitations,
  lockOwners,
  saveMemberMessage,
  updateMemberFields,
  updatePendingInvitation,
  type MemberRow,
} from './members.repository.js';

const seesChannel = (role: Role, channels: string[], channelOid: string) =>
  role !== 'USER' || channels.includes(channelOid);

/** GET /organization/user: members, then pending invitations (left out when filtering by channel). */
export async function listMembers(
  deps: AppDeps,
  { organizationId }: RequestAuth,
  { getConversations, channelOid }: ListMembersQuery,
): Promise<OrganizationUser[]> {
  const db = deps.database.db;
  const rows = (await listMemberRows(db, { organizationId })).filter(
    (row) => !channelOid || seesChannel(row.role, row.channels, channelOid),
  );
  const pending = channelOid ? [] : await listPendingInvitations(db, { organizationId });
  const counts = getConversations
    ? await countOpenAssignedConversations(deps, { organizationId, userIds: rows.map((row) => row.userId) })
    : null;
  return [
    ...rows.map((row) => memberEntity(row, counts ? (counts.get(row.userId) ?? 0) : undefined)),
    ...pending.map((invitation) => invitationEntity(invitation, counts ? 0 : undefined)),
  ];
}

/**
 * POST /organization/user/assign: an existing account joins at once and hears about it by mail; a
 * new email gets an invitation mail (replacing any pending one) and shows as invited until accepted.
 */
export async function assignMember(
  deps: AppDeps,
  auth: RequestAuth,
  { body, log }: { body: AssignMemberBody; log: FastifyBaseLogger },
): Promise<OrganizationUser> {
  const role = body.role ?? 'USER';
  const primary = body.primary ?? false;
  const message = body.message || null;
  assertMayGrant({ actorRole: auth.role, currentRole: null, nextRole: role });
  const db = deps.database.db;
  const account = await findAccountByEmail(db, { email: body.email });
  if (!account) {
    const { invitation, link } = await createInvitation(deps, auth, {
      email: body.email,
      role,
      primary,
      name: body.name,
      lastName: body.lastName || null,
      phone: body.phone || null,
      message,
    });
    await sendInvitationMail(deps, { auth, invitation, link, log });
    deps.events.emit('member.invitation_changed', {
      organizationId: auth.organizationId,
      invitationId: invitation.id,
    });
    return invitationEntity(invitation);
  }

  const { organizationId } = auth;
  try {
    await db.transaction(async (tx) => {
      const now = deps.now();
      await insertMember(tx, { organizationId, userId: account.userId, role, primary, now });
      if (message) await saveMemberMessage(tx, { organizationId, userId: account.userId, message, now });
      await deletePendingInvitationOfEmail(tx, { organizationId, email: account.email });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyMember();
    throw error;
  }
  deps.events.emit('member.added', { organizationId, userId: account.userId });
  const organization = await getOrganization(deps, auth);
  deps.mailer
    .send(
      memberAddedMail({
        to: account.email,
        name: account.firstName,
        organizationName: organization.name,
        message,
        language: account.language === 'en' ? 'en' : 'es',
        publicUrl: deps.config.PUBLIC_URL,
      }),
    )
    .catch((error: unknown) => log.error({ err: error, userId: account.userId }, 'member added mail failed'));
  const row = await findMemberRow(db, { organizationId, userId: account.userId });
  if (!row) throw memberNotFound();
  return memberEntity(row);
}

/** A channel list may name only live channels of the same organization (deleted or foreign ids are unknown). */
async function assertChannelsExist(
  deps: Pick<AppDeps, 'database'>,
  { organizationId, channels }: { organizationId: string; channels: string[] | undefined },
) {
  if (!channels || channels.length === 0) return;
  const live = new Set(await liveChannelIds(deps, { organizationId }));
  const unknown = channels.findIndex((channelId) => !live.has(channelId));
  if (unknown >= 0) throw unknownChannel(unknown);
}

/** A value the member owns may be sent back unchanged, never changed by an admin. */
function changedProfileFields(row: MemberRow, body: PatchMemberBody): string[] {
  const current = {
    name: row.firstName,
    lastName: row.lastName,
    email: row.email.toLowerCase(),
    phone: row.phone ?? '',
  };
  return (['name', 'lastName', 'email', 'phone'] as const).filter(
    (field) => body[field] !== undefined && body[field] !== current[field],
  );
}

/** PATCH /organization/user/{_id}: a member's role, primary, channels and message, or a pending invitation. */
export async function updateMember(
  deps: AppDeps,
  auth: RequestAuth,
  { targetId, body }: { targetId: string; body: PatchMemberBody },
): Promise<OrganizationUser> {
  const { organizationId } = auth;
  const db = deps.database.db;
  const member = await findMemberRow(db, { organizationId, userId: targetId });
  if (!member) return updateInvitation(deps, auth, { invitationId: targetId, body });

  assertMayGrant({ actorRole: auth.role, currentRole: member.role, nextRole: body.role ?? member.role });
  const changed = changedProfileFields(member, body);
  if (changed.length > 0) throw profileNotEditable(changed);
  await assertChannelsExist(deps, { organizationId, channels: body.channels });
  await db.transaction(async (tx) => {
    if (body.role !== undefined && member.role === 'OWNER') {
      const ownerIds = await lockOwners(tx, { organizationId });
      assertKeepsAnOwner({ ownerIds, userId: targetId, nextRole: body.role });
    }
    await updateMemberFields(tx, {
      organizationId,
      userId: targetId,
      changes: {
        ...(body.role === undefined ? {} : { role: body.role }),
        ...(body.primary === undefined ? {} : { primary: body.primary }),
        ...(body.channels === undefined ? {} : { channels: body.channels }),
      },
    });
    if (body.message !== undefined) {
      await saveMemberMessage(tx, {
        organizationId,
        userId: targetId,
        message: body.message,
        now: deps.now(),
      });
    }
  });
  deps.events.emit('member.updated', { organizationId, userId: targetId });
  const row = await findMemberRow(db, { organizationId, userId: targetId });
  if (!row) throw memberNotFound();
  return memberEntity(row);
}

async function updateInvitation(
  deps: AppDeps,
  auth: RequestAuth,
  { invitationId, body }: { invitationId: string; body: PatchMemberBody },
): Promise<OrganizationUser> {
  const { organizationId } = auth;
  const db = deps.database.db;
  const invitation = await findPendingInvitation(db, { organizationId, invitationId });
  if (!invitation) throw memberNotFound();
  assertMayGrant({
    actorRole: auth.role,
    currentRole: invitation.role,
    nextRole: body.role ?? invitation.role,
  });
  await assertChannelsExist(deps, { organizationId, channels: body.channels });
  if (body.email !== undefined && body.email !== invitation.email) {
    await assertNotMember(db, { organizationId, email: body.email });
  }
  let updated;
  try {
    updated = await updatePendingInvitation(db, {
      organizationId,
      invitationId,
      changes: {
        ...(body.email === undefined ? {} : { email: body.email }),
        ...(body.role === undefined ? {} : { role: body.role }),
        ...(body.primary === undefined ? {} : { primary: body.primary }),
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.lastName === undefined ? {} : { lastName: body.lastName || null }),
        ...(body.phone === undefined ? {} : { phone: body.phone || null }),
        ...(body.message === undefined ? {} : { message: body.message || null }),
      },
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyInvited();
    throw error;
  }
  if (!updated) throw memberNotFound();
  deps.events.emit('member.invitation_changed', { organizationId, invitationId });
  return invitationEntity(updated);
}

/**
 * DELETE /organization/user/{userOid}: removes a member (or withdraws a pending invitation) and ends
 * the removed member's sessions in this organization. Members may remove themselves (leave).
 */
export async function removeMember(deps: AppDeps, auth: RequestAuth, { targetId }: { targetId: string }) {
  const { organizationId } = auth;
  const db = deps.database.db;
  const isSelf = auth.userId === targetId;
  const member = await findMemberRow(db, { organizationId, userId: targetId });
  if (!member) {
    assertMayRemove({ actorRole: auth.role, isSelf: false, targetRole: 'USER' });
    if (!(await deletePendingInvitation(db, { organizationId, invitationId: targetId })))
      throw memberNotFound();
    deps.events.emit('member.invitation_changed', { organizationId, invitationId: targetId });
    return;
  }
  assertMayRemove({ actorRole: auth.role, isSelf, targetRole: member.role });
  await db.transaction(async (tx) => {
    if (member.role === 'OWNER') {
      const ownerIds = await lockOwners(tx, { organizationId });
      assertKeepsAnOwner({ ownerIds, userId: targetId, nextRole: null });
    }
    if (!(await deleteMember(tx, { organizationId, userId: targetId }))) throw memberNotFound();
    await revokeMemberSessions(deps, tx, { userId: targetId, organizationId });
  });
  deps.events.emit('member.removed', { organizationId, userId: targetId });
}
