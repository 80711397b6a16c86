import type { AirlineInput, AirportInput, FlightScheduleInput } from '@madabook/contracts';

/**
 * The demo flight network: Madagascar's real airports (coordinates of their
 * runways) around the Antananarivo hub, a few regional ones, and fictional
 * airlines: no real carrier's name, code in use by it, or colours.
 */

const madagascar = { country: 'MG', timeZone: 'Indian/Antananarivo' };

export const demoAirports: AirportInput[] = [
  { code: 'TNR', name: 'Ivato', city: 'Antananarivo', ...madagascar, latitude: -18.7969, longitude: 47.4788 },
  { code: 'NOS', name: 'Fascene', city: 'Nosy Be', ...madagascar, latitude: -13.3121, longitude: 48.3148 },
  {
    code: 'DIE',
    name: 'Arrachart',
    city: 'Antsiranana',
    ...madagascar,
    latitude: -12.3494,
    longitude: 49.2917,
  },
  {
    code: 'SMS',
    name: 'Sainte-Marie',
    city: 'Sainte-Marie',
    ...madagascar,
    latitude: -17.0939,
    longitude: 49.8158,
  },
  {
    code: 'TMM',
    name: 'Toamasina',
    city: 'Toamasina',
    ...madagascar,
    latitude: -18.1095,
    longitude: 49.3925,
  },
  {
    code: 'MOQ',
    name: 'Morondava',
    city: 'Morondava',
    ...madagascar,
    latitude: -20.2847,
    longitude: 44.3176,
  },
  { code: 'MJN', name: 'Amborovy', city: 'Mahajanga', ...madagascar, latitude: -15.6668, longitude: 46.3512 },
  { code: 'FTU', name: 'Marillac', city: 'Tôlanaro', ...madagascar, latitude: -25.0381, longitude: 46.9561 },
  { code: 'TLE', name: 'Toliara', city: 'Toliara', ...madagascar, latitude: -23.3834, longitude: 43.7285 },
  { code: 'SVB', name: 'Sambava', city: 'Sambava', ...madagascar, latitude: -14.2786, longitude: 50.1747 },
  {
    code: 'WMN',
    name: 'Maroantsetra',
    city: 'Maroantsetra',
    ...madagascar,
    latitude: -15.4367,
    longitude: 49.6883,
  },
  {
    code: 'MNJ',
    name: 'Mananjary',
    city: 'Mananjary',
    ...madagascar,
    latitude: -21.2018,
    longitude: 48.3583,
  },
  {
    code: 'ANM',
    name: 'Antsirabato',
    city: 'Antalaha',
    ...madagascar,
    latitude: -14.9994,
    longitude: 50.3202,
  },
  {
    code: 'RUN',
    name: 'Roland Garros',
    city: 'Saint-Denis',
    country: 'RE',
    timeZone: 'Indian/Reunion',
    latitude: -20.8871,
    longitude: 55.5103,
  },
  {
    code: 'MRU',
    name: 'Sir Seewoosagur Ramgoolam',
    city: 'Maurice',
    country: 'MU',
    timeZone: 'Indian/Mauritius',
    latitude: -20.4302,
    longitude: 57.6836,
  },
  {
    code: 'DZA',
    name: 'Dzaoudzi-Pamandzi',
    city: 'Mayotte',
    country: 'YT',
    timeZone: 'Indian/Mayotte',
    latitude: -12.8047,
    longitude: 45.2811,
  },
  {
    code: 'CDG',
    name: 'Paris-Charles de Gaulle',
    city: 'Paris',
    country: 'FR',
    timeZone: 'Europe/Paris',
    latitude: 49.0097,
    longitude: 2.5479,
  },
];

export const demoAirlines: AirlineInput[] = [
  /** Vorona ("bird"): the trunk routes and the long-haul flights, jets with a business cabin on some. */
  { code: 'VO', name: 'Vorona Air', color: '#1B6F5C' },
  /** Tsingy Express: small turboprops to the island's coasts and villages. */
  { code: 'T4', name: 'Tsingy Express', color: '#C2571A' },
  /** Lakana ("canoe"): the neighbouring islands, and evening shuttles to Nosy Be. */
  { code: 'N6', name: 'Lakana Air', color: '#2B4C9B' },
];

