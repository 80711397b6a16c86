#!/usr/bin/env node
// The home page's initial JavaScript in the built web app (apps/web/dist): its entry and everything the
// entry imports statically, at most 170 kB as a phone downloads it (brotli) in at most 15 requests, and
// nothing of the back office. Prints the figures; exits with 1 over budget. `npm test` runs it after building the web app.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { homeBudget, judge, report } from './web-budget/budget.mjs';
import { measureInitialScripts } from './web-budget/measure.mjs';

const web = fileURLToPath(new URL('../apps/web/', import.meta.url));
const chunks = measureInitialScripts(join(web, 'dist'), join(web, 'src/locales'));
const verdict = judge(chunks, homeBudget);
console.log(`The home page's initial JavaScript:\n${report(chunks, verdict, homeBudget)}`);
if (verdict.failures.length > 0) process.exit(1);
