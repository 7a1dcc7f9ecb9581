/**
 * `npm run bench`: runs every benchmark in this folder, one after another so they do not compete
 * for the CPU, each in a process of its own.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';

const benches = readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith('.ts') && file !== basename(import.meta.filename))
  .sort();

let failed = 0;
for (const file of benches) {
  console.log(`\n▶ ${file}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, file)], {
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    failed += 1;
    console.error(`✖ ${file} exited with ${result.status ?? result.signal}`);
  }
}
process.exit(failed === 0 ? 0 : 1);
