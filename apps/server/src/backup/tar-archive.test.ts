import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ArchiveError, createTarWriter, readTarEntries } from './tar-archive';

const folder = mkdtempSync(join(tmpdir(), 'madabook-tar-'));
let count = 0;
const newPath = () => {
  count += 1;
  return join(folder, `archive-${count}.tar.gz`);
};

const entries = [
  { name: 'manifest.json', bytes: Buffer.from('{"format":"test"}') },
  { name: 'database/user/000001.ndjson', bytes: Buffer.alloc(0) },
  { name: 'photos/ab/large.webp', bytes: Buffer.alloc(1024, 7) },
  {
    name: 'photos/cd/card.webp',
    bytes: Buffer.from(Array.from({ length: 70_001 }, (_, index) => index % 251)),
  },
];

async function writeArchive(path: string) {
  const writer = createTarWriter(path);
  for (const entry of entries) await writer.add(entry.name, entry.bytes);
  await writer.finish();
}

async function readAll(path: string, maxEntryBytes = 1_000_000) {
  const found = [];
  for await (const entry of readTarEntries(path, maxEntryBytes)) found.push(entry);
  return found;
}

describe('tar archives', () => {
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('reads back every entry it wrote, byte for byte and in order', async () => {
    const path = newPath();
    await writeArchive(path);
    expect(await readAll(path)).toEqual(entries);
  });

  it('writes what the system tar reads', async () => {
    const path = newPath();
    await writeArchive(path);
    const listed = execFileSync('tar', ['-tzf', path], { encoding: 'utf8' });
    expect(listed.trim().split('\n')).toEqual(entries.map((entry) => entry.name));
    const out = mkdtempSync(join(folder, 'extracted-'));
    execFileSync('tar', ['-xzf', path, '-C', out]);
    expect(readFileSync(join(out, 'photos/cd/card.webp'))).toEqual(entries[3]?.bytes);
  });

  it('never overwrites an existing file', async () => {
    const path = newPath();
    writeFileSync(path, 'precious');
    const writer = createTarWriter(path);
    await expect(writer.add('a', Buffer.from('b')).then(() => writer.finish())).rejects.toThrow(/EEXIST/);
    expect(readFileSync(path, 'utf8')).toBe('precious');
  });

  it('refuses an archive cut short, a file that is not one, and an entry larger than allowed', async () => {
    const cut = newPath();
    await writeArchive(cut);
    truncateSync(cut, Math.floor(statSync(cut).size / 2));
    await expect(readAll(cut)).rejects.toThrow(ArchiveError);

    const notArchive = newPath();
    writeFileSync(notArchive, 'just some text');
    await expect(readAll(notArchive)).rejects.toThrow(/not a readable \.tar\.gz/);

    const whole = newPath();
    await writeArchive(whole);
    await expect(readAll(whole, 10_000)).rejects.toThrow('unexpected entry photos/cd/card.webp');
  });
});
