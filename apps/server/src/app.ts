import type { DatabaseHandle } from '@madabook/db';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { enabledSocialProviders } from './auth/social-providers';
import type { AppConfig } from './config';
import type { AppEnv } from './http/app-env';
import { createAuthGuards } from './http/auth-guards';
import { bodyLimit, defaultBodyLimitBytes } from './http/body-limit';
import { errorBody } from './http/error-body';
import { createErrorHandler } from './http/error-handler';
import { adminAccess } from './http/openapi';
import { loadPageRenderer } from './http/page-renderer';
import { createPartnerGuard } from './http/partner-guard';
import { requestLogger } from './http/request-logger';
import { createRouter } from './http/router';
import { securityHeaders } from './http/security-headers';
import { spaRoutes } from './http/spa';
import type { Logger } from './lib/logger';
import { amenityRoutes } from './modules/amenities/amenities.routes';
import { auditRoutes, propertyAuditRoutes } from './modules/audit/audit.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { betaAccessRoutes } from './modules/beta-access/beta-access.routes';
import {
  adminBookingRoutes,
  airlineBookingRoutes,
  bookingRoutes,
  flightBookingRoutes,
} from './modules/bookings/bookings.routes';
import { partnerBookingRoutes } from './modules/bookings/partner-bookings.routes';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { calendarFeedRoutes, icalRoutes } from './modules/calendar-feeds/calendar-feeds.routes';
import { contactRoutes } from './modules/contacts/contacts.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { docsRoutes } from './modules/docs/docs.routes';
import { flightRoutes } from './modules/flights/flights.routes';
import { flightAdminRoutes, flightPartnerRoutes } from './modules/flights/flights-admin.routes';
import { hotelRoutes, partnerHotelRoutes } from './modules/hotels/hotels.routes';
import { mailAdminRoutes } from './modules/mail-admin/mail-admin.routes';
import { memberRoutes, partnerAccountRoutes } from './modules/partners/partners.routes';
import { paymentAdminRoutes, paymentCallbackRoutes, paymentRoutes } from './modules/payments/payments.routes';
import { photoGalleryRoutes, photoRoutes } from './modules/photos/photos.routes';
import { hotelReportRoutes, platformReportRoutes } from './modules/reports/reports.routes';
import { partnerRoomRoutes, roomRoutes } from './modules/rooms/rooms.routes';
import { availabilityRoutes, searchRoutes } from './modules/search/search.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { systemRoutes } from './modules/system/system.routes';
import { createSystemService } from './modules/system/system.service';
import { userRoutes } from './modules/users/users.routes';
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
  app.use(bodyLimit);

  const system = createSystemService({ config, database, socialProviders: enabledSocialProviders(config) });
  app.route('/api', systemRoutes(system));
  app.route(
    '/api/auth',
    authRoutes({
      auth: services.auth,
      sessions: services.sessions,
      transactions: services.transactions,
      appUrl: config.appUrl,
      trustProxy: config.auth.trustProxy,
    }),
  );

  const guards = createAuthGuards(services.sessions);
  app.route('/api/hotel-amenities', amenityRoutes(services.amenities, guards));
  // Hotels before rooms: `/hotels/by-slug/{slug}` must win over `/hotels/{id}/rooms`.
  app.route('/api', hotelRoutes(services.hotels, guards));
  app.route('/api', roomRoutes(services.rooms, guards));
  app.route('/api', photoRoutes(services.photos, guards));
  app.route('/api/admin/users', userRoutes(services.users, guards));
  app.route(
    '/api/contacts',
    contactRoutes(services.contacts, guards, {
      formLimiter: services.contactFormLimiter,
      trustProxy: config.auth.trustProxy,
    }),
  );
  app.route('/api', betaAccessRoutes(services.betaAccess, guards));
  app.route('/api/admin/mail', mailAdminRoutes(services.mailAdmin, guards));
  app.route('/api/admin/audit', auditRoutes(services.audit, guards));
  app.route('/api/admin/dashboard', dashboardRoutes(services.dashboard, guards));
  app.route('/api/search', searchRoutes(services.search));
  app.route('/api/hotels', availabilityRoutes(services.search));
  app.route('/api/bookings', bookingRoutes(services.bookings, guards));
  app.route('/api/flight-bookings', flightBookingRoutes(services.bookings, guards));
  app.route('/api/admin/bookings', adminBookingRoutes(services.bookings, guards));
  app.route('/api', paymentRoutes(services.payments, guards));
  app.route(
    '/api/payments/callbacks',
    paymentCallbackRoutes(services.paymentNotifications, {
      limiter: services.paymentCallbackLimiter,
      trustProxy: config.auth.trustProxy,
    }),
  );
  app.route('/api/admin', paymentAdminRoutes(services.paymentAdmin, guards));
  app.route('/api/admin/hotels', calendarRoutes(services.calendar, adminAccess(guards)));
  app.route('/api', flightRoutes(services.flights));
  app.route('/api/admin', flightAdminRoutes(services.flights, guards));

  // Partners: the same services as the back office's, with the scope of the caller's memberships.
  const partner = createPartnerGuard(guards, services.partners.scopeOf);
  const admin = adminAccess(guards);
  app.route('/api/admin', memberRoutes(services.partners, admin));
  app.route('/api/partner', partnerAccountRoutes(services.partners, guards, partner));
  app.route('/api/partner', memberRoutes(services.partners, partner));
  app.route('/api/partner', partnerHotelRoutes(services.hotels, partner));
  app.route('/api/partner', partnerRoomRoutes(services.rooms, partner));
  app.route('/api/partner', photoGalleryRoutes(services.photos, partner));
  app.route('/api/partner/hotels', calendarRoutes(services.calendar, partner));
  app.route('/api/partner', propertyAuditRoutes(services.audit, partner));
  app.route('/api/partner', partnerBookingRoutes(services.bookings, partner));
  app.route('/api/admin', hotelReportRoutes(services.reports, admin));
  app.route('/api/admin', platformReportRoutes(services.reports, admin));
  app.route('/api/partner', hotelReportRoutes(services.reports, partner));
  app.route('/api/admin', calendarFeedRoutes(services.calendarFeeds, admin));
  app.route('/api/partner', calendarFeedRoutes(services.calendarFeeds, partner));
  // The feed answers calendar applications, which send no session: its token is the secret.
  app.route('/api', icalRoutes(services.calendarFeeds));
  app.route('/api/partner', flightPartnerRoutes(services.flights, partner));
  app.route('/api/partner', airlineBookingRoutes(services.bookings, partner));

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
        'Book hotels and domestic flights in Madagascar. Every failure answers `{ code, message, details? }`. ' +
        `A request body over ${defaultBodyLimitBytes / 1024} KB (on a photo upload, over the upload's limit) answers 413 \`PAYLOAD_TOO_LARGE\`.`,
    },
    servers: [{ url: config.appUrl }],
  });
  app.route('/api/docs', docsRoutes());
  app.all('/api/*', (c) => c.json(errorBody('NOT_FOUND'), 404));
  app.route('/', seoRoutes(services.seo));
  // The pages the server renders ask the API as the browser would, answered here without the network.
  const renderPage = loadPageRenderer(config.webDistDir, (url, init) =>
    Promise.resolve(app.request(url, init)),
  );
  app.route('/', spaRoutes(config.webDistDir, services.seo, renderPage));

  app.notFound((c) => c.json(errorBody('NOT_FOUND'), 404));
  app.onError(createErrorHandler(logger));
  return app;
}

export type App = ReturnType<typeof createApp>;
export type { AppEnv };
