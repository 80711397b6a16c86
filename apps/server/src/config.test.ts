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

  it('keeps photos on the local disk unless every S3 variable is set, then in that bucket', () => {
    expect(loadConfig({ DATA_DIR: '/srv/madabook' }).photos).toEqual({
      kind: 'local',
      dir: '/srv/madabook/photos',
    });
    const bucket = {
      S3_ENDPOINT: 'https://s3.example.mg/',
      S3_BUCKET: 'madabook-photos',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(bucket).photos).toEqual({
      kind: 's3',
      endpoint: 'https://s3.example.mg',
      bucket: 'madabook-photos',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    expect(
      loadConfig({ ...bucket, S3_REGION: 'eu-west-3', S3_FORCE_PATH_STYLE: 'true' }).photos,
    ).toMatchObject({ region: 'eu-west-3', forcePathStyle: true });
  });

  it('waits 5 s for a PostgreSQL connection and retries mail from 10 s, unless told otherwise', () => {
    const url = 'postgres://u@127.0.0.1:5432/app';
    expect(loadConfig({ DATABASE_URL: url }).database).toMatchObject({ connectTimeoutMs: 5_000 });
    expect(loadConfig({}).mail).toMatchObject({
      retry: { baseDelayMs: 10_000, maxDelayMs: 3_600_000, maxAttempts: 10 },
      leaseMs: 60_000,
    });
    const tuned = loadConfig({
      DATABASE_URL: url,
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      MAIL_RETRY_BASE_DELAY_MS: '1000',
      MAIL_RETRY_MAX_DELAY_MS: '4000',
      MAIL_LEASE_MS: '5000',
    });
    expect(tuned.database).toMatchObject({ connectTimeoutMs: 2_000 });
    expect(tuned.mail).toMatchObject({ retry: { baseDelayMs: 1_000, maxDelayMs: 4_000 }, leaseMs: 5_000 });
    // A cap below the first delay would make the backoff shrink: the first delay wins.
    expect(
      loadConfig({ MAIL_RETRY_BASE_DELAY_MS: '30000', MAIL_RETRY_MAX_DELAY_MS: '1000' }).mail.retry,
    ).toMatchObject({ baseDelayMs: 30_000, maxDelayMs: 30_000 });
  });

  it('trusts a session read for 60 s unless told otherwise', () => {
    expect(loadConfig({}).auth.sessionCacheSeconds).toBe(60);
    expect(loadConfig({ SESSION_CACHE_SECONDS: '15' }).auth.sessionCacheSeconds).toBe(15);
  });

  it.each([
    [{ DATABASE_CONNECT_TIMEOUT_MS: '0' }, 'Invalid environment variable DATABASE_CONNECT_TIMEOUT_MS'],
    [
      { SESSION_CACHE_SECONDS: '0' },
      'Invalid environment variable SESSION_CACHE_SECONDS: expected 1 to 300 seconds (got "0")',
    ],
    [
      { SESSION_CACHE_SECONDS: '1.5' },
      'Invalid environment variable SESSION_CACHE_SECONDS: expected a whole number of seconds',
    ],
    [
      { MAIL_LEASE_MS: 'soon' },
      'Invalid environment variable MAIL_LEASE_MS: expected a number of milliseconds',
    ],
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
    [
      { S3_ENDPOINT: 'ftp://files.example.mg' },
      'Invalid environment variable S3_ENDPOINT: expected a URL starting with https:// or http://',
    ],
    [{ S3_BUCKET: 'My_Photos' }, 'Invalid environment variable S3_BUCKET: expected a bucket name'],
    [{ S3_FORCE_PATH_STYLE: 'sometimes' }, 'Invalid environment variable S3_FORCE_PATH_STYLE'],
    [{ S3_REGION: 'Europe West' }, 'Invalid environment variable S3_REGION: expected a region'],
    [
      { S3_ENDPOINT: 'https://s3.example.mg' },
      'Missing environment variable S3_BUCKET: required when S3_ENDPOINT is set (photos in a bucket need S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)',
    ],
    [
      { S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' },
      'Missing environment variable S3_ENDPOINT: required when S3_BUCKET is set',
    ],
    [
      { S3_ENDPOINT: 'https://s3.example.mg', S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'id' },
      'Missing environment variable S3_SECRET_ACCESS_KEY',
    ],
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
