import { randomBytes } from 'node:crypto';
import type { PhotoRendition } from '@madabook/contracts';

/**
 * Where photo renditions live. Keys are random and a key's content never
 * changes, so any store that can put, read and remove bytes will do (the
 * local disk, an S3-compatible bucket).
 */
export interface PhotoStorage {
  /** Where the photos are, for messages: a folder or a bucket. */
  readonly description: string;
  put(key: string, rendition: PhotoRendition, bytes: Uint8Array): Promise<void>;
  /** The stored bytes, or undefined when there are none. */
  read(key: string, rendition: PhotoRendition): Promise<Uint8Array<ArrayBuffer> | undefined>;
  /** The stored size in bytes, or undefined when there is nothing: a copy checks itself with it. */
  sizeOf(key: string, rendition: PhotoRendition): Promise<number | undefined>;
  /** Removes every rendition of the key; a missing key is not an error. */
  remove(key: string): Promise<void>;
}

const storageKeyPattern = /^[0-9a-f]{32}$/;

export const newStorageKey = () => randomBytes(16).toString('hex');

/** Keys come from URLs too: only the shape `newStorageKey` makes may reach a store. */
export const isStorageKey = (key: string) => storageKeyPattern.test(key);
