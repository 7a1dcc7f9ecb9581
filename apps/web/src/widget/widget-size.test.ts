// Builds with Vite (Node APIs); the happy-dom globals of the shared setup do not get in the way.
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundleWidget, WIDGET_FILE_NAME } from '../../vite/widget-plugin';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LIMIT_BYTES = 10 * 1024;

describe('the widget bundle', () => {
  it('builds /widget.js as one classic script under 10 KB gzipped', async () => {
    const files = await bundleWidget(root);
    expect([...files.keys()]).toEqual([WIDGET_FILE_NAME]);
    const code = files.get(WIDGET_FILE_NAME)!;
    expect(code).not.toMatch(/^\s*(import|export)\b/m);
    const gzipped = gzipSync(code).length;
    console.log(`widget.js: ${code.length} bytes, ${gzipped} bytes gzipped (limit ${LIMIT_BYTES})`);
    expect(gzipped).toBeLessThan(LIMIT_BYTES);
  }, 60_000);
});
