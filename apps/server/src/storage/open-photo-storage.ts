import type { PhotoStorageConfig } from '../config';
import { localDiskPhotoStorage } from './local-disk-photo-storage';
import type { PhotoStorage } from './photo-storage';
import { s3PhotoStorage } from './s3-photo-storage';

/** The photo store the configuration names: a bucket when S3 is configured, else the local disk. */
export function openPhotoStorage(config: PhotoStorageConfig): PhotoStorage {
  return config.kind === 's3' ? s3PhotoStorage(config) : localDiskPhotoStorage(config.dir);
}
