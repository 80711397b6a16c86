import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localDiskPhotoStorage } from './local-disk-photo-storage';
import { newStorageKey } from './photo-storage';

describe('localDiskPhotoStorage', () => {
  const root = mkdtempSync(join(tmpdir(), 'madabook-photos-'));
  const storage = localDiskPhotoStorage(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('keeps each rendition of a key until the key is removed', async () => {
    const key = newStorageKey();
    await storage.put(key, 'thumb', new Uint8Array([1, 2, 3]));
    await storage.put(key, 'large', new Uint8Array([4]));
    expect([...((await storage.read(key, 'thumb')) ?? [])]).toEqual([1, 2, 3]);
    expect(existsSync(join(root, key.slice(0, 2), key, 'large.webp'))).toBe(true);
    expect(await storage.read(key, 'card')).toBeUndefined();

    await storage.remove(key);
    expect(await storage.read(key, 'thumb')).toBeUndefined();
    expect(existsSync(join(root, key.slice(0, 2), key))).toBe(false);
    await storage.remove(key);
  });

  it('never reads or writes outside its folder', async () => {
    expect(await storage.read('../../etc/passwd', 'thumb')).toBeUndefined();
    await expect(storage.put('../escape', 'thumb', new Uint8Array([1]))).rejects.toThrow(
      /not a photo storage key/,
    );
    await expect(storage.remove('..')).rejects.toThrow(/not a photo storage key/);
  });
});
