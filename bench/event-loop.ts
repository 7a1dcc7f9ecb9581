/**
 * Does the embedded database stall the event loop? Boots the real app on PGlite (which runs in a
 * worker thread), fires a burst of concurrent HTTP requests that hit the database, and samples the
 * event-loop delay meanwhile. For contrast it runs the same burst of queries against PGlite on the
 * main thread. Prints a table and one JSON line.
 */
import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { openDatabase } from '../apps/api/src/platform/db/client.js';

const BURST = 500;
/**
 * About 20 ms of work inside PGlite, like a search or a report: on the main thread nothing else
 * runs while it executes.
 */
const HEAVY_QUERY = 'select count(*) from generate_series(1, 100000) as n where n % 7 = 0';

type Result = {
  scenario: string;
  requests: number;
  totalMs: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  stallP99: number;
  stallMax: number;
};

const round = (ms: number) => Math.round(ms * 10) / 10;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Samples the loop two ways while a burst runs: Node's delay histogram, and a 1 ms interval that
 * records how late each of its ticks is. The second catches what the histogram was seen to miss
 * here: a stall made of back-to-back promise continuations (PGlite on the main thread) that never
 * yields to timers until the whole burst is done.
 */
async function measure(scenario: string, burst: () => Promise<unknown>[]): Promise<Result> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  const stalls: number[] = [];
  let lastTick = performance.now();
  const probe = setInterval(() => {
    const now = performance.now();
    stalls.push(Math.max(0, now - lastTick - 1));
    lastTick = now;
  }, 1);
  histogram.enable();
  const started = performance.now();
  await Promise.all(burst());
  const totalMs = performance.now() - started;
  // A blocked loop reports its delay only when the samplers finally run: give them that turn.
  await new Promise((resolve) => setTimeout(resolve, 20));
  histogram.disable();
  clearInterval(probe);
  stalls.sort((a, b) => a - b);
  const ms = (ns: number) => round(ns / 1e6);
  return {
    scenario,
    requests: BURST,
    totalMs: Math.round(totalMs),
    perSecond: Math.round((BURST / totalMs) * 1000),
    p50: ms(histogram.percentile(50)),
    p99: ms(histogram.percentile(99)),
    max: ms(histogram.max),
    stallP99: round(percentile(stalls, 99)),
    stallMax: round(stalls.at(-1) ?? 0),
  };
}

const repeat = <T>(run: () => Promise<T>) => Array.from({ length: BURST }, run);

async function workerThreadApp(): Promise<Result[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'charla-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: String(BURST * 100),
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
  });
  const database = await openDatabase(config);
  const app = await buildApp({ config, overrides: { database } });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const health = () => fetch(`${address}/api/v1/health`).then((response) => response.text());
    await Promise.all(Array.from({ length: 20 }, health));
    return [
      await measure('HTTP GET /api/v1/health, PGlite in worker', () => repeat(health)),
      await measure('heavy query, PGlite in worker', () => repeat(() => database.pool.query(HEAVY_QUERY))),
    ];
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function mainThreadPglite(): Promise<Result[]> {
  const db = await PGlite.create();
  try {
    await db.query('select 1');
    return [
      await measure('select 1, PGlite on the main thread', () => repeat(() => db.query('select 1'))),
      await measure('heavy query, PGlite on the main thread', () => repeat(() => db.query(HEAVY_QUERY))),
    ];
  } finally {
    await db.close();
  }
}

const results = [...(await workerThreadApp()), ...(await mainThreadPglite())];
console.table(results);
const [app] = results;
console.log(
  JSON.stringify({
    bench: 'event-loop',
    requests: app?.requests,
    totalMs: app?.totalMs,
    reqPerSec: app?.perSecond,
    eventLoopDelayMs: { p50: app?.p50, p99: app?.p99, max: app?.max },
    timerStallMs: { p99: app?.stallP99, max: app?.stallMax },
    scenarios: Object.fromEntries(
      results.map((r) => [r.scenario, { totalMs: r.totalMs, p99: r.p99, stallMax: r.stallMax }]),
    ),
  }),
);
