import type { OrganizationUser, Role, User } from '@charla/contracts';
import { bearer, signUp } from './accounts.js';
import type { TestApp } from './helpers.js';

export type Session = { user: User; token: string; email: string; password: string };

export const listMembers = (app: TestApp, token: string, query = '') =>
  app.inject({ method: 'GET', url: `/api/v1/organization/user${query}`, headers: bearer(token) });

export const assign = (app: TestApp, token: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/v1/organization/user/assign', headers: bearer(token), payload });

export const patchMember = (app: TestApp, token: string, id: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PATCH', url: `/api/v1/organization/user/${id}`, headers: bearer(token), payload });

export const removeMember = (app: TestApp, token: string, id: string) =>
  app.inject({ method: 'DELETE', url: `/api/v1/organization/user/${id}`, headers: bearer(token) });

export const inviteLink = (app: TestApp, token: string, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/organization/user/invitelink',
    headers: bearer(token),
    payload,
  });

export const switchTo = async (app: TestApp, token: string, organizationOid: string) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/organization/login',
    headers: bearer(token),
    payload: { organizationOid },
  });
  if (response.statusCode !== 200) throw new Error(`switch failed: ${response.body}`);
  return response.json<{ data: User }>().data.token!;
};

/**
 * Signs a new account up, adds it to the owner's organization with `role` and answers a session of it
 * in that organization (its own organization from signup stays as well).
 */
export async function addMember(
  app: TestApp,
  owner: Session,
  { role = 'USER', firstName = 'Marta' }: { role?: Role; firstName?: string } = {},
) {
  const account = await signUp(app, { firstName });
  const response = await assign(app, owner.token, { name: firstName, email: account.email, role });
  if (response.statusCode !== 201) throw new Error(`assign failed: ${response.body}`);
  const token = await switchTo(app, account.token, owner.user.organizationOid);
  return { ...account, token, ownOrganizationOid: account.user.organizationOid, userId: account.user._id };
}

export const members = (response: { json: () => unknown }) =>
  (response.json() as { data: OrganizationUser[] }).data;
