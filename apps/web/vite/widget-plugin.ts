import path from 'node:path';
import { build, type InlineConfig, type Plugin, type Rolldown } from 'vite';

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

/** The widget's bundle in memory: every output file by name (there should be only widget.js). */
export async function bundleWidget(root: string): Promise<Map<string, string>> {
  const config = widgetBuildConfig({ root, outDir: path.join(root, 'dist') });
  const result = await build({ ...config, build: { ...config.build, write: false } });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return new Map(
    outputs
      .flatMap((output) => output.output)
      .map((file) => [file.fileName, file.type === 'chunk' ? file.code : String(file.source)]),
  );
}

/**
 * Builds the widget right after the app, into the same output folder (`--outDir` included); the dev
 * server builds it on request.
 */
export function widgetPlugin({ root, outDir: defaultOutDir }: { root: string; outDir: string }): Plugin {
  let isBuild = false;
  let outDir = defaultOutDir;
  return {
    name: 'charla-widget',
    configResolved(config) {
      isBuild = config.command === 'build';
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== `/${WIDGET_FILE_NAME}`) return next();
        bundleWidget(root).then((files) => {
          response.setHeader('content-type', 'text/javascript; charset=utf-8');
          response.setHeader('access-control-allow-origin', '*');
          response.end(files.get(WIDGET_FILE_NAME));
        }, next);
      });
    },
    async closeBundle() {
      if (isBuild) await build(widgetBuildConfig({ root, outDir }));
    },
  };
}
