import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

const PLACEHOLDER = '%CHARLA_BUILD_ID%';
const MANIFEST_FILE = 'app-manifest.json';

/** A build id that changes whenever any emitted bundle file name (content-hashed) changes. */
export function computeBuildId(fileNames: string[]): string {
  const names = fileNames.filter((name) => name !== 'index.html' && name !== MANIFEST_FILE).sort();
  return createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 16);
}

/**
 * Writes dist/app-manifest.json `{buildId, builtAt}` and stamps the same id into index.html, so the
 * running app knows its own build id without an inline script (the CSP forbids those) and can compare
 * it with the manifest the API serves after a deploy.
 */
export function appManifestPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'charla:app-manifest',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        // The dev server has no manifest to compare with; the client skips polling for this id.
        return config.command === 'serve' ? html.replace(PLACEHOLDER, 'dev') : html;
      },
    },
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? config.build.outDir;
      const buildId = computeBuildId(Object.keys(bundle));
      const indexPath = path.join(outDir, 'index.html');
      const html = await readFile(indexPath, 'utf8');
      await writeFile(indexPath, html.replace(PLACEHOLDER, buildId));
      const manifest = { buildId, builtAt: new Date().toISOString() };
      await writeFile(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest)}\n`);
    },
  };
}
