import {
  dataEnvelope,
  errorResponses,
  okSchema,
  organizationSchema,
  storageSettingsBodySchema,
  storageSettingsSchema,
  updateOrganizationBodySchema,
  updateOrganizationLocaleBodySchema,
} from '@charla/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.js';
import { requireAuth } from '../../platform/auth/auth-hook.js';
import { updateOrganization, updateOrganizationLocaleSettings } from './organizations.settings.service.js';
import {
  getStorageSettings,
  resetStorageSettings,
  saveStorageSettings,
  testStorageSettings,
} from './organizations.storage.service.js';

const tags = ['organization'];
const security = [{ bearer: [] }];
const admins = { auth: 'session', roles: ['OWNER', 'ADMIN'] } as const;

/** The organization's settings: profile, locale and schedule, and its own file storage. ADMIN/OWNER only. */
export const organizationSettingsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.patch(
      '/organization',
      {
        schema: {
          tags,
          security,
          summary: "Update the organization's name, email, image and description",
          body: updateOrganizationBodySchema,
          response: { 200: dataEnvelope(organizationSchema), ...errorResponses(401, 403, 404, 422) },
        },
        config: admins,
      },
      async (request) => ({
        data: await updateOrganization(deps, {
          organizationId: requireAuth(request).organizationId,
          body: request.body,
        }),
      }),
    );

    app.patch(
      '/organization/locale',
      {
        schema: {
          tags,
          security,
          summary: 'Update the time zone, weekly schedule, out-of-hours message and language',
          description:
            'timezoneUtc and timezoneHourOffset must match the offset of timezoneName now (or within a day, ' +
            'around a daylight-saving change); the server stores the offset it computes itself.',
          body: updateOrganizationLocaleBodySchema,
          response: { 200: dataEnvelope(organizationSchema), ...errorResponses(401, 403, 404, 422) },
        },
        config: admins,
      },
      async (request) => ({
        data: await updateOrganizationLocaleSettings(deps, {
          organizationId: requireAuth(request).organizationId,
          body: request.body,
        }),
      }),
    );

    app.get(
      '/organization/s3',
      {
        schema: {
          tags,
          security,
          summary: "The organization's own bucket (never its secret), or null for the instance's storage",
          response: { 200: dataEnvelope(storageSettingsSchema.nullable()), ...errorResponses(401, 403) },
        },
        config: admins,
      },
      async (request) => ({
        data: await getStorageSettings(deps, { organizationId: requireAuth(request).organizationId }),
      }),
    );

    app.patch(
      '/organization/s3',
      {
        schema: {
          tags,
          security,
          summary: 'Test the bucket settings and, when they work, store new files there',
          description:
            'Puts, reads back and deletes a small object first; a failure answers 400 ' +
            'organizations.storage_test_failed and saves nothing. An omitted secret keeps the stored one.',
          body: storageSettingsBodySchema,
          response: { 200: dataEnvelope(storageSettingsSchema), ...errorResponses(400, 401, 403, 422) },
        },
        config: admins,
      },
      async (request) => ({
        data: await saveStorageSettings(deps, {
          organizationId: requireAuth(request).organizationId,
          body: request.body,
        }),
      }),
    );

    app.post(
      '/organization/s3/test',
      {
        schema: {
          tags,
          security,
          summary: 'Test bucket settings without saving them',
          body: storageSettingsBodySchema,
          response: { 200: dataEnvelope(okSchema), ...errorResponses(400, 401, 403, 422) },
        },
        config: admins,
      },
      async (request) => {
        await testStorageSettings(deps, {
          organizationId: requireAuth(request).organizationId,
          body: request.body,
        });
        return { data: { ok: true as const } };
      },
    );

    app.delete(
      '/organization/s3',
      {
        schema: {
          tags,
          security,
          summary: "Go back to the instance's storage for new files; existing files stay readable",
          response: { 200: dataEnvelope(z.null()), ...errorResponses(401, 403) },
        },
        config: admins,
      },
      async (request) => {
        await resetStorageSettings(deps, { organizationId: requireAuth(request).organizationId });
        return { data: null };
      },
    );
  };
