import type { ApiKeys } from '@charla/contracts';
import type { AppDeps } from '../../app.js';
import { decryptSecret, encryptSecret, randomToken, sha256Hex } from '../../platform/crypto/crypto.js';
import { organizationNotFound } from '../organizations/organizations.errors.js';
import { findOrganizationKeys, updateOrganizationKeys, type KeyColumns } from './developers.repository.js';

type KeysDeps = Pick<AppDeps, 'config' | 'database' | 'now'>;

function toApiKeys(config: AppDeps['config'], row: KeyColumns | undefined): ApiKeys {
  if (!row) throw organizationNotFound();
  return { publicKey: row.publicKey, secretKey: decryptSecret(row.secretKeyEncrypted, config.SECRETS_KEY) };
}

/** GET /organization/apikey: both keys, the secret one decrypted for its owner. */
export async function getApiKeys(
  { config, database }: Pick<AppDeps, 'config' | 'database'>,
  { organizationId }: { organizationId: string },
): Promise<ApiKeys> {
  return toApiKeys(config, await findOrganizationKeys(database.db, { organizationId }));
}

/** A new pk_…; the widget and client API refuse the old one from now on. */
export async function resetPublicKey(
  { config, database, now }: KeysDeps,
  { organizationId }: { organizationId: string },
): Promise<ApiKeys> {
  const row = await updateOrganizationKeys(database.db, {
    organizationId,
    values: { publicKey: randomToken('pk_', 24) },
    now: now(),
  });
  return toApiKeys(config, row);
}

/** A new sk_…; the auth hook looks keys up by hash, so the old one answers 401 at once. */
export async function resetSecretKey(
  { config, database, now }: KeysDeps,
  { organizationId }: { organizationId: string },
): Promise<ApiKeys> {
  const secretKey = randomToken('sk_');
  const row = await updateOrganizationKeys(database.db, {
    organizationId,
    values: {
      secretKeyEncrypted: encryptSecret(secretKey, config.SECRETS_KEY),
      secretKeyHash: sha256Hex(secretKey),
    },
    now: now(),
  });
  return toApiKeys(config, row);
}
