import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type PageName, pageNames } from './pages';

export const webUsage = `Usage: npm run bench:web -- [options]   (Chromium at CHROME_PATH, else /usr/bin/chromium)
  --runs N         Lighthouse runs per page, the median reported          default 3
  --pages a,b      only these (${pageNames.join(', ')})      default all
  --port N         the server's loopback port                             default a free one
  --skip-build     use the built app as it is
  --record         write bench/results/web-latest.{json,md} even for a shorter run`;

export interface WebOptions {
  runs: number;
  pages: PageName[];
  port: number | undefined;
  skipBuild: boolean;
  /** Replace the committed web-latest files: a full run (every page, at least 3 runs) or --record. */
  record: boolean;
  chromePath: string;
}

const isPageName = (name: string): name is PageName => (pageNames as readonly string[]).includes(name);

function wholeNumber(name: string, value: string | undefined, min: number, max: number) {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new Error(`--${name} expects a whole number from ${min} to ${max} (got "${value}")`);
  }
  return number;
}

function pagesOf(value: string | undefined): PageName[] {
  if (value === undefined) return [...pageNames];
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !isPageName(name));
  if (unknown.length > 0 || names.length === 0)
    throw new Error(`--pages takes some of ${pageNames.join(', ')} (got "${value}")`);
  return pageNames.filter((name) => names.includes(name));
}

export function parseWebOptions(argv: string[], env = process.env): WebOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: 'string' },
      pages: { type: 'string' },
      port: { type: 'string' },
      'skip-build': { type: 'boolean', default: false },
      record: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${webUsage}\n`);
    process.exit(0);
  }
  const chromePath = env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath}: set CHROME_PATH`);
  const runs = wholeNumber('runs', values.runs, 1, 20) ?? 3;
  const pages = pagesOf(values.pages);
  return {
    runs,
    pages,
    port: wholeNumber('port', values.port, 1024, 65_000),
    skipBuild: values['skip-build'] ?? false,
    record: (values.record ?? false) || (runs >= 3 && pages.length === pageNames.length),
    chromePath,
  };
}
