// npm run bench:memory -- [--rounds 3] [--duration 10]
// The built server's RSS after start, under each API scenario, and across rounds of
// the same load against the same process: memory that grows round after round leaks.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@madabook/db';
import { loadConfig } from '../apps/server/src/config';
import { type RoundMemory, runRound, settledRss, warmUp } from './memory/measure';
import { memoryRecordSettings, memoryUsage, parseMemoryOptions } from './memory/options';
import { type Engine, growthOf, type MemoryReport, writeMemoryReport } from './memory/report';
import { readProcessMemory } from './memory/rss';
import { appEnvironment } from './run/app-environment';
import { buildApp } from './run/build';
import { copyBuiltApp } from './run/built-copy';
import { probe } from './run/load';
import { type DataSample, readSample } from './run/sample';
import { scenariosOfRun } from './run/scenarios';
import { type RunningServer, startServer } from './run/servers';
import { signIn } from './run/session';
import { bulkClient, describeDatabase } from './seed/database';
import { createProgress, formatCount } from './shared/log';
import { gitFacts, hostFacts, loadAverage } from './shared/machine';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The seeded database the server will open, read once before it starts (PGlite admits one process at a time). */
async function sampleDatabase(config: ReturnType<typeof loadConfig>): Promise<DataSample> {
  const handle = await openDatabase(config.database);
  try {
    const { client, release } = await bulkClient(handle);
    try {
      return await readSample(client);
    } finally {
      release();
    }
  } finally {
    await handle.close();
  }
}

async function main() {
  const options = parseMemoryOptions(process.argv.slice(2));
  const progress = createProgress('memory');
  const startedAt = new Date().toISOString();
  const machine = hostFacts();
  if (!options.skipBuild) buildApp(root);

  const config = loadConfig();
  const engine: Engine = config.database.kind;
  const sample = await sampleDatabase(config);
  progress.line(
    `${describeDatabase(config)}: ${formatCount(sample.counts.hotels)} hotels, ${formatCount(sample.counts.bookings)} bookings`,
  );

  let server: RunningServer | undefined;
  const stop = async () => server?.stop();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void stop().finally(() => process.exit(130)));
  }
  const workDir = mkdtempSync(join(tmpdir(), 'madabook-memory-'));
  const built = copyBuiltApp(root);
  let report: MemoryReport;
  try {
    server = await startServer({
      name: 'app',
      command: process.execPath,
      args: ['--enable-source-maps', built.entry],
      cwd: root,
      port: options.port,
      env: {
        ...appEnvironment({
          databaseUrl: config.database.kind === 'postgres' ? config.database.url : undefined,
          port: options.port,
          // PGlite lives in the data directory the seed filled; with PostgreSQL the server needs only a scratch one.
          dataDir: config.database.kind === 'pglite' ? config.dataDir : workDir,
        }),
        WEB_DIST_DIR: built.webDist,
      },
      logFile: join(workDir, 'app.log'),
    });
    const { pid } = server;
    progress.line(`server ready on ${server.url}, pid ${pid} (log: ${server.logFile})`);
    const afterStart = await settledRss(pid, options.settle);
    progress.line(`RSS after start: ${afterStart} MiB`);

    const cookie = await signIn(server.url);
    const all = scenariosOfRun({ appUrl: server.url, sample, cookie }, { startedAt, ...options });
    const scenarios = [];
    for (const scenario of all) {
      const answer = await probe(scenario);
      if (answer.ok) scenarios.push(scenario);
      else
        progress.line(
          `${scenario.name}: left out, its first request answered ${answer.status}: ${answer.body}`,
        );
    }

    const load = { connections: options.connections, settleSeconds: options.settle };
    if (options.warmup > 0) await warmUp(scenarios, { ...load, duration: options.warmup });
    const afterWarmup = await settledRss(pid, options.settle);
    progress.line(`RSS after the warm-up: ${afterWarmup} MiB`);

    const rounds: RoundMemory[] = [];
    for (let round = 1; round <= options.rounds; round++) {
      rounds.push(await runRound(round, scenarios, pid, { ...load, duration: options.duration }, progress));
    }
    const { growth, verdict } = growthOf(afterWarmup, rounds, options.maxGrowthPercent);
    report = {
      startedAt,
      finishedAt: new Date().toISOString(),
      engine,
      database: {
        name:
          config.database.kind === 'postgres'
            ? new URL(config.database.url).pathname.slice(1)
            : config.dataDir,
        postgres: sample.postgres,
        counts: sample.counts,
      },
      settings: {
        rounds: options.rounds,
        duration: options.duration,
        warmup: options.warmup,
        connections: options.connections,
        settle: options.settle,
        seed: options.seed,
        scenarios: scenarios.map((scenario) => scenario.name),
      },
      machine: { ...machine, loadAverageAtEnd: loadAverage() },
      git: gitFacts(root),
      rssMiB: { afterStart, afterWarmup, highest: readProcessMemory(pid).peakRssMiB },
      rounds,
      growth,
      verdict,
      notes: [
        'Other work shared the 2 CPU (tests, builds): throughput is noisy here; memory is what this run is about.',
        'Bookings made by the booking scenario stay in the database, so each round works on slightly more data.',
      ],
    };
  } finally {
    await stop();
    built.remove();
  }
  const record =
    options.record ||
    (options.rounds === memoryRecordSettings.rounds &&
      options.duration >= memoryRecordSettings.duration &&
      options.connections === memoryRecordSettings.connections &&
      !options.scenarios);
  const written = writeMemoryReport(root, report, record);
  const { verdict } = report;
  progress.line(
    `growth from ${verdict.from} to ${verdict.to}: ${verdict.growthPercent} % (ceiling ${verdict.ceilingPercent} %): ${verdict.met ? 'PASS' : 'FAIL'}`,
  );
  progress.line(`results: ${written.join(', ')}`);
  if (!verdict.met) process.exitCode = 1;
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench:memory failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  if (error instanceof Error && error.message.startsWith('--')) process.stderr.write(`${memoryUsage}\n`);
  process.exit(1);
});
