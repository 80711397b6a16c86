import type { QueryClient } from '@tanstack/react-query';
import { publicConfigQueryOptions } from './api/public-config';

export function isUnderConstructionPage(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === '/under-construction';
}

/** True only when the server says so: if the config cannot be read, the site stays open. */
export async function isSiteUnderConstruction(queryClient: QueryClient): Promise<boolean> {
  try {
    const config = await queryClient.ensureQueryData(publicConfigQueryOptions);
    return config.underConstruction;
  } catch {
    return false;
  }
}
