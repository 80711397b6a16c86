import type { SessionUser } from '@madabook/contracts';
import type { Logger } from '../lib/logger';
import type { Scope } from '../lib/scope';

/** What every request carries through the middleware chain. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    /** Set by the auth guards: null when the request has no session. */
    user?: SessionUser | null;
    /** What the caller may reach, set by the guards that read it (the admin and partner ones). */
    scope?: Scope;
  };
}
