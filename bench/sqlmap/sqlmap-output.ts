/** What one sqlmap run said about its target, read from its console output. */
export interface SqlmapFindings {
  /** Parameters sqlmap tested and found not injectable, as it names them (`GET city`, `URI #1*`…). */
  notInjectable: string[];
  /** Injection points it identified: `Parameter: city (GET)` with the types and payloads under it. */
  injections: string[];
  /** The HTTP statuses it met, with how often (`400 (Bad Request)` → 589). */
  httpErrors: Record<string, number>;
  /** Its [CRITICAL] and [ERROR] lines but the usual closing one: a run that did not test what it should. */
  problems: string[];
}

const noInjectionFound = /all tested parameters do not appear to be injectable/;

/** Reads sqlmap's console output (run with --disable-coloring). */
export function parseSqlmapOutput(output: string): SqlmapFindings {
  const lines = output.split(/\r?\n/);
  const notInjectable = lines.flatMap((line) => {
    const match = line.match(/\] (?:\(custom\) )?(\w+) parameter '([^']+)' does not seem to be injectable/);
    return match ? [`${match[1]} ${match[2]}`] : [];
  });
  const injections: string[] = [];
  const start = lines.findIndex((line) => /identified the following injection point/.test(line));
  if (start >= 0) {
    for (const line of lines.slice(start + 1)) {
      if (/^\[\d{2}:\d{2}:\d{2}\]/.test(line)) break;
      if (/^\s*(Parameter|Type|Payload):/.test(line)) injections.push(line.trim());
    }
  }
  const httpErrors: Record<string, number> = {};
  const codesAt = lines.findIndex((line) => /HTTP error codes detected during run/.test(line));
  for (const match of (lines[codesAt + 1] ?? '').matchAll(/(\d{3} \([^)]*\)) - (\d+) times/g)) {
    httpErrors[match[1] as string] = Number(match[2]);
  }
  const problems = lines
    .filter((line) => /\[(CRITICAL|ERROR)\]/.test(line) && !noInjectionFound.test(line))
    .map((line) => line.replace(/^\[[\d:]+\] /, ''));
  return { notInjectable, injections, httpErrors, problems };
}

/** Rows of sqlmap's CSV of results (`results-*.csv`) beyond its header: each one an injection found. */
export const csvInjections = (csv: string) =>
  csv
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== '');
