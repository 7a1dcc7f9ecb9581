import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

// Tests import routes directly; the router plugin's code splitting is only needed for the real build.
export default defineConfig({
  root,
  plugins: [react()],
  resolve: { alias: { '@': path.join(root, 'src') } },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
    css: false,
    restoreMocks: true,
  },
});
