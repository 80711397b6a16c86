import { describe, expect, it } from 'vitest';
import { flightOpsPath } from './flight-ops-path';

describe('flightOpsPath', () => {
  it("gives the back office's paths over every airline", () => {
    expect(flightOpsPath('admin', undefined, 'departures')).toBe('/admin/flight-instances');
    expect(flightOpsPath('admin', 'VO', 'departures', 'dep 1')).toBe('/admin/flight-instances/dep%201');
    expect(flightOpsPath('admin', undefined, 'schedules', 'sch-1')).toBe('/admin/flight-schedules/sch-1');
  });

  it("gives a partner its airline's own paths", () => {
    expect(flightOpsPath('partner', 'VO', 'departures')).toBe('/partner/airlines/VO/departures');
    expect(flightOpsPath('partner', 'VO', 'departures', 'dep-1')).toBe(
      '/partner/airlines/VO/departures/dep-1',
    );
    expect(flightOpsPath('partner', 'VO', 'schedules', 'sch-1')).toBe('/partner/airlines/VO/schedules/sch-1');
  });

  it('refuses a partner path without its airline', () => {
    expect(() => flightOpsPath('partner', undefined, 'schedules')).toThrow();
  });
});
