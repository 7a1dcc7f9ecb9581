import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app.js';
import { attachmentRoutes, fileRoutes } from './modules/attachments/attachments.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { contactsRoutes } from './modules/contacts/contacts.routes.js';
import { messageFormRoutes } from './modules/conversations/conversations.form.routes.js';
import { conversationsRoutes } from './modules/conversations/conversations.routes.js';
import { channelsRoutes } from './modules/channels/channels.routes.js';
import { developersClientRoutes } from './modules/developers/developers.client.routes.js';
import { developersRoutes } from './modules/developers/developers.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { membersPresenceRoutes } from './modules/members/members.presence.routes.js';
import { membersRoutes } from './modules/members/members.routes.js';
import { organizationsRoutes } from './modules/organizations/organizations.routes.js';
import { organizationSettingsRoutes } from './modules/organizations/organizations.settings.routes.js';

/** The URL map of /api/v1 in one place. */
export async function registerRoutes(api: FastifyInstance, deps: AppDeps) {
  await api.register(healthRoutes(deps));
  await api.register(authRoutes(deps));
  await api.register(organizationsRoutes(deps));
  await api.register(organizationSettingsRoutes(deps));
  await api.register(attachmentRoutes(deps));
  await api.register(membersRoutes(deps));
  await api.register(membersPresenceRoutes(deps));
  await api.register(conversationsRoutes(deps));
  await api.register(messageFormRoutes(deps));
  await api.register(channelsRoutes(deps));
  await api.register(developersRoutes(deps));
  await api.register(developersClientRoutes(deps));
  await api.register(contactsRoutes(deps));
}

/** Routes outside /api/v1 (the SPA, the docs and Socket.IO register themselves as platform parts). */
export async function registerRootRoutes(root: FastifyInstance, deps: AppDeps) {
  await root.register(fileRoutes(deps));
}
