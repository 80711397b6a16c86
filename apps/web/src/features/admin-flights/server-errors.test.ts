import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import {
  cabinsBelowSold,
  scheduleHasSales,
  seatsBelowSold,
  standingErrors,
  validationIssues,
} from './server-errors';

const refusal = (code: string, details?: unknown) =>
  new ApiError({ status: code === 'VALIDATION_ERROR' ? 422 : 409, code, message: code, details });

describe('validationIssues', () => {
  it('files each issue of a 422 under its top-level field', () => {
    const error = refusal('VALIDATION_ERROR', {
      issues: [
        { path: 'arrivalTime', message: 'The arrival comes before the departure' },
        { path: 'daysOfWeek.2', message: 'Too big' },
      ],
    });
    expect(validationIssues(error)).toEqual([
      { field: 'arrivalTime', message: 'The arrival comes before the departure' },
      { field: 'daysOfWeek', message: 'Too big' },
    ]);
  });

  it('finds none in any other failure', () => {
    expect(validationIssues(refusal('CONFLICT'))).toEqual([]);
    expect(validationIssues(refusal('VALIDATION_ERROR', { nothing: true }))).toEqual([]);
    expect(validationIssues(new Error('offline'))).toEqual([]);
  });
});

describe('seatsBelowSold', () => {
  it('names the departure and what it sold per cabin', () => {
    const error = refusal('SEATS_BELOW_SOLD', {
      instanceId: 'dep-9',
      departureDate: '2026-12-03',
      economySold: 52,
      businessSold: 3,
    });
    expect(seatsBelowSold(error)).toEqual({
      departureDate: '2026-12-03',
      sold: { ECONOMY: 52, BUSINESS: 3 },
    });
  });

  it('still tells the refusal without details, and nothing for another failure', () => {
    expect(seatsBelowSold(refusal('SEATS_BELOW_SOLD'))).toEqual({ departureDate: undefined, sold: {} });
    expect(seatsBelowSold(refusal('FLIGHT_DATA_IN_USE'))).toBeUndefined();
  });
});

describe('scheduleHasSales', () => {
  it('names the departure whose sales keep the route', () => {
    const error = refusal('SCHEDULE_HAS_SALES', { instanceId: 'dep-9', departureDate: '2026-12-03' });
    expect(scheduleHasSales(error)).toEqual({ departureDate: '2026-12-03' });
  });

  it('still tells the refusal without details, and nothing for another failure', () => {
    expect(scheduleHasSales(refusal('SCHEDULE_HAS_SALES'))).toEqual({ departureDate: undefined });
    expect(scheduleHasSales(refusal('SEATS_BELOW_SOLD'))).toBeUndefined();
  });
});

describe('cabinsBelowSold', () => {
  const refused = { departureDate: '2026-12-03', sold: { ECONOMY: 52, BUSINESS: 3 } };

  it('points at the cabins that sold more than the seats sent', () => {
    expect(cabinsBelowSold(refused, { ECONOMY: 40, BUSINESS: 8 })).toEqual(['ECONOMY']);
    expect(cabinsBelowSold(refused, { ECONOMY: 40, BUSINESS: 2 })).toEqual(['ECONOMY', 'BUSINESS']);
  });

  it('points at both when the details do not tell', () => {
    expect(cabinsBelowSold({ departureDate: undefined, sold: {} }, { ECONOMY: 40, BUSINESS: 8 })).toEqual([
      'ECONOMY',
      'BUSINESS',
    ]);
  });
});

describe('standingErrors', () => {
  const verdict = { sent: { code: 'TNR', name: 'Ivato' }, errors: { code: 'Taken' } };

  it('keeps a server error while its field holds the value the server refused', () => {
    expect(standingErrors(verdict, { code: 'TNR', name: 'Ivato airport' })).toEqual({ code: 'Taken' });
  });

  it('drops it once the field changes, and has nothing without a verdict', () => {
    expect(standingErrors(verdict, { code: 'TNA', name: 'Ivato' })).toBeUndefined();
    expect(standingErrors(null, { code: 'TNR', name: 'Ivato' })).toBeUndefined();
  });
});
