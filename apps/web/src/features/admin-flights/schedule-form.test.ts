import type { FlightSchedule } from '@madabook/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { initI18nWithEveryText } from '@/test/i18n';
import {
  type ScheduleFormValues,
  scheduleFormErrors,
  scheduleFormValues,
  toScheduleValues,
} from './schedule-form';

const today = '2026-11-20';
/** French groups thousands with a narrow no-break space. */
const narrowNoBreakSpace = '\u202f';

const valid: ScheduleFormValues = {
  ...scheduleFormValues(undefined, today),
  airlineCode: 'MW',
  flightNumber: '102',
  origin: 'TNR',
  destination: 'NOS',
  departureTime: '08:05',
  arrivalTime: '09:20',
  validTo: '2027-03-31',
  economySeats: '70',
  economyLightFare: '450 000',
  economyFlexFare: '560,000',
};

const schedule: FlightSchedule = {
  id: 's1',
  airlineCode: 'MW',
  flightNumber: '731',
  origin: 'TNR',
  destination: 'RUN',
  departureTime: '22:30',
  arrivalTime: '01:05',
  arrivalDayOffset: 1,
  durationMinutes: 95,
  daysOfWeek: [5, 1, 3],
  validFrom: '2026-12-01',
  validTo: '2027-06-30',
  economySeats: 120,
  businessSeats: 8,
  economyLightFare: null,
  economyFlexFare: 980_000,
  businessFlexFare: 2_400_000,
  upcomingDepartures: 40,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};

beforeAll(() => initI18nWithEveryText('fr'));
beforeEach(() => changeLanguage('fr'));

describe('scheduleFormValues', () => {
  it('starts a new schedule flying every day from today, with no business cabin', () => {
    expect(scheduleFormValues(undefined, today)).toMatchObject({
      daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
      validFrom: today,
      validTo: '',
      arrivalDayOffset: '0',
      businessSeats: '0',
      economyLightFare: '',
    });
  });

  it('shows a schedule as typed text, its days in order and an unsold fare blank', () => {
    expect(scheduleFormValues(schedule, today)).toMatchObject({
      flightNumber: '731',
      arrivalDayOffset: '1',
      daysOfWeek: [1, 3, 5],
      economySeats: '120',
      economyLightFare: '',
      economyFlexFare: '980000',
    });
  });

  it('gives the API back what it gave, unchanged', () => {
    const {
      id: _,
      durationMinutes: __,
      upcomingDepartures: ___,
      createdAt: ____,
      updatedAt: _____,
      ...input
    } = schedule;
    expect(toScheduleValues(scheduleFormValues(schedule, today))).toEqual({
      ...input,
      daysOfWeek: [1, 3, 5],
    });
  });
});

describe('toScheduleValues', () => {
  it('reads Ariary written with spaces or commas, and a blank fare as not sold', () => {
    expect(toScheduleValues(valid)).toMatchObject({
      economySeats: 70,
      businessSeats: 0,
      economyLightFare: 450_000,
      economyFlexFare: 560_000,
      businessFlexFare: null,
      arrivalDayOffset: 0,
    });
  });

  it('sends an overnight flight with its day offset, and the days in the week order', () => {
    expect(toScheduleValues({ ...valid, arrivalDayOffset: '1', daysOfWeek: [7, 2] })).toMatchObject({
      arrivalDayOffset: 1,
      daysOfWeek: [2, 7],
    });
  });
});

describe('scheduleFormErrors', () => {
  it('accepts a complete schedule', () => {
    expect(scheduleFormErrors(valid)).toBeUndefined();
  });

  it('asks for what is missing, naming the format of each', () => {
    expect(
      scheduleFormErrors({
        ...valid,
        airlineCode: '',
        flightNumber: 'MW12',
        origin: '',
        arrivalTime: '25:00',
        daysOfWeek: [],
        economySeats: '',
      }),
    ).toEqual({
      airlineCode: 'Choisissez une compagnie',
      flightNumber: 'Un à quatre chiffres, comme 102',
      origin: 'Choisissez un aéroport',
      arrivalTime: 'Saisissez une heure comme 14:05',
      daysOfWeek: 'Choisissez au moins un jour',
      economySeats: 'Ce champ est obligatoire',
    });
  });

  it('says each rule across fields in words, at the field to fix', () => {
    expect(scheduleFormErrors({ ...valid, destination: 'TNR' })).toEqual({
      destination: "L'arrivée doit différer du départ",
    });
    expect(scheduleFormErrors({ ...valid, validTo: '2026-11-01' })).toEqual({
      validTo: 'Le dernier jour précède le premier',
    });
    expect(scheduleFormErrors({ ...valid, economyLightFare: '', economyFlexFare: '' })).toEqual({
      economyLightFare: 'Les sièges en économie demandent un tarif Light ou Flex',
    });
    expect(scheduleFormErrors({ ...valid, businessSeats: '8' })).toEqual({
      businessFlexFare: 'Les sièges en affaires demandent un tarif',
    });
    expect(scheduleFormErrors({ ...valid, economySeats: '0' })).toEqual({
      economySeats: 'Au moins un siège, en économie ou en affaires',
    });
  });

  it('keeps the bounds of the contracts for numbers', () => {
    expect(scheduleFormErrors({ ...valid, economySeats: '1200', economyFlexFare: '500' })).toEqual({
      economySeats: `La valeur maximale est 1${narrowNoBreakSpace}000`,
      economyFlexFare: `La valeur minimale est 1${narrowNoBreakSpace}000`,
    });
    expect(scheduleFormErrors({ ...valid, economyLightFare: 'cher' })).toEqual({
      economyLightFare: 'Saisissez un nombre',
    });
  });

  it('speaks English to an English-speaking admin, and tells every fault at once', async () => {
    await changeLanguage('en');
    expect(scheduleFormErrors({ ...valid, destination: 'TNR', departureTime: '', validTo: '' })).toEqual({
      departureTime: 'This field is required',
      destination: 'The destination must differ from the origin',
      validTo: 'This field is required',
    });
  });
});
