import type { Logger } from '../lib/logger';

/** What every request carries through the middleware chain. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
  };
}
