import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

/**
 * The same integration suite against PostgreSQL (and Redis): a fresh database per run, dropped after.
 * Built by hand rather than with mergeConfig, which would concatenate the PGlite global setup.
 */
export default defineConfig({
  test: {
    ...base.test,
    include: ['test/**/*.test.ts'],
    globalSetup: ['./test/pg-global-setup.ts'],
  },
});
