import { parsePhoneNumberWithError } from 'libphonenumber-js/min';
import { z } from 'zod';
import { text } from './text';

// On its own: its numbering plans weigh more than most pages' code, so only the forms that ask for a
// phone number (and the server) load them.
/** A phone number in any usual writing, stored as E.164 (Madagascar by default). */
export const phoneSchema = text()
  .trim()
  .min(1, { message: 'Invalid phone number' })
  .max(32)
  .transform((value, context) => {
    try {
      const phone = parsePhoneNumberWithError(value, 'MG');
      if (phone.isValid()) return phone.number;
    } catch {
      // reported below
    }
    context.addIssue({ code: 'custom', message: 'Invalid phone number' });
    return z.NEVER;
  });
