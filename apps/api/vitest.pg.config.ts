import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.js';

/** The same integration suite against PostgreSQL (and Redis): a fresh database per run, dropped after. */
export default mergeConfig(
  base,
  defineConfig({
    test: {
      include: ['test/**/*.test.ts'],
      globalSetup: ['./test/pg-global-setup.ts'],
    },
  }),
);
