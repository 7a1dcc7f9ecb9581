import { join } from 'node:path';

/** The e2e run starts its own Charla and SMTP server on ports of its own, with a throwaway DATA_DIR. */
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const APP_URL = `http://127.0.0.1:${APP_PORT}`;
export const E2E_DIR = new URL('..', import.meta.url).pathname;
export const RUN_DIR = process.env.E2E_RUN_DIR ?? join(E2E_DIR, '.run');
/** The built web app to serve; defaults to apps/web/dist (what `npm run test:e2e` builds). */
export const WEB_DIST_DIR = process.env.E2E_WEB_DIST_DIR ?? join(E2E_DIR, '../apps/web/dist');
export const MAILBOX_DIR = join(RUN_DIR, 'mailbox');
