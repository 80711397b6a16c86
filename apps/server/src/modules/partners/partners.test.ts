import { schema } from '@madabook/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformScope } from '../../lib/scope';
import { anonymous, createActor, type TestActor } from '../../test/actors';
import { apiClient } from '../../test/api-client';
import { createHotel } from '../../test/catalog-requests';
import { readJson } from '../../test/json';
import { createMember, invitationTokenFor, lastMailTo, membersPath } from '../../test/partners';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('partner accounts: invitations and members', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: TestActor;
  let hotelA: { id: string; name: string };
  let hotelB: { id: string; name: string };
  let ownerA: TestActor;
  let ownerB: TestActor;

  const invite = (caller: TestActor, path: string, email: string, role: string) =>
    api.post(path, caller, { email, role });
  const accept = (caller: { headers: Record<string, string> }, token: string) =>
    api.post(`/api/partner/invitations/${token}/accept`, caller);

  beforeAll(async () => {
    testApp = await createTestApp();
    api = apiClient(testApp);
    admin = await createActor(testApp.services, ['ADMIN', 'USER']);
    hotelA = await createHotel(testApp, admin, { city: 'Toamasina' });
    hotelB = await createHotel(testApp, admin, { city: 'Toamasina' });
    ownerA = await createMember(testApp, admin, { hotelId: hotelA.id }, 'OWNER');
    ownerB = await createMember(testApp, admin, { hotelId: hotelB.id }, 'OWNER');
  });
  afterAll(() => testApp.close());

  it('an admin invites the first owner, who accepts from the mailed link and finds the hotel among its properties', async () => {
    const owner = await createActor(testApp.services, ['USER'], { language: 'en' });
    const invited = await invite(admin, membersPath('admin', { hotelId: hotelA.id }), owner.email, 'OWNER');
    expect(invited.status).toBe(201);
    const mail = await lastMailTo(testApp, owner.email, 'partner-invitation');
    // The recipient's own language, the property's name, a link to the acceptance page.
    expect(mail.language).toBe('en');
    expect(mail.subject).toContain(hotelA.name);
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/partner\/invitations\/[\w-]{40,}/);

    const token = await invitationTokenFor(testApp, owner.email);
    const view = await api.get(`/api/partner/invitations/${token}`, anonymous);
    expect(await readJson(view)).toMatchObject({
      property: { kind: 'HOTEL', id: hotelA.id, name: hotelA.name },
      role: 'OWNER',
      email: owner.email,
      status: 'PENDING',
    });

    const accepted = await accept(owner, token);
    expect(accepted.status).toBe(200);
    expect(await readJson(accepted)).toEqual({ property: { kind: 'HOTEL', id: hotelA.id }, role: 'OWNER' });
    const properties = await readJson(await api.get('/api/partner/properties', owner));
    expect(properties).toEqual({
      hotels: [
        expect.objectContaining({ id: hotelA.id, name: hotelA.name, role: 'OWNER', bookingMails: true }),
      ],
      airlines: [],
    });

    // Single use: the link now says so, and cannot be accepted again.
    expect((await readJson(await api.get(`/api/partner/invitations/${token}`, anonymous))).status).toBe(
      'ACCEPTED',
    );
    const again = await accept(owner, token);
    expect(again.status).toBe(409);
    expect((await readJson(again)).code).toBe('INVITATION_USED');
  });

  it('refuses the link to another account, a link made up, and one past its 7 days', async () => {
    const invitee = `someone-${Date.now()}@example.mg`;
    await invite(ownerA, membersPath('partner', { hotelId: hotelA.id }), invitee, 'FRONT_DESK');
    const token = await invitationTokenFor(testApp, invitee);

    const stranger = await createActor(testApp.services);
    const wrong = await accept(stranger, token);
    expect(wrong.status).toBe(403);
    expect((await readJson(wrong)).code).toBe('INVITATION_WRONG_ACCOUNT');

    const unknown = await accept(stranger, 'x'.repeat(43));
    expect(unknown.status).toBe(404);
    expect((await readJson(unknown)).code).toBe('INVITATION_NOT_FOUND');
    expect((await api.get('/api/partner/invitations/not-a-token!', anonymous)).status).toBe(400);

    await testApp.database.db
      .update(schema.partnerInvitation)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.partnerInvitation.email, invitee));
    const expired = await api.get(`/api/partner/invitations/${token}`, anonymous);
    expect((await readJson(expired)).status).toBe('EXPIRED');
    const late = await accept(stranger, token);
    // Expiry is checked before the account: whoever holds an old link learns only that it is old.
    expect(late.status).toBe(410);
    expect((await readJson(late)).code).toBe('INVITATION_EXPIRED');
  });

  it('keeps a member’s role when an older invitation to its address is accepted', async () => {
    const owner = await createActor(testApp.services);
    await invite(admin, membersPath('admin', { hotelId: hotelB.id }), owner.email, 'FRONT_DESK');
    const token = await invitationTokenFor(testApp, owner.email);
    // Made an owner meanwhile, another way.
    const platform = { id: admin.id, email: admin.email, scope: platformScope };
    await testApp.services.partners.addMember(platform, { kind: 'HOTEL', id: hotelB.id }, owner.id, 'OWNER');
    const accepted = await accept(owner, token);
    expect(accepted.status).toBe(409);
    expect((await readJson(accepted)).code).toBe('ALREADY_MEMBER');
    const properties = await readJson(await api.get('/api/partner/properties', owner));
    expect(properties.hotels).toEqual([expect.objectContaining({ id: hotelB.id, role: 'OWNER' })]);
  });

  it('lets an unknown address sign up first, then accept', async () => {
    const email = `new-partner-${Date.now()}@example.mg`;
    await invite(ownerA, membersPath('partner', { hotelId: hotelA.id }), email, 'MANAGER');
    const token = await invitationTokenFor(testApp, email);
    // No account yet: the invitation mail speaks the inviter's language.
    expect((await lastMailTo(testApp, email, 'partner-invitation')).language).toBe('fr');
    const signUp = await testApp.app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'a-long-test-password', name: email }),
    });
    expect(signUp.status).toBe(200);
    const bearer = signUp.headers.get('set-auth-token');
    const accepted = await accept({ headers: { authorization: `Bearer ${bearer}` } }, token);
    expect(accepted.status).toBe(200);
    const members = await readJson(await api.get(membersPath('partner', { hotelId: hotelA.id }), ownerA));
    expect(members.members).toContainEqual(expect.objectContaining({ email, role: 'MANAGER' }));
  });

  it('a new invitation to the same address replaces the pending one, whose link stops working', async () => {
    const email = `twice-${Date.now()}@example.mg`;
    const path = membersPath('partner', { hotelId: hotelA.id });
    await invite(ownerA, path, email, 'FRONT_DESK');
    const first = await invitationTokenFor(testApp, email);
    await invite(ownerA, path, email, 'MANAGER');
    const second = await invitationTokenFor(testApp, email);
    expect(second).not.toBe(first);
    expect((await api.get(`/api/partner/invitations/${first}`, anonymous)).status).toBe(404);
    const pending = (await readJson(await api.get(path, ownerA))).invitations.filter(
      (invitation: { email: string }) => invitation.email === email,
    );
    expect(pending).toEqual([expect.objectContaining({ role: 'MANAGER', invitedBy: ownerA.email })]);

    // Withdrawn, it is gone from the list and its link is dead.
    expect(
      (await api.del(`/api/partner/hotels/${hotelA.id}/invitations/${pending[0].id}`, ownerA)).status,
    ).toBe(204);
    expect((await api.get(`/api/partner/invitations/${second}`, anonymous)).status).toBe(404);
  });

  it('refuses bad invitations and changes nothing', async () => {
    const path = membersPath('partner', { hotelId: hotelA.id });
    const before = await readJson(await api.get(path, ownerA));
    const existing = await invite(ownerA, path, ownerA.email.toUpperCase(), 'MANAGER');
    expect(existing.status).toBe(409);
    expect((await readJson(existing)).code).toBe('ALREADY_MEMBER');
    for (const body of [
      { email: 'a@example.mg', role: 'CHEF' },
      { email: 'a@example.mg', role: 'ADMIN' },
      { email: 'not-an-email', role: 'MANAGER' },
      { email: 'a@example.mg' },
      { email: 'a@example.mg', role: 'MANAGER', extra: true },
    ]) {
      const response = await api.post(path, ownerA, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await readJson(response)).code).toBe('VALIDATION_ERROR');
    }
    expect(await readJson(await api.get(path, ownerA))).toEqual(before);
  });

  it('an airline has owners and managers only', async () => {
    const created = await api.post('/api/admin/airlines', admin, {
      code: 'ZQ',
      name: 'Zébu Air',
      color: '#AA5500',
    });
    expect(created.status).toBe(201);
    const path = membersPath('admin', { airlineCode: 'ZQ' });
    const refused = await invite(admin, path, 'desk@example.mg', 'FRONT_DESK');
    expect(refused.status).toBe(400);
    const manager = await createMember(testApp, admin, { airlineCode: 'ZQ' }, 'MANAGER');
    expect(await readJson(await api.get('/api/partner/properties', manager))).toEqual({
      hotels: [],
      airlines: [{ code: 'ZQ', name: 'Zébu Air', role: 'MANAGER' }],
    });
    // A manager does not run the team.
    expect((await api.get(membersPath('partner', { airlineCode: 'ZQ' }), manager)).status).toBe(403);
    expect((await api.get(membersPath('admin', { airlineCode: 'XX' }), admin)).status).toBe(404);
  });

  it('scopes members to the owners of the property: others get 404, smaller roles 403', async () => {
    const manager = await createMember(testApp, ownerA, { hotelId: hotelA.id }, 'MANAGER', {
      area: 'partner',
    });
    const desk = await createMember(testApp, ownerA, { hotelId: hotelA.id }, 'FRONT_DESK', {
      area: 'partner',
    });
    const traveller = await createActor(testApp.services);
    const pathA = membersPath('partner', { hotelId: hotelA.id });
    expect((await api.get(pathA, ownerA)).status).toBe(200);
    expect((await api.get(pathA, ownerB)).status).toBe(404);
    expect((await api.get(pathA, traveller)).status).toBe(404);
    expect((await api.get(pathA, manager)).status).toBe(403);
    expect((await api.get(pathA, desk)).status).toBe(403);
    expect((await api.get(pathA, anonymous)).status).toBe(401);
    expect((await invite(manager, pathA, 'x@example.mg', 'FRONT_DESK')).status).toBe(403);
    expect((await invite(ownerB, pathA, 'x@example.mg', 'FRONT_DESK')).status).toBe(404);
    // The admin routes stay the platform's.
    expect((await api.get(membersPath('admin', { hotelId: hotelA.id }), ownerA)).status).toBe(403);
    expect((await api.get(pathA, admin)).status).toBe(200);
  });

  it('removes members, lets a member leave, and always keeps one owner', async () => {
    const hotel = await createHotel(testApp, admin);
    const owner = await createMember(testApp, admin, { hotelId: hotel.id }, 'OWNER');
    const desk = await createMember(testApp, owner, { hotelId: hotel.id }, 'FRONT_DESK', { area: 'partner' });
    const manager = await createMember(testApp, owner, { hotelId: hotel.id }, 'MANAGER', { area: 'partner' });
    const path = membersPath('partner', { hotelId: hotel.id });

    const last = await api.del(`${path}/${owner.id}`, owner);
    expect(last.status).toBe(409);
    expect((await readJson(last)).code).toBe('LAST_OWNER');
    expect((await api.del(`${membersPath('admin', { hotelId: hotel.id })}/${owner.id}`, admin)).status).toBe(
      409,
    );

    expect((await api.del(`${path}/${owner.id}`, manager)).status).toBe(403);
    expect((await api.del(`${path}/${desk.id}`, owner)).status).toBe(204);
    expect((await api.del(`${path}/${desk.id}`, owner)).status).toBe(404);
    // Removed, the desk no longer reaches the hotel.
    expect((await readJson(await api.get('/api/partner/properties', desk))).hotels).toEqual([]);
    expect((await api.del(`${path}/${manager.id}`, manager)).status).toBe(204);

    const second = await createMember(testApp, owner, { hotelId: hotel.id }, 'OWNER', { area: 'partner' });
    expect((await api.del(`${path}/${owner.id}`, second)).status).toBe(204);
    const members = await readJson(await api.get(path, second));
    expect(members.members.map((member: { userId: string }) => member.userId)).toEqual([second.id]);
  });

  it('writes every change in the audit log with its actor, scope and hotel', async () => {
    const email = `audited-${Date.now()}@example.mg`;
    await invite(ownerA, membersPath('partner', { hotelId: hotelA.id }), email, 'FRONT_DESK');
    const rows = await testApp.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'member.invite'));
    expect(rows.find((row) => (row.after as { email: string }).email === email)).toMatchObject({
      actorId: ownerA.id,
      scope: 'PARTNER',
      hotelId: hotelA.id,
    });
  });

  it('keeps each member’s own booking-mail setting', async () => {
    const path = `/api/partner/hotels/${hotelA.id}/notifications`;
    expect(await readJson(await api.put(path, ownerA, { bookingMails: false }))).toEqual({
      bookingMails: false,
    });
    const [entry] = await testApp.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'member.settings'));
    expect(entry).toMatchObject({ actorId: ownerA.id, hotelId: hotelA.id, after: { bookingMails: false } });
    const members = await readJson(await api.get(membersPath('partner', { hotelId: hotelA.id }), ownerA));
    expect(
      members.members.find((member: { userId: string }) => member.userId === ownerA.id).bookingMails,
    ).toBe(false);
    expect((await api.put(path, ownerB, { bookingMails: true })).status).toBe(404);
    expect((await api.put(path, ownerA, { bookingMails: 'yes' })).status).toBe(400);
  });
});
