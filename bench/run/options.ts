import { parseArgs } from 'node:util';

export const runUsage = `Usage: npm run bench -- [options]   (DATABASE_URL: a PostgreSQL database filled by npm run bench:seed)
  --duration S            seconds measured per scenario                    default 20
  --warmup S              seconds of warm-up before each, not measured     default 3
  --connections N         concurrent connections                           default 50
  --scenarios a,b         only these (health, search, raw-search, availability, raw-availability,
                          get-session, booking, compare-search)            default all
  --compare-database URL  also search a second seeded database (e.g. 100,000 bookings against
                          1,000,000): the history-independence ratio
  --port N                first of the three loopback ports used           default 3900
  --skip-build            use the built server as it is
  --record                write bench/results/latest.{json,md} even for a short run
  --seed N                seed of the requests' random choices             default 261`;

/** What every load benchmark (bench, bench:memory) is told. */
export interface LoadOptions {
  duration: number;
  warmup: number;
  connections: number;
  scenarios: string[] | undefined;
  port: number;
  skipBuild: boolean;
  record: boolean;
  seed: number;
}

export interface RunOptions extends LoadOptions {
  databaseUrl: string;
  compareDatabaseUrl: string | undefined;
}

/** What the committed figures are measured with; a shorter run does not replace them unless --record. */
export const recordSettings = { duration: 20, connections: 50 } as const;

export function wholeNumber(
  name: string,
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
) {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new Error(`--${name} expects a whole number from ${min} to ${max} (got "${value}")`);
  }
  return number;
}

function postgresUrl(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const url = new URL(value);
  if (!/^postgres(ql)?:$/.test(url.protocol))
    throw new Error(`${name} must be a postgres:// URL (got "${value}")`);
  // The benchmark stays on this machine: loopback only.
  if (!['127.0.0.1', 'localhost', '[::1]', ''].includes(url.hostname)) {
    throw new Error(`${name} must point at a loopback address (got ${url.hostname})`);
  }
  return value;
}

/** The command line options of `LoadOptions`, for parseArgs, beside a benchmark's own. */
const loadArguments = {
  duration: { type: 'string' },
  warmup: { type: 'string' },
  connections: { type: 'string' },
  scenarios: { type: 'string' },
  port: { type: 'string' },
  'skip-build': { type: 'boolean', default: false },
  record: { type: 'boolean', default: false },
  seed: { type: 'string' },
  help: { type: 'boolean', default: false },
} as const;

type LoadValues = {
  [name in keyof typeof loadArguments]?: (typeof loadArguments)[name]['type'] extends 'boolean'
    ? boolean
    : string;
};

/**
 * Parses a load benchmark's command line: the `LoadOptions` (with these
 * defaults) and the benchmark's own options named in `extra`, left as text.
 * `--help` prints `usage` and exits.
 */
export function parseLoadArguments(
  argv: string[],
  usage: string,
  defaults: { duration: number; connections: number; port: number },
  extra: readonly string[],
) {
  const own = Object.fromEntries(extra.map((name) => [name, { type: 'string' as const }]));
  const parsed = parseArgs({ args: argv, options: { ...loadArguments, ...own } }).values;
  const values = parsed as LoadValues;
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    process.exit(0);
  }
  const options: LoadOptions = {
    duration: wholeNumber('duration', values.duration, defaults.duration, 1, 600),
    warmup: wholeNumber('warmup', values.warmup, 3, 0, 60),
    connections: wholeNumber('connections', values.connections, defaults.connections, 1, 1000),
    scenarios: values.scenarios
      ?.split(',')
      .map((name) => name.trim())
      .filter(Boolean),
    port: wholeNumber('port', values.port, defaults.port, 1024, 65_000),
    skipBuild: values['skip-build'] ?? false,
    record: values.record ?? false,
    seed: wholeNumber('seed', values.seed, 261, 0, 2 ** 32 - 1),
  };
  return { options, extra: parsed as unknown as Record<string, string | undefined> };
}

export function parseRunOptions(argv: string[], env = process.env): RunOptions {
  const { options, extra } = parseLoadArguments(argv, runUsage, { ...recordSettings, port: 3900 }, [
    'compare-database',
  ]);
  const databaseUrl = postgresUrl('DATABASE_URL', env.DATABASE_URL);
  if (!databaseUrl)
    throw new Error('DATABASE_URL must name the seeded PostgreSQL database (npm run bench:seed)');
  return {
    ...options,
    databaseUrl,
    compareDatabaseUrl: postgresUrl('--compare-database', extra['compare-database']),
  };
}