const daily = [1, 2, 3, 4, 5, 6, 7];

/** A route flown both ways: out from Antananarivo, then back once the aircraft has turned round. */
interface DemoRotation {
  airlineCode: string;
  /** The outbound number; the return flight takes the next one. */
  flightNumber: number;
  to: string;
  out: [departure: string, arrival: string, arrivalDayOffset?: number];
  back: [departure: string, arrival: string, arrivalDayOffset?: number];
  daysOfWeek: number[];
  /** Days after the outbound's that the return leaves (an overnight long-haul turns round the next day). */
  backDaysLater?: number;
  economySeats: number;
  businessSeats?: number;
  /** Whole Ariary for one adult: economy light and flex, business flex. */
  fares: [light: number, flex: number, business?: number];
}

export const demoRotations: DemoRotation[] = [
  // Vorona Air
  {
    airlineCode: 'VO',
    flightNumber: 100,
    to: 'NOS',
    out: ['07:00', '08:50'],
    back: ['09:40', '11:30'],
    daysOfWeek: daily,
    economySeats: 108,
    businessSeats: 12,
    fares: [420_000, 530_000, 1_150_000],
  },
  {
    airlineCode: 'VO',
    flightNumber: 102,
    to: 'NOS',
    out: ['15:30', '17:20'],
    back: ['18:10', '20:00'],
    daysOfWeek: [1, 3, 5, 7],
    economySeats: 70,
    fares: [390_000, 490_000],
  },
  {
    airlineCode: 'VO',
    flightNumber: 110,
    to: 'DIE',
    out: ['08:30', '10:20'],
    back: ['11:10', '13:00'],
    daysOfWeek: daily,
    economySeats: 70,
    fares: [450_000, 560_000],
  },
  {
    airlineCode: 'VO',
    flightNumber: 120,
    to: 'TMM',
    out: ['06:45', '07:40'],
    back: ['08:20', '09:15'],
    daysOfWeek: daily,
    economySeats: 70,
    fares: [250_000, 320_000],
  },
  {
    airlineCode: 'VO',
    flightNumber: 122,
    to: 'TMM',
    out: ['17:00', '17:55'],
    back: ['18:35', '19:30'],
    daysOfWeek: [1, 2, 3, 4, 5],
    economySeats: 70,
    fares: [270_000, 340_000],
  },
  {
    airlineCode: 'VO',
    flightNumber: 130,
    to: 'MJN',
    out: ['09:00', '10:05'],
    back: ['10:50', '11:55'],
    daysOfWeek: daily,
    economySeats: 70,
    fares: [320_000, 400_000],
  },
  {
    airlineCode: 'VO',
    flightNumber: 140,
    to: 'FTU',
    out: ['12:45', '14:25'],
    back: ['15:10', '16:50'],
    daysOfWeek: [1, 3, 5, 6],
    economySeats: 70,
    fares: [520_000, 650_000],
  },
  {
    airlineCode: 'VO',
    flightNumber: 150,
    to: 'TLE',
    out: ['07:30', '09:00'],
    back: ['09:45', '11:15'],
    daysOfWeek: daily,
    economySeats: 70,
    fares: [480_000, 600_000],
  },
  {
    airlineCode: 'VO',
    flightNumber: 160,
    to: 'RUN',
    out: ['10:30', '13:20'],
    back: ['14:30', '15:25'],
    daysOfWeek: [2, 4, 6, 7],
    economySeats: 108,
    businessSeats: 12,
    fares: [1_150_000, 1_450_000, 2_600_000],
  },
  {
    airlineCode: 'VO',
    flightNumber: 170,
    to: 'CDG',
    out: ['23:55', '09:40', 1],
    back: ['16:30', '05:20', 1],
    daysOfWeek: [2, 5, 7],
    backDaysLater: 1,
    economySeats: 220,
    businessSeats: 24,
    fares: [3_900_000, 4_700_000, 11_500_000],
  },
  // Tsingy Express
  {
    airlineCode: 'T4',
    flightNumber: 200,
    to: 'SMS',
    out: ['08:00', '09:05'],
    back: ['09:45', '10:50'],
    daysOfWeek: daily,
    economySeats: 48,
    fares: [380_000, 470_000],
  },
  {
    airlineCode: 'T4',
    flightNumber: 210,
    to: 'MOQ',
    out: ['07:15', '08:30'],
    back: ['09:10', '10:25'],
    daysOfWeek: [1, 3, 5],
    economySeats: 48,
    fares: [410_000, 510_000],
  },
  {
    airlineCode: 'T4',
    flightNumber: 220,
    to: 'SVB',
    out: ['10:00', '11:50'],
    back: ['12:30', '14:20'],
    daysOfWeek: [2, 4, 6],
    economySeats: 48,
    fares: [560_000, 690_000],
  },
  {
    airlineCode: 'T4',
    flightNumber: 230,
    to: 'WMN',
    out: ['11:00', '12:30'],
    back: ['13:10', '14:40'],
    daysOfWeek: [2, 5],
    economySeats: 19,
    fares: [520_000, 640_000],
  },
  {
    airlineCode: 'T4',
    flightNumber: 240,
    to: 'ANM',
    out: ['08:20', '10:05'],
    back: ['10:45', '12:30'],
    daysOfWeek: [1, 4],
    economySeats: 19,
    fares: [580_000, 700_000],
  },
  {
    airlineCode: 'T4',
    flightNumber: 250,
    to: 'MNJ',
    out: ['13:30', '14:35'],
    back: ['15:15', '16:20'],
    daysOfWeek: [3, 7],
    economySeats: 19,
    fares: [340_000, 420_000],
  },
  // Lakana Air
  {
    airlineCode: 'N6',
    flightNumber: 300,
    to: 'NOS',
    out: ['18:30', '20:20'],
    back: ['06:30', '08:20'],
    daysOfWeek: daily,
    backDaysLater: 1,
    economySeats: 70,
    fares: [360_000, 450_000],
  },
  {
    airlineCode: 'N6',
    flightNumber: 310,
    to: 'MRU',
    out: ['13:40', '17:10'],
    back: ['18:00', '19:05'],
    daysOfWeek: [1, 3, 5],
    economySeats: 62,
    businessSeats: 8,
    fares: [1_350_000, 1_700_000, 2_900_000],
  },
  {
    airlineCode: 'N6',
    flightNumber: 320,
    to: 'DZA',
    out: ['09:30', '11:15'],
    back: ['12:00', '13:45'],
    daysOfWeek: [2, 6],
    economySeats: 70,
    fares: [980_000, 1_200_000],
  },
];

