// node bench/launch.mjs explain [--assume-large-tables]
// Prints the sequential scans of large tables in the plans of the app's search,
// availability and booking statements, on the database at DATABASE_URL (else PGlite under DATA_DIR).
import { parseArgs } from 'node:util';
import { openDatabase } from '@madabook/db';
import { loadConfig } from '../apps/server/src/config';
import { findSeqScans } from './explain/seq-scans';

const { values } = parseArgs({
  options: {
    'assume-large-tables': { type: 'boolean', default: false },
    plans: { type: 'boolean', default: false },
  },
});
const handle = await openDatabase(loadConfig().database);
try {
  const report = await findSeqScans(handle.db, { assumeLargeTables: values['assume-large-tables'] });
  process.stdout.write(`Sample: ${JSON.stringify(report.sample)}\n`);
  process.stdout.write(`Planned: ${report.plans.map((plan) => plan.query).join(', ')}\n`);
  if (values.plans) process.stdout.write(`${JSON.stringify(report.plans, null, 2)}\n`);
  if (report.seqScans.length === 0) process.stdout.write('No sequential scan of a large table.\n');
  for (const scan of report.seqScans) {
    process.stdout.write(
      `Seq Scan on ${scan.table} in ${scan.query}${scan.filter ? ` (filter: ${scan.filter})` : ''}\n`,
    );
  }
  process.exitCode = report.seqScans.length > 0 ? 1 : 0;
} finally {
  await handle.close();
}
