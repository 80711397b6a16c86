import type { DatabaseHandle } from '@madabook/db';
import { createAuth } from './auth/auth';
import { createAuthMailer } from './auth/auth-mails';
import { createAuthTransactions } from './auth/auth-transaction';
import { createRedisSessionChanges } from './auth/redis-session-changes';
import { createRedisStorage } from './auth/redis-storage';
import { createSessionCache } from './auth/session-cache';
import { createSessionReader } from './auth/session-reader';
import type { AppConfig } from './config';
import type { Logger } from './lib/logger';
import { createMemoryRateLimiter, type RateLimiter } from './lib/rate-limiter';
import { createRedisRateLimits } from './lib/redis-rate-limiter';
import { createMailWorker, type RetryPolicy } from './mail/mail-worker';
import { devMailboxTransport, smtpTransport } from './mail/transports';
import { createAmenityService } from './modules/amenities/amenities.service';
import { createAuditService } from './modules/audit/audit.service';
import { createBetaAccessService } from './modules/beta-access/beta-access.service';
import { createBookingService } from './modules/bookings/bookings.service';
import { createStayCompletionJob } from './modules/bookings/stay-completion-job';
import { createCalendarService } from './modules/calendar/calendar.service';
import { createCalendarFeedService } from './modules/calendar-feeds/calendar-feeds.service';
import { createContactService } from './modules/contacts/contacts.service';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { createDepartureHorizonJob } from './modules/flights/departure-horizon-job';
import { createFlightService } from './modules/flights/flights.service';
import { createHotelService } from './modules/hotels/hotels.service';
import type { UpcomingBookings } from './modules/hotels/upcoming-bookings';
import { createMailAdminService } from './modules/mail-admin/mail-admin.service';
import { createPartnerService } from './modules/partners/partners.service';
import { createPaymentHoldJob } from './modules/payments/payment-hold-job';
import { createPaymentNotifications } from './modules/payments/payment-notifications';
import { paymentProvidersOf } from './modules/payments/payment-providers';
import { createPaymentService } from './modules/payments/payments.service';
import { createPaymentAdmin } from './modules/payments/payments-admin';
import { createPhotoService } from './modules/photos/photos.service';
import { createReportService } from './modules/reports/reports.service';
import { createRoomService } from './modules/rooms/rooms.service';
import { hotelCards } from './modules/search/hotel-cards';
import { createSearchService } from './modules/search/search.service';
import { createSeoService } from './modules/seo/seo.service';
import { createUserAdminService } from './modules/users/users.service';
import { openPhotoStorage } from './storage/open-photo-storage';

export interface ServiceOptions {
  enforceSecurityInTests?: boolean;
  mailRetry?: RetryPolicy;
  mailPollIntervalMs?: number;
  /** Stands in for the booking module's answer (tests). */
  upcomingBookings?: UpcomingBookings;
  /** Stands in for the limit on provider notifications per source address (tests). */
  paymentCallbackLimiter?: RateLimiter;
  /** Stands in for the contact form's limit per client address (tests). */
  contactFormLimiter?: RateLimiter;
  /** The clock of bookings and their front desk (tests move it to another day). */
  now?: () => Date;
}

