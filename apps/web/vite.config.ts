import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import { defineConfig } from 'vite';
import { appManifestPlugin } from './vite/app-manifest-plugin';
import { widgetPlugin } from './vite/widget-plugin';

const root = path.dirname(fileURLToPath(import.meta.url));
const apiTarget = 'http://localhost:3000';

export default defineConfig({
  root,
  plugins: [
    // The router plugin must run before the React plugin so it can split route files first.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: path.join(root, 'src/routes'),
      generatedRouteTree: path.join(root, 'src/routeTree.gen.ts'),
      routeFileIgnorePattern: '\\.test\\.',
      quoteStyle: 'single',
    }),
    react(),
    appManifestPlugin(),
    widgetPlugin({ root, outDir: path.join(root, 'dist') }),
  ],
  resolve: { alias: { '@': path.join(root, 'src') } },
  css: { postcss: { plugins: [postcssPresetMantine()] } },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': apiTarget,
      '/files': apiTarget,
      '/app-manifest.json': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: { outDir: path.join(root, 'dist'), emptyOutDir: true, sourcemap: true },
});
