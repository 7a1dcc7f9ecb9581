import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTestApp, sharedRedisEnv, type TestApp } from './helpers.js';

const hasRedis = Boolean(inject('redisUrl'));

/** Two instances sharing one Redis namespace, as behind a load balancer. */
function twoInstances(extraEnv: Record<string, string> = {}) {
  const instances: { first: TestApp; second: TestApp } = {} as never;
  beforeAll(async () => {
    const env = { ...sharedRedisEnv(), ...extraEnv };
    instances.first = await createTestApp({ env });
    instances.second = await createTestApp({ env });
  });
  afterAll(async () => {
    await Promise.all([instances.first.close(), instances.second.close()]);
  });
  return instances;
}

// With REDIS_URL the counters live in Redis: a limit spent on one instance holds on every other.
describe.skipIf(!hasRedis)('the request budget shared through Redis', () => {
  const instances = twoInstances({ RATE_LIMIT_MAX: '4' });

  it('answers 429 on the second instance once one address spent the budget across both', async () => {
    const { first, second } = instances;
    const health = (app: TestApp) =>
      app.inject({ method: 'GET', url: '/api/v1/health', remoteAddress: '203.0.113.7' });
    expect((await health(first)).statusCode).toBe(200);
    expect((await health(second)).statusCode).toBe(200);
    expect((await health(first)).statusCode).toBe(200);
    expect((await health(second)).statusCode).toBe(200);
    expect((await health(first)).statusCode).toBe(429);
    expect((await health(second)).statusCode).toBe(429);
  });
});

describe.skipIf(!hasRedis)('login failures shared through Redis', () => {
  const instances = twoInstances();

  it('locks out a password-guessing address on every instance after 5 failures spread over both', async () => {
    const { first, second } = instances;
    const email = `target-${Date.now()}@example.com`;
    const signup = await first.inject({
      method: 'POST',
      url: '/api/v1/user/signup',
      remoteAddress: '203.0.113.20',
      payload: { email, password: 'correct-horse', firstName: 'Tess', lastName: 'Target' },
    });
    expect(signup.statusCode).toBe(201);
    const login = (app: TestApp, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        remoteAddress: '203.0.113.21',
        payload: { email, password },
      });
    for (const app of [first, second, first, second, first]) {
      expect((await login(app, 'wrong-password')).statusCode).toBe(401);
    }
    expect((await login(second, 'correct-horse')).statusCode).toBe(429);
  });
});
