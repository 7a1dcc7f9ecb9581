import { RECOVERY_KEY_TTL_SECONDS } from '@charla/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app.js';
import { createAuthRateLimit } from '../../platform/auth-rate-limit/auth-rate-limit.js';
import { randomToken, sha256Hex } from '../../platform/crypto/crypto.js';
import { hashPassword } from '../../platform/crypto/passwords.js';
import { invalidRecoveryKey } from './auth.errors.js';
import { recoveryLink, recoveryMail } from './auth.recovery-mail.js';
import {
  consumeRecoveryKey,
  findUserByEmail,
  insertRecoveryKey,
  revokeUserSessions,
  updateUser,
} from './auth.repository.js';

/**
 * Mails a single-use recovery link when the account exists. The caller gets the same answer either
 * way, and the mail is sent in the background so the answer time does not tell either.
 */
export async function requestRecovery(
  deps: AppDeps,
  { email, ip, log }: { email: string; ip: string; log: FastifyBaseLogger },
): Promise<void> {
  await createAuthRateLimit({ store: deps.authFailures, now: deps.now }).hitForgot({ email, ip });
  const user = await findUserByEmail(deps.database.db, { email });
  if (!user) return;
  const key = randomToken();
  const now = deps.now();
  await insertRecoveryKey(deps.database.db, {
    userId: user.id,
    keyHash: sha256Hex(key),
    expiresAt: new Date(now.getTime() + RECOVERY_KEY_TTL_SECONDS * 1000),
    now,
  });
  const language = user.language === 'en' ? 'en' : 'es';
  const link = recoveryLink({ publicUrl: deps.config.PUBLIC_URL, language, email: user.email, key });
  const mail = recoveryMail({ to: user.email, name: user.firstName, language, link });
  deps.mailer
    .send(mail)
    .catch((error: unknown) => log.error({ err: error, userId: user.id }, 'recovery mail failed'));
}

/** Sets a new password with a live recovery key, uses the key up and ends every session of the user. */
export async function recoverPassword(
  deps: AppDeps,
  { email, recoverKey, password }: { email: string; recoverKey: string; password: string },
): Promise<void> {
  const user = await findUserByEmail(deps.database.db, { email });
  if (!user) throw invalidRecoveryKey();
  const passwordHash = await hashPassword(password);
  await deps.database.db.transaction(async (tx) => {
    const now = deps.now();
    const isConsumed = await consumeRecoveryKey(tx, { userId: user.id, keyHash: sha256Hex(recoverKey), now });
    if (!isConsumed) throw invalidRecoveryKey();
    await updateUser(tx, { userId: user.id, now, changes: { passwordHash } });
    await revokeUserSessions(tx, { userId: user.id, now });
  });
}