/** The composition root: every long-lived part of the server, wired once. */
export function createServices(
  deps: { config: AppConfig; database: DatabaseHandle; logger: Logger },
  options: ServiceOptions = {},
) {
  const { config, database, logger } = deps;
  const transactions = createAuthTransactions(database.db);
  const mailTransport = config.mail.smtpUrl
    ? smtpTransport({ url: config.mail.smtpUrl, from: config.mail.from })
    : devMailboxTransport(logger);
  const mailWorker = createMailWorker({
    db: database.db,
    transport: mailTransport,
    logger,
    retry: options.mailRetry ?? config.mail.retry,
    leaseMs: config.mail.leaseMs,
    ...(options.mailPollIntervalMs ? { pollIntervalMs: options.mailPollIntervalMs } : {}),
  });
  const secondaryStorage = config.redisUrl ? createRedisStorage(config.redisUrl) : undefined;
  // With Redis, our own limits hold across instances as better-auth's do.
  const sharedLimits = config.redisUrl ? createRedisRateLimits(config.redisUrl) : undefined;
  const rateLimiter = (name: string, limit: { max: number; windowMs: number }) =>
    sharedLimits ? sharedLimits.limiter(name, limit) : createMemoryRateLimiter(limit);
  const sessionCache = createSessionCache({ lifetimeMs: config.auth.sessionCacheSeconds * 1000 });
  // With Redis, an instance that ends a session tells the others, which forget it too.
  const sessionChanges = config.redisUrl
    ? createRedisSessionChanges(config.redisUrl, sessionCache.forget, logger)
    : undefined;
  const auth = createAuth({
    config,
    db: database.db,
    transactions,
    sendMail: createAuthMailer(transactions, () => mailWorker.wake()),
    ...(secondaryStorage ? { secondaryStorage } : {}),
    onSessionChange: (change) => {
      sessionCache.forget(change);
      sessionChanges?.publish(change);
    },
    ...(options.enforceSecurityInTests ? { enforceSecurityInTests: true } : {}),
  });

  const audit = createAuditService(database.db);
  const partners = createPartnerService({
    db: database.db,
    audit,
    appUrl: config.appUrl,
    onMailQueued: () => mailWorker.wake(),
  });
  const photos = createPhotoService({
    db: database.db,
    audit,
    storage: openPhotoStorage(config.photos),
    logger,
  });
  const calendar = createCalendarService({ db: database.db, audit });
  // Flights and bookings call each other: a booking takes seats, a cancelled departure cancels bookings.
  const flights = createFlightService({
    db: database.db,
    audit,
    appUrl: config.appUrl,
    offerSecret: config.auth.secret,
    departureBookings: {
      cancelBookingsOnDeparture: (tx, instanceId, actor) =>
        bookings.departureBookings.cancelBookingsOnDeparture(tx, instanceId, actor),
      followDepartureTimes: (tx, instanceId, times) =>
        bookings.departureBookings.followDepartureTimes(tx, instanceId, times),
    },
    airlineMailRecipients: (tx, airlineCode) => partners.airlineMailRecipients(airlineCode, tx),
    onMailQueued: () => mailWorker.wake(),
  });
  const bookings = createBookingService({
    db: database.db,
    audit,
    appUrl: config.appUrl,
    onMailQueued: () => mailWorker.wake(),
    hotelPhotos: (hotelIds) => photos.covers('hotel', hotelIds),
    flights: flights.reservations,
    payments: () => payments,
    hotelMailRecipients: (hotelId, tx) => partners.bookingMailRecipients(hotelId, tx),
    ...(options.now ? { now: options.now } : {}),
  });
  const payments = createPaymentService(
    {
      db: database.db,
      providers: paymentProvidersOf(config.payments),
      appUrl: config.appUrl,
      holdMinutes: config.payments.holdMinutes,
      logger,
      onMailQueued: () => mailWorker.wake(),
    },
    () => bookings.forPayments,
  );
  const paymentHold = createPaymentHoldJob({ payments, logger });
  const upcomingBookings = options.upcomingBookings ?? bookings.upcomingBookings;
  const hotels = createHotelService({ db: database.db, audit, photos, upcomingBookings });
  const stayCompletion = createStayCompletionJob({ bookings, logger });
  const departureHorizon = createDepartureHorizonJob({ schedules: flights.schedules, logger });

  return {
    transactions,
    auth,
    sessions: createSessionReader(auth, sessionCache),
    mailWorker,
    audit,
    partners,
    amenities: createAmenityService({ db: database.db, audit }),
    photos,
    hotels,
    rooms: createRoomService({ db: database.db, audit, photos, hotels, upcomingBookings, calendar }),
    users: createUserAdminService({ auth, transactions, audit }),
    contacts: createContactService({ db: database.db, audit }),
    // The site's contact form: 5 messages per client per 10 minutes.
    contactFormLimiter:
      options.contactFormLimiter ?? rateLimiter('contact-form', { max: 5, windowMs: 10 * 60_000 }),
    betaAccess: createBetaAccessService({ db: database.db }),
    mailAdmin: createMailAdminService({ db: database.db, audit, onMailQueued: () => mailWorker.wake() }),
    dashboard: createDashboardService({ db: database.db, audit }),
    bookings,
    payments,
    paymentNotifications: createPaymentNotifications({ db: database.db, payments, logger }),
    // Providers notify from a few addresses: 120 a minute each is far above their pace, and far below a flood's.
    paymentCallbackLimiter:
      options.paymentCallbackLimiter ?? rateLimiter('payment-callbacks', { max: 120, windowMs: 60_000 }),
    paymentAdmin: createPaymentAdmin({
      db: database.db,
      audit,
      payments,
      bookings: () => bookings.forPayments,
      onMailQueued: () => mailWorker.wake(),
    }),
    calendar,
    reports: createReportService({ db: database.db, hotels }),
    calendarFeeds: createCalendarFeedService({ db: database.db, audit, appUrl: config.appUrl }),
    flights,
    search: createSearchService({ db: database.db, calendar, cards: hotelCards(hotels, photos) }),
    seo: createSeoService({ hotels, photos, appUrl: config.appUrl }),
    /** The work the server does on its own: delivering mail, closing finished stays, keeping flights on sale, releasing unpaid holds. */
    startBackgroundJobs() {
      mailWorker.start();
      stayCompletion.start();
      departureHorizon.start();
      paymentHold.start();
    },
    async close() {
      stayCompletion.stop();
      departureHorizon.stop();
      paymentHold.stop();
      await mailWorker.stop();
      await mailTransport.close?.();
      await secondaryStorage?.close();
      await sessionChanges?.close();
      await sharedLimits?.close();
    },
  };
}

export type Services = ReturnType<typeof createServices>;
