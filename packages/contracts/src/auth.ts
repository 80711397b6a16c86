import { z } from 'zod';
import { languageSchema } from './language';
import { text } from './text';

export const roles = ['USER', 'ADMIN'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** The user on a session, as `GET /api/auth/get-session` returns it. */
export const sessionUserSchema = z
  .object({
    id: text(),
    email: text(),
    name: text(),
    image: text().nullish(),
    emailVerified: z.boolean(),
    roles: z.array(roleSchema),
    /** The highest of the user's roles. */
    type: roleSchema,
    language: languageSchema,
    banned: z.boolean().nullish(),
    createdAt: z.coerce.date(),
    updatedAt: z.coerce.date(),
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const socialProviderSchema = z
  .object({
    id: text().meta({ description: 'The provider id to pass to /api/auth/sign-in/social' }),
    name: text().meta({ description: 'The name to show on its button' }),
  })
  .meta({ id: 'SocialProvider' });
export type SocialProvider = z.infer<typeof socialProviderSchema>;
