import type { User } from '@charla/contracts';
import { randomUUID } from 'node:crypto';
import type { TestApp } from './helpers.js';

export const PASSWORD = 'correct horse battery';

/** A unique email per call: test files share one PostgreSQL database under test:pg. */
export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.com`;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs a new account up and answers the User entity with its token. */
export async function signUp(
  app: TestApp,
  {
    email = uniqueEmail(),
    password = PASSWORD,
    firstName = 'Ana',
    lastName = 'Pérez',
    headers = {},
  }: {
    email?: string;
    password?: string;
    firstName?: string;
    lastName?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/user/signup',
    headers,
    payload: { email, password, firstName, lastName },
  });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  const user = response.json<{ data: User }>().data;
  return { user, token: user.token!, email, password };
}

export async function logIn(
  app: TestApp,
  { email, password, ip = '203.0.113.10' }: { email: string; password: string; ip?: string },
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    remoteAddress: ip,
    payload: { email, password },
  });
}

/** A clock the test moves forward, passed to the app as `now`. */
export function createClock(start = new Date('2030-01-01T09:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
}
