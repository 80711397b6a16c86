import { setTimeout as sleep } from 'node:timers/promises';
import { nightsOf } from '@madabook/contracts';
import { schema } from '@madabook/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRequest, defaultPassword, sessionFrom, uniqueEmail } from '../apps/server/src/test/auth-helpers';
import { soldFromBookings, soldInCalendar } from '../apps/server/src/test/calendar-recount';
import { insertHotel, stay } from '../apps/server/src/test/catalog-fixtures';
import { readJson } from '../apps/server/src/test/json';
import { type ProxiedPair, startProxiedPair } from './nginx/proxied-pair';
import { registerTraveller, type Traveller } from './nginx/travellers';

/**
 * deploy/nginx/madabook.conf in front of two built servers, as docs/deployment.md
 * runs them: one PostgreSQL, one Redis, one SMTP server. Every request goes
 * through nginx; its access log tells which instance answered each.
 */
describe('two instances behind nginx', () => {
  let pair: ProxiedPair;
  let first: Traveller;
  const confirmed: Array<{ email: string; reference: string }> = [];
  const travellers: Traveller[] = [];

  beforeAll(async () => {
    pair = await startProxiedPair();
  });
  afterAll(() => pair?.stop());

  const getSession = (traveller: Traveller) => () =>
    authRequest(traveller.via, '/get-session', {
      session: traveller.session,
      query: { disableCookieCache: 'true', disableRefresh: 'true' },
    });

  it('honours on one instance the session opened on the other, and ends it everywhere on sign-out', async () => {
    first = await registerTraveller(pair, '127.0.1.1');
    travellers.push(first);
    const other = 1 - first.signedInOn;

    const elsewhere = await pair.answeredBy(other, getSession(first));
    expect(elsewhere.status).toBe(200);
    expect((await readJson(elsewhere)).user.email).toBe(first.email);

    // A second session of the same traveller, signed out on one instance, is gone on both.
    const second = await sessionFrom(
      await authRequest(first.via, '/sign-in/email', {
        body: { email: first.email, password: defaultPassword },
      }),
    );
    const signOut = await authRequest(first.via, '/sign-out', { method: 'POST', session: second, body: {} });
    expect(signOut.status).toBe(200);
    const signedOutOn = await pair.instanceOf(signOut);
    for (const instance of [signedOutOn, 1 - signedOutOn]) {
      const answer = await pair.answeredBy(instance, getSession({ ...first, session: second }));
      expect(await readJson(answer), `instance ${instance} after the sign-out`).toBeNull();
    }
    expect((await readJson(await getSession(first)())).user.email).toBe(first.email);
  });

  /** `count` requests one after the other, as one visitor clicking again. */
  async function inTurn(count: number, send: (attempt: number) => Promise<Response>) {
    const responses: Response[] = [];
    for (let attempt = 0; attempt < count; attempt++) responses.push(await send(attempt));
    return responses;
  }
  const contactMessage = (note: string) => ({ name: 'Voahangy', email: uniqueEmail('contact'), note });

  it("counts better-auth's sign-in limit and our contact form's limit across both instances", async () => {
    // better-auth: 3 sign-ins per 10 s per address.
    const guesser = pair.client('127.0.2.1');
    const signIns = await inTurn(6, (attempt) =>
      guesser.postJson('/api/auth/sign-in/email', { email: first.email, password: `wrong-${attempt}` }),
    );
    expect(signIns.map((response) => response.status)).toEqual([401, 401, 401, 429, 429, 429]);
    expect(new Set(await Promise.all(signIns.map(pair.instanceOf)))).toEqual(new Set([0, 1]));

    // Ours: 5 contact messages per address per 10 minutes.
    const writer = pair.client('127.0.2.2');
    const messages = await inTurn(8, (attempt) =>
      writer.postJson('/api/contacts', contactMessage(`Message ${attempt}`)),
    );
    expect(messages.map((response) => response.status)).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    expect(new Set(await Promise.all(messages.map(pair.instanceOf)))).toEqual(new Set([0, 1]));
    // Another visitor is not held back by this one.
    const neighbour = await pair.client('127.0.2.3').postJson('/api/contacts', contactMessage('Bonjour'));
    expect(neighbour.status).toBe(201);
  });

  it('never oversells: 40 bookings in parallel over both instances for 5 rooms confirm exactly 5', async () => {
    const guests = await Promise.all([2, 3, 4].map((n) => registerTraveller(pair, `127.0.1.${n}`)));
    travellers.push(...guests);
    const bookers = [first, ...guests];
    const hotel = await insertHotel(pair.db.db, { rooms: [{ quantity: 5 }] });
    const roomId = hotel.rooms[0]?.id as string;
    const dates = stay(20, 3);

    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) => {
        const booker = bookers[index % bookers.length] as Traveller;
        return booker.client.postJson(
          '/api/bookings',
          {
            hotelId: hotel.id,
            ...dates,
            rooms: [{ roomId, quantity: 1 }],
            guest: { name: 'Hery Rabe', phone: '+261 32 11 222 33' },
          },
          { authorization: `Bearer ${booker.session.token}`, 'idempotency-key': `nginx-race-${index}` },
        );
      }),
    );
    const outcomes = await Promise.all(
      responses.map(async (response, index) => {
        const body = await readJson(response);
        if (response.status === 201)
          confirmed.push({
            email: (bookers[index % bookers.length] as Traveller).email,
            reference: body.reference,
          });
        return `${response.status} ${body.code ?? 'BOOKED'}`;
      }),
    );
    expect(outcomes.filter((outcome) => outcome === '201 BOOKED')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome === '409 SOLD_OUT')).toHaveLength(35);
    const answeredBy = await Promise.all(responses.map(pair.instanceOf));
    expect(answeredBy.filter((instance) => instance === 0).length).toBeGreaterThan(5);
    expect(answeredBy.filter((instance) => instance === 1).length).toBeGreaterThan(5);

    const sold = await soldInCalendar(pair.db.db, [roomId], dates.checkIn, dates.checkOut);
    expect(nightsOf(dates.checkIn, dates.checkOut).map((night) => sold.get(`${roomId} ${night}`))).toEqual([
      5, 5, 5,
    ]);
    expect(sold).toEqual(await soldFromBookings(pair.db.db, [roomId], dates.checkIn, dates.checkOut));
  });

  it('sends each mail once though both instances run an outbox worker', async () => {
    const expected = [
      ...travellers.map((traveller) => `${traveller.email} Confirmez votre adresse e-mail`),
      ...confirmed.map(({ email, reference }) => `${email} Réservation confirmée ${reference}`),
    ];
    expect(confirmed).toHaveLength(5);
    const received = () =>
      pair.inbox.received.map((mail) => `${mail.to.join(',')} ${mail.subject.split(' — ')[0]}`);
    const deadline = Date.now() + 15_000;
    while (!expected.every((mail) => received().includes(mail)) && Date.now() < deadline) await sleep(100);
    // Both workers poll every second: three more seconds give a duplicate time to arrive.
    await sleep(3_000);
    expect(received().sort()).toEqual(expected.sort());

    const rows = await pair.db.db
      .select({ status: schema.mailMessage.status, attempts: schema.mailMessage.attempts })
      .from(schema.mailMessage);
    expect(rows).toHaveLength(expected.length);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('answers plain HTTP with a redirect to HTTPS', async () => {
    const response = await fetch(`${pair.httpUrl}/hotels?city=Toliara`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('https://127.0.0.1/hotels?city=Toliara');
  });

  it('sends everything to the other instance while one is stopped, sessions included', async () => {
    await pair.instances[0]?.stop();
    const answers = [];
    for (let attempt = 0; attempt < 4; attempt++) answers.push(await getSession(first)());
    expect(answers.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect(await Promise.all(answers.map(pair.instanceOf))).toEqual([1, 1, 1, 1]);
    expect((await readJson(answers[0] as Response)).user.email).toBe(first.email);
  });
});
