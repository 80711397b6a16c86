import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs with nothing set: port 3000, embedded database under the data directory', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.env).toBe('development');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: expect.stringMatching(/data\/db$/) });
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.underConstruction).toBe(false);
  });

  it('switches to PostgreSQL with DATABASE_URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/app' });
    expect(config.database).toMatchObject({ kind: 'postgres', url: 'postgres://u@127.0.0.1:5432/app' });
  });

  it('reads the under-construction switch and trusted origins', () => {
    const config = loadConfig({ UNDER_CONSTRUCTION: 'true', TRUSTED_ORIGINS: 'https://a.mg, https://b.mg' });
    expect(config.underConstruction).toBe(true);
    expect(config.trustedOrigins).toEqual(['https://a.mg', 'https://b.mg']);
  });

  it('targets Orange Money’s production web payment API unless ORANGE_MONEY_PATH names the sandbox', () => {
    const orange = {
      ORANGE_MONEY_CLIENT_ID: 'client',
      ORANGE_MONEY_CLIENT_SECRET: 'secret',
      ORANGE_MONEY_MERCHANT_KEY: 'key',
    };
    expect(loadConfig(orange).payments.orangeMoney).toMatchObject({
      baseUrl: 'https://api.orange.com',
      path: '/orange-money-webpay/mg/v1',
    });
    expect(
      loadConfig({ ...orange, ORANGE_MONEY_PATH: '/orange-money-webpay/dev/v1' }).payments.orangeMoney?.path,
    ).toBe('/orange-money-webpay/dev/v1');
    expect(loadConfig({}).payments.providerTimeoutMs).toBe(10_000);
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid environment variable PORT: expected a port number (got "abc")'],
    [{ PORT: '70000' }, 'Invalid environment variable PORT: expected a port from 1 to 65535 (got "70000")'],
    [{ DATABASE_URL: 'mysql://x' }, 'Invalid environment variable DATABASE_URL'],
    [
      { UNDER_CONSTRUCTION: 'maybe' },
      'Invalid environment variable UNDER_CONSTRUCTION: expected true or false',
    ],
    [{ NODE_ENV: 'staging' }, 'Invalid environment variable NODE_ENV'],
    [
      { ORANGE_MONEY_PATH: 'orange-money-webpay/dev/v1/' },
      'Invalid environment variable ORANGE_MONEY_PATH: expected a path such as /orange-money-webpay/mg/v1',
    ],
    [{ PAYMENT_PROVIDER_TIMEOUT_MS: '5' }, 'Invalid environment variable PAYMENT_PROVIDER_TIMEOUT_MS'],
  ])('refuses %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });
});
