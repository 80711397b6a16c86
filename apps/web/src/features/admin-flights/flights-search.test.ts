import { describe, expect, it } from 'vitest';
import {
  departureListQuery,
  departuresSearchSchema,
  departureWindow,
  schedulesSearchSchema,
} from './flights-search';

const today = '2026-11-20';

describe('departuresSearchSchema', () => {
  it('leaves the window out of an empty URL and drops what makes no sense', () => {
    expect(departuresSearchSchema.parse({})).toEqual({
      page: 1,
      pageSize: 20,
      sort: 'departure',
      order: 'asc',
    });
    expect(
      departuresSearchSchema.parse({
        from: '2026-13-01',
        origin: 'tnr',
        destination: 'NOSY',
        status: 'LATE',
      }),
    ).toEqual({ page: 1, pageSize: 20, sort: 'departure', order: 'asc', origin: 'TNR' });
  });
});

describe('departureWindow', () => {
  it('is today and the next 14 days by default', () => {
    expect(departureWindow({}, today)).toEqual({ from: today, to: '2026-12-04' });
  });

  it('runs 14 days from a chosen first day, and keeps a chosen last day', () => {
    expect(departureWindow({ from: '2026-12-24' }, today)).toEqual({ from: '2026-12-24', to: '2027-01-07' });
    expect(departureWindow({ to: '2026-11-25' }, today)).toEqual({ from: today, to: '2026-11-25' });
  });

  it('starts on a last day in the past rather than after it', () => {
    expect(departureWindow({ to: '2026-11-01' }, today)).toEqual({ from: '2026-11-01', to: '2026-11-01' });
  });
});

describe('departureListQuery', () => {
  it('asks the API for the window in force and the filters, not the table sort', () => {
    const search = departuresSearchSchema.parse({ origin: 'TNR', status: 'CANCELLED', page: '2' });
    expect(departureListQuery(search, today)).toEqual({
      page: 2,
      pageSize: 20,
      from: today,
      to: '2026-12-04',
      origin: 'TNR',
      destination: undefined,
      status: 'CANCELLED',
      scheduleId: undefined,
    });
  });
});

describe('schedulesSearchSchema', () => {
  it('reads the airline and route filters', () => {
    expect(schedulesSearchSchema.parse({ airlineCode: 'mw', origin: 'X' })).toMatchObject({
      airlineCode: 'MW',
    });
  });
});
