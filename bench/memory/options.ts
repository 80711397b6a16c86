import { type LoadOptions, parseLoadArguments, wholeNumber } from '../run/options';

export const memoryUsage = `Usage: npm run bench:memory -- [options]
Database: DATABASE_URL (PostgreSQL), else the embedded PGlite under DATA_DIR, filled by npm run bench:seed.
  --rounds N              times the API scenarios run against the same server        default 3
  --duration S            seconds of load per scenario and round                     default 10
  --warmup S              seconds of each scenario before the first round            default 3
  --connections N         concurrent connections                                     default 50
  --settle S              idle seconds before each reading between rounds            default 5
  --max-growth P          the ceiling, in %, on the RSS growth from the next-to-last
                          round to the last (the run fails above it)                 default 5
  --scenarios a,b         only these (health, search-uncached, search, availability,
                          get-session, booking, flight-search)                       default all
  --port N                the server's loopback port                                 default 3910
  --skip-build            use the built server as it is
  --record                write bench/results/memory-<engine>-latest.{json,md} for a run of other settings
  --seed N                seed of the requests' random choices                       default 261`;

export interface MemoryOptions extends LoadOptions {
  rounds: number;
  settle: number;
  maxGrowthPercent: number;
}

/** What the committed figures are measured with; a lighter run does not replace them unless --record. */
export const memoryRecordSettings = { rounds: 3, duration: 10, connections: 50 } as const;

export function parseMemoryOptions(argv: string[]): MemoryOptions {
  const { options, extra } = parseLoadArguments(argv, memoryUsage, { ...memoryRecordSettings, port: 3910 }, [
    'rounds',
    'settle',
    'max-growth',
  ]);
  return {
    ...options,
    rounds: wholeNumber('rounds', extra.rounds, memoryRecordSettings.rounds, 2, 20),
    settle: wholeNumber('settle', extra.settle, 5, 0, 120),
    maxGrowthPercent: wholeNumber('max-growth', extra['max-growth'], 5, 0, 100),
  };
}
