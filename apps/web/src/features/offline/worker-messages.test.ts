import { describe, expect, it } from 'vitest';
import { oldestCopy } from './use-offline-copy-date';
import { readPageMessage, readWorkerAnswer } from './worker-messages';

describe('readPageMessage', () => {
  it('reads what a trips page sends', () => {
    const keep = {
      type: 'keep',
      page: '/account/trips',
      files: ['/assets/a.js'],
      data: ['/api/bookings/mine'],
    };
    expect(readPageMessage(keep)).toEqual(keep);
    expect(readPageMessage({ type: 'copies', data: ['/api/bookings/b1'] })).toEqual({
      type: 'copies',
      data: ['/api/bookings/b1'],
    });
    expect(readPageMessage({ type: 'leave', extra: 1 })).toEqual({ type: 'leave' });
  });

  it.each([
    null,
    'keep',
    { type: 'keep', page: '/account/trips', files: ['/assets/a.js'] },
    { type: 'keep', page: 3, files: [], data: [] },
    { type: 'keep', page: '/account/trips', files: [1], data: [] },
    { type: 'copies', data: '/api/bookings/mine' },
    { type: 'delete-everything', data: [] },
  ])('ignores anything else: %j', (value) => {
    expect(readPageMessage(value)).toBeNull();
  });
});

describe('readWorkerAnswer', () => {
  it('keeps the copies given with a date', () => {
    expect(
      readWorkerAnswer({
        missing: ['/api/bookings/mine'],
        copies: { '/api/bookings/b1': '2026-05-01', x: 2 },
      }),
    ).toEqual({ missing: ['/api/bookings/mine'], copies: { '/api/bookings/b1': '2026-05-01' } });
    expect(readWorkerAnswer({ missing: 'all', copies: {} })).toBeNull();
    expect(readWorkerAnswer(undefined)).toBeNull();
  });
});

describe('oldestCopy', () => {
  it('is the oldest date of the copies shown, or null without any', () => {
    expect(oldestCopy({})).toBeNull();
    expect(
      oldestCopy({
        '/api/bookings/b1': '2026-05-02T08:00:00.000Z',
        '/api/auth/get-session': '2026-05-01T08:00:00.000Z',
      }),
    ).toBe(Date.parse('2026-05-01T08:00:00.000Z'));
    expect(oldestCopy({ '/api/bookings/b1': 'not a date' })).toBeNull();
  });
});
