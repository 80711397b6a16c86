import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Writes a benchmark's results under bench/results, each file name starting with `prefix`.
 * Every run: `<prefix><timestamp>.local.json` (git-ignored). A run of record also
 * replaces the committed `<prefix>latest.json` and `<prefix>latest.md`; any other
 * writes `<prefix><timestamp>.local.md` instead.
 */
export function writeResults(
  root: string,
  results: { prefix: string; startedAt: string; report: unknown; markdown: string; record: boolean },
): string[] {
  const directory = join(root, 'bench/results');
  mkdirSync(directory, { recursive: true });
  const stamp = results.startedAt.replace(/[:.]/g, '-');
  const file = (name: string) => join(directory, `${results.prefix}${name}`);
  const json = `${JSON.stringify(results.report, null, 2)}\n`;
  const local = file(`${stamp}.local.json`);
  writeFileSync(local, json);
  if (!results.record) {
    const markdown = file(`${stamp}.local.md`);
    writeFileSync(markdown, results.markdown);
    return [local, markdown];
  }
  const latest = [file('latest.json'), file('latest.md')];
  writeFileSync(latest[0] as string, json);
  writeFileSync(latest[1] as string, results.markdown);
  // Committed: formatted the way `npm run lint` (Biome) wants it.
  spawnSync(join(root, 'node_modules/.bin/biome'), ['format', '--write', ...latest], {
    cwd: root,
    stdio: 'ignore',
  });
  return [local, ...latest];
}
