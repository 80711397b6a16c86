import type { Airport, FlightInstance, FlightSchedule } from '@madabook/contracts';

/** What the flight components' tests are shown: two airports of one zone, a schedule between them, and a departure. */

export const airports: Airport[] = [
  {
    code: 'NOS',
    name: 'Nosy Be Fascene',
    city: 'Nosy Be',
    country: 'MG',
    timeZone: 'Indian/Antananarivo',
    latitude: -13.312,
    longitude: 48.314,
  },
  {
    code: 'TNR',
    name: 'Antananarivo Ivato',
    city: 'Antananarivo',
    country: 'MG',
    timeZone: 'Indian/Antananarivo',
    latitude: -18.797,
    longitude: 47.479,
  },
];

export const schedule: FlightSchedule = {
  id: 'sch-1',
  airlineCode: 'MW',
  flightNumber: '102',
  origin: 'TNR',
  destination: 'NOS',
  departureTime: '08:05',
  arrivalTime: '09:20',
  arrivalDayOffset: 0,
  durationMinutes: 75,
  daysOfWeek: [1, 3, 5],
  validFrom: '2026-12-01',
  validTo: '2027-03-31',
  economySeats: 70,
  businessSeats: 0,
  economyLightFare: 450_000,
  economyFlexFare: 560_000,
  businessFlexFare: null,
  upcomingDepartures: 30,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};

/** An overnight flight to Réunion (UTC+4): its times are those of each airport's clock. */
export const departure: FlightInstance = {
  id: 'dep-1',
  scheduleId: 'sch-1',
  airline: { code: 'MW', name: 'Mora Wings', color: '#0B6E4F' },
  flightNumber: 'MW 731',
  origin: 'TNR',
  destination: 'RUN',
  departureDate: '2026-12-04',
  departure: '2026-12-04T23:30:00+03:00',
  arrival: '2026-12-05T02:05:00+04:00',
  status: 'SCHEDULED',
  seats: [
    { cabin: 'ECONOMY', forSale: 70, sold: 45 },
    { cabin: 'BUSINESS', forSale: 8, sold: 5 },
  ],
  loadFactor: 50 / 78,
  passengers: 53,
};
