import { join } from 'node:path';
import { workspaceRoot } from '@madabook/db';

/** The repository root, so defaults do not depend on the working directory. */
export const repoRoot = workspaceRoot;
export const defaultDataDir = join(workspaceRoot, 'data');
export const defaultWebDistDir = join(workspaceRoot, 'apps/web/dist');
