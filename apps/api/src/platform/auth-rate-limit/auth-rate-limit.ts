import { AUTH_FAILURE_LIMIT, AUTH_FAILURE_WINDOW_SECONDS } from '@charla/contracts';
import { tooManyRequests } from '../errors.js';
import type { FailureStore } from './failure-store.js';

/**
 * Limits on login failures and recovery requests.
 *
 * Login: an account is guessed at from one address with at most AUTH_FAILURE_LIMIT wrong passwords per
 * window (the counter is keyed by email + IP, as in Auth0's brute-force protection), and one address
 * may fail at most IP_FAILURE_LIMIT times across all accounts (password spraying). The per-email
 * counter deliberately includes the IP: an attacker hammering someone's email from one address locks
 * only that address out, and the owner still logs in from anywhere else. A successful login clears
 * its own email + IP counter but never the per-IP one, so an attacker cannot reset it with an account
 * of their own. Attacks spread over many addresses are slowed by the captcha and argon2's cost.
 *
 * Forgot: every request counts, AUTH_FAILURE_LIMIT per email (protects the owner's inbox; the answer
 * is the same for unknown emails, so it reveals nothing) and IP_FAILURE_LIMIT per address.
 */
export const IP_FAILURE_LIMIT = AUTH_FAILURE_LIMIT * 4;

export type AuthRateLimit = ReturnType<typeof createAuthRateLimit>;

export function createAuthRateLimit({ store, now }: { store: FailureStore; now: () => Date }) {
  const window = AUTH_FAILURE_WINDOW_SECONDS;
  const loginKeys = (email: string, ip: string) => ({
    account: `login:email-ip:${email}|${ip}`,
    address: `login:ip:${ip}`,
  });

  return {
    /** Refuses a login attempt from an address that already failed too often. */
    assertLoginAllowed: async ({ email, ip }: { email: string; ip: string }) => {
      const keys = loginKeys(email, ip);
      const [accountFailures, addressFailures] = await Promise.all([
        store.count(keys.account, now()),
        store.count(keys.address, now()),
      ]);
      if (accountFailures >= AUTH_FAILURE_LIMIT || addressFailures >= IP_FAILURE_LIMIT) {
        throw tooManyRequests();
      }
    },
    recordLoginFailure: async ({ email, ip }: { email: string; ip: string }) => {
      const keys = loginKeys(email, ip);
      await Promise.all([store.hit(keys.account, now(), window), store.hit(keys.address, now(), window)]);
    },
    recordLoginSuccess: async ({ email, ip }: { email: string; ip: string }) => {
      await store.reset(loginKeys(email, ip).account);
    },
    /** Counts a recovery request and refuses it beyond the limits. */
    hitForgot: async ({ email, ip }: { email: string; ip: string }) => {
      const [emailRequests, addressRequests] = await Promise.all([
        store.hit(`forgot:email:${email}`, now(), window),
        store.hit(`forgot:ip:${ip}`, now(), window),
      ]);
      if (emailRequests > AUTH_FAILURE_LIMIT || addressRequests > IP_FAILURE_LIMIT) throw tooManyRequests();
    },
  };
}
