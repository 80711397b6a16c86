import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { csvInjections, parseSqlmapOutput, type SqlmapFindings } from './sqlmap-output';
import type { SqlmapTarget } from './targets';

/** The attack every target gets: the level and risk, four techniques, a bounded wait per request. */
export const sqlmapSettings = {
  level: 2,
  risk: 1,
  techniques: 'BEUT',
  timeSec: 2,
} as const;

export interface TargetOutcome extends SqlmapFindings {
  name: string;
  request: string;
  parameters: string[];
  /** HTTP requests sqlmap sent (counted in its traffic file). */
  requests: number;
  durationSeconds: number;
  exitCode: number | null;
  timedOut: boolean;
}

/** Runs sqlmap on one target in batch mode, its files under `workDir`, stopped after `maxMinutes`. */
export async function runSqlmap(
  sqlmap: string,
  target: SqlmapTarget,
  workDir: string,
  maxMinutes: number,
): Promise<TargetOutcome> {
  const outputDir = join(workDir, target.name);
  mkdirSync(outputDir, { recursive: true });
  const traffic = join(outputDir, 'traffic.txt');
  const args = [
    ...target.args,
    '--batch',
    `--level=${sqlmapSettings.level}`,
    `--risk=${sqlmapSettings.risk}`,
    `--technique=${sqlmapSettings.techniques}`,
    `--time-sec=${sqlmapSettings.timeSec}`,
    '--timeout=15',
    '--retries=1',
    '--flush-session',
    '--disable-coloring',
    `--output-dir=${outputDir}`,
    '-t',
    traffic,
  ];
  const started = performance.now();
  const child = spawn(sqlmap, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGTERM');
  }, maxMinutes * 60_000);
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code));
  });
  clearTimeout(timer);
  writeFileSync(join(outputDir, 'console.txt'), output);
  const findings = parseSqlmapOutput(output);
  const csvFiles = readdirSync(outputDir).filter((file) => /^results-.*\.csv$/.test(file));
  const csvRows = csvFiles.flatMap((file) => csvInjections(readFileSync(join(outputDir, file), 'utf8')));
  const requests = existsSync(traffic)
    ? (readFileSync(traffic, 'utf8').match(/^HTTP request \[#\d+\]/gm) ?? []).length
    : 0;
  return {
    name: target.name,
    request: target.request,
    parameters: target.parameters,
    ...findings,
    injections: [...findings.injections, ...csvRows.map((row) => `results CSV: ${row}`)],
    problems: [...findings.problems, ...(timedOut ? [`stopped after ${maxMinutes} minutes`] : [])],
    requests,
    durationSeconds: Math.round((performance.now() - started) / 100) / 10,
    exitCode,
    timedOut,
  };
}
