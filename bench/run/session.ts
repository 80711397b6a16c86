import { benchUser } from '../shared/bench-user';

/** Signs the bench user in through the API and answers the Cookie header its responses set. */
export async function signIn(appUrl: string): Promise<string> {
  const response = await fetch(`${appUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl },
    body: JSON.stringify({ email: benchUser.email, password: benchUser.password }),
  });
  const body = await response.text();
  if (!response.ok) {
    throw new Error(
      `Sign-in as ${benchUser.email} failed (${response.status}): ${body.slice(0, 200)}. Was the database seeded with npm run bench:seed?`,
    );
  }
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (cookies.length === 0) throw new Error('Sign-in answered no cookie');
  return cookies.join('; ');
}
