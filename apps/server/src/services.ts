import type { DatabaseHandle } from '@madabook/db';
import { createAuth } from './auth/auth';
import { createAuthMailer } from './auth/auth-mails';
import { createAuthTransactions } from './auth/auth-transaction';
import { createRedisStorage } from './auth/redis-storage';
import type { AppConfig } from './config';
import type { Logger } from './lib/logger';
import { createMailWorker, type RetryPolicy } from './mail/mail-worker';
import { devMailboxTransport, smtpTransport } from './mail/transports';
import { createAmenityService } from './modules/amenities/amenities.service';
import { createAuditService } from './modules/audit/audit.service';

export interface ServiceOptions {
  enforceSecurityInTests?: boolean;
  mailRetry?: RetryPolicy;
  mailPollIntervalMs?: number;
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
    ...(options.mailRetry ? { retry: options.mailRetry } : {}),
    ...(options.mailPollIntervalMs ? { pollIntervalMs: options.mailPollIntervalMs } : {}),
  });
  const secondaryStorage = config.redisUrl ? createRedisStorage(config.redisUrl) : undefined;
  const auth = createAuth({
    config,
    db: database.db,
    transactions,
    sendMail: createAuthMailer(transactions, () => mailWorker.wake()),
    ...(secondaryStorage ? { secondaryStorage } : {}),
    ...(options.enforceSecurityInTests ? { enforceSecurityInTests: true } : {}),
  });

  const audit = createAuditService(database.db);

  return {
    transactions,
    auth,
    mailWorker,
    audit,
    amenities: createAmenityService({ db: database.db, audit }),
    async close() {
      await mailWorker.stop();
      await mailTransport.close?.();
      await secondaryStorage?.close();
    },
  };
}

export type Services = ReturnType<typeof createServices>;
