import { expect, it } from 'vitest';
import { newStorageKey, type PhotoStorage } from '../storage/photo-storage';

/** What every photo store must do, whatever keeps the bytes. */
export function photoStorageSuite(storage: () => PhotoStorage) {
  it('keeps each rendition of a key, with its size, until the key is removed', async () => {
    const store = storage();
    const key = newStorageKey();
    await store.put(key, 'thumb', new Uint8Array([1, 2, 3]));
    await store.put(key, 'large', new Uint8Array([4]));
    expect([...((await store.read(key, 'thumb')) ?? [])]).toEqual([1, 2, 3]);
    expect(await store.sizeOf(key, 'thumb')).toBe(3);
    expect(await store.sizeOf(key, 'large')).toBe(1);
    expect(await store.read(key, 'card')).toBeUndefined();
    expect(await store.sizeOf(key, 'card')).toBeUndefined();

    await store.remove(key);
    expect(await store.read(key, 'thumb')).toBeUndefined();
    expect(await store.sizeOf(key, 'large')).toBeUndefined();
    await store.remove(key);
  });

  it('leaves the other keys alone', async () => {
    const store = storage();
    const [kept, removed] = [newStorageKey(), newStorageKey()];
    await store.put(kept, 'card', new Uint8Array([7]));
    await store.put(removed, 'card', new Uint8Array([8]));
    await store.remove(removed);
    expect([...((await store.read(kept, 'card')) ?? [])]).toEqual([7]);
  });

  it('reads nothing and writes nothing for a key it never made', async () => {
    const store = storage();
    for (const key of ['../../etc/passwd', '..', `${newStorageKey()}/x`, 'A'.repeat(32)]) {
      expect(await store.read(key, 'thumb')).toBeUndefined();
      expect(await store.sizeOf(key, 'thumb')).toBeUndefined();
      await expect(store.put(key, 'thumb', new Uint8Array([1]))).rejects.toThrow(/not a photo storage key/);
      await expect(store.remove(key)).rejects.toThrow(/not a photo storage key/);
    }
  });
}
