import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { openDatabase } from '@madabook/db';
import { restoreBackup } from '../backup/restore-backup';
import { loadConfig } from '../config';
import { openPhotoStorage } from '../storage/open-photo-storage';
import { CommandError, parseOptions, runCommand } from './command';
import { describeDatabase, formatCount } from './formatting';

const usage =
  'Usage: npm run db:restore -- <backup.tar.gz> [--force]   (--force replaces a database that holds rows)';

runCommand(async () => {
  const { values, positionals } = parseOptions(usage, { force: { type: 'boolean', default: false } }, true);
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) throw new CommandError(usage);
  const path = resolve(file);
  if (!existsSync(path)) throw new CommandError(`${path} does not exist.`);
  const config = loadConfig();
  const description = describeDatabase(config.database);
  // Named apart from the servers' connections, which the restore looks for to refuse while they run.
  const database = await openDatabase(
    config.database.kind === 'postgres'
      ? { ...config.database, applicationName: 'madabook-restore' }
      : config.database,
  );
  try {
    const storage = openPhotoStorage(config.photos);
    const summary = await restoreBackup({ database, storage, description }, path, { force: values.force });
    const { createdAt, source } = summary.manifest;
    const migrated =
      summary.migrations.from === summary.migrations.to
        ? `schema at migration ${summary.migrations.to}`
        : `schema migrated from migration ${summary.migrations.from} to ${summary.migrations.to}`;
    if (summary.undidInterrupted) {
      process.stdout.write(
        'An interrupted restore was undone first: the database was put back as it was before it.\n',
      );
    }
    process.stdout.write(
      `Restored ${path} (made ${createdAt} on ${source.version.split(' on ')[0]}) into ${description}: ` +
        `${formatCount(summary.rows)} rows, ${formatCount(summary.photoFiles)} photo files into ${storage.description}; ${migrated}.\n`,
    );
  } finally {
    await database.close();
  }
});
