// Compiles the server to plain JavaScript for `npm start`: our workspaces are
// bundled in, every installed package stays an import resolved at run time.
import { rm } from 'node:fs/promises';
import { build } from 'esbuild';

const outdir = new URL('./dist', import.meta.url).pathname;

const keepPackagesExternal = {
  name: 'keep-packages-external',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@madabook/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'src/main.ts',
    'admin-create': 'src/cli/admin-create.ts',
    'photos-to-s3': 'src/cli/photos-to-s3.ts',
    'db-backup': 'src/cli/db-backup.ts',
    'db-restore': 'src/cli/db-restore.ts',
  },
  absWorkingDir: new URL('.', import.meta.url).pathname,
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [keepPackagesExternal],
});
