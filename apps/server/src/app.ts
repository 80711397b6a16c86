import type { DatabaseHandle } from '@madabook/db';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import type { AppConfig } from './config';
import type { AppEnv } from './http/app-env';
import { errorBody } from './http/error-body';
import { createErrorHandler } from './http/error-handler';
import { requestLogger } from './http/request-logger';
import { createRouter } from './http/router';
import { securityHeaders } from './http/security-headers';
import { spaRoutes } from './http/spa';
import type { Logger } from './lib/logger';
import { docsRoutes } from './modules/docs/docs.routes';
import { systemRoutes } from './modules/system/system.routes';
import { createSystemService } from './modules/system/system.service';

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  logger: Logger;
}

export function createApp({ config, database, logger }: AppDependencies) {
  const app = createRouter();

  app.use(requestId());
  app.use(requestLogger(logger));
  app.use(securityHeaders({ production: config.env === 'production' }));
  app.use(compress());

  const system = createSystemService({
    config,
    database,
    socialProviders: () => [],
    requireEmailVerification: false,
  });
  app.route('/api', systemRoutes(system));

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'MadaBook API',
      version: '1.0.0',
      description:
        'Book hotels and domestic flights in Madagascar. Every failure answers `{ code, message, details? }`.',
    },
    servers: [{ url: config.appUrl }],
  });
  app.route('/api/docs', docsRoutes());
  app.all('/api/*', (c) => c.json(errorBody('NOT_FOUND'), 404));
  app.route('/', spaRoutes(config.webDistDir));

  app.notFound((c) => c.json(errorBody('NOT_FOUND'), 404));
  app.onError(createErrorHandler(logger));
  return app;
}

export type App = ReturnType<typeof createApp>;
export type { AppEnv };