/** How long the demo schedules run from the seed's day. */
export const demoScheduleDays = 120;

/** Each rotation as its two schedules, valid from `validFrom` for `demoScheduleDays` days. */
export function demoSchedules(validFrom: string, validTo: string): FlightScheduleInput[] {
  return demoRotations.flatMap((rotation) => {
    const [light, flex, business = null] = rotation.fares;
    const common = {
      airlineCode: rotation.airlineCode,
      validFrom,
      validTo,
      economySeats: rotation.economySeats,
      businessSeats: rotation.businessSeats ?? 0,
      economyLightFare: light,
      economyFlexFare: flex,
      businessFlexFare: rotation.businessSeats ? business : null,
    };
    const leg = (
      flightNumber: number,
      origin: string,
      destination: string,
      [departureTime, arrivalTime, arrivalDayOffset = 0]: DemoRotation['out'],
      daysOfWeek: number[],
    ) => ({
      ...common,
      flightNumber: String(flightNumber),
      origin,
      destination,
      departureTime,
      arrivalTime,
      arrivalDayOffset,
      daysOfWeek,
    });
    const backDays = rotation.daysOfWeek.map((day) => ((day - 1 + (rotation.backDaysLater ?? 0)) % 7) + 1);
    return [
      leg(rotation.flightNumber, 'TNR', rotation.to, rotation.out, rotation.daysOfWeek),
      leg(
        rotation.flightNumber + 1,
        rotation.to,
        'TNR',
        rotation.back,
        backDays.sort((a, b) => a - b),
      ),
    ];
  });
}
