import { describe, expect, it } from 'vitest';
import { loggablePath } from './loggable-path';

describe('loggablePath', () => {
  it('hides the secret tokens of calendar feeds and invitations', () => {
    expect(loggablePath('/api/ical/AbCdEf_123-xyz.ics')).toBe('/api/ical/***.ics');
    expect(loggablePath('/api/partner/invitations/tok_EN-42')).toBe('/api/partner/invitations/***');
    expect(loggablePath('/api/partner/invitations/tok_EN-42/accept')).toBe(
      '/api/partner/invitations/***/accept',
    );
  });

  it('keeps every other path as it is', () => {
    expect(loggablePath('/api/partner/hotels/h1/members')).toBe('/api/partner/hotels/h1/members');
    expect(loggablePath('/api/bookings/b1')).toBe('/api/bookings/b1');
  });
});
