import { resolve } from 'node:path';
import { loadConfig, localPhotoDir } from '../config';
import { copyLocalPhotos } from '../storage/copy-local-photos';
import { s3PhotoStorage } from '../storage/s3-photo-storage';
import { CommandError, parseOptions, runCommand } from './command';

const usage = 'Usage: npm run photos:to-s3 [-- --from <folder>]   (default: the photos folder of DATA_DIR)';

runCommand(async () => {
  const { values } = parseOptions(usage, { from: { type: 'string' } });
  const config = loadConfig();
  if (config.photos.kind !== 's3') {
    throw new CommandError(
      'Set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY to the bucket to copy the photos to.',
    );
  }
  const from = values.from ? resolve(values.from) : localPhotoDir(config.dataDir);
  const target = s3PhotoStorage(config.photos);
  const report = await copyLocalPhotos(from, target);
  process.stdout.write(
    `${report.photos} photos (${report.copied + report.alreadyThere + report.replaced} files) from ${from} ` +
      `to ${target.description}: ${report.copied} copied, ${report.alreadyThere} already there, ` +
      `${report.replaced} copied again (their size differed).\n`,
  );
});
