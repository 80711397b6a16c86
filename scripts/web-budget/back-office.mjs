// Recognises the back office in a built chunk: its modules by their paths or their use of admin
// texts (read from the chunk's source map), its texts by sentences only the admin namespaces hold.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Sources (relative to apps/web) only the back office uses: the pages and loaders the router plugin
 * splits out of the admin routes, the admin components and layout, the admin-only features, the admin
 * texts. The admin route definitions themselves (path, guard) are routing: the router needs them on
 * every page to match an address, so they are allowed.
 */
const backOfficePaths = [
  /^src\/routes\/_admin\/.*\?tsr-split=/,
  /^src\/components\/admin\//,
  /^src\/components\/layouts\/admin-/,
  /^src\/features\/(admin-[^/]+|amenities|audit|dashboard|hotels|mail|photos|rooms|users)\//,
  /^src\/locales\/[^/]+\/admin[^/]*\.json$/,
];

/** A module that speaks with the back office's texts (`useTranslation('adminUsers')`, `t('adminTable:…')`). */
const usesAdminTexts = /useTranslation\(\s*\[?\s*'admin|['`]admin[A-Za-z]*:/;

const isAdminNamespace = (file) => /^admin.*\.json$/.test(file);

/**
 * The back-office modules a chunk was built from (per its source map), relative to the web app. A chunk
 * without a map holds no module of ours (the bundler's own runtime).
 */
export function backOfficeModules(dist, file) {
  const mapFile = join(dist, `${file}.map`);
  if (!existsSync(mapFile)) return [];
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const base = resolve(dirname(mapFile), map.sourceRoot ?? '');
  return map.sources
    .map((source, index) => ({
      path: relative(join(dist, '..'), resolve(base, source)),
      content: map.sourcesContent?.[index] ?? '',
    }))
    .filter(
      ({ path, content }) =>
        backOfficePaths.some((pattern) => pattern.test(path)) || usesAdminTexts.test(content),
    )
    .map(({ path }) => path);
}

function textsOf(value) {
  if (typeof value === 'string') return [value];
  return Object.values(value).flatMap(textsOf);
}

/**
 * Sentences of the admin namespaces, in every language, long and plain enough to be found verbatim in
 * minified code (no quotes or escapes) and that no public namespace shares.
 */
export function backOfficeTexts(locales) {
  const admin = new Set();
  const shared = new Set();
  const languages = readdirSync(locales, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  for (const { name: language } of languages) {
    for (const file of readdirSync(join(locales, language))) {
      const texts = textsOf(JSON.parse(readFileSync(join(locales, language, file), 'utf8')));
      for (const text of texts) (isAdminNamespace(file) ? admin : shared).add(text);
    }
  }
  return [...admin].filter((text) => text.length >= 24 && !/[\\'"`$\n]/.test(text) && !shared.has(text));
}
