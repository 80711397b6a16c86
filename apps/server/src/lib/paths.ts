import { fileURLToPath } from 'node:url';

/** The repository root, so defaults do not depend on the working directory. */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
export const defaultDataDir = fileURLToPath(new URL('../../../../data', import.meta.url));
export const defaultWebDistDir = fileURLToPath(new URL('../../../web/dist', import.meta.url));
