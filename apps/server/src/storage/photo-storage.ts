import { randomBytes } from 'node:crypto';
import type { PhotoRendition } from '@madabook/contracts';

/**
 * Where photo renditions live. Keys are random and a key's content never
 * changes, so any store that can put, read and remove bytes will do (local
 * disk now, an S3-compatible bucket later).
 */
export interface PhotoStorage {
  put(key: string, rendition: PhotoRendition, bytes: Uint8Array): Promise<void>;
  /** The stored bytes, or undefined when there are none. */
  read(key: string, rendition: PhotoRendition): Promise<Uint8Array<ArrayBuffer> | undefined>;
  /** Removes every rendition of the key; a missing key is not an error. */
  remove(key: string): Promise<void>;
}

const storageKeyPattern = /^[0-9a-f]{32}$/;

export const newStorageKey = () => randomBytes(16).toString('hex');

/** Keys come from URLs too: only the shape `newStorageKey` makes may reach a store. */
export const isStorageKey = (key: string) => storageKeyPattern.test(key);
