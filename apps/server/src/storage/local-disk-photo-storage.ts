import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type PhotoRendition, photoRenditions } from '@madabook/contracts';
import { isStorageKey, type PhotoStorage } from './photo-storage';

const isMissingFile = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

async function orUndefinedWhenMissing<Value>(read: () => Promise<Value>): Promise<Value | undefined> {
  try {
    return await read();
  } catch (error) {
    if (isMissingFile(error)) return undefined;
    throw error;
  }
}

const fileNameOf = (rendition: PhotoRendition) => `${rendition}.webp`;

/**
 * Photos under `root/<first two characters of the key>/<key>/<rendition>.webp`:
 * the prefix keeps any one folder small.
 */
export function localDiskPhotoStorage(root: string): PhotoStorage {
  const folderOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`not a photo storage key: ${key}`);
    return join(root, key.slice(0, 2), key);
  };
  const pathOf = (key: string, rendition: PhotoRendition) => join(folderOf(key), fileNameOf(rendition));

  return {
    description: root,

    async put(key, rendition, bytes) {
      await mkdir(folderOf(key), { recursive: true });
      await writeFile(pathOf(key, rendition), bytes);
    },

    async read(key, rendition) {
      if (!isStorageKey(key)) return undefined;
      return orUndefinedWhenMissing(() => readFile(pathOf(key, rendition)));
    },

    async sizeOf(key, rendition) {
      if (!isStorageKey(key)) return undefined;
      return (await orUndefinedWhenMissing(() => stat(pathOf(key, rendition))))?.size;
    },

    async remove(key) {
      await rm(folderOf(key), { recursive: true, force: true });
    },
  };
}

/** One stored rendition file found on disk. */
export interface LocalPhotoFile {
  key: string;
  rendition: PhotoRendition;
  path: string;
}

/** Every rendition file under `root` laid out as `localDiskPhotoStorage` writes them; anything else is skipped. */
export async function* localPhotoFiles(root: string): AsyncGenerator<LocalPhotoFile> {
  const prefixes = (await orUndefinedWhenMissing(() => readdir(root))) ?? [];
  for (const prefix of prefixes.filter((name) => /^[0-9a-f]{2}$/.test(name)).sort()) {
    const keys = (await orUndefinedWhenMissing(() => readdir(join(root, prefix)))) ?? [];
    for (const key of keys.sort()) {
      if (!isStorageKey(key) || key.slice(0, 2) !== prefix) continue;
      for (const rendition of photoRenditions) {
        const path = join(root, prefix, key, fileNameOf(rendition));
        const found = await orUndefinedWhenMissing(() => stat(path));
        if (found?.isFile()) yield { key, rendition, path };
      }
    }
  }
}
