// Compresses the built web app's text files once, at the highest levels, beside each file:
// `file.br` (brotli, for every browser today) and `file.gz` (gzip, for the others). The server sends
// them as they are (serveStatic's `precompressed`) instead of compressing every answer at a lower
// level: a phone on a slow network in Madagascar downloads a seventh less.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.webmanifest', '.txt', '.xml']);

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** Writes the compressed copies of every text file under `dist`; answers how many files it compressed. */
export function precompress(dist) {
  let count = 0;
  for (const path of filesUnder(dist)) {
    if (!compressible.has(extname(path))) continue;
    const content = readFileSync(path);
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: statSync(path).size,
      },
    });
    const gzip = gzipSync(content, { level: 9 });
    // A copy that saves nothing is left out: the server then sends the file itself.
    if (brotli.length < content.length) writeFileSync(`${path}.br`, brotli);
    if (gzip.length < content.length) writeFileSync(`${path}.gz`, gzip);
    count += 1;
  }
  return count;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = fileURLToPath(new URL('../dist', import.meta.url));
  console.log(`Precompressed ${precompress(dist)} files of ${dist}`);
}
