import { offerLifetimeMinutes } from '@madabook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, type TestActor } from '../../test/actors';
import { apiClient } from '../../test/api-client';
import { readJson } from '../../test/json';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createFlightService } from './flights.service';
import { createOfferTokens } from './offer-token';
import {
  createSchedule,
  createTestNetwork,
  dayFromToday,
  offerOf,
  passengersOf,
  scheduleInput,
  searchOffers,
  type TestOffer,
} from './test-network';

const minuteMs = 60_000;

describe('flight offers', () => {
  let testApp: TestApp;
  let admin: TestActor;
  const day = dayFromToday(12);

  const getOffer = (offerId: string) =>
    testApp.app.request(`/api/flights/offers/${encodeURIComponent(offerId)}`);
  const failure = async (response: Response) => ({ status: response.status, ...(await readJson(response)) });

  /** A fresh daily schedule TNR → NOS and the LIGHT offer of its departure on `day`. */
  async function freshOffer(overrides: Parameters<typeof createSchedule>[2] = {}) {
    const schedule = await createSchedule(testApp, admin, overrides);
    const { outbound } = await searchOffers(testApp, { from: 'TNR', to: 'NOS', departDate: day });
    return { schedule, offer: offerOf(outbound, [schedule.flightNumber]) };
  }

  /** Flights the same as the app's, seen from `minutes` later. */
  const flightsLater = (minutes: number) =>
    createFlightService({
      db: testApp.database.db,
      audit: testApp.services.audit,
      appUrl: testApp.config.appUrl,
      offerSecret: testApp.config.auth.secret,
      departureBookings: {
        cancelBookingsOnDeparture: async () => 0,
        followDepartureTimes: async () => ({ told: 0, brokenConnections: [] }),
      },
      airlineMailRecipients: async () => [],
      onMailQueued: () => {},
      now: () => new Date(Date.now() + minutes * minuteMs),
    });

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createActor(testApp.services, ['ADMIN', 'USER']);
    await createTestNetwork(testApp, admin);
  });
  afterAll(() => testApp.close());

  it('gives an offer back from its id, priced as searched, until it expires', async () => {
    const { offer } = await freshOffer();
    const lifetime = Date.parse(offer.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan((offerLifetimeMinutes - 1) * minuteMs);
    expect(lifetime).toBeLessThanOrEqual(offerLifetimeMinutes * minuteMs + 1000);
    const again = await readJson(await getOffer(offer.offerId));
    expect(again).toEqual(offer);
  });

  it('refuses an id that was tampered with or never issued', async () => {
    const { offer } = await freshOffer();
    const [payload = '', signature = ''] = offer.offerId.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    claims[6][0] = 1000; // a cheaper adult fare
    const cheaper = `${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    const otherKey = createOfferTokens('another server secret of thirty-two characters').sign({
      instanceIds: [offer.segments[0]?.instanceId ?? ''],
      cabin: 'ECONOMY',
      fareFamily: 'LIGHT',
      direction: 'OUTBOUND',
      party: { adults: 1, children: 0, infants: 0 },
      prices: { adult: 1000, child: 750, infant: 100 },
      expiresAt: new Date(Date.now() + 10 * minuteMs),
    });
    for (const offerId of [cheaper, otherKey, `${payload}.`, 'not-an-offer', `${offer.offerId}x`]) {
      const answer = await failure(await getOffer(offerId));
      expect(answer, offerId).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    }
  });

  it('expires after its lifetime, as the clock sees it when reading or booking', async () => {
    const { offer } = await freshOffer();
    const later = flightsLater(offerLifetimeMinutes + 1);
    await expect(later.search.offer(offer.offerId)).rejects.toMatchObject({
      code: 'OFFER_EXPIRED',
      status: 409,
      details: { reason: 'EXPIRED' },
    });
    await expect(
      testApp.database.db.transaction((tx) =>
        later.reservations.reserve(
          tx,
          { offerIds: [offer.offerId], passengers: passengersOf({ adults: 1 }) },
          new Date(Date.now() + (offerLifetimeMinutes + 1) * minuteMs),
        ),
      ),
    ).rejects.toMatchObject({ code: 'OFFER_EXPIRED', details: { reason: 'EXPIRED' } });
    // Still valid a minute before.
    expect((await flightsLater(offerLifetimeMinutes - 1).search.offer(offer.offerId)).offerId).toBe(
      offer.offerId,
    );
  });

  it('expires when a fare changes, and holds again at the new price from a new search', async () => {
    const { schedule, offer } = await freshOffer();
    const api = apiClient(testApp);
    const changed = scheduleInput({ flightNumber: schedule.flightNumber, economyLightFare: 350_000 });
    expect((await api.put(`/api/admin/flight-schedules/${schedule.id}`, admin, changed)).status).toBe(200);
    expect(await failure(await getOffer(offer.offerId))).toMatchObject({
      status: 409,
      code: 'OFFER_EXPIRED',
      details: { reason: 'CHANGED' },
    });
    const { outbound } = await searchOffers(testApp, { from: 'TNR', to: 'NOS', departDate: day });
    const repriced = offerOf(outbound, [schedule.flightNumber]);
    expect(repriced.total).toBe(350_000);
    expect((await getOffer(repriced.offerId)).status).toBe(200);
  });

  it('expires when its departure is cancelled', async () => {
    const { offer } = await freshOffer();
    const instanceId = offer.segments[0]?.instanceId;
    const cancelled = await apiClient(testApp).post(
      `/api/admin/flight-instances/${instanceId}/cancel`,
      admin,
    );
    expect(cancelled.status).toBe(200);
    expect(await failure(await getOffer(offer.offerId))).toMatchObject({
      status: 409,
      code: 'OFFER_EXPIRED',
      details: { reason: 'CANCELLED' },
    });
  });

  it('answers SOLD_OUT once the seats it needs are gone', async () => {
    const { offer } = await freshOffer({ economySeats: 2 });
    const { outbound } = await searchOffers(testApp, { from: 'TNR', to: 'NOS', departDate: day, adults: 2 });
    const forTwo = outbound.find(
      (candidate: TestOffer) => candidate.segments[0]?.instanceId === offer.segments[0]?.instanceId,
    );
    await testApp.database.db.transaction((tx) =>
      testApp.services.flights.reservations.reserve(
        tx,
        { offerIds: [offer.offerId], passengers: passengersOf({ adults: 1 }) },
        new Date(),
      ),
    );
    expect((await readJson(await getOffer(offer.offerId))).seatsLeft).toBe(1);
    expect(await failure(await getOffer(forTwo?.offerId ?? ''))).toMatchObject({
      status: 409,
      code: 'SOLD_OUT',
    });
  });
});
