import {
  type AuthClient,
  defaultPassword,
  sessionFrom,
  signUp,
  uniqueEmail,
} from '../../apps/server/src/test/auth-helpers';

/** A signed-up traveller with the headers the SPA sends for them (bearer token, JSON). */
export interface Traveller {
  email: string;
  headers: Record<string, string>;
}

/** Signs a traveller up (in development, the sign-up opens a session at once). */
export async function signUpTraveller(app: AuthClient, label = 'traveller'): Promise<Traveller> {
  const email = uniqueEmail(label);
  const response = await signUp(app, { email, password: defaultPassword });
  if (response.status !== 200)
    throw new Error(`sign-up of ${email}: ${response.status} ${await response.text()}`);
  const { token } = await sessionFrom(response);
  return { email, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } };
}
