import { parseArgs } from 'node:util';

export const targetNames = ['search', 'admin-hotels', 'hotel-by-slug', 'sign-in'] as const;

export const sqlmapUsage = `Usage: npm run bench:sqlmap -- [options]   (Debian's sqlmap at SQLMAP, else on PATH)
  --targets a,b      only these (${targetNames.join(', ')})   default all
  --max-minutes N    stop sqlmap on one target after N minutes               default 10
  --port N           the server's loopback port                              default a free one
  --skip-build       use the built server as it is`;

export interface SqlmapOptions {
  targets: string[];
  maxMinutes: number;
  port: number | undefined;
  skipBuild: boolean;
  /** A run of every target replaces the committed sqlmap-latest files. */
  record: boolean;
  sqlmap: string;
}

export function parseSqlmapOptions(argv: string[], env = process.env): SqlmapOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      targets: { type: 'string' },
      'max-minutes': { type: 'string' },
      port: { type: 'string' },
      'skip-build': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${sqlmapUsage}\n`);
    process.exit(0);
  }
  const targets = values.targets?.split(',').map((name) => name.trim()) ?? [...targetNames];
  const unknown = targets.filter((name) => !(targetNames as readonly string[]).includes(name));
  if (unknown.length > 0 || targets.length === 0) {
    throw new Error(`--targets takes some of ${targetNames.join(', ')} (got "${values.targets}")`);
  }
  const maxMinutes = Number(values['max-minutes'] ?? 10);
  const port = values.port === undefined ? undefined : Number(values.port);
  if (!(maxMinutes > 0 && maxMinutes <= 120)) throw new Error('--max-minutes expects 1 to 120');
  if (port !== undefined && !(Number.isInteger(port) && port >= 1024 && port <= 65_000)) {
    throw new Error('--port expects a whole number from 1024 to 65000');
  }
  return {
    targets,
    maxMinutes,
    port,
    skipBuild: values['skip-build'] ?? false,
    record: targets.length === targetNames.length,
    sqlmap: env.SQLMAP || 'sqlmap',
  };
}
