import { z } from 'zod';
import { roleSchema } from './auth';
import { pageQuerySchema, paginated } from './common';
import { emailSchema, passwordSchema } from './credentials';
import { text } from './text';

export const adminUserSchema = z
  .object({
    id: text(),
    email: text(),
    name: text(),
    image: text().nullable(),
    emailVerified: z.boolean(),
    roles: z.array(roleSchema),
    type: roleSchema,
    banned: z.boolean(),
    banReason: text().nullable(),
    banExpires: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userListQuerySchema = pageQuerySchema.extend({
  role: roleSchema.optional(),
  sort: z.enum(['email', 'name', 'createdAt']).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export const userPageSchema = paginated(adminUserSchema).meta({ id: 'AdminUserPage' });

export const userCreateSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    name: text().trim().max(120).optional(),
    roles: z.array(roleSchema).min(1).default(['USER']),
  })
  .meta({ id: 'AdminUserCreate' });
export type UserCreateInput = z.input<typeof userCreateSchema>;

export const userUpdateSchema = z
  .object({
    name: text().trim().min(1).max(120).optional(),
    email: emailSchema.optional(),
    roles: z.array(roleSchema).min(1).optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to update' })
  .meta({ id: 'AdminUserUpdate' });
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

export const userBanSchema = z
  .object({
    reason: text().trim().max(300).optional(),
    /** Empty for a ban without end. */
    expiresInDays: z.number().int().min(1).max(3650).optional(),
  })
  .meta({ id: 'AdminUserBan' });
