import { z } from 'zod';
import { emailSchema } from './auth';
import { pageQuerySchema, paginated } from './common';
import { languageSchema } from './language';

/** queued → sending → sent, or error (retried until the last attempt). */
export const mailStatuses = ['queued', 'sending', 'sent', 'error'] as const;
export const mailStatusSchema = z.enum(mailStatuses);
export type MailStatus = z.infer<typeof mailStatusSchema>;

export const mailMessageSchema = z
  .object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    template: z.string(),
    language: languageSchema,
    status: mailStatusSchema,
    attempts: z.number().int().min(0),
    lastError: z.string().nullable(),
    nextAttemptAt: z.iso.datetime().nullable().meta({ description: 'Null once sent or given up' }),
    sentAt: z.iso.datetime().nullable(),
    transport: z.string().nullable().meta({ description: 'What delivered it: smtp or dev-mailbox' }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'MailMessage' });
export type MailMessage = z.infer<typeof mailMessageSchema>;

/** One mail with its bodies, for a preview. */
export const mailMessageDetailSchema = mailMessageSchema
  .extend({ html: z.string(), text: z.string() })
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
    subject: z.string().trim().min(1).max(200),
    body: z
      .string()
      .trim()
      .min(1)
      .max(10_000)
      .meta({ description: 'Plain text; blank lines separate paragraphs' }),
    language: languageSchema.default('fr'),
  })
  .meta({ id: 'MailCompose' });
export type MailComposeInput = z.input<typeof mailComposeSchema>;
