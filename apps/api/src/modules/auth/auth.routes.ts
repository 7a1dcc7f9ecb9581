import {
  captchaConfigSchema,
  dataEnvelope,
  emailLookupSchema,
  emailQuerySchema,
  errorResponses,
  forgotBodySchema,
  loginBodySchema,
  okSchema,
  patchUserBodySchema,
  recoverBodySchema,
  signupBodySchema,
  userSchema,
} from '@charla/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.js';
import { requireMember } from '../../platform/auth/auth-hook.js';
import { clientInfo } from '../../platform/auth/client-info.js';
import { requireCaptcha } from '../../platform/captcha/captcha.js';
import { requestLanguage } from '../../platform/language.js';
import { requestRecovery, recoverPassword } from './auth.recovery.js';
import { findEmail, getSessionUser, login, logout, signup, updateProfile } from './auth.service.js';

const tags = ['user'];
const security = [{ bearer: [] }];
const ok = { ok: true } as const;

/** Accounts: signup, login, recovery, the current session and the profile (spec §7 User). */
export const authRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const captcha = requireCaptcha(deps.captcha);

    app.get(
      '/user/captcha',
      {
        schema: {
          tags,
          summary: 'What the client needs to answer the captcha of signup, login and forgot',
          response: { 200: dataEnvelope(captchaConfigSchema) },
        },
        config: { auth: 'public' },
      },
      async () => ({ data: await deps.captcha.describe() }),
    );

    app.get(
      '/user/email',
      {
        schema: {
          tags,
          summary: 'Whether an email already has an account (data is null when it is free)',
          querystring: emailQuerySchema,
          response: { 200: dataEnvelope(emailLookupSchema), ...errorResponses(422) },
        },
        config: { auth: 'public' },
      },
      async (request) => ({ data: await findEmail(deps, request.query) }),
    );

    app.post(
      '/user/signup',
      {
        schema: {
          tags,
          summary: 'Create an account, its first organization and a session (answers 201 with the token)',
          body: signupBodySchema,
          response: { 201: dataEnvelope(userSchema), ...errorResponses(400, 409, 422, 503) },
        },
        config: { auth: 'public' },
        preHandler: captcha,
      },
      async (request, reply) => {
        const user = await signup(deps, {
          body: request.body,
          language: requestLanguage(request),
          client: clientInfo(request),
        });
        return reply.status(201).send({ data: user });
      },
    );

    app.post(
      '/user/login',
      {
        schema: {
          tags,
          summary: 'Log in to the organization used last; answers the user with a session token',
          body: loginBodySchema,
          response: { 200: dataEnvelope(userSchema), ...errorResponses(400, 401, 422, 429, 503) },
        },
        config: { auth: 'public' },
        preHandler: captcha,
      },
      async (request) => ({ data: await login(deps, { ...request.body, client: clientInfo(request) }) }),
    );

    app.post(
      '/user/forgot',
      {
        schema: {
          tags,
          summary: 'Mail a recovery link; the answer is the same whether the email has an account',
          body: forgotBodySchema,
          response: { 200: dataEnvelope(okSchema), ...errorResponses(400, 422, 429, 503) },
        },
        config: { auth: 'public' },
        preHandler: captcha,
      },
      async (request) => {
        await requestRecovery(deps, { email: request.body.email, ip: request.ip, log: request.log });
        return { data: ok };
      },
    );

    app.post(
      '/user/recover',
      {
        schema: {
          tags,
          summary: 'Set a new password with a recovery key; ends every session of the user',
          body: recoverBodySchema,
          response: { 200: dataEnvelope(okSchema), ...errorResponses(400, 422) },
        },
        config: { auth: 'public' },
      },
      async (request) => {
        await recoverPassword(deps, request.body);
        return { data: ok };
      },
    );

    app.get(
      '/user/session',
      {
        schema: {
          tags,
          security,
          summary: 'The user of the current session, in its organization (token is null)',
          response: { 200: dataEnvelope(userSchema), ...errorResponses(401, 403) },
        },
        config: { auth: 'user' },
      },
      async (request) => ({ data: await getSessionUser(deps, requireMember(request)) }),
    );

    app.get(
      '/user/logout',
      {
        schema: {
          tags,
          security,
          summary: 'End the current session',
          response: { 200: dataEnvelope(okSchema), ...errorResponses(401, 403) },
        },
        config: { auth: 'user' },
      },
      async (request) => {
        await logout(deps, requireMember(request));
        return { data: ok };
      },
    );

    app.patch(
      '/user',
      {
        schema: {
          tags,
          security,
          summary: 'Update the profile; a new password needs currentPassword and ends the other sessions',
          body: patchUserBodySchema,
          response: { 200: dataEnvelope(userSchema), ...errorResponses(400, 401, 403, 422) },
        },
        config: { auth: 'user' },
      },
      async (request) => ({ data: await updateProfile(deps, requireMember(request), request.body) }),
    );
  };
