import type { DatabaseHandle } from '@madabook/db';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { enabledSocialProviders } from './auth/social-providers';
import type { AppConfig } from './config';
import type { AppEnv } from './http/app-env';
import { createAuthGuards } from './http/auth-guards';
import { errorBody } from './http/error-body';
import { createErrorHandler } from './http/error-handler';
import { requestLogger } from './http/request-logger';
import { createRouter } from './http/router';
import { securityHeaders } from './http/security-headers';
import { spaRoutes } from './http/spa';
import type { Logger } from './lib/logger';
import { amenityRoutes } from './modules/amenities/amenities.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { docsRoutes } from './modules/docs/docs.routes';
import { systemRoutes } from './modules/system/system.routes';
import { createSystemService } from './modules/system/system.service';
import type { Services } from './services';

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  logger: Logger;
  services: Services;
}

export function createApp({ config, database, logger, services }: AppDependencies) {
  const app = createRouter();

  app.use(requestId());
  app.use(requestLogger(logger));
  app.use(securityHeaders({ production: config.env === 'production' }));
  app.use(compress());

  const system = createSystemService({ config, database, socialProviders: enabledSocialProviders(config) });
  app.route('/api', systemRoutes(system));
  app.route(
    '/api/auth',
    authRoutes({
      auth: services.auth,
      transactions: services.transactions,
      appUrl: config.appUrl,
      trustProxy: config.auth.trustProxy,
    }),
  );

  const guards = createAuthGuards(services.auth);
  app.route('/api/hotel-amenities', amenityRoutes(services.amenities, guards));

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'The `set-auth-token` header of a sign-in response',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'cookieAuth', {
    type: 'apiKey',
    in: 'cookie',
    name: 'better-auth.session_token',
  });
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
