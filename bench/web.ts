// npm run bench:web -- [--runs 3] [--pages home,results,hotel,login,frontDesk]
// Serves the production build on a throw-away database with the demo
// catalogue, runs Lighthouse on the public pages and on the demo front desk
// member's front desk, signed in, and writes bench/results.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './run/build';
import type { RunningServer } from './run/servers';
import { freePort } from './shared/free-port';
import { createProgress } from './shared/log';
import { gitFacts, hostFacts, loadAverage } from './shared/machine';
import { startAppServer } from './web/app-server';
import { type RunFigures, runFigures } from './web/figures';
import { auditPage } from './web/lighthouse';
import { parseWebOptions, webUsage } from './web/options';
import { measuredPages, pageTargets } from './web/pages';
import { type PageOutcome, summaryTable, type WebReport, writeWebReport } from './web/report';
import { summarise } from './web/summary';

const root = fileURLToPath(new URL('..', import.meta.url));

async function main() {
  const options = parseWebOptions(process.argv.slice(2));
  const progress = createProgress('bench:web');
  const startedAt = new Date().toISOString();
  const host = hostFacts();
  if (!options.skipBuild) buildApp(root);

  const workDir = mkdtempSync(join(tmpdir(), 'madabook-web-bench-'));
  let server: RunningServer | undefined;
  const stop = () => server?.stop() ?? Promise.resolve();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void stop().finally(() => process.exit(130)));
  }
  const pages: PageOutcome[] = [];
  const versions = { lighthouse: '', browser: '' };
  try {
    server = await startAppServer(root, workDir, options.port ?? (await freePort()));
    progress.line(`app ready on ${server.url} with the demo catalogue (log: ${server.logFile})`);
    const measured = await measuredPages(server.url, readFileSync(server.logFile, 'utf8'), options.pages);
    for (const name of options.pages) {
      const page = measured[name];
      if (!page) throw new Error(`No address for the ${name} page`);
      const runs: RunFigures[] = [];
      for (let run = 1; run <= options.runs; run++) {
        const { lhr, html } = await auditPage(
          `${server.url}${page.path}`,
          options.chromePath,
          (error) => progress.line(`${name} run ${run}: ${error.message}; once more`),
          page.cookies,
        );
        writeFileSync(join(workDir, `${name}-${run}.html`), html);
        versions.lighthouse = lhr.lighthouseVersion;
        versions.browser =
          lhr.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? 'Chromium';
        const figures = runFigures(lhr);
        runs.push(figures);
        const { performance, lcpMs, cls } = figures.figures;
        progress.line(
          `${name} run ${run}/${options.runs}: performance ${performance}, LCP ${(lcpMs / 1000).toFixed(1)} s, CLS ${cls.toFixed(3)}`,
        );
      }
      pages.push({ name, path: page.path, runs, ...summarise(runs, pageTargets[name]) });
    }
  } finally {
    await stop();
  }
  progress.line(`Lighthouse reports: ${workDir}/<page>-<run>.html`);

  const report: WebReport = {
    startedAt,
    finishedAt: new Date().toISOString(),
    settings: {
      runs: options.runs,
      ...versions,
      emulation: 'mobile emulation, simulated throttling (Lighthouse defaults)',
    },
    machine: { ...host, loadAverageAtEnd: loadAverage() },
    git: gitFacts(root),
    pages,
  };
  const written = writeWebReport(root, report, options.record);
  process.stdout.write(`\n${summaryTable(pages).join('\n')}\n\n`);
  progress.line(
    `load average ${host.loadAverageAtStart.join(' / ')} at the start, ${report.machine.loadAverageAtEnd.join(' / ')} at the end on ${host.cpus} CPU`,
  );
  progress.line(`results: ${written.join(', ')}`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench:web failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  if (error instanceof Error && error.message.startsWith('--')) process.stderr.write(`${webUsage}\n`);
  process.exit(1);
});
