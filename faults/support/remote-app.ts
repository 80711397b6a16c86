import type { AuthClient } from '../../apps/server/src/test/auth-helpers';

/** The built server as the in-process test helpers see an app: `app.request(path, init)`, over HTTP. */
export function remoteApp(url: string): AuthClient {
  return {
    app: { request: (path: string, init?: RequestInit) => fetch(new URL(path, url), init) },
    config: { appUrl: url },
  };
}
