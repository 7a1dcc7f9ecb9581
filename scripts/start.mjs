// `npm start`: build the web app when its sources changed since the last build, then run the API,
// which serves it. Plain Node, no dependencies, so it works right after `npm install`.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const distDir = join(root, 'apps/web/dist');
const hashFile = join(distDir, '.source-hash');

/** Everything the web build reads. Generated files and tests do not change the output. */
const SOURCES = [
  'apps/web/src',
  'apps/web/locales',
  'apps/web/public',
  'apps/web/vite',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contracts/src',
  'package-lock.json',
];
const isIgnored = (name) => name === 'routeTree.gen.ts' || /\.test\.tsx?$/.test(name);

function listFiles(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => !isIgnored(entry.name))
    .flatMap((entry) => listFiles(join(path, entry.name)));
}

function sourceHash() {
  const hash = createHash('sha256');
  const files = SOURCES.flatMap((source) => listFiles(join(root, source))).sort();
  for (const file of files) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const currentHash = sourceHash();
const builtHash = existsSync(hashFile) ? readFileSync(hashFile, 'utf8').trim() : null;
const isBuilt = existsSync(join(distDir, 'index.html'));

if (isBuilt && builtHash === currentHash) {
  console.log('Web app unchanged since the last build; skipping the build.');
} else {
  console.log('Building the web app…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build', '-w', '@charla/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The web build failed; not starting the server.');
    process.exit(build.status ?? 1);
  }
  writeFileSync(hashFile, `${currentHash}\n`);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
