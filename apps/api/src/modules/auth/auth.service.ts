import type { Language, PatchUserBody, SignupBody, User } from '@charla/contracts';
import type { AppDeps } from '../../app.js';
import { createAuthRateLimit } from '../../platform/auth-rate-limit/auth-rate-limit.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../platform/crypto/passwords.js';
import type { RequestAuth } from '../../platform/route-config.js';
import { organizationNotFound } from '../organizations/organizations.errors.js';
import {
  createOrganization,
  getMembership,
  listMembershipsOfUser,
  type MembershipWithOrganization,
} from '../organizations/organizations.service.js';
import { emailTaken, invalidCredentials, sessionExpired, wrongPassword } from './auth.errors.js';
import {
  findUser,
  findUserByEmail,
  insertUser,
  listRecentSessionOrganizationIds,
  revokeSession,
  revokeUserSessions,
  updateUser,
  type UserRow,
} from './auth.repository.js';
import type { ClientInfo } from '../../platform/auth/client-info.js';
import { createSession } from './auth.sessions.js';
import { toUserEntity } from './auth.user-entity.js';

type Member = RequestAuth & { userId: string; sessionId: string };

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === UNIQUE_VIOLATION ||
  (error as { cause?: { code?: unknown } } | null)?.cause?.code === UNIQUE_VIOLATION;

export async function findEmail({ database }: Pick<AppDeps, 'database'>, { email }: { email: string }) {
  const user = await findUserByEmail(database.db, { email });
  return user ? { email: user.email } : null;
}

/** Creates the account, its first organization (named after the user, who owns it) and a session. */
export async function signup(
  deps: AppDeps,
  { body, language, client }: { body: SignupBody; language: Language; client: ClientInfo },
): Promise<User> {
  if (await findUserByEmail(deps.database.db, { email: body.email })) throw emailTaken();
  const passwordHash = await hashPassword(body.password);
  try {
    return await deps.database.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email: body.email,
        passwordHash,
        firstName: body.firstName,
        lastName: body.lastName,
        phone: body.phone || null,
        language,
        now: deps.now(),
      });
      const organization = await createOrganization(deps, {
        name: `${user.firstName} ${user.lastName}`,
        ownerUserId: user.id,
        locale: language,
        db: tx,
      });
      const { token, session } = await createSession(deps, tx, {
        userId: user.id,
        organizationId: organization.organizationOid,
        client,
      });
      const membership = ownerMembership({ organization, userId: user.id, now: deps.now() });
      return toUserEntity({ user, membership, sessionId: session.id, token });
    });
  } catch (error) {
    // Two signups with the same email at once: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

function ownerMembership({
  organization,
  userId,
  now,
}: {
  organization: { organizationOid: string; name: string };
  userId: string;
  now: Date;
}): MembershipWithOrganization {
  return {
    organizationId: organization.organizationOid,
    organizationName: organization.name,
    userId,
    role: 'OWNER',
    primary: true,
    channels: [],
    createdAt: now,
  };
}

/**
 * Logs in to the organization the user used last (or the first one). An unknown email costs the same
 * argon2 verification as a wrong password and gets the same answer.
 */
export async function login(
  deps: AppDeps,
  { email, password, client }: { email: string; password: string; client: ClientInfo },
): Promise<User> {
  const rateLimit = createAuthRateLimit({ store: deps.authFailures, now: deps.now });
  await rateLimit.assertLoginAllowed({ email, ip: client.ip });
  const user = await findUserByEmail(deps.database.db, { email });
  const isValid = user
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstDummy(password);
  if (!user || !isValid) {
    await rateLimit.recordLoginFailure({ email, ip: client.ip });
    throw invalidCredentials();
  }
  await rateLimit.recordLoginSuccess({ email, ip: client.ip });
  const membership = await organizationToEnter(deps, user);
  const { token, session } = await createSession(deps, deps.database.db, {
    userId: user.id,
    organizationId: membership.organizationId,
    client,
  });
  return toUserEntity({ user, membership, sessionId: session.id, token });
}

async function organizationToEnter(deps: AppDeps, user: UserRow): Promise<MembershipWithOrganization> {
  const memberships = await listMembershipsOfUser(deps, { userId: user.id });
  const recent = await listRecentSessionOrganizationIds(deps.database.db, { userId: user.id });
  const lastUsed = recent
    .map((organizationId) => memberships.find((membership) => membership.organizationId === organizationId))
    .find(Boolean);
  const chosen = lastUsed ?? memberships[0];
  if (chosen) return chosen;
  // Removed from every organization: the account gets a fresh one of its own, as at signup.
  const organization = await createOrganization(deps, {
    name: `${user.firstName} ${user.lastName}`,
    ownerUserId: user.id,
    locale: user.language === 'en' ? 'en' : 'es',
  });
  return ownerMembership({ organization, userId: user.id, now: deps.now() });
}

async function loadMember(deps: AppDeps, auth: Member) {
  const [user, membership] = await Promise.all([
    findUser(deps.database.db, { userId: auth.userId }),
    getMembership(deps, { organizationId: auth.organizationId, userId: auth.userId }),
  ]);
  // The auth hook has just checked both; they vanish only if deleted in between.
  if (!user || !membership) throw sessionExpired();
  return { user, membership };
}

export async function getSessionUser(deps: AppDeps, auth: Member): Promise<User> {
  const { user, membership } = await loadMember(deps, auth);
  return toUserEntity({ user, membership, sessionId: auth.sessionId, token: null });
}

export async function logout(deps: AppDeps, auth: Member): Promise<void> {
  await revokeSession(deps.database.db, { userId: auth.userId, sessionId: auth.sessionId, now: deps.now() });
}

/** Updates the profile. A new password needs the current one and ends every other session. */
export async function updateProfile(deps: AppDeps, auth: Member, body: PatchUserBody): Promise<User> {
  const { user, membership } = await loadMember(deps, auth);
  const { password, currentPassword, phone, ...names } = body;
  let passwordHash: string | undefined;
  if (password !== undefined) {
    if (!currentPassword || !(await verifyPassword(user.passwordHash, currentPassword)))
      throw wrongPassword();
    passwordHash = await hashPassword(password);
  }
  const updated = await deps.database.db.transaction(async (tx) => {
    const row = await updateUser(tx, {
      userId: user.id,
      now: deps.now(),
      changes: {
        ...names,
        ...(phone === undefined ? {} : { phone: phone || null }),
        ...(passwordHash ? { passwordHash } : {}),
      },
    });
    if (passwordHash) {
      await revokeUserSessions(tx, { userId: user.id, now: deps.now(), keepSessionId: auth.sessionId });
    }
    return row;
  });
  return toUserEntity({ user: updated ?? user, membership, sessionId: auth.sessionId, token: null });
}

/** Switches organization: a new session bound to it, the current one revoked. */
export async function switchOrganization(
  deps: AppDeps,
  auth: Member,
  { organizationOid, client }: { organizationOid: string; client: ClientInfo },
): Promise<User> {
  const membership = await getMembership(deps, { organizationId: organizationOid, userId: auth.userId });
  if (!membership) throw organizationNotFound();
  const user = await findUser(deps.database.db, { userId: auth.userId });
  if (!user) throw sessionExpired();
  const { token, session } = await deps.database.db.transaction(async (tx) => {
    const opened = await createSession(deps, tx, {
      userId: auth.userId,
      organizationId: organizationOid,
      client,
    });
    await revokeSession(tx, { userId: auth.userId, sessionId: auth.sessionId, now: deps.now() });
    return opened;
  });
  return toUserEntity({ user, membership, sessionId: session.id, token });
}
