import { mvolaNumber, phoneSchema } from '@madabook/contracts';
import { z } from 'zod';
import { i18n } from '@/lib/i18n';

/** Whether a phone number in any usual writing is an MVola one, e.g. "034 12 345 67" or "+261 38 12 345 67". */
export function isMvolaNumber(value: string): boolean {
  const phone = phoneSchema.safeParse(value);
  return phone.success && mvolaNumber(phone.data) !== undefined;
}

/** The payer's number, in the visitor's language: first a phone number at all, then an MVola one. */
export function mvolaPhoneRule() {
  return z.string().superRefine((value, context) => {
    if (!phoneSchema.safeParse(value).success) {
      context.addIssue({ code: 'custom', message: i18n.t('validation.invalidPhone') });
    } else if (!isMvolaNumber(value)) {
      context.addIssue({ code: 'custom', message: i18n.t('payments:mvola.notMvola') });
    }
  });
}

/** "034 12 345 67" for +261341234567: a Malagasy number as people write it; any other as it is. */
export function localPhone(e164: string): string {
  const parts = /^\+261(\d{2})(\d{2})(\d{3})(\d{2})$/.exec(e164);
  return parts ? `0${parts.slice(1).join(' ')}` : e164;
}
