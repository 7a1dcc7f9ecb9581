import path from 'node:path';
import { build, type InlineConfig, type Plugin } from 'vite';

export const WIDGET_FILE_NAME = 'widget.js';

/**
 * `/widget.js`: the embeddable loader, one classic script (IIFE) without framework, at the root of the
 * web build so its URL never changes between deploys (the API caches it for five minutes only).
 */
export function widgetBuildConfig({ root, outDir }: { root: string; outDir: string }): InlineConfig {
  return {
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias: { '@': path.join(root, 'src') } },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      sourcemap: false,
      target: 'es2019',
      lib: {
        entry: path.join(root, 'src/widget/main.ts'),
        formats: ['iife'],
        name: 'CharlaWidget',
        fileName: () => WIDGET_FILE_NAME,
      },
    },
  };
}

/** Builds the widget right after the app, into the same dist folder. */
export function widgetPlugin({ root, outDir }: { root: string; outDir: string }): Plugin {
  return {
    name: 'charla-widget',
    apply: 'build',
    async closeBundle() {
      await build(widgetBuildConfig({ root, outDir }));
    },
  };
}
