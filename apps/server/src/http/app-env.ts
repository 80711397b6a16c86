import type { SessionUser } from '@madabook/contracts';
import type { Logger } from '../lib/logger';

/** What every request carries through the middleware chain. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    /** Set by the auth guards: null when the request has no session. */
    user?: SessionUser | null;
  };
}
