import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { codeSplittingBuild, routeCodeSplitting } from './build/code-splitting';
import { preloadFonts } from './build/font-preload';

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

// The demo routes are a development showcase: a production build gets its own
// route tree without them, so none of their code reaches the bundle.
export default defineConfig(({ mode, isSsrBuild }) => {
  const production = mode === 'production';
  const routeTree = production ? 'route-tree.prod.gen.ts' : 'route-tree.gen.ts';
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        codeSplittingOptions: routeCodeSplitting,
        routesDirectory: src('routes'),
        generatedRouteTree: src(routeTree),
        quoteStyle: 'single',
        semicolons: true,
        ...(production ? { routeFileIgnorePattern: '^demo$' } : {}),
      }),
      react(),
      tailwindcss(),
      preloadFonts(['inter-latin-wght-normal.woff2', 'fraunces-latin-wght-normal.woff2']),
    ],
    resolve: { alias: { '@route-tree': src(routeTree), '@': src('') } },
    server: {
      port: Number(process.env.WEB_PORT ?? 5173),
      proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
    },
    // The server's build (entry-server.tsx, for the pages it renders) carries its libraries with it.
    ssr: { noExternal: true },
    // The manifest lists each chunk's static imports: the JavaScript budget (scripts/check-web-budget.mjs) reads it.
    build: isSsrBuild
      ? { outDir: 'dist-ssr', sourcemap: true, copyPublicDir: false }
      : { outDir: 'dist', sourcemap: true, manifest: true, ...codeSplittingBuild },
  };
});
