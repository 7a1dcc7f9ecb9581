import {
  INVITATION_TTL_SECONDS,
  type InvitationPreview,
  type InviteLinkBody,
  type InviteLink,
  type Role,
  type User,
} from '@charla/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app.js';
import type { ClientInfo } from '../../platform/auth/client-info.js';
import { randomToken, sha256Hex } from '../../platform/crypto/crypto.js';
import type { DbExecutor } from '../../platform/db/executor.js';
import type { RequestAuth } from '../../platform/route-config.js';
import { switchOrganization } from '../auth/auth.service.js';
import { getOrganization } from '../organizations/organizations.service.js';
import {
  alreadyInvited,
  alreadyMember,
  invitationEmailMismatch,
  invitationNotFound,
} from './members.errors.js';
import { invitationLink, invitationMail } from './members.mail.js';
import {
  consumeInvitation,
  deletePendingInvitationOfEmail,
  findAccount,
  findAccountByEmail,
  findLiveInvitationByTokenHash,
  findMemberRow,
  insertInvitation,
  insertMember,
  saveMemberMessage,
  type InvitationRow,
} from './members.repository.js';
import { assertMayGrant, isUniqueViolation } from './members.guards.js';

type Member = RequestAuth & { userId: string; sessionId: string };

export type InvitationDetails = {
  email: string;
  role: Role;
  primary: boolean;
  name: string | null;
  lastName: string | null;
  phone: string | null;
  message: string | null;
};

/**
 * Creates a pending invitation, replacing any earlier one for the same email, and answers it with its
 * token (shown once, stored only hashed) and the link to accept it in the organization's language.
 */
export async function createInvitation(
  deps: AppDeps,
  auth: RequestAuth,
  details: InvitationDetails,
): Promise<{ invitation: InvitationRow; token: string; link: string; replacedIds: string[] }> {
  const organization = await getOrganization(deps, auth);
  const token = randomToken();
  const now = deps.now();
  try {
    const { invitation, replacedIds } = await deps.database.db.transaction(async (tx) => {
      const replaced = await deletePendingInvitationOfEmail(tx, {
        organizationId: auth.organizationId,
        email: details.email,
      });
      const row = await insertInvitation(tx, {
        ...details,
        organizationId: auth.organizationId,
        tokenHash: sha256Hex(token),
        expiresAt: new Date(now.getTime() + INVITATION_TTL_SECONDS * 1000),
        createdBy: auth.userId,
        now,
      });
      return { invitation: row, replacedIds: replaced };
    });
    const link = invitationLink({ publicUrl: deps.config.PUBLIC_URL, language: organization.locale, token });
    return { invitation, token, link, replacedIds };
  } catch (error) {
    // Two invitations for the same email at once: the partial unique index keeps one.
    if (isUniqueViolation(error)) throw alreadyInvited();
    throw error;
  }
}

/** Mails the invitation in the organization's language; a failure is logged, the invitation stands. */
export async function sendInvitationMail(
  deps: AppDeps,
  {
    auth,
    invitation,
    link,
    log,
  }: { auth: RequestAuth; invitation: InvitationRow; link: string; log: FastifyBaseLogger },
) {
  const organization = await getOrganization(deps, auth);
  const inviter = auth.userId ? await findAccount(deps.database.db, { userId: auth.userId }) : undefined;
  const mail = invitationMail({
    to: invitation.email,
    organizationName: organization.name,
    inviterName: inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : null,
    message: invitation.message,
    language: organization.locale,
    link,
  });
  deps.mailer
    .send(mail)
    .catch((error: unknown) =>
      log.error({ err: error, invitationId: invitation.id }, 'invitation mail failed'),
    );
}

/** POST /organization/user/invitelink: a link for one email with a preset role, shared by hand. */
export async function createInviteLink(
  deps: AppDeps,
  auth: RequestAuth,
  body: InviteLinkBody,
): Promise<InviteLink> {
  const role = body.role ?? 'USER';
  assertMayGrant({ actorRole: auth.role, currentRole: null, nextRole: role });
  await assertNotMember(deps.database.db, { organizationId: auth.organizationId, email: body.email });
  const { invitation, link } = await createInvitation(deps, auth, {
    email: body.email,
    role,
    primary: false,
    name: null,
    lastName: null,
    phone: null,
    message: null,
  });
  deps.events.emit('member.invitation_changed', {
    organizationId: auth.organizationId,
    invitationId: invitation.id,
  });
  return { link, expiresAt: invitation.expiresAt.toISOString() };
}

export async function assertNotMember(
  db: DbExecutor,
  { organizationId, email }: { organizationId: string; email: string },
) {
  const account = await findAccountByEmail(db, { email });
  if (account && (await findMemberRow(db, { organizationId, userId: account.userId }))) throw alreadyMember();
}

async function findLiveInvitation(deps: Pick<AppDeps, 'database' | 'now'>, token: string) {
  const invitation = await findLiveInvitationByTokenHash(deps.database.db, {
    tokenHash: sha256Hex(token),
    now: deps.now(),
  });
  if (!invitation) throw invitationNotFound();
  return invitation;
}

/** GET /invitation/{token}: what the register and login pages show before accepting. */
export async function previewInvitation(
  deps: Pick<AppDeps, 'database' | 'now'>,
  { token }: { token: string },
): Promise<InvitationPreview> {
  const invitation = await findLiveInvitation(deps, token);
  return {
    organizationName: invitation.organizationName,
    email: invitation.email,
    role: invitation.role,
    name: invitation.name,
    lastName: invitation.lastName,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * Joins the logged-in user to the inviting organization with the invitation's role, uses the token
 * up and moves the session there (a new token, the current one revoked, as a switch does). The
 * account's email must be the invited one. A user who is already a member just switches.
 */
export async function acceptInvitation(
  deps: AppDeps,
  auth: Member,
  { token, client }: { token: string; client: ClientInfo },
): Promise<User> {
  const invitation = await findLiveInvitation(deps, token);
  const account = await findAccount(deps.database.db, { userId: auth.userId });
  if (!account || account.email.toLowerCase() !== invitation.email.toLowerCase()) {
    throw invitationEmailMismatch(invitation.email);
  }
  const organizationId = invitation.organizationId;
  const isNewMember = await deps.database.db.transaction(async (tx) => {
    const now = deps.now();
    if (!(await consumeInvitation(tx, { organizationId, invitationId: invitation.id, now }))) {
      throw invitationNotFound();
    }
    if (await findMemberRow(tx, { organizationId, userId: auth.userId })) return false;
    await insertMember(tx, {
      organizationId,
      userId: auth.userId,
      role: invitation.role,
      primary: invitation.primary,
      now,
    });
    if (invitation.message) {
      await saveMemberMessage(tx, { organizationId, userId: auth.userId, message: invitation.message, now });
    }
    return true;
  });
  if (isNewMember) deps.events.emit('member.added', { organizationId, userId: auth.userId });
  deps.events.emit('member.invitation_changed', { organizationId, invitationId: invitation.id });
  return switchOrganization(deps, auth, { organizationOid: organizationId, client });
}
