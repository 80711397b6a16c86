import type { DatabaseHandle } from '@madabook/db';
import { createTestDatabase } from '@madabook/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { type SmtpInbox, startSmtpInbox } from '../test/smtp-inbox';
import { createMailWorker, retryDelayMs } from './mail-worker';
import { enqueueMail } from './outbox';
import { findMail, type MailRow } from './outbox.repo';
import { devMailboxTransport, smtpTransport } from './transports';

const logger = createLogger({ level: 'silent', pretty: false });
const from = 'MadaBook <no-reply@madabook.mg>';

/**
 * When the database queued the mail, by its own now(), and so when it is first due: a test that
 * sets the worker's clock starts it there, as the database does not read the worker's clock.
 */
const queuedAt = (mail: MailRow) => mail.createdAt;

describe('the mail outbox', () => {
  let database: DatabaseHandle;
  let inbox: SmtpInbox;

  beforeAll(async () => {
    database = await createTestDatabase();
    inbox = await startSmtpInbox();
  });
  afterAll(async () => {
    await inbox.stop();
    await database.close();
  });

  it('delivers a queued mail over SMTP, in the recipient language, with its link', async () => {
    const mail = await enqueueMail(database.db, {
      to: { email: 'rova@example.mg', language: 'fr' },
      template: 'verify-email',
      data: { url: 'http://localhost:3000/api/auth/verify-email?token=abc' },
    });
    expect(mail.status).toBe('queued');

    const worker = createMailWorker({
      db: database.db,
      transport: smtpTransport({ url: inbox.url, from }),
      logger,
    });
    expect(await worker.processDue()).toBe(1);

    const received = await inbox.waitFor('rova@example.mg');
    expect(received.subject).toBe('Confirmez votre adresse e-mail');
    expect(received.links).toContain('http://localhost:3000/api/auth/verify-email?token=abc');
    expect(received.html).toContain('Confirmer mon adresse');
    expect(received.messageId).toContain(mail.id);
    expect(await findMail(database.db, mail.id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      transport: 'smtp',
    });
    expect(await worker.processDue()).toBe(0);
  });

  it('rolls the mail back with the transaction that wrote it', async () => {
    const failing = database.db.transaction(async (tx) => {
      await enqueueMail(tx, {
        to: { email: 'nobody@example.mg', language: 'en' },
        template: 'reset-password',
        data: { url: 'http://localhost:3000/reset' },
      });
      throw new Error('the change failed');
    });
    await expect(failing).rejects.toThrow('the change failed');
    const worker = createMailWorker({
      db: database.db,
      transport: smtpTransport({ url: inbox.url, from }),
      logger,
    });
    expect(await worker.processDue()).toBe(0);
  });

  it('keeps a mail through an SMTP outage and delivers it once when the server is back', async () => {
    const mail = await enqueueMail(database.db, {
      to: { email: 'outage@example.mg', language: 'en' },
      template: 'reset-password',
      data: { url: 'http://localhost:3000/reset-password/tok' },
    });
    let clock = queuedAt(mail);
    const retry = { baseDelayMs: 1_000, maxDelayMs: 10_000, maxAttempts: 5 };
    const worker = createMailWorker({
      db: database.db,
      transport: smtpTransport({ url: inbox.url, from }),
      logger,
      now: () => clock,
      retry,
    });

    await inbox.stop();
    expect(await worker.processDue()).toBe(1);
    const failed = await findMail(database.db, mail.id);
    expect(failed).toMatchObject({ status: 'error', attempts: 1 });
    expect(failed?.lastError).toBeTruthy();
    expect(failed?.nextAttemptAt?.getTime()).toBe(clock.getTime() + 1_000);

    expect(await worker.processDue()).toBe(0);

    await inbox.restart();
    clock = new Date(clock.getTime() + 1_000);
    expect(await worker.processDue()).toBe(1);
    await inbox.waitFor('outage@example.mg');
    expect(await findMail(database.db, mail.id)).toMatchObject({ status: 'sent', attempts: 2 });

    clock = new Date(clock.getTime() + 60_000);
    expect(await worker.processDue()).toBe(0);
    expect(inbox.received.filter((received) => received.to.includes('outage@example.mg'))).toHaveLength(1);
  });

  it('takes back a mail whose sender died holding it, once the lease has run out', async () => {
    const mail = await enqueueMail(database.db, {
      to: { email: 'crash@example.mg', language: 'fr' },
      template: 'delete-account',
      data: { url: 'http://localhost:3000/delete' },
    });
    let clock = queuedAt(mail);
    const dying = createMailWorker({
      db: database.db,
      transport: { name: 'hang', send: () => new Promise(() => {}) },
      logger,
      now: () => clock,
      leaseMs: 30_000,
    });
    void dying.processDue();
    await expect.poll(async () => (await findMail(database.db, mail.id))?.status).toBe('sending');

    const survivor = createMailWorker({
      db: database.db,
      transport: smtpTransport({ url: inbox.url, from }),
      logger,
      now: () => clock,
    });
    expect(await survivor.processDue()).toBe(0);
    clock = new Date(clock.getTime() + 30_001);
    expect(await survivor.processDue()).toBe(1);
    await inbox.waitFor('crash@example.mg');
  });

  it('gives up after the last attempt and keeps the error', async () => {
    const mail = await enqueueMail(database.db, {
      to: { email: 'bounce@example.mg', language: 'en' },
      template: 'verify-email',
      data: { url: 'http://x' },
    });
    const clock = queuedAt(mail);
    const worker = createMailWorker({
      db: database.db,
      transport: {
        name: 'refusing',
        send: async () => {
          throw new Error('550 mailbox unavailable');
        },
      },
      logger,
      now: () => clock,
      retry: { baseDelayMs: 0, maxDelayMs: 0, maxAttempts: 2 },
    });
    await worker.processDue();
    await worker.processDue();
    expect(await findMail(database.db, mail.id)).toMatchObject({
      status: 'error',
      attempts: 2,
      lastError: '550 mailbox unavailable',
      nextAttemptAt: null,
    });
    expect(await worker.processDue()).toBe(0);
  });

  it('counts dev-mailbox deliveries as sent without SMTP', async () => {
    const mail = await enqueueMail(database.db, {
      to: { email: 'dev@example.mg', language: 'fr' },
      template: 'verify-email',
      data: { url: 'http://localhost:3000/verify' },
    });
    const worker = createMailWorker({ db: database.db, transport: devMailboxTransport(logger), logger });
    await worker.processDue();
    expect(await findMail(database.db, mail.id)).toMatchObject({ status: 'sent', transport: 'dev-mailbox' });
  });
});

describe('retry backoff', () => {
  it('doubles from the base delay and stops at the cap', () => {
    const policy = { baseDelayMs: 10_000, maxDelayMs: 60_000, maxAttempts: 10 };
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt, policy))).toEqual([
      10_000, 20_000, 40_000, 60_000, 60_000,
    ]);
  });
});
