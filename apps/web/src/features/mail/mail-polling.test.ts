import { mailStatuses } from '@madabook/contracts';
import { describe, expect, it } from 'vitest';
import { isMailSettled, MAIL_POLL_INTERVAL_MS, mailPollInterval } from './mail-polling';

describe('mail status polling', () => {
  it('asks again every second while the mail is queued, being sent or not loaded yet', () => {
    expect(mailPollInterval(undefined)).toBe(MAIL_POLL_INTERVAL_MS);
    expect(mailPollInterval('queued')).toBe(1_000);
    expect(mailPollInterval('sending')).toBe(1_000);
  });

  it('stops once the mail is sent or has failed', () => {
    expect(mailPollInterval('sent')).toBe(false);
    expect(mailPollInterval('error')).toBe(false);
  });

  it('treats exactly sent and error as settled', () => {
    expect(mailStatuses.filter(isMailSettled)).toEqual(['sent', 'error']);
  });
});
