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

const readManifest = (dist) => JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/** A walk of the manifest that adds each file and, once, the files it imports statically. */
function collector(manifest) {
  const chunkOfFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    for (const key of chunkOfFile.get(file)?.imports ?? []) visit(manifest[key].file);
  };
  return { files, visit };
}

/**
 * The initial scripts of `page` (an HTML file in `dist`), entry first. Needs the manifest
 * (`build.manifest: true`), which lists each chunk's static imports.
 */
export function initialScripts(dist, page = 'index.html') {
  const { files, visit } = collector(readManifest(dist));
  for (const file of scriptsOfHtml(readFileSync(join(dist, page), 'utf8'))) visit(file);
  return [...files];
}

/**
 * What a page the browser draws itself (no server rendering) runs before it shows anything: the
 * initial scripts, then the code of its routes (the manifest's keys that `routes` matches, the router
 * plugin's split pages) and everything that code imports statically.
 */
export function renderedPageScripts(dist, routes, page = 'index.html') {
  const manifest = readManifest(dist);
  const { files, visit } = collector(manifest);
  for (const file of initialScripts(dist, page)) visit(file);
  const routeKeys = Object.keys(manifest).filter((key) => routes.test(key));
  if (routeKeys.length === 0) throw new Error(`No route of the build matches ${routes}`);
  for (const key of routeKeys) visit(manifest[key].file);
  return [...files];
}
