// The service worker (src/features/offline/worker), built after the app into the root of its output:
// one classic script at /sw.js, a fixed name so that the browser finds it again, importing nothing.
// Run by the web workspace's build script: `vite build --config build/service-worker.config.ts`.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const web = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

export default defineConfig({
  publicDir: false,
  resolve: { alias: { '@': web('src') } },
  build: {
    outDir: web('dist'),
    // The app was just built there.
    emptyOutDir: false,
    sourcemap: true,
    rolldownOptions: {
      input: web('src/features/offline/worker/service-worker.ts'),
      output: { format: 'iife', entryFileNames: 'sw.js' },
    },
  },
});
