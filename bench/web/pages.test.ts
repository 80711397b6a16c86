import { describe, expect, it } from 'vitest';
import { cookieOf, frontDeskAccount } from './pages';

describe('the demo front desk account', () => {
  it('is read from what the first start printed', () => {
    const log = [
      '  Demo partner accounts created: open the partner area at',
      '    http://127.0.0.1:3000/partner',
      '    OWNER of Hôtel Baobab: hotelier@madabook.mg / Ab3-x',
      '    FRONT_DESK of Hôtel Baobab: reception@madabook.mg / Zq9!k-2',
    ].join('\n');
    expect(frontDeskAccount(log)).toEqual({ email: 'reception@madabook.mg', password: 'Zq9!k-2' });
  });

  it('is missing from a start that printed none (a database seeded before)', () => {
    expect(() => frontDeskAccount('MadaBook is ready')).toThrow('no demo front-desk account');
  });
});

describe('a session cookie', () => {
  it('is its Set-Cookie header name and value, attributes left out', () => {
    expect(cookieOf('better-auth.session_token=abc.d%3D; Max-Age=2592000; Path=/; HttpOnly')).toEqual({
      name: 'better-auth.session_token',
      value: 'abc.d%3D',
    });
  });
});
