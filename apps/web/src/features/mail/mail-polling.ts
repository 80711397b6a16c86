import type { MailStatus } from '@madabook/contracts';

export const MAIL_POLL_INTERVAL_MS = 1_000;

/** Sent, or failed: the worker will not move it on its own any more, so there is nothing to wait for. */
export function isMailSettled(status: MailStatus | undefined): boolean {
  return status === 'sent' || status === 'error';
}

/** A query's `refetchInterval`: every second until the mail is settled. */
export function mailPollInterval(status: MailStatus | undefined): number | false {
  return isMailSettled(status) ? false : MAIL_POLL_INTERVAL_MS;
}
