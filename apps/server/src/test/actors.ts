import type { Language, Role } from '@madabook/contracts';
import type { Services } from '../services';

let sequence = 0;

/** Every actor's password, for tests that sign an actor in again or confirm with it. */
export const actorPassword = 'a-long-test-password';

export interface TestActor {
  id: string;
  email: string;
  headers: Record<string, string>;
}

/**
 * A real account signed in through better-auth, with the given roles (and language); its
 * bearer token goes in `headers` (with JSON content type, as the SPA sends).
 */
export async function createActor(
  services: Services,
  roles: Role[] = ['USER'],
  options: { language?: Language } = {},
): Promise<TestActor> {
  sequence += 1;
  const email = `${roles.join('-').toLowerCase()}-${sequence}-${Date.now()}@example.mg`;
  const password = actorPassword;
  const { withAuthTransaction } = services.transactions;
  const { user } = await withAuthTransaction(() =>
    services.auth.api.signUpEmail({ body: { email, password, name: email, ...options } }),
  );
  if (roles.includes('ADMIN')) {
    const context = await services.auth.$context;
    await context.internalAdapter.updateUser(user.id, { role: roles.join(','), emailVerified: true });
  }
  const { headers } = await withAuthTransaction(() =>
    services.auth.api.signInEmail({ body: { email, password }, returnHeaders: true }),
  );
  const token = headers.get('set-auth-token');
  if (!token) throw new Error('sign-in gave no bearer token');
  return {
    id: user.id,
    email,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  };
}

export const anonymous = { headers: { 'content-type': 'application/json' } };
