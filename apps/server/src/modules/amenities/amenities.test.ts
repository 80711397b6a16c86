import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, createActor, type TestActor } from '../../test/actors';
import { readJson } from '../../test/json';
import { createTestApp } from '../../test/test-app';

describe('/api/hotel-amenities', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestActor;
  let user: TestActor;
  const send = (method: string, path: string, actor: { headers: Record<string, string> }, body?: unknown) =>
    testApp.app.request(`/api/hotel-amenities${path}`, {
      method,
      headers: actor.headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createActor(testApp.services, ['ADMIN', 'USER']);
    user = await createActor(testApp.services);
  });
  afterAll(() => testApp.close());

  const wifi = { nameFr: 'Wi-Fi gratuit', nameEn: 'Free Wi-Fi', icon: 'wifi' };

  it('lets an admin create, read, update and delete an amenity, and audits each change', async () => {
    const created = await send('POST', '/', admin, wifi);
    expect(created.status).toBe(201);
    const amenity = await readJson(created);
    expect(amenity).toMatchObject({ ...wifi, id: expect.any(String) });

    const listed = await readJson(await send('GET', '/', anonymous));
    expect(listed).toContainEqual({ ...amenity, hotelCount: 0 });

    const updated = await send('PUT', `/${amenity.id}`, admin, { ...wifi, nameEn: 'Fast Wi-Fi' });
    expect(updated.status).toBe(200);
    expect((await readJson(updated)).nameEn).toBe('Fast Wi-Fi');

    expect((await send('DELETE', `/${amenity.id}`, admin)).status).toBe(204);
    expect((await send('GET', `/${amenity.id}`, anonymous)).status).toBe(404);

    const audit = await testApp.services.audit.list({
      entityType: 'amenity',
      page: 1,
      pageSize: 10,
      order: 'asc',
    });
    expect(audit.items.map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ['amenity.create', admin.email],
      ['amenity.update', admin.email],
      ['amenity.delete', admin.email],
    ]);
    expect(audit.items[1]).toMatchObject({
      before: { nameEn: 'Free Wi-Fi' },
      after: { nameEn: 'Fast Wi-Fi' },
    });
  });

  it.each([
    ['POST', '/'],
    ['PUT', '/some-id'],
    ['DELETE', '/some-id'],
  ])('refuses %s %s with 401 without a session and 403 for a USER', async (method, path) => {
    const anonymousResponse = await send(method, path, anonymous, wifi);
    expect(anonymousResponse.status).toBe(401);
    expect((await readJson(anonymousResponse)).code).toBe('UNAUTHORIZED');
    const userResponse = await send(method, path, user, wifi);
    expect(userResponse.status).toBe(403);
    expect((await readJson(userResponse)).code).toBe('FORBIDDEN');
  });

  it('rejects bad fields with VALIDATION_ERROR naming them', async () => {
    const response = await send('POST', '/', admin, { nameFr: '', nameEn: 'x'.repeat(61), icon: 'rocket' });
    expect(response.status).toBe(400);
    const body = await readJson(response);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      'icon',
      'nameEn',
      'nameFr',
    ]);
  });

  it('refuses a second amenity with the same English name', async () => {
    await send('POST', '/', admin, { nameFr: 'Piscine', nameEn: 'Pool', icon: 'waves' });
    const duplicate = await send('POST', '/', admin, { nameFr: 'Piscine 2', nameEn: 'POOL', icon: 'waves' });
    expect(duplicate.status).toBe(409);
    expect((await readJson(duplicate)).code).toBe('AMENITY_ALREADY_EXISTS');
  });

  it('answers 404 for an unknown amenity', async () => {
    const response = await send('PUT', '/unknown', admin, wifi);
    expect(response.status).toBe(404);
    expect((await readJson(response)).code).toBe('NOT_FOUND');
  });
});
