import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryCaches } from '@/test/memory-caches';
import { offlineCaches, ownerEntryPath } from './offline-cache';
import { forgetOfflineCopies, keepOfflineCopiesFor } from './offline-copies';

let storage: MemoryCaches;
const ownerKey = () => new URL(ownerEntryPath, window.location.origin).href;
const trips = () => `${window.location.origin}/api/bookings/mine`;

async function ownerOf(): Promise<string | undefined> {
  return storage.stores.get(offlineCaches.personal)?.get(ownerKey())?.clone().text();
}

beforeEach(() => {
  storage = new MemoryCaches();
  vi.stubGlobal('caches', storage);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('keepOfflineCopiesFor', () => {
  it('names the signed-in user as the owner of the copies to come', async () => {
    await keepOfflineCopiesFor('u1');
    expect(await ownerOf()).toBe('u1');
  });

  it("keeps the same user's copies", async () => {
    await keepOfflineCopiesFor('u1');
    await (await storage.open(offlineCaches.personal)).put(trips(), new Response('[]'));
    await keepOfflineCopiesFor('u1');
    expect(storage.stores.get(offlineCaches.personal)?.has(trips())).toBe(true);
  });

  it("deletes another user's copies before naming the new one", async () => {
    await keepOfflineCopiesFor('u1');
    await (await storage.open(offlineCaches.personal)).put(trips(), new Response('[]'));
    await keepOfflineCopiesFor('u2');
    expect(storage.stores.get(offlineCaches.personal)?.has(trips())).toBe(false);
    expect(await ownerOf()).toBe('u2');
  });

  it('deletes copies that name no owner (kept after a sign-out)', async () => {
    await (await storage.open(offlineCaches.personal)).put(trips(), new Response('[]'));
    await keepOfflineCopiesFor('u1');
    expect(storage.stores.get(offlineCaches.personal)?.has(trips())).toBe(false);
    expect(await ownerOf()).toBe('u1');
  });

  it('deletes every copy when nobody is signed in, and keeps no cache for nobody', async () => {
    await keepOfflineCopiesFor('u1');
    await keepOfflineCopiesFor(null);
    expect(await storage.keys()).toEqual([]);
    await keepOfflineCopiesFor(null);
    expect(await storage.keys()).toEqual([]);
  });

  it('does nothing without Cache Storage, and never throws', async () => {
    vi.stubGlobal('caches', undefined);
    await expect(keepOfflineCopiesFor('u1')).resolves.toBeUndefined();
    vi.stubGlobal('caches', {
      has: () => Promise.reject(new Error('SecurityError')),
      keys: () => Promise.reject(new Error('SecurityError')),
    });
    await expect(keepOfflineCopiesFor('u1')).resolves.toBeUndefined();
    await expect(forgetOfflineCopies()).resolves.toBeUndefined();
  });
});

describe('forgetOfflineCopies', () => {
  it('deletes the personal copies, of this version and older ones, and keeps the files', async () => {
    await keepOfflineCopiesFor('u1');
    await storage.open('madabook-offline-personal-v0');
    await storage.open(offlineCaches.files);
    await storage.open('another-app');
    await forgetOfflineCopies();
    expect(await storage.keys()).toEqual([offlineCaches.files, 'another-app']);
  });
});
