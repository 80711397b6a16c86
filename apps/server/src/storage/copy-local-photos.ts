import { readFile, stat } from 'node:fs/promises';
import { type LocalPhotoFile, localPhotoFiles } from './local-disk-photo-storage';
import type { PhotoStorage } from './photo-storage';

export interface PhotoCopyReport {
  /** Renditions written to the target. */
  copied: number;
  /** Renditions the target already held with the same size, left as they were. */
  alreadyThere: number;
  /** Renditions the target held with another size (a copy cut short), written again. */
  replaced: number;
  /** Distinct photos (storage keys) seen on the disk. */
  photos: number;
}

type Outcome = Exclude<keyof PhotoCopyReport, 'photos'>;

/** Copies one rendition unless the target holds it with the same size, then checks the size it stored. */
async function copyOne(file: LocalPhotoFile, target: PhotoStorage): Promise<Outcome> {
  const { size } = await stat(file.path);
  const before = await target.sizeOf(file.key, file.rendition);
  if (before === size) return 'alreadyThere';
  await target.put(file.key, file.rendition, await readFile(file.path));
  const after = await target.sizeOf(file.key, file.rendition);
  if (after !== size) {
    throw new Error(
      `${file.path}: ${target.description} holds ${after ?? 'no'} bytes after the copy instead of ${size}`,
    );
  }
  return before === undefined ? 'copied' : 'replaced';
}

/**
 * Copies every photo rendition kept on the local disk under `root` to `target`,
 * a few at a time. Run it again after a failure: what already arrived is skipped.
 */
export async function copyLocalPhotos(
  root: string,
  target: PhotoStorage,
  concurrency = 4,
): Promise<PhotoCopyReport> {
  const report: PhotoCopyReport = { copied: 0, alreadyThere: 0, replaced: 0, photos: 0 };
  const keys = new Set<string>();
  const files = localPhotoFiles(root);
  const worker = async () => {
    for await (const file of files) {
      keys.add(file.key);
      report[await copyOne(file, target)] += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  report.photos = keys.size;
  return report;
}
