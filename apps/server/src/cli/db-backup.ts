import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDatabase } from '@madabook/db';
import { defaultBackupPath } from '../backup/backup-format';
import { createBackup } from '../backup/create-backup';
import { loadConfig } from '../config';
import { createLogger } from '../lib/logger';
import { createAuditService } from '../modules/audit/audit.service';
import { createPhotoService } from '../modules/photos/photos.service';
import { openPhotoStorage } from '../storage/open-photo-storage';
import { CommandError, parseOptions, runCommand } from './command';
import { formatBytes, formatCount } from './formatting';

const usage =
  'Usage: npm run db:backup [-- --output <file.tar.gz>]   (default: DATA_DIR/backups/madabook-<UTC time>.tar.gz)';

runCommand(async () => {
  const { values } = parseOptions(usage, { output: { type: 'string' } });
  const config = loadConfig();
  const path = resolve(values.output ?? defaultBackupPath(config.dataDir, new Date()));
  if (config.database.kind === 'pglite' && !existsSync(join(config.database.dataDir, 'PG_VERSION'))) {
    throw new CommandError(
      `There is no embedded database in ${config.database.dataDir}: set DATA_DIR (or DATABASE_URL) as the server has it.`,
    );
  }
  const database = await openDatabase(config.database);
  try {
    const storage = openPhotoStorage(config.photos);
    const logger = createLogger({ level: 'warn', pretty: false });
    const photos = createPhotoService({
      db: database.db,
      audit: createAuditService(database.db),
      storage,
      logger,
    });
    const summary = await createBackup({ database, storage, photoKeys: photos.storageKeysInUse }, path);
    process.stdout.write(
      `Backup written to ${summary.path} (${formatBytes(summary.bytes)}): ${summary.tables} tables, ` +
        `${formatCount(summary.rows)} rows, ${formatCount(summary.photoFiles)} photo files.\n`,
    );
    if (summary.missingPhotoFiles > 0) {
      process.stderr.write(
        `Warning: ${summary.missingPhotoFiles} photo files the database points to were missing from ${storage.description}.\n`,
      );
    }
  } finally {
    await database.close();
  }
});
