#!/usr/bin/env node
// The home page's initial JavaScript in the built web app (apps/web/dist): its entry and everything the
// entry imports statically, at most 170 kB as a phone downloads it (brotli) in at most 15 requests, and
// nothing of the back office; and what the partners' front desk runs before it shows. Prints the figures; exits with 1 over budget. `npm test` runs it after building the web app.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { frontDeskBudget, frontDeskRoutes, homeBudget, judge, report } from './web-budget/budget.mjs';
import { measureInitialScripts, measureRenderedPage } from './web-budget/measure.mjs';

const web = fileURLToPath(new URL('../apps/web/', import.meta.url));
const dist = join(web, 'dist');
const locales = join(web, 'src/locales');
const pages = [
  {
    title: "The home page's initial JavaScript",
    chunks: measureInitialScripts(dist, locales),
    budget: homeBudget,
  },
  {
    title: 'The front desk page before it shows (a partner on a phone)',
    chunks: measureRenderedPage(dist, locales, frontDeskRoutes),
    budget: frontDeskBudget,
  },
];
let failed = false;
for (const { title, chunks, budget } of pages) {
  const verdict = judge(chunks, budget);
  console.log(`${title}:\n${report(chunks, verdict, budget)}\n`);
  failed ||= verdict.failures.length > 0;
}
if (failed) process.exit(1);
