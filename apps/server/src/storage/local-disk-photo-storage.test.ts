import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { photoStorageSuite } from '../test/photo-storage-suite';
import { localDiskPhotoStorage, localPhotoFiles } from './local-disk-photo-storage';
import { newStorageKey } from './photo-storage';

describe('localDiskPhotoStorage', () => {
  const root = mkdtempSync(join(tmpdir(), 'madabook-photos-'));
  const storage = localDiskPhotoStorage(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  photoStorageSuite(() => storage);

  it('keeps a key under a folder named after its first two characters', async () => {
    const key = newStorageKey();
    await storage.put(key, 'large', new Uint8Array([4]));
    expect(existsSync(join(root, key.slice(0, 2), key, 'large.webp'))).toBe(true);
    await storage.remove(key);
    expect(existsSync(join(root, key.slice(0, 2), key))).toBe(false);
  });
});

describe('localPhotoFiles', () => {
  const root = mkdtempSync(join(tmpdir(), 'madabook-photo-files-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('lists every stored rendition and nothing else', async () => {
    const storage = localDiskPhotoStorage(root);
    const [first, second] = [newStorageKey(), newStorageKey()].sort();
    await storage.put(first as string, 'thumb', new Uint8Array([1]));
    await storage.put(first as string, 'large', new Uint8Array([2]));
    await storage.put(second as string, 'card', new Uint8Array([3]));
    writeFileSync(join(root, 'notes.txt'), 'not a photo');
    mkdirSync(join(root, 'zz', 'not-a-key'), { recursive: true });
    writeFileSync(join(root, (first as string).slice(0, 2), first as string, 'original.jpg'), 'x');

    const found = [];
    for await (const file of localPhotoFiles(root)) found.push([file.key, file.rendition]);
    expect(found).toEqual([
      [first, 'thumb'],
      [first, 'large'],
      [second, 'card'],
    ]);
  });

  it('finds nothing where nothing was ever stored', async () => {
    const found = [];
    for await (const file of localPhotoFiles(join(root, 'missing'))) found.push(file);
    expect(found).toEqual([]);
  });
});
