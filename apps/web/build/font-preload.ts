import type { Plugin } from 'vite';

/**
 * Preload links in index.html for font files the stylesheet uses. Unpreloaded, a font starts
 * downloading only once the app has rendered text in it, and the text then changes face (and size)
 * in front of the reader; preloaded, it downloads beside the app's code and is there for the first
 * render. `files` are the fonts' file names as the stylesheet imports them.
 */
export function preloadFonts(files: readonly string[]): Plugin {
  let base = '/';
  return {
    name: 'madabook:preload-fonts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const assets = Object.values(bundle ?? {}).filter((output) => output.type === 'asset');
        return files.map((file) => {
          const asset = assets.find((output) =>
            output.originalFileNames.some((name) => name.endsWith(`/${file}`)),
          );
          if (!asset) throw new Error(`${file} is not in the build: does styles/app.css still use it?`);
          return {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `${base}${asset.fileName}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          };
        });
      },
    },
  };
}
