import { setTimeout as sleep } from 'node:timers/promises';
import type { DatabaseHandle } from '@madabook/db';
import { schema } from '@madabook/db';
import { createPostgresTestDatabase, testPostgresUrl } from '@madabook/db/testing';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../seed/seed';
import { createActor, type TestActor } from '../test/actors';
import { readJson } from '../test/json';
import { createTestApp, type TestApp } from '../test/test-app';

const redisUrl = process.env.TEST_REDIS_URL || undefined;
const ready = Boolean(redisUrl && testPostgresUrl);
if (!ready) console.warn('Multi-instance suite skipped: it needs TEST_DATABASE_URL and TEST_REDIS_URL.');

/** `read` again until it changes from its first answer, for up to 2 seconds: news through Redis. */
async function eventually<T>(read: () => Promise<T>): Promise<T> {
  const first = JSON.stringify(await read());
  const deadline = Date.now() + 2_000;
  for (;;) {
    const answer = await read();
    if (JSON.stringify(answer) !== first || Date.now() > deadline) return answer;
    await sleep(20);
  }
}

/** Two instances of the server, as behind a load balancer: one PostgreSQL, one Redis. */
describe.skipIf(!ready)('several instances sharing PostgreSQL and Redis', () => {
  let database: DatabaseHandle;
  let first: TestApp;
  let second: TestApp;
  const json = { 'content-type': 'application/json', origin: 'http://localhost:3000' };

  beforeAll(async () => {
    database = await createPostgresTestDatabase(testPostgresUrl as string);
    // Instances behind one load balancer share the secret and trust the proxy's client address.
    const env = {
      REDIS_URL: redisUrl as string,
      BETTER_AUTH_SECRET: 'a-secret-shared-by-every-instance-0123456789',
      TRUST_PROXY: 'true',
    };
    // The app's close() would close the shared pool: each instance gets a handle whose close does nothing.
    const shared = { ...database, close: async () => {} };
    first = await createTestApp({ env, database: shared, enforceSecurityInTests: true });
    second = await createTestApp({ env, database: shared, enforceSecurityInTests: true });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
  });

  const signUp = (app: TestApp, email: string) =>
    app.app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: 'a-long-password', name: email }),
    });
  const signIn = (app: TestApp, email: string, password: string, address: string) =>
    app.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { ...json, 'x-forwarded-for': address },
      body: JSON.stringify({ email, password }),
    });

  it('makes one first admin when both instances seed a fresh database at once', async () => {
    const reports = await Promise.all([first, second].map((instance) => seedDemoData(instance)));
    expect(reports.filter((report) => report.admin)).toHaveLength(1);
    const admins = await database.db.select().from(schema.user).where(like(schema.user.role, '%ADMIN%'));
    expect(admins.map((admin) => admin.email)).toEqual(['admin@madabook.mg']);
  });

  it('accepts on one instance the session opened on the other, and forgets it everywhere on sign-out', async () => {
    const email = `twin-${Date.now()}@example.mg`;
    expect((await signUp(first, email)).status).toBe(200);
    const response = await signIn(first, email, 'a-long-password', '10.0.0.1');
    const token = response.headers.get('set-auth-token');
    expect(token).toBeTruthy();
    const bearer = { authorization: `Bearer ${token}` };

    const elsewhere = await readJson(await second.app.request('/api/auth/get-session', { headers: bearer }));
    expect(elsewhere.user.email).toBe(email);

    expect(
      (await second.app.request('/api/auth/sign-out', { method: 'POST', headers: { ...bearer, ...json } }))
        .status,
    ).toBe(200);
    expect(await readJson(await first.app.request('/api/auth/get-session', { headers: bearer }))).toBeNull();
  });

  it('forgets on every instance, at once, a session ended or a role removed on one of them', async () => {
    const admin = await createActor(first.services, ['ADMIN', 'USER']);
    const demoted = await createActor(first.services, ['ADMIN', 'USER']);
    const session = (actor: TestActor) =>
      second.app.request('/api/auth/get-session', { headers: actor.headers });
    const adminList = (actor: TestActor) =>
      second.app.request('/api/admin/users', { headers: actor.headers });
    // The second instance keeps both sessions, read once.
    expect((await readJson(await session(demoted))).user.id).toBe(demoted.id);
    expect((await adminList(demoted)).status).toBe(200);

    const removed = await first.app.request(`/api/admin/users/${demoted.id}`, {
      method: 'PATCH',
      headers: admin.headers,
      body: JSON.stringify({ roles: ['USER'] }),
    });
    expect(removed.status).toBe(200);
    expect(await eventually(async () => (await adminList(demoted)).status)).toBe(403);

    const signOut = await first.app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: demoted.headers,
    });
    expect(signOut.status).toBe(200);
    expect(await eventually(async () => readJson(await session(demoted)))).toBeNull();
    // Well within the lifetime that bounds it when Redis loses the news.
    expect(first.config.auth.sessionCacheSeconds).toBeGreaterThan(10);
  });

  it('counts sign-in attempts across instances', async () => {
    const email = `counted-${Date.now()}@example.mg`;
    await signUp(second, email);
    const statuses: number[] = [];
    for (const app of [first, second, first, second]) {
      statuses.push((await signIn(app, email, 'wrong-password', '10.0.0.2')).status);
    }
    // better-auth allows 3 sign-ins per 10 seconds per address: the fourth is refused wherever it lands.
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
