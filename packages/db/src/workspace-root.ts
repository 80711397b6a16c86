import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root, found from this module's own place so that it holds
 * both in the sources and in the server's compiled bundle (apps/server/dist).
 */
function findWorkspaceRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'packages/db/migrations'))) {
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error('MadaBook: the repository root (packages/db/migrations) was not found');
    dir = parent;
  }
  return dir;
}

export const workspaceRoot = findWorkspaceRoot();
