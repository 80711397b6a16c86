import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A copy of the built server and web app that a build started meanwhile (by
 * someone else on the machine, which empties `apps/server/dist` first) cannot
 * pull from under a long measure. It lives under `apps/server/node_modules`,
 * git-ignored, where the bundle still finds the server's packages and the
 * repository root by walking up.
 */
export function copyBuiltApp(root: string) {
  const folder = join(root, 'apps/server/node_modules/.cache', `madabook-bench-${process.pid}`);
  rmSync(folder, { recursive: true, force: true });
  cpSync(join(root, 'apps/server/dist'), join(folder, 'server'), { recursive: true });
  const webDist = join(folder, 'web/dist');
  cpSync(join(root, 'apps/web/dist'), webDist, { recursive: true });
  // The renderer of public pages, where the build makes one: the server looks for it beside the app.
  if (existsSync(join(root, 'apps/web/dist-ssr')))
    cpSync(join(root, 'apps/web/dist-ssr'), join(folder, 'web/dist-ssr'), { recursive: true });
  return {
    entry: join(folder, 'server/main.js'),
    webDist,
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}
