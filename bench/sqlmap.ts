// npm run bench:sqlmap -- [--targets search,sign-in] [--max-minutes 10]
// Debian's sqlmap against the production build on a throw-away database with the demo
// catalogue: the search, the back office's hotel list, a hotel by slug and the sign-in.
// Records what was tested in bench/results/sqlmap-*; fails when anything was found.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { todayInMadagascar } from '@madabook/contracts';
import { buildApp } from './run/build';
import type { RunningServer } from './run/servers';
import { freePort } from './shared/free-port';
import { createProgress } from './shared/log';
import { gitFacts, hostFacts, loadAverage } from './shared/machine';
import { countServerErrors, sqlmapAdmin, startSqlmapServer } from './sqlmap/app-server';
import { parseSqlmapOptions } from './sqlmap/options';
import { failuresOf, type SqlmapReport, summaryTable, writeSqlmapReport } from './sqlmap/report';
import { runSqlmap, sqlmapSettings, type TargetOutcome } from './sqlmap/run-sqlmap';
import { sqlmapTargets } from './sqlmap/targets';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The session cookie of the admin, signed in as the SPA does. */
async function adminCookie(appUrl: string): Promise<string> {
  const response = await fetch(`${appUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl },
    body: JSON.stringify(sqlmapAdmin),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('better-auth.session_token='));
  if (!response.ok || !cookie) throw new Error(`the admin could not sign in (${response.status})`);
  return cookie;
}

async function firstOf<Item>(url: string): Promise<Item> {
  const response = await fetch(url);
  const [first] = response.ok ? ((await response.json()) as Item[]) : [];
  if (!first) throw new Error(`${url} answered ${response.status} with nothing`);
  return first;
}

async function main() {
  const options = parseSqlmapOptions(process.argv.slice(2));
  const version = spawnSync(options.sqlmap, ['--version'], { encoding: 'utf8' });
  if (version.error || version.status !== 0) {
    throw new Error(`sqlmap not found (${options.sqlmap}): apt-get install sqlmap, or set SQLMAP`);
  }
  const sqlmap = `sqlmap ${version.stdout.match(/^\d+\.\d+\S*/m)?.[0] ?? '(version unknown)'}`;
  const progress = createProgress('bench:sqlmap');
  const startedAt = new Date().toISOString();
  const host = hostFacts();
  if (!options.skipBuild) buildApp(root);

  const workDir = mkdtempSync(join(tmpdir(), 'madabook-sqlmap-'));
  let server: RunningServer | undefined;
  const stop = () => server?.stop() ?? Promise.resolve();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void stop().finally(() => process.exit(130)));
  }
  const outcomes: TargetOutcome[] = [];
  let serverErrors = 0;
  try {
    server = await startSqlmapServer(root, workDir, options.port ?? (await freePort()));
    progress.line(`app ready on ${server.url} with the demo catalogue (log: ${server.logFile})`);
    const hotel = await firstOf<{ slug: string }>(`${server.url}/api/hotels/all`);
    const amenity = await firstOf<{ id: string }>(`${server.url}/api/hotel-amenities`);
    const targets = sqlmapTargets({
      appUrl: server.url,
      today: todayInMadagascar(),
      hotelSlug: hotel.slug,
      amenityId: amenity.id,
      adminCookie: await adminCookie(server.url),
      admin: sqlmapAdmin,
    }).filter((target) => options.targets.includes(target.name));
    for (const target of targets) {
      progress.line(`${target.request}: sqlmap on ${target.parameters.length} parameters…`);
      const outcome = await runSqlmap(options.sqlmap, target, workDir, options.maxMinutes);
      outcomes.push(outcome);
      progress.line(
        `${target.request}: ${outcome.notInjectable.length} not injectable, ${outcome.injections.length} injection lines, ${outcome.requests} requests in ${outcome.durationSeconds} s`,
      );
    }
    serverErrors = countServerErrors(readFileSync(server.logFile, 'utf8'));
  } finally {
    await stop();
  }
  const report: SqlmapReport = {
    startedAt,
    finishedAt: new Date().toISOString(),
    sqlmap,
    settings: sqlmapSettings,
    server:
      'the built server (NODE_ENV=production, rate limits off) on 127.0.0.1, a fresh embedded database with the demo catalogue',
    machine: { ...host, loadAverageAtEnd: loadAverage() },
    git: gitFacts(root),
    targets: outcomes,
    serverErrors,
  };
  const written = writeSqlmapReport(root, report, options.record);
  process.stdout.write(`\n${summaryTable(outcomes).join('\n')}\n\n`);
  progress.line(`sqlmap's files: ${workDir}/<target>/ (console.txt, traffic.txt, log)`);
  progress.line(`results: ${written.join(', ')}`);
  const failures = failuresOf(report);
  if (failures.length > 0) {
    process.stderr.write(
      `\nsqlmap FOUND SOMETHING or could not test everything:\n${failures.map((line) => `  - ${line}`).join('\n')}\n`,
    );
    process.exit(1);
  }
  progress.line('nothing found: no injection, no 5xx');
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
