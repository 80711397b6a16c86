import {
  type AuthClient,
  type AuthSession,
  apiLink,
  authRequest,
  defaultPassword,
  followLink,
  sessionFrom,
  signUp,
  uniqueEmail,
} from '../../apps/server/src/test/auth-helpers';
import type { ProxiedPair } from './proxied-pair';
import type { ProxyClient } from './proxy-client';

/** The in-process auth helpers, pointed at nginx through one visitor's client. */
export const throughProxy = (pair: ProxiedPair, client: ProxyClient): AuthClient => ({
  app: client,
  config: { appUrl: pair.appUrl },
});

export interface Traveller {
  client: ProxyClient;
  via: AuthClient;
  email: string;
  session: AuthSession;
  /** The instance (0 or 1) that answered the sign-in. */
  signedInOn: number;
}

/**
 * A traveller as production makes one, through nginx from its own address:
 * sign-up, the link of the verification mail, then sign-in with the password.
 */
export async function registerTraveller(pair: ProxiedPair, localAddress: string): Promise<Traveller> {
  const client = pair.client(localAddress);
  const via = throughProxy(pair, client);
  const email = uniqueEmail('traveller');
  const credentials = { email, password: defaultPassword };
  const signedUp = await signUp(via, credentials);
  if (signedUp.status !== 200) throw new Error(`sign-up: ${signedUp.status} ${await signedUp.text()}`);
  const mail = await pair.inbox.waitFor(email, (received) => received.subject.includes('adresse e-mail'));
  const verified = await followLink(via, apiLink(mail));
  if (verified.status !== 302) throw new Error(`verification: ${verified.status} ${await verified.text()}`);
  const signedIn = await authRequest(via, '/sign-in/email', { body: credentials });
  return {
    client,
    via,
    email,
    session: await sessionFrom(signedIn),
    signedInOn: await pair.instanceOf(signedIn),
  };
}
