import { serve } from '@hono/node-server';
import { migrateDatabase, openDatabase } from '@madabook/db';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './lib/logger';
import { installShutdown } from './lib/shutdown';
import { describeSeed, seedDemoData } from './seed/seed';
import { createServices } from './services';

async function main() {
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel, pretty: config.env === 'development' });

  const database = await openDatabase(
    config.database.kind === 'postgres'
      ? {
          ...config.database,
          onIdleClientError: (error) => logger.warn({ err: error }, 'idle database connection lost'),
        }
      : config.database,
  );
  await migrateDatabase(database);
  logger.info({ database: database.kind }, 'database migrated');

  const services = createServices({ config, database, logger });
  const seeded = describeSeed(await seedDemoData({ config, database, services }), config.appUrl);
  if (seeded) process.stdout.write(`${seeded}\n`);
  const app = createApp({ config, database, logger, services });
  services.startBackgroundJobs();
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => {
    logger.info(`MadaBook is ready on ${config.appUrl} (Node ${process.version})`);
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    logger.fatal(
      error.code === 'EADDRINUSE' ? `Port ${config.port} is already in use (set PORT)` : error.message,
    );
    process.exit(1);
  });

  installShutdown({
    server,
    logger,
    timeoutMs: config.shutdownTimeoutMs,
    closers: [() => services.close(), () => database.close()],
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `MadaBook could not start: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
  }
  process.exit(1);
});
