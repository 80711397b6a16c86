import { z } from 'zod';
import { pageQuerySchema, paginated } from './common';
import { emailSchema } from './credentials';
import { languageSchema } from './language';
import { text } from './text';

/** queued → sending → sent, or error (retried until the last attempt). */
export const mailStatuses = ['queued', 'sending', 'sent', 'error'] as const;
export const mailStatusSchema = z.enum(mailStatuses);
export type MailStatus = z.infer<typeof mailStatusSchema>;

export const mailMessageSchema = z
  .object({
    id: text(),
    to: text(),
    subject: text(),
    template: text(),
    language: languageSchema,
    status: mailStatusSchema,
    attempts: z.number().int().min(0),
    lastError: text().nullable(),
    nextAttemptAt: z.iso.datetime().nullable().meta({ description: 'Null once sent or given up' }),
    sentAt: z.iso.datetime().nullable(),
    transport: text().nullable().meta({ description: 'What delivered it: smtp or dev-mailbox' }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'MailMessage' });
export type MailMessage = z.infer<typeof mailMessageSchema>;

/** One mail with its bodies, for a preview. */
export const mailMessageDetailSchema = mailMessageSchema
  .extend({ html: text(), text: text() })
  .meta({ id: 'MailMessageDetail' });
export type MailMessageDetail = z.infer<typeof mailMessageDetailSchema>;

export const mailListQuerySchema = pageQuerySchema.extend({
  status: mailStatusSchema.optional(),
  sort: z.enum(['createdAt', 'to', 'subject', 'status']).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export const mailPageSchema = paginated(mailMessageSchema).meta({ id: 'MailPage' });

/** The back office's "send mail": plain text, laid out in the product's mail design. */
export const mailComposeSchema = z
  .object({
    to: emailSchema,
    subject: text().trim().min(1).max(200),
    body: text()
      .trim()
      .min(1)
      .max(10_000)
      .meta({ description: 'Plain text; blank lines separate paragraphs' }),
    language: languageSchema.default('fr'),
  })
  .meta({ id: 'MailCompose' });
export type MailComposeInput = z.input<typeof mailComposeSchema>;
