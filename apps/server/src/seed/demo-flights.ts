import type { AirlineInput, AirportInput, FlightScheduleInput } from '@madabook/contracts';

/**
 * The demo flight network: Madagascar's real airports (coordinates of their
 * runways) around the Antananarivo hub, a few regional ones, and fictional
 * airlines: no real carrier's name, code in use by it, or colours.
 */

/** An airport of Madagascar, on the island's one time zone. */
const madagascar = (code: string, name: string, city: string, latitude: number, longitude: number) => ({
  code,
  name,
  city,
  country: 'MG',
  timeZone: 'Indian/Antananarivo',
  latitude,
  longitude,
});

export const demoAirports: AirportInput[] = [
  madagascar('TNR', 'Ivato', 'Antananarivo', -18.7969, 47.4788),
  madagascar('NOS', 'Fascene', 'Nosy Be', -13.3121, 48.3148),
  madagascar('DIE', 'Arrachart', 'Antsiranana', -12.3494, 49.2917),
  madagascar('SMS', 'Sainte-Marie', 'Île Sainte-Marie', -17.0939, 49.8158),
  madagascar('TMM', 'Toamasina', 'Toamasina', -18.1095, 49.3925),
  madagascar('MOQ', 'Morondava', 'Morondava', -20.2847, 44.3176),
  madagascar('MJN', 'Amborovy', 'Mahajanga', -15.6668, 46.3512),
  madagascar('FTU', 'Marillac', 'Tôlanaro', -25.0381, 46.9561),
  madagascar('TLE', 'Toliara', 'Toliara', -23.3834, 43.7285),
  madagascar('SVB', 'Sambava', 'Sambava', -14.2786, 50.1747),
  madagascar('WMN', 'Maroantsetra', 'Maroantsetra', -15.4367, 49.6883),
  madagascar('MNJ', 'Mananjary', 'Mananjary', -21.2018, 48.3583),
  madagascar('ANM', 'Antsirabato', 'Antalaha', -14.9994, 50.3202),
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

type Times = [departure: string, arrival: string, arrivalDayOffset?: number];

/**
 * A route flown both ways: out from Antananarivo, then back once the aircraft has turned round. The
 * return flight takes the next number and leaves `backDaysLater` days after the outbound (an
 * overnight long-haul turns round the next day). Fares are whole Ariary for one adult.
 */
type Rotation = [
  flightNumber: number,
  to: string,
  out: Times,
  back: Times,
  daysOfWeek: number[],
  seats: [economy: number, business?: number],
  fares: [light: number, flex: number, business?: number],
  backDaysLater?: number,
];

/** Each airline's rotations. */
const demoRotations: Record<string, Rotation[]> = {
  // Vorona Air
  VO: [
    [100, 'NOS', ['07:00', '08:50'], ['09:40', '11:30'], daily, [108, 12], [420_000, 530_000, 1_150_000]],
    [102, 'NOS', ['15:30', '17:20'], ['18:10', '20:00'], [1, 3, 5, 7], [70], [390_000, 490_000]],
    [110, 'DIE', ['08:30', '10:20'], ['11:10', '13:00'], daily, [70], [450_000, 560_000]],
    [120, 'TMM', ['06:45', '07:40'], ['08:20', '09:15'], daily, [70], [250_000, 320_000]],
    [122, 'TMM', ['17:00', '17:55'], ['18:35', '19:30'], [1, 2, 3, 4, 5], [70], [270_000, 340_000]],
    [130, 'MJN', ['09:00', '10:05'], ['10:50', '11:55'], daily, [70], [320_000, 400_000]],
    [140, 'FTU', ['12:45', '14:25'], ['15:10', '16:50'], [1, 3, 5, 6], [70], [520_000, 650_000]],
    [150, 'TLE', ['07:30', '09:00'], ['09:45', '11:15'], daily, [70], [480_000, 600_000]],
    [
      160,
      'RUN',
      ['10:30', '13:20'],
      ['14:30', '15:25'],
      [2, 4, 6, 7],
      [108, 12],
      [1_150_000, 1_450_000, 2_600_000],
    ],
    [
      170,
      'CDG',
      ['23:55', '09:40', 1],
      ['16:30', '05:20', 1],
      [2, 5, 7],
      [220, 24],
      [3_900_000, 4_700_000, 11_500_000],
      1,
    ],
  ],
  // Tsingy Express
  T4: [
    [200, 'SMS', ['08:00', '09:05'], ['09:45', '10:50'], daily, [48], [380_000, 470_000]],
    [210, 'MOQ', ['07:15', '08:30'], ['09:10', '10:25'], [1, 3, 5], [48], [410_000, 510_000]],
    [220, 'SVB', ['10:00', '11:50'], ['12:30', '14:20'], [2, 4, 6], [48], [560_000, 690_000]],
    [230, 'WMN', ['11:00', '12:30'], ['13:10', '14:40'], [2, 5], [19], [520_000, 640_000]],
    [240, 'ANM', ['08:20', '10:05'], ['10:45', '12:30'], [1, 4], [19], [580_000, 700_000]],
    [250, 'MNJ', ['13:30', '14:35'], ['15:15', '16:20'], [3, 7], [19], [340_000, 420_000]],
  ],
  // Lakana Air
  N6: [
    [300, 'NOS', ['18:30', '20:20'], ['06:30', '08:20'], daily, [70], [360_000, 450_000], 1],
    [
      310,
      'MRU',
      ['13:40', '17:10'],
      ['18:00', '19:05'],
      [1, 3, 5],
      [62, 8],
      [1_350_000, 1_700_000, 2_900_000],
    ],
    [320, 'DZA', ['09:30', '11:15'], ['12:00', '13:45'], [2, 6], [70], [980_000, 1_200_000]],
  ],
};

/** How long the demo schedules run from the seed's day. */
export const demoScheduleDays = 120;

/** Each rotation as its two schedules, valid from `validFrom` to `validTo`. */
export function demoSchedules(validFrom: string, validTo: string): FlightScheduleInput[] {
  return Object.entries(demoRotations).flatMap(([airlineCode, rotations]) =>
    rotations.flatMap(([flightNumber, to, out, back, daysOfWeek, seats, fares, backDaysLater = 0]) => {
      const [economySeats, businessSeats = 0] = seats;
      const [light, flex, business = null] = fares;
      const common = {
        airlineCode,
        validFrom,
        validTo,
        economySeats,
        businessSeats,
        economyLightFare: light,
        economyFlexFare: flex,
        businessFlexFare: businessSeats ? business : null,
      };
      const leg = (
        number: number,
        origin: string,
        destination: string,
        [departureTime, arrivalTime, arrivalDayOffset = 0]: Times,
        days: number[],
      ) => ({
        ...common,
        flightNumber: String(number),
        origin,
        destination,
        departureTime,
        arrivalTime,
        arrivalDayOffset,
        daysOfWeek: days,
      });
      const backDays = daysOfWeek.map((day) => ((day - 1 + backDaysLater) % 7) + 1).sort((a, b) => a - b);
      return [
        leg(flightNumber, 'TNR', to, out, daysOfWeek),
        leg(flightNumber + 1, to, 'TNR', back, backDays),
      ];
    }),
  );
}
