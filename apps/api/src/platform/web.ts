import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import type { Config } from '../config.js';
import { chatFrameAncestors, withFrameAncestors } from './security.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** The widget loader keeps its URL across deploys, so it is cached briefly instead of forever. */
const WIDGET_CACHE = 'public, max-age=300';
const WIDGET_FILE = 'widget.js';
const CHAT_PAGE = /^\/(?:(?:es|en)\/)?chat\/?$/;

/** Sites allowed to frame a channel's /chat page (see channels.embedding.ts). */
export type FindEmbeddingDomains = (query: {
  publicKey: string;
  channelId: string;
}) => Promise<string[] | undefined>;

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Web app not built | Charla</title></head>
<body>
<h1>The web app is not built</h1>
<p>The API is running, but there is no web build to serve. Run <code>npm run build</code> (or <code>npm start</code>, which builds it) and reload.</p>
</body>
</html>
`;

/** Paths owned by the server itself; an unknown one there is a JSON 404, never the SPA. */
const isServerPath = (path: string) =>
  path === '/api' || path.startsWith('/api/') || path.startsWith('/files/') || path.startsWith('/socket.io/');

/**
 * Serves the built SPA from WEB_DIST_DIR. Hashed bundles under /assets/ are cached for a year;
 * everything else (index.html, /app-manifest.json) revalidates so a deploy shows up at once. Any other
 * GET that is not a file answers index.html and the client router takes over.
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: Pick<Config, 'WEB_DIST_DIR'>,
  { findEmbeddingDomains }: { findEmbeddingDomains?: FindEmbeddingDomains } = {},
) {
  const root = resolve(config.WEB_DIST_DIR);
  // `serve: false`: the catch-all route below decides between a file and the SPA fallback, so
  // unknown paths never reach the JSON not-found handler.
  await app.register(fastifyStatic, { root, serve: false, cacheControl: false });

  const sendIndex = (reply: FastifyReply) => {
    if (!existsSync(resolve(root, 'index.html'))) {
      return reply
        .status(503)
        .type('text/html; charset=utf-8')
        .header('cache-control', REVALIDATE)
        .send(NOT_BUILT_PAGE);
    }
    return reply.header('cache-control', REVALIDATE).sendFile('index.html');
  };

  /**
   * The customer chat runs inside the widget's iframe on the channel's sites: its page may be framed by
   * them (or by anyone when the channel allows any site), and by nobody else.
   */
  const allowChatFraming = async (query: unknown, reply: FastifyReply) => {
    const { key, channel } = (query ?? {}) as Record<string, unknown>;
    const domains =
      findEmbeddingDomains && typeof key === 'string' && typeof channel === 'string'
        ? await findEmbeddingDomains({ publicKey: key, channelId: channel })
        : undefined;
    if (domains === undefined) return;
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') {
      reply.header('content-security-policy', withFrameAncestors(policy, chatFrameAncestors(domains)));
    }
    reply.removeHeader('x-frame-options');
  };

  app.get('/*', { schema: { hide: true }, config: { auth: 'public' } }, async (request, reply) => {
    const path = safeDecode(request.url.split('?')[0] ?? '/');
    if (path === null || isServerPath(path)) return reply.callNotFound();
    if (CHAT_PAGE.test(path)) await allowChatFraming(request.query, reply);
    const file = resolve(root, `.${path}`);
    const relative = file.startsWith(root + sep) ? file.slice(root.length + 1) : null;
    // Dotfiles (the build's .source-hash) are not part of the site.
    const isPublicFile =
      relative !== null && !relative.split(sep).some((part) => part.startsWith('.')) && isFile(file);
    // A missing bundle (an old tab after a deploy) must fail as a 404, not load HTML as script.
    if (!isPublicFile && path.startsWith('/assets/')) return reply.callNotFound();
    if (!isPublicFile || relative === 'index.html') return sendIndex(reply);
    if (relative === WIDGET_FILE) {
      // Loaded by a <script> tag on customers' sites: any origin may fetch it.
      return reply
        .header('cache-control', WIDGET_CACHE)
        .header('access-control-allow-origin', '*')
        .header('cross-origin-resource-policy', 'cross-origin')
        .sendFile(relative);
    }
    reply.header('cache-control', relative.startsWith(`assets${sep}`) ? IMMUTABLE : REVALIDATE);
    return reply.sendFile(relative);
  });
}

function safeDecode(path: string) {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

function isFile(path: string) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
