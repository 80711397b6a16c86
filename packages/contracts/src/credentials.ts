import { z } from 'zod';
import { text } from './text';

// Apart from the session's schemas (auth.ts): the pages every visit loads first read a session, and
// only the forms that ask for these rules load them.

export const passwordMinLength = 8;
export const passwordMaxLength = 128;

export const passwordSchema = text()
  .min(passwordMinLength, { message: 'Password must be at least 8 characters long' })
  .max(passwordMaxLength, { message: 'Password too long' });

export const emailSchema = z.email({ message: 'Invalid email' }).max(254);
