// A page's initial scripts as the budget sees them: size, compressed size, and any back-office content.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { backOfficeModules, backOfficeTexts } from './back-office.mjs';
import { initialScripts, renderedPageScripts } from './initial-scripts.mjs';

/**
 * Each initial script of `page` in the built app `dist`, entry first: `{ file, bytes, gzipBytes,
 * brotliBytes, backOffice }`, `backOffice` listing the back-office modules and texts (of `locales`)
 * it holds. Compressed as the server sends them (the build's copies, apps/web/build/precompress.mjs):
 * gzip at level 9, which every browser takes and the budget counts, and brotli, which most take.
 */
export function measureInitialScripts(dist, locales, page = 'index.html') {
  return measureScripts(dist, locales, initialScripts(dist, page));
}

/** The same figures for what a client-drawn page runs before it shows: see `renderedPageScripts`. */
export function measureRenderedPage(dist, locales, routes) {
  return measureScripts(dist, locales, renderedPageScripts(dist, routes));
}

function measureScripts(dist, locales, files) {
  const adminTexts = backOfficeTexts(locales);
  return files.map((file) => {
    const code = readFileSync(join(dist, file));
    const texts = adminTexts.filter((text) => code.includes(text));
    return {
      file,
      bytes: code.length,
      gzipBytes: gzipSync(code, { level: 9 }).length,
      brotliBytes: brotliCompressSync(code, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }).length,
      backOffice: [
        ...backOfficeModules(dist, file).map((source) => `module ${source}`),
        ...(texts.length > 0 ? [`texts such as "${texts[0]}" (${texts.length} in all)`] : []),
      ],
    };
  });
}
