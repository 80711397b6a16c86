import { describe, expect, it } from 'vitest';
import { createSessionCache, credentialKey } from './session-cache';

const cookieName = 'better-auth.session_token';
const keyOf = (headers: Record<string, string>) => credentialKey(new Headers(headers), cookieName);

const answer = (token: string, userId = 'user-1') => ({
  session: { token, userId, expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
  user: { id: userId, email: `${userId}@example.mg` },
});

describe('credentialKey', () => {
  it('is the session cookie and the Authorization header, whatever other cookies come along', () => {
    const cookie = `${cookieName}=abc.sig`;
    expect(keyOf({ cookie })).toBe(keyOf({ cookie: `theme=dark; ${cookie}; better-auth.session_data=xyz` }));
    expect(keyOf({ cookie })).not.toBe(keyOf({ cookie: `${cookieName}=abd.sig` }));
    expect(keyOf({ authorization: 'Bearer abc' })).not.toBe(keyOf({ authorization: 'Bearer abc', cookie }));
  });

  it('keeps every copy of the session cookie, and nothing without one or a bearer', () => {
    const twice = keyOf({ cookie: `${cookieName}=first.sig; ${cookieName}=second.sig` });
    expect(twice).not.toBe(keyOf({ cookie: `${cookieName}=first.sig` }));
    expect(keyOf({})).toBeUndefined();
    expect(keyOf({ cookie: `better-auth.session_data=xyz; ${cookieName}x=abc` })).toBeUndefined();
  });
});

describe('the session cache', () => {
  it('keeps no answer read before a change it was told of', () => {
    const cache = createSessionCache({ lifetimeMs: 60_000 });
    const readAt = cache.revision;
    cache.forget({ userId: 'someone-else' });
    cache.remember('key', answer('t1'), readAt);
    expect(cache.get('key')).toBeUndefined();
    cache.remember('key', answer('t1'), cache.revision);
    expect(cache.get('key')?.answer.session.token).toBe('t1');
  });

  it('forgets by session token or by user, and drops the entry of a key answered with no session', () => {
    const cache = createSessionCache({ lifetimeMs: 60_000 });
    for (const [key, token, user] of [
      ['a', 't1', 'u1'],
      ['b', 't2', 'u1'],
      ['c', 't3', 'u2'],
    ] as const) {
      cache.remember(key, answer(token, user), cache.revision);
    }
    cache.forget({ token: 't3' });
    expect(cache.get('c')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    cache.forget({ userId: 'u1' });
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined]);

    cache.remember('d', answer('t4'), cache.revision);
    cache.remember('d', null, cache.revision);
    expect(cache.get('d')).toBeUndefined();
  });

  it('never keeps an answer past its session’s expiry', () => {
    const cache = createSessionCache({ lifetimeMs: 60_000 });
    const ending = answer('t1');
    ending.session.expiresAt = new Date(Date.now() - 1).toISOString();
    cache.remember('key', ending, cache.revision);
    expect(cache.get('key')).toBeUndefined();
  });
});
