import { describe, expect, it } from 'vitest';
import { areaPath } from './back-office-area';

describe('areaPath', () => {
  it('keeps the admin path in the back office', () => {
    expect(areaPath('admin', '/admin/hotels/h1/occupancy')).toBe('/admin/hotels/h1/occupancy');
    expect(areaPath('admin', '/hotels/rooms/r1')).toBe('/hotels/rooms/r1');
  });

  it('gives its /partner twin in a partner area, as the server mounts it', () => {
    expect(areaPath('partner', '/admin/hotels/h1/occupancy')).toBe('/partner/hotels/h1/occupancy');
    expect(areaPath('partner', '/admin/bookings')).toBe('/partner/bookings');
    expect(areaPath('partner', '/hotels/rooms/r1/photos')).toBe('/partner/hotels/rooms/r1/photos');
    expect(areaPath('partner', '/administrators')).toBe('/partner/administrators');
  });
});
