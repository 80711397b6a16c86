import type { Database } from '@madabook/db';
import type { Logger } from '../lib/logger';
import type { MailTransport } from './mail.types';
import { claimDueMail, type MailRow, markMailFailed, markMailSent } from './outbox.repo';

export interface RetryPolicy {
  baseDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  baseDelayMs: 10_000,
  maxDelayMs: 3_600_000,
  maxAttempts: 10,
};

export const defaultMailLeaseMs = 60_000;

/** Exponential backoff: base, 2×base, 4×base… capped. */
export function retryDelayMs(attempts: number, policy: RetryPolicy): number {
  return Math.min(policy.baseDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);
}

export interface MailWorkerOptions {
  db: Database;
  transport: MailTransport;
  logger: Logger;
  now?: () => Date;
  pollIntervalMs?: number;
  batchSize?: number;
  leaseMs?: number;
  retry?: RetryPolicy;
}

export interface MailWorker {
  /** Sends what is due now; resolves with how many were tried. */
  processDue(): Promise<number>;
  start(): void;
  /** Checks the outbox at once instead of at the next poll. */
  wake(): void;
  stop(): Promise<void>;
}

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const now = options.now ?? (() => new Date());
  const retry = options.retry ?? defaultRetryPolicy;
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  const leaseMs = options.leaseMs ?? defaultMailLeaseMs;
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();
  let busy = false;
  let wokenWhileBusy = false;

  async function deliver(mail: MailRow) {
    const attempts = mail.attempts + 1;
    try {
      await options.transport.send(mail);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt =
        attempts < retry.maxAttempts ? new Date(now().getTime() + retryDelayMs(attempts, retry)) : null;
      await markMailFailed(options.db, mail.id, { attempts, error: message.slice(0, 1000), retryAt });
      options.logger.warn({ mailId: mail.id, attempts, retryAt, err: message }, 'mail delivery failed');
      return;
    }
    await markMailSent(options.db, mail.id, { attempts, transport: options.transport.name, now: now() });
  }

  async function processDue() {
    const at = now();
    const claimed = await claimDueMail(options.db, {
      now: at,
      limit: options.batchSize ?? 10,
      leaseExpiresAt: new Date(at.getTime() + leaseMs),
    });
    for (const mail of claimed) await deliver(mail);
    return claimed.length;
  }

  function schedule(delayMs: number) {
    if (!running) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
  }

  function tick() {
    if (busy) {
      wokenWhileBusy = true;
      return;
    }
    busy = true;
    wokenWhileBusy = false;
    current = processDue()
      .then((count) => count > 0 || wokenWhileBusy)
      .catch((error: unknown) => {
        options.logger.error({ err: error }, 'mail worker failed to read the outbox');
        return false;
      })
      .then((more) => {
        busy = false;
        schedule(more ? 0 : pollIntervalMs);
      });
  }

  return {
    processDue,
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    wake: () => schedule(0),
    async stop() {
      running = false;
      clearTimeout(timer);
      await current;
    },
  };
}
