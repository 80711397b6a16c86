import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

// A plain ustar archive, gzipped, as `tar -xzf` reads it: enough for files we write ourselves.
const block = 512;
const endOfArchive = new Uint8Array(block * 2);

/** Not an archive we can read: cut short, damaged, or not ours. */
export class ArchiveError extends Error {}

function octal(value: number, width: number) {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function headerOf(name: string, size: number, mtime: number): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`archive entry name too long: ${name}`);
  const header = Buffer.alloc(block);
  header.write(name, 0, 100, 'utf8');
  header.write(octal(0o644, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  header.write(octal(size, 12), 124, 'ascii');
  header.write(octal(mtime, 12), 136, 'ascii');
  header.write('        ', 148, 'ascii');
  header.write('0', 156, 'ascii');
  header.write('ustar\0', 257, 'ascii');
  header.write('00', 263, 'ascii');
  const checksum = header.reduce((sum, byte) => sum + byte, 0);
  header.write(`${checksum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return header;
}

const paddingOf = (size: number) => (block - (size % block)) % block;

/** Writes a .tar.gz at `path` one entry at a time; nothing is complete before `finish`. */
export function createTarWriter(path: string) {
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(path, { flags: 'wx' }));
  // A failure of the file surfaces at the next write instead of as an unhandled rejection.
  let failure: unknown;
  written.catch((error: unknown) => {
    failure = error;
  });
  const write = async (bytes: Uint8Array) => {
    if (failure) throw failure;
    if (!gzip.write(bytes)) await Promise.race([once(gzip, 'drain'), written]);
  };
  const mtime = Math.floor(Date.now() / 1000);

  return {
    async add(name: string, bytes: Uint8Array) {
      await write(headerOf(name, bytes.length, mtime));
      await write(bytes);
      await write(new Uint8Array(paddingOf(bytes.length)));
    },
    async finish() {
      await write(endOfArchive);
      gzip.end();
      await written;
    },
    /** Stops writing after a failure; the caller removes the file. */
    async abort() {
      gzip.destroy();
      await written.catch(() => undefined);
    },
  };
}

/** Exactly `size` bytes from a stream of chunks, or undefined at its clean end. */
function byteReader(chunks: AsyncIterator<Buffer>) {
  let pending: Buffer = Buffer.alloc(0);
  return async (size: number): Promise<Buffer | undefined> => {
    const parts = [pending];
    let length = pending.length;
    while (length < size) {
      const next = await chunks.next();
      if (next.done) {
        if (length === 0) return undefined;
        throw new ArchiveError('the archive is cut short');
      }
      parts.push(next.value);
      length += next.value.length;
    }
    const all = Buffer.concat(parts, length);
    pending = all.subarray(size);
    return all.subarray(0, size);
  };
}

const text = (header: Buffer, start: number, length: number) =>
  header
    .subarray(start, start + length)
    .toString('utf8')
    .replace(/\0.*$/s, '');

function checkHeader(header: Buffer) {
  const stored = Number.parseInt(text(header, 148, 8).trim(), 8);
  const blanked = Buffer.from(header);
  blanked.write('        ', 148, 'ascii');
  if (stored !== blanked.reduce((sum, byte) => sum + byte, 0))
    throw new ArchiveError('damaged archive header');
}

/**
 * The files of a .tar.gz, in order, each read whole. Anything but plain files,
 * and any file over `maxEntryBytes`, is refused rather than trusted.
 */
export async function* readTarEntries(
  path: string,
  maxEntryBytes: number,
): AsyncGenerator<{ name: string; bytes: Buffer }> {
  const file = createReadStream(path);
  const gunzip = file.pipe(createGunzip());
  const read = byteReader(gunzip[Symbol.asyncIterator]());
  try {
    while (true) {
      const header = await read(block);
      if (!header) throw new ArchiveError('the archive is cut short');
      if (header.every((byte) => byte === 0)) return;
      checkHeader(header);
      const prefix = text(header, 345, 155);
      const name = prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100);
      const size = Number.parseInt(text(header, 124, 12).trim(), 8);
      const type = text(header, 156, 1);
      if (type !== '0' && type !== '') throw new ArchiveError(`unexpected entry ${name}: not a plain file`);
      if (!Number.isSafeInteger(size) || size > maxEntryBytes) {
        throw new ArchiveError(`unexpected entry ${name}: larger than any file we write`);
      }
      const bytes = size === 0 ? Buffer.alloc(0) : await read(size);
      if (!bytes) throw new ArchiveError('the archive is cut short');
      if (paddingOf(size) > 0 && !(await read(paddingOf(size))))
        throw new ArchiveError('the archive is cut short');
      yield { name, bytes };
    }
  } catch (error) {
    if (error instanceof ArchiveError) throw new ArchiveError(`${path}: ${error.message}`);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR' || code === 'ERR_STREAM_PREMATURE_CLOSE') {
      throw new ArchiveError(`${path}: not a readable .tar.gz (${(error as Error).message})`);
    }
    throw error;
  } finally {
    // A reader that stops early (a refused manifest, a failed restore) closes the file too.
    gunzip.destroy();
    file.destroy();
  }
}
