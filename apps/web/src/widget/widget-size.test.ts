// Builds with Vite (Node APIs); the happy-dom globals of the shared setup do not get in the way.
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { widgetBuildConfig, WIDGET_FILE_NAME } from '../../vite/widget-plugin';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LIMIT_BYTES = 10 * 1024;

describe('the widget bundle', () => {
  it('builds /widget.js as one classic script under 10 KB gzipped', async () => {
    const config = widgetBuildConfig({ root, outDir: path.join(root, 'dist') });
    const result = await build({ ...config, build: { ...config.build, write: false } });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const chunks = outputs.flatMap((output) => output.output);
    expect(chunks.map((chunk) => chunk.fileName)).toEqual([WIDGET_FILE_NAME]);
    const code = (chunks[0] as Rolldown.OutputChunk).code;
    expect(code).not.toMatch(/^\s*(import|export)\b/m);
    const gzipped = gzipSync(code).length;
    console.log(`widget.js: ${code.length} bytes, ${gzipped} bytes gzipped (limit ${LIMIT_BYTES})`);
    expect(gzipped).toBeLessThan(LIMIT_BYTES);
  }, 60_000);
});
