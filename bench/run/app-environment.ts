import { benchSecret } from '../shared/bench-secret';

/**
 * The built server as `NODE_ENV=production npm start` runs it, rate limits off
 * (one address sends everything): on PostgreSQL at `databaseUrl`, else on the
 * embedded PGlite under `dataDir`.
 */
export function appEnvironment(options: {
  databaseUrl: string | undefined;
  port: number;
  dataDir: string;
}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${options.port}`,
    BETTER_AUTH_SECRET: benchSecret,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: 'false',
    DEMO_CATALOG: 'false',
    DATA_DIR: options.dataDir,
    ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
  };
}
