// npm run bench -- [--duration 20] [--connections 50] [--compare-database URL]
// Starts the built server and the raw baseline on a seeded PostgreSQL database,
// loads each scenario with autocannon and writes bench/results.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appEnvironment } from './run/app-environment';
import { buildApp } from './run/build';
import { probe, runLoad } from './run/load';
import { parseRunOptions, recordSettings, runUsage } from './run/options';
import {
  type BenchReport,
  computeRatios,
  databaseName,
  machineFacts,
  type ScenarioOutcome,
  writeReport,
} from './run/report';
import { type DataSample, loadSample } from './run/sample';
import { scenariosOfRun } from './run/scenarios';
import { type RunningServer, startServer } from './run/servers';
import { signIn } from './run/session';
import { createProgress, formatCount } from './shared/log';
import { gitFacts } from './shared/machine';

const root = fileURLToPath(new URL('..', import.meta.url));

async function main() {
  const options = parseRunOptions(process.argv.slice(2));
  const progress = createProgress('bench');
  const startedAt = new Date().toISOString();
  const machineAtStart = machineFacts('');
  if (!options.skipBuild) buildApp(root);

  const sample = await loadSample(options.databaseUrl);
  const compareSample = options.compareDatabaseUrl ? await loadSample(options.compareDatabaseUrl) : undefined;
  const summary = (name: string, data: DataSample) =>
    `${name}: ${formatCount(data.counts.hotels)} hotels, ${formatCount(data.counts.bookings)} bookings, ${formatCount(data.counts.roomNights)} calendar rows`;
  progress.line(summary(databaseName(options.databaseUrl), sample));
  if (options.compareDatabaseUrl && compareSample)
    progress.line(summary(databaseName(options.compareDatabaseUrl), compareSample));

  const workDir = mkdtempSync(join(tmpdir(), 'madabook-bench-'));
  const servers: RunningServer[] = [];
  const stopAll = () => Promise.all(servers.splice(0).map((server) => server.stop()));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void stopAll().finally(() => process.exit(130)));
  }
  const outcomes: ScenarioOutcome[] = [];
  try {
    const start = async (name: string, port: number, command: string[], env: Record<string, string>) => {
      const server = await startServer({
        name,
        command: process.execPath,
        args: command,
        cwd: root,
        port,
        env,
        logFile: join(workDir, `${name}.log`),
      });
      servers.push(server);
      progress.line(`${name} ready on ${server.url} (log: ${server.logFile})`);
      return server;
    };
    const appCommand = ['--enable-source-maps', 'apps/server/dist/main.js'];
    const appData = (name: string) => {
      const directory = join(workDir, name);
      mkdirSync(directory, { recursive: true });
      return directory;
    };
    const app = await start(
      'app',
      options.port,
      appCommand,
      appEnvironment({ databaseUrl: options.databaseUrl, port: options.port, dataDir: appData('app') }),
    );
    const raw = await start('raw', options.port + 1, ['--import', 'tsx', 'bench/raw/server.ts'], {
      DATABASE_URL: options.databaseUrl,
      ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
    });
    const compare = options.compareDatabaseUrl
      ? await start(
          'compare-app',
          options.port + 2,
          appCommand,
          appEnvironment({
            databaseUrl: options.compareDatabaseUrl,
            port: options.port + 2,
            dataDir: appData('compare-app'),
          }),
        )
      : undefined;
    const cookie = await signIn(app.url);
    progress.line('signed in as the bench user');

    const scenarios = scenariosOfRun(
      {
        appUrl: app.url,
        rawUrl: raw.url,
        ...(compare && compareSample ? { compareUrl: compare.url, compareSample } : {}),
        sample,
        cookie,
      },
      { startedAt, ...options },
    );

    for (const scenario of scenarios) {
      const outcome: ScenarioOutcome = {
        name: scenario.name,
        description: scenario.description,
        url: scenario.baseUrl,
      };
      outcomes.push(outcome);
      outcome.probe = await probe(scenario);
      if (!outcome.probe.ok) {
        outcome.skipped = `probe answered ${outcome.probe.status}`;
        progress.line(
          `${scenario.name}: skipped, the first request answered ${outcome.probe.status}: ${outcome.probe.body}`,
        );
        continue;
      }
      if (options.warmup > 0)
        await runLoad(scenario, { connections: options.connections, duration: options.warmup });
      const result = await runLoad(scenario, {
        connections: options.connections,
        duration: options.duration,
      });
      outcome.result = result;
      const apart = Object.entries(result.statusCodes).filter(([status]) => !['200', '201'].includes(status));
      progress.line(
        `${scenario.name.padEnd(16)} ${formatCount(result.requestsPerSecond).padStart(7)} req/s  p50 ${result.latencyMs.p50} ms  p99 ${result.latencyMs.p99} ms` +
          (apart.length > 0
            ? `  (${apart.map(([status, count]) => `${count} × ${status}`).join(', ')})`
            : '') +
          (result.socketErrors + result.timeouts > 0
            ? `  errors ${result.socketErrors}, timeouts ${result.timeouts}`
            : ''),
      );
    }
  } finally {
    await stopAll();
  }

  const { hotelPhotos, roomPhotos, hotelAmenities } = sample.counts;
  const notes: string[] = [
    'The raw baseline sends every statement the app sends, in the same order and parallelism (bench/queries/app-queries.ts): ' +
      "a search its town's revision, then its page with the cards (and past the last page its count); " +
      "an availability the hotel, its room types, their calendar, then their photos. It answers JSON of the app's shape. " +
      'It keeps no cache: it is compared with the uncached searches (Cache-Control: no-cache), which do the same work.',
    "search keeps each page while its town's revision holds (docs/decisions/008-search-by-town.md); its requests draw " +
      "from 20 towns × 120 arrival days, so pages repeat as real traffic's do; 'from cache' is the share of its answers the server " +
      'gave from its cache (X-Cache: HIT).',
    `Photos and amenities in the database: ${formatCount(hotelPhotos)} hotel photos, ${formatCount(roomPhotos)} room photos, ${formatCount(hotelAmenities)} hotel amenities` +
      (hotelPhotos + roomPhotos === 0 ? ' (the photo reads are sent and answer no rows).' : '.'),
    'Autocannon, the servers and PostgreSQL share the machine: req/s are comparable within a run, less so between runs.',
  ];
  const busy = machineAtStart.loadAverageAtStart[0] ?? 0;
  if (busy > 1)
    notes.push(`The machine was busy at the start (load average ${busy} on ${machineAtStart.cpus} CPU).`);
  const booking = outcomes.find((outcome) => outcome.name === 'booking')?.result;
  if (booking) {
    notes.push(
      `Bookings: ${formatCount(booking.served)} created, ${formatCount(booking.refused)} refused SOLD_OUT, ${formatCount(booking.failed)} other answers; they stay in the database (re-seed to start again from the same data).`,
    );
  }
  const report: BenchReport = {
    startedAt,
    finishedAt: new Date().toISOString(),
    settings: {
      duration: options.duration,
      warmup: options.warmup,
      connections: options.connections,
      seed: options.seed,
    },
    machine: { ...machineAtStart, postgres: sample.postgres },
    git: gitFacts(root),
    databases: {
      main: { name: databaseName(options.databaseUrl), counts: sample.counts },
      ...(options.compareDatabaseUrl && compareSample
        ? { compare: { name: databaseName(options.compareDatabaseUrl), counts: compareSample.counts } }
        : {}),
    },
    scenarios: outcomes,
    ratios: computeRatios(outcomes, {
      main: sample.counts.bookings,
      compare: compareSample?.counts.bookings,
    }),
    notes,
  };
  const record =
    options.record ||
    (options.duration >= recordSettings.duration &&
      options.connections === recordSettings.connections &&
      !options.scenarios);
  const written = writeReport(root, report, record);
  progress.line(`results: ${written.join(', ')}`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  if (error instanceof Error && /^--|DATABASE_URL/.test(error.message)) process.stderr.write(`${runUsage}\n`);
  process.exit(1);
});
