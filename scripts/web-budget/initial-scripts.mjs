// The JavaScript a page fetches before it can run: the scripts and module preloads of its HTML,
// and everything they import statically (per Vite's build manifest), whether preloaded or not.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const attribute = (tag, name) => tag.match(new RegExp(`\\b${name}="([^"]+)"`))?.[1];

/** The files (relative to dist) that the HTML names as module scripts or module preloads. */
function scriptsOfHtml(html) {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return tags.flatMap((tag) => {
    const isModuleScript = tag.startsWith('<script') && attribute(tag, 'type') === 'module';
    const isModulePreload = tag.startsWith('<link') && attribute(tag, 'rel') === 'modulepreload';
    const url = isModuleScript ? attribute(tag, 'src') : isModulePreload ? attribute(tag, 'href') : undefined;
    return url ? [url.replace(/^\//, '')] : [];
  });
}

/**
 * The initial scripts of `page` (an HTML file in `dist`), entry first. Needs the manifest
 * (`build.manifest: true`), which lists each chunk's static imports.
 */
export function initialScripts(dist, page = 'index.html') {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const chunkOfFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    for (const key of chunkOfFile.get(file)?.imports ?? []) visit(manifest[key].file);
  };
  for (const file of scriptsOfHtml(readFileSync(join(dist, page), 'utf8'))) visit(file);
  return [...files];
}
