import { describe, expect, it } from 'vitest';
import { addDays, nightCell, occupancyCell, occupancyLevelClass, todayInMadagascar } from './occupancy';

describe('occupancyCell', () => {
  it.each([
    [10, 0, 10, 'free'],
    [10, 1, 9, 'low'],
    [10, 4, 6, 'medium'],
    [10, 7, 3, 'medium'],
    [10, 8, 2, 'high'],
    [10, 10, 0, 'full'],
    [3, 5, 0, 'full'],
    [0, 0, 0, 'closed'],
    [0, 2, 0, 'full'],
  ])('%i rooms, %i sold: %i left, %s', (quantity, sold, left, level) => {
    expect(occupancyCell(quantity, sold)).toEqual({ sold, left, level });
  });

  it('colours plenty left green, few left laterite, full in solid laterite', () => {
    expect(occupancyLevelClass[occupancyCell(10, 1).level]).toContain('ravinala');
    expect(occupancyLevelClass[occupancyCell(10, 8).level]).toContain('laterite');
    expect(occupancyLevelClass[occupancyCell(10, 10).level]).toContain('bg-laterite-700');
    expect(occupancyLevelClass[occupancyCell(10, 0).level]).not.toMatch(/ravinala|laterite/);
  });
});

describe('nightCell', () => {
  const night = {
    night: addDays(todayInMadagascar(), 7),
    forSale: 4,
    forSaleSet: true,
    sold: 3,
    price: 130_000,
    priceSet: true,
    closed: false,
    closedToArrival: false,
    minStay: null,
  };

  it('counts against the rooms for sale that night, not the room type', () => {
    expect(nightCell(night)).toEqual({ sold: 3, left: 1, level: 'high' });
  });

  it('reads a night closed to sale as closed, whatever is sold', () => {
    expect(nightCell({ ...night, closed: true }).level).toBe('closed');
    expect(nightCell({ ...night, closed: true, sold: 4 }).level).toBe('closed');
  });
});

describe('dates', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-01-25', 14)).toBe('2026-02-08');
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2026-03-08', -14)).toBe('2026-02-22');
  });

  it("counts today in Madagascar's time zone", () => {
    // 22:30 UTC is already 01:30 the next day in Antananarivo (UTC+3).
    expect(todayInMadagascar(new Date('2026-05-11T22:30:00Z'))).toBe('2026-05-12');
    expect(todayInMadagascar(new Date('2026-05-11T20:30:00Z'))).toBe('2026-05-11');
  });
});
