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

  it.each([
    [{ PORT: 'abc' }, 'Invalid environment variable PORT: expected a port number (got "abc")'],
    [{ PORT: '70000' }, 'Invalid environment variable PORT: expected a port from 1 to 65535 (got "70000")'],
    [{ DATABASE_URL: 'mysql://x' }, 'Invalid environment variable DATABASE_URL'],
    [
      { UNDER_CONSTRUCTION: 'maybe' },
      'Invalid environment variable UNDER_CONSTRUCTION: expected true or false',
    ],
    [{ NODE_ENV: 'staging' }, 'Invalid environment variable NODE_ENV'],
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
