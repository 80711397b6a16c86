import { addDays, todayInMadagascar } from '@madabook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localIsoString } from '../../lib/time-zones';
import { createActor, type TestActor } from '../../test/actors';
import { readJson } from '../../test/json';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  createSchedule,
  createTestNetwork,
  dayFromToday,
  itinerariesOf,
  offerOf,
  searchFlights,
  searchOffers,
} from './test-network';

describe('flight search', () => {
  let testApp: TestApp;
  let admin: TestActor;
  const day = dayFromToday(10);
  const nextDay = addDays(day, 1);
  /** Flight numbers by role in the network below. */
  const flights: Record<string, string> = {};

  const schedule = async (name: string, overrides: Parameters<typeof createSchedule>[2]) => {
    flights[name] = (await createSchedule(testApp, admin, overrides)).flightNumber;
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createActor(testApp.services, ['ADMIN', 'USER']);
    await createTestNetwork(testApp, admin);
    await schedule('tnrNos', {
      origin: 'TNR',
      destination: 'NOS',
      departureTime: '08:00',
      arrivalTime: '09:30',
      businessSeats: 4,
      businessFlexFare: 900_000,
    });
    // Nosy Be to Antananarivo lands at 11:30 and at 22:00; flights on to Tôlanaro leave around them.
    await schedule('nosTnrMorning', {
      origin: 'NOS',
      destination: 'TNR',
      departureTime: '10:00',
      arrivalTime: '11:30',
      economyLightFare: 250_000,
    });
    await schedule('nosTnrEvening', {
      origin: 'NOS',
      destination: 'TNR',
      departureTime: '20:30',
      arrivalTime: '22:00',
    });
    const toFtu = (departureTime: string, arrivalTime: string, extra = {}) => ({
      origin: 'TNR',
      destination: 'FTU',
      departureTime,
      arrivalTime,
      ...extra,
    });
    await schedule('after44Minutes', toFtu('12:14', '13:44'));
    await schedule('after45Minutes', toFtu('12:15', '13:45', { economySeats: 3, economyLightFare: 333_333 }));
    await schedule('after8Hours', toFtu('19:30', '21:00'));
    await schedule('after8HoursAnd1Minute', toFtu('19:31', '21:01'));
    await schedule('nextMorning', toFtu('05:30', '07:00'));
    await schedule('nosFtuDirect', {
      origin: 'NOS',
      destination: 'FTU',
      departureTime: '15:00',
      arrivalTime: '17:00',
      economyFlexFare: null,
    });
    await schedule('tnrRun', {
      origin: 'TNR',
      destination: 'RUN',
      departureTime: '14:00',
      arrivalTime: '16:10',
    });
    await schedule('tnrCdg', {
      origin: 'TNR',
      destination: 'CDG',
      departureTime: '23:50',
      arrivalTime: '10:30',
      arrivalDayOffset: 1,
    });
  });
  afterAll(() => testApp.close());

  it('lists the airports by city', async () => {
    const airports = await readJson(await testApp.app.request('/api/airports'));
    expect(airports.map((airport: { city: string }) => airport.city)).toEqual([
      'Antananarivo',
      'Antsiranana',
      'Nosy Be',
      'Paris',
      'Saint-Denis',
      'Tôlanaro',
    ]);
  });

  it('finds direct flights, one offer per fare family sold, with local times', async () => {
    const { outbound, return: inbound } = await searchOffers(testApp, {
      from: 'TNR',
      to: 'NOS',
      departDate: day,
    });
    expect(inbound).toBeNull();
    expect(outbound.map((offer) => [offer.fareFamily, offer.stops, offer.total])).toEqual([
      ['LIGHT', 0, 300_000],
      ['FLEX', 0, 380_000],
    ]);
    const [light] = outbound;
    expect(light?.segments).toEqual([
      expect.objectContaining({
        flightNumber: `MT ${flights.tnrNos}`,
        departure: `${day}T08:00:00+03:00`,
        arrival: `${day}T09:30:00+03:00`,
        durationMinutes: 90,
        from: { code: 'TNR', name: 'Ivato', city: 'Antananarivo' },
      }),
    ]);
    expect(light).toMatchObject({ direction: 'OUTBOUND', seatsLeft: 20, refundable: false, checkedBags: 0 });
    expect(outbound[1]).toMatchObject({ refundable: true, checkedBags: 1 });
  });

  it('changes planes in Antananarivo only with 45 minutes to 8 hours between flights, across midnight too', async () => {
    const { outbound } = await searchOffers(testApp, { from: 'NOS', to: 'FTU', departDate: day });
    // Earliest first: 10:00 with the short then the long connection, the 15:00 direct, the 20:30 overnight.
    expect(itinerariesOf(outbound)).toEqual([
      `${flights.nosTnrMorning}+${flights.after45Minutes}`,
      `${flights.nosTnrMorning}+${flights.after8Hours}`,
      flights.nosFtuDirect,
      `${flights.nosTnrEvening}+${flights.nextMorning}`,
    ]);
    const overnight = offerOf(outbound, [flights.nosTnrEvening as string, flights.nextMorning as string]);
    expect(overnight.segments[1]?.departure).toBe(`${nextDay}T05:30:00+03:00`);
    expect(overnight).toMatchObject({ stops: 1, durationMinutes: 10 * 60 + 30 });
    // The direct flight sells no flexible fare: one offer; each one-stop itinerary has two.
    expect(outbound.filter((offer) => offer.stops === 0).map((offer) => offer.fareFamily)).toEqual(['LIGHT']);
    expect(outbound).toHaveLength(7);
  });

  it('prices each passenger type over every flight, and counts seats for adults and children only', async () => {
    const party = { adults: 2, children: 1, infants: 1 };
    const { outbound } = await searchOffers(testApp, { from: 'NOS', to: 'FTU', departDate: day, ...party });
    const offer = offerOf(outbound, [flights.nosTnrMorning as string, flights.after45Minutes as string]);
    // 250,000 then 333,333 for an adult; children pay 75 %, infants 10 %, each flight rounded.
    expect(offer.pricePerPassenger).toEqual({
      adult: 583_333,
      child: 187_500 + 250_000,
      infant: 25_000 + 33_333,
    });
    expect(offer.total).toBe(2 * 583_333 + 437_500 + 58_333);
    expect(offer.seatsLeft).toBe(3);

    const larger = await searchOffers(testApp, {
      from: 'NOS',
      to: 'FTU',
      departDate: day,
      adults: 3,
      children: 1,
    });
    expect(itinerariesOf(larger.outbound)).not.toContain(
      `${flights.nosTnrMorning}+${flights.after45Minutes}`,
    );
    expect(itinerariesOf(larger.outbound)).toContain(`${flights.nosTnrMorning}+${flights.after8Hours}`);
  });

  it('searches a cabin: business offers only where the aircraft has business seats', async () => {
    const { outbound } = await searchOffers(testApp, {
      from: 'TNR',
      to: 'NOS',
      departDate: day,
      cabin: 'BUSINESS',
    });
    expect(outbound).toHaveLength(1);
    expect(outbound[0]).toMatchObject({ fareFamily: 'FLEX', total: 900_000, seatsLeft: 4, checkedBags: 2 });
    expect(outbound[0]?.segments[0]).toMatchObject({ cabin: 'BUSINESS' });
  });

  it('offers the return on the reverse route and date', async () => {
    const returnDate = addDays(day, 3);
    const result = await searchOffers(testApp, { from: 'TNR', to: 'NOS', departDate: day, returnDate });
    expect(itinerariesOf(result.outbound)).toEqual([flights.tnrNos]);
    expect(itinerariesOf(result.return ?? [])).toEqual([flights.nosTnrMorning, flights.nosTnrEvening]);
    for (const offer of result.return ?? []) {
      expect(offer.direction).toBe('RETURN');
      expect(offer.segments[0]?.departure.startsWith(returnDate)).toBe(true);
      expect(offer.segments[0]?.from.code).toBe('NOS');
    }
  });

  it('shows each airport its own local time and offset, Réunion and Paris included', async () => {
    const reunion = await searchOffers(testApp, { from: 'TNR', to: 'RUN', departDate: day });
    expect(reunion.outbound[0]?.segments[0]).toMatchObject({
      departure: `${day}T14:00:00+03:00`,
      arrival: `${day}T16:10:00+04:00`,
      durationMinutes: 70,
    });

    const paris = await searchOffers(testApp, { from: 'TNR', to: 'CDG', departDate: day });
    const overnight = paris.outbound[0]?.segments[0];
    expect(overnight?.departure).toBe(`${day}T23:50:00+03:00`);
    // Paris is UTC+1 in winter and UTC+2 in summer: 12 h 40 or 11 h 40 in the air.
    expect(overnight?.arrival).toMatch(new RegExp(`^${nextDay}T10:30:00\\+0[12]:00$`));
    const minutes = (Date.parse(overnight?.arrival ?? '') - Date.parse(overnight?.departure ?? '')) / 60_000;
    expect(overnight?.durationMinutes).toBe(minutes);
    expect([700, 760]).toContain(minutes);
  });

  it('answers no offers where nothing flies', async () => {
    for (const search of [
      { from: 'TNR', to: 'DIE', departDate: day },
      { from: 'FTU', to: 'NOS', departDate: day },
      { from: 'TNR', to: 'XXX', departDate: day },
      { from: 'TNR', to: 'NOS', departDate: dayFromToday(60) },
    ]) {
      expect(await searchOffers(testApp, search)).toEqual({ outbound: [], return: null });
    }
  });

  it('no longer sells a departure within an hour of leaving', async () => {
    const soon = (minutes: number) => {
      const local = localIsoString(new Date(Date.now() + minutes * 60_000), 'Indian/Antananarivo');
      return { date: local.slice(0, 10), time: local.slice(11, 16) };
    };
    const [tooSoon, later] = [40, 100];
    for (const minutes of [tooSoon, later]) {
      const [departure, arrival] = [soon(minutes), soon(minutes + 60)];
      await schedule(`DIE in ${minutes} minutes`, {
        origin: 'TNR',
        destination: 'DIE',
        departureTime: departure.time,
        arrivalTime: arrival.time,
        arrivalDayOffset: arrival.date === departure.date ? 0 : 1,
        validFrom: departure.date,
        validTo: departure.date,
      });
    }
    const offered = async (date: string) =>
      itinerariesOf((await searchOffers(testApp, { from: 'TNR', to: 'DIE', departDate: date })).outbound);
    expect(await offered(soon(tooSoon).date)).not.toContain(flights[`DIE in ${tooSoon} minutes`]);
    expect(await offered(soon(later).date)).toContain(flights[`DIE in ${later} minutes`]);
  });

  it('documents the public and admin routes in the OpenAPI document', async () => {
    const document = await readJson(await testApp.app.request('/api/openapi.json'));
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/airports',
        '/api/flights/search',
        '/api/flights/offers/{offerId}',
        '/api/admin/airports/{code}',
        '/api/admin/airlines',
        '/api/admin/flight-schedules/{id}',
        '/api/admin/flight-instances',
        '/api/admin/flight-instances/{id}/times',
        '/api/admin/flight-instances/{id}/cancel',
      ]),
    );
    expect(
      document.paths['/api/flights/search'].get.parameters.map(
        (parameter: { name: string }) => parameter.name,
      ),
    ).toEqual(
      expect.arrayContaining([
        'from',
        'to',
        'departDate',
        'returnDate',
        'adults',
        'children',
        'infants',
        'cabin',
      ]),
    );
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['FlightSearchResult', 'FlightOffer', 'FlightSchedule', 'FlightInstancePage']),
    );
  });

  it('refuses searches that cannot be flown, with the field at fault', async () => {
    const today = todayInMadagascar();
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ from: 'TNR', to: 'TNR', departDate: day }, 'to'],
      [{ from: 'TNR', to: 'NOS', departDate: day, adults: 6, children: 4 }, 'adults'],
      [{ from: 'TNR', to: 'NOS', departDate: day, adults: 10 }, 'adults'],
      [{ from: 'TNR', to: 'NOS', departDate: day, adults: 1, infants: 2 }, 'infants'],
      [{ from: 'TNR', to: 'NOS', departDate: addDays(today, -1) }, 'departDate'],
      [{ from: 'TNR', to: 'NOS', departDate: day, returnDate: addDays(day, -1) }, 'returnDate'],
      [{ from: 'TNR', to: 'NOS', departDate: day, cabin: 'FIRST' }, 'cabin'],
      [{ from: 'TN', to: 'NOS', departDate: day }, 'from'],
    ];
    for (const [search, path] of cases) {
      const response = await searchFlights(testApp, search as never);
      const body = await readJson(response);
      expect(response.status, JSON.stringify(search)).toBe(400);
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.details.issues.map((issue: { path: string }) => issue.path)).toContain(path);
    }
  });
});
