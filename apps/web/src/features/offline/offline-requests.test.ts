import { describe, expect, it } from 'vitest';
import {
  isTripsPage,
  offlineCacheKey,
  offlineRequestKind,
  type RequestFacts,
  requestingTripsPage,
} from './offline-requests';

const origin = 'https://madabook.mg';
const get = (path: string, mode = 'cors'): RequestFacts => ({ method: 'GET', url: `${origin}${path}`, mode });

describe('isTripsPage', () => {
  it.each(['/account/trips', '/account/trips/', '/account/trips/bk_123', '/account/trips/bk_123/print'])(
    'is true for %s',
    (path) => {
      expect(isTripsPage(path)).toBe(true);
    },
  );

  it.each([
    '/',
    '/account',
    '/account/trips/bk_123/cancel',
    '/account/trips/bk_123/print/more',
    '/account/tripsx',
    '/admin/bookings',
    '/hotels/le-louvre',
  ])('is false for %s', (path) => {
    expect(isTripsPage(path)).toBe(false);
  });
});

describe('offlineRequestKind', () => {
  it.each(['/account/trips', '/account/trips/bk_123', '/account/trips/bk_123/print'])(
    'handles opening %s as a page, from wherever',
    (path) => {
      expect(offlineRequestKind(get(`${path}?confirmed=true`, 'navigate'), origin, null)).toBe('page');
    },
  );

  it.each(['/', '/hotels', '/account', '/login', '/admin', '/assets/app-1234.js', '/api/bookings/mine'])(
    'leaves opening %s alone',
    (path) => {
      expect(offlineRequestKind(get(path, 'navigate'), origin, '/account/trips')).toBeNull();
    },
  );

  it.each([
    ['/account/trips', '/api/auth/get-session'],
    ['/account/trips', '/api/bookings/mine'],
    ['/account/trips/bk_123', '/api/bookings/bk_123'],
    ['/account/trips/bk_123/print', '/api/bookings/bk_123'],
    ['/account/trips/bk_123/print', '/api/hotels/by-slug/le-louvre'],
  ])('handles, from %s, the answer %s', (page, path) => {
    expect(offlineRequestKind(get(path), origin, page)).toBe('data');
  });

  it.each([
    '/api/hotels/search',
    '/api/hotels/by-slug/le-louvre',
    '/api/flights/search',
    '/api/payments/methods',
    '/api/payments/pay_1',
    '/api/config',
    '/api/auth/list-sessions',
    '/api/bookings/bk_123/cancel',
    '/api/admin/bookings',
  ])('leaves %s alone, even from a trip', (path) => {
    expect(offlineRequestKind(get(path), origin, '/account/trips/bk_123')).toBeNull();
  });

  it.each(['/api/bookings/mine', '/api/auth/get-session', '/assets/app-1234.js'])(
    'leaves %s alone for any other page',
    (path) => {
      expect(offlineRequestKind(get(path), origin, null)).toBeNull();
    },
  );

  it.each([
    '/assets/app-1234.js',
    '/assets/index-abcd.css',
    '/assets/inter-latin-wght-normal-1a2b.woff2',
    '/assets/trips-fr-99.js',
    '/favicon.svg',
  ])('handles the file %s a trips page loads', (path) => {
    expect(offlineRequestKind(get(path), origin, '/account/trips')).toBe('file');
  });

  it.each(['/sw.js', '/robots.txt', '/sitemap.xml', '/photos/hotel-1.webp'])('leaves %s alone', (path) => {
    expect(offlineRequestKind(get(path), origin, '/account/trips')).toBeNull();
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'])('never handles %s', (method) => {
    const facts = { ...get('/api/bookings/mine'), method };
    expect(offlineRequestKind(facts, origin, '/account/trips')).toBeNull();
    expect(offlineRequestKind({ ...get('/account/trips', 'navigate'), method }, origin, null)).toBeNull();
  });

  it('leaves other origins alone', () => {
    const tile = { method: 'GET', url: 'https://tile.openstreetmap.org/1/1/1.png', mode: 'cors' };
    expect(offlineRequestKind(tile, origin, '/account/trips')).toBeNull();
    const lookalike = {
      method: 'GET',
      url: 'https://madabook.mg.evil.example/api/bookings/mine',
      mode: 'cors',
    };
    expect(offlineRequestKind(lookalike, origin, '/account/trips')).toBeNull();
  });
});

describe('requestingTripsPage', () => {
  it("goes by the referrer when it is one of the app's pages", () => {
    expect(requestingTripsPage(`${origin}/account/trips/bk_1?confirmed=true`, origin, undefined)).toBe(
      '/account/trips/bk_1',
    );
    expect(requestingTripsPage(`${origin}/hotels`, origin, '/account/trips')).toBeNull();
  });

  it("goes by the tab's page when the referrer is a file or missing", () => {
    expect(requestingTripsPage(`${origin}/assets/app-1.js`, origin, '/account/trips')).toBe('/account/trips');
    expect(requestingTripsPage('', origin, '/account/trips/bk_1/print')).toBe('/account/trips/bk_1/print');
    expect(requestingTripsPage(`${origin}/assets/index.css`, origin, undefined)).toBeNull();
    expect(requestingTripsPage('', origin, '/hotels')).toBeNull();
  });

  it('ignores a referrer of another origin', () => {
    expect(requestingTripsPage('https://evil.example/account/trips', origin, undefined)).toBeNull();
  });
});

describe('offlineCacheKey', () => {
  it('drops the query and a final slash', () => {
    expect(offlineCacheKey(`${origin}/account/trips/bk_1?confirmed=true`)).toBe(
      `${origin}/account/trips/bk_1`,
    );
    expect(offlineCacheKey(`${origin}/account/trips/`)).toBe(`${origin}/account/trips`);
    expect(offlineCacheKey(`${origin}/api/auth/get-session?disableCookieCache=true`)).toBe(
      `${origin}/api/auth/get-session`,
    );
  });
});
