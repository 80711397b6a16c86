import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PhotoRendition } from '@madabook/contracts';
import { isStorageKey, type PhotoStorage } from './photo-storage';

const isMissingFile = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Photos under `root/<first two characters of the key>/<key>/<rendition>.webp`:
 * the prefix keeps any one folder small.
 */
export function localDiskPhotoStorage(root: string): PhotoStorage {
  const folderOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`not a photo storage key: ${key}`);
    return join(root, key.slice(0, 2), key);
  };

  return {
    async put(key, rendition, bytes) {
      const folder = folderOf(key);
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, `${rendition}.webp`), bytes);
    },

    async read(key: string, rendition: PhotoRendition) {
      if (!isStorageKey(key)) return undefined;
      try {
        return await readFile(join(folderOf(key), `${rendition}.webp`));
      } catch (error) {
        if (isMissingFile(error)) return undefined;
        throw error;
      }
    },

    async remove(key) {
      await rm(folderOf(key), { recursive: true, force: true });
    },
  };
}
