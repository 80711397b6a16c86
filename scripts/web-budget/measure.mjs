// A page's initial scripts as the budget sees them: size, compressed size, and any back-office content.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { backOfficeModules, backOfficeTexts } from './back-office.mjs';
import { initialScripts } from './initial-scripts.mjs';

/**
 * Each initial script of `page` in the built app `dist`, entry first: `{ file, bytes, gzipBytes,
 * backOffice }`, `backOffice` listing the back-office modules and texts (of `locales`) it holds.
 * Compressed as a server does by default (gzip, level 6).
 */
export function measureInitialScripts(dist, locales, page = 'index.html') {
  const adminTexts = backOfficeTexts(locales);
  return initialScripts(dist, page).map((file) => {
    const code = readFileSync(join(dist, file));
    const texts = adminTexts.filter((text) => code.includes(text));
    return {
      file,
      bytes: code.length,
      gzipBytes: gzipSync(code).length,
      backOffice: [
        ...backOfficeModules(dist, file).map((source) => `module ${source}`),
        ...(texts.length > 0 ? [`texts such as "${texts[0]}" (${texts.length} in all)`] : []),
      ],
    };
  });
}
