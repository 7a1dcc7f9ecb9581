import { bearer, signUp } from './accounts.js';
import type { TestApp } from './helpers.js';
import type { DatabaseHandle } from '../src/platform/db/client.js';
import { insertMembership } from '../src/modules/organizations/organizations.repository.js';
import type { Role } from '@charla/contracts';

/**
 * A new account that is a member of `organizationOid` with `role`, signed in to that organization.
 * The membership is written straight through the repository so these tests do not depend on the
 * members module's invitation flow.
 */
export async function memberOf(
  app: TestApp,
  database: DatabaseHandle,
  { organizationOid, role }: { organizationOid: string; role: Role },
): Promise<string> {
  const account = await signUp(app, { firstName: 'Agente', lastName: role });
  await insertMembership(database.db, {
    organizationId: organizationOid,
    userId: account.user._id,
    role,
    primary: false,
    now: new Date(),
  });
  const switched = await app.inject({
    method: 'POST',
    url: '/api/v1/organization/login',
    headers: bearer(account.token),
    payload: { organizationOid },
  });
  if (switched.statusCode !== 200) throw new Error(`switch failed: ${switched.body}`);
  return switched.json<{ data: { token: string } }>().data.token;
}
