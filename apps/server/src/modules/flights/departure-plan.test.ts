import { describe, expect, it } from 'vitest';
import { flightInstants, flyingDates, isoWeekday, planDepartures, scheduleTimeIssue } from './departure-plan';

// Fixed dates are safe here: these functions read no clock (`now` is given).
const clock = {
  departureTime: '23:50',
  arrivalTime: '10:30',
  arrivalDayOffset: 1,
  originZone: 'Indian/Antananarivo',
  destinationZone: 'Europe/Paris',
};

describe('departures planned from a schedule', () => {
  it('fly on the schedule’s days of the week, inside both its validity and the window', () => {
    expect(isoWeekday('2026-11-30')).toBe(1);
    expect(isoWeekday('2026-12-06')).toBe(7);
    const schedule = { daysOfWeek: [1, 5, 7], validFrom: '2026-11-29', validTo: '2026-12-31' };
    expect(flyingDates(schedule, { from: '2026-12-01', to: '2026-12-08' })).toEqual([
      '2026-12-04',
      '2026-12-06',
      '2026-12-07',
    ]);
    expect(flyingDates(schedule, { from: '2027-01-01', to: '2027-02-01' })).toEqual([]);
  });

  it('land the next day in another zone, and leave out departures already gone', () => {
    const schedule = {
      ...clock,
      daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
      validFrom: '2026-12-01',
      validTo: '2026-12-03',
    };
    const planned = planDepartures(
      schedule,
      { from: '2026-12-01', to: '2026-12-31' },
      new Date('2026-12-01T21:00:00Z'),
    );
    expect(planned.map((departure) => departure.departureDate)).toEqual(['2026-12-02', '2026-12-03']);
    expect(planned[0]).toEqual({
      departureDate: '2026-12-02',
      departureAt: new Date('2026-12-02T20:50:00Z'),
      arrivalAt: new Date('2026-12-03T09:30:00Z'),
    });
  });

  it('refuse times that land before they leave, or fly longer than 20 hours', () => {
    const calendar = { daysOfWeek: [1], validFrom: '2026-12-01', validTo: '2026-12-31' };
    const sameDay = { ...clock, ...calendar, arrivalDayOffset: 0 };
    expect(scheduleTimeIssue(sameDay, [])).toMatchObject({ path: 'arrivalTime' });
    const tooLong = { ...clock, ...calendar, arrivalDayOffset: 2 };
    expect(scheduleTimeIssue(tooLong, [])?.message).toContain('20 hours');
    expect(scheduleTimeIssue({ ...clock, ...calendar }, [])).toBeUndefined();
    // Réunion is an hour ahead: 08:00 there is 07:00 in Antananarivo, before a 07:30 take-off.
    const backwards = flightInstants('2026-12-01', {
      departureTime: '07:30',
      arrivalTime: '08:00',
      arrivalDayOffset: 0,
      originZone: 'Indian/Antananarivo',
      destinationZone: 'Indian/Reunion',
    });
    expect(scheduleTimeIssue({ ...calendar, ...clock }, [backwards])).toMatchObject({ path: 'arrivalTime' });
  });
});
