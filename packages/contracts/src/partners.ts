import { z } from 'zod';
import { emailSchema } from './credentials';
import { text } from './text';

/** What a member of a hotel may be: OWNER > MANAGER > FRONT_DESK. */
export const hotelMemberRoles = ['OWNER', 'MANAGER', 'FRONT_DESK'] as const;
export const hotelMemberRoleSchema = z.enum(hotelMemberRoles);
export type HotelMemberRole = z.infer<typeof hotelMemberRoleSchema>;

/** What a member of an airline may be: OWNER > MANAGER. */
export const airlineMemberRoles = ['OWNER', 'MANAGER'] as const;
export const airlineMemberRoleSchema = z.enum(airlineMemberRoles);
export type AirlineMemberRole = z.infer<typeof airlineMemberRoleSchema>;

export type MemberRole = HotelMemberRole | AirlineMemberRole;
export const memberRoleSchema = z.enum(hotelMemberRoles);

/**
 * What a hotel member may do, by role: the server checks these on every partner route, the web app
 * reads them to show only what the member can use.
 */
export const hotelPermissions = {
  /** Name, description, address, times, policies: not stars, tier, archiving or deletion (the platform's). */
  details: ['OWNER', 'MANAGER'],
  /** Room types, their photos and calendar feeds, the hotel's photos. */
  rooms: ['OWNER', 'MANAGER'],
  /** Prices, rooms for sale, closures and minimum stays. */
  calendar: ['OWNER', 'MANAGER'],
  /** Bookings (list, export, taking one by phone) and the front desk. */
  bookings: ['OWNER', 'MANAGER', 'FRONT_DESK'],
  reports: ['OWNER', 'MANAGER'],
  members: ['OWNER'],
  /** The property's audit log. */
  audit: ['OWNER'],
} as const satisfies Record<string, readonly HotelMemberRole[]>;
export type HotelPermission = keyof typeof hotelPermissions;

export const airlinePermissions = {
  /** Schedules and departures: times, cancellations, seats, load factors. */
  schedules: ['OWNER', 'MANAGER'],
  bookings: ['OWNER', 'MANAGER'],
  members: ['OWNER'],
  audit: ['OWNER'],
} as const satisfies Record<string, readonly AirlineMemberRole[]>;
export type AirlinePermission = keyof typeof airlinePermissions;

export const hotelRoleAllows = (role: HotelMemberRole, permission: HotelPermission) =>
  (hotelPermissions[permission] as readonly HotelMemberRole[]).includes(role);
export const airlineRoleAllows = (role: AirlineMemberRole, permission: AirlinePermission) =>
  (airlinePermissions[permission] as readonly AirlineMemberRole[]).includes(role);

/** An invitation link is valid this long. */
export const invitationLifetimeDays = 7;

export const hotelInvitationInputSchema = z
  .object({ email: emailSchema, role: hotelMemberRoleSchema })
  .strict()
  .meta({ id: 'HotelInvitationInput' });
export const airlineInvitationInputSchema = z
  .object({ email: emailSchema, role: airlineMemberRoleSchema })
  .strict()
  .meta({ id: 'AirlineInvitationInput' });
export type InvitationInput = { email: string; role: MemberRole };

export const memberSchema = z
  .object({
    userId: text(),
    email: text(),
    name: text(),
    role: memberRoleSchema,
    bookingMails: z.boolean().meta({
      description: 'Whether this member receives a mail for each new booking, cancellation and payment',
    }),
    joinedAt: z.iso.datetime(),
  })
  .meta({ id: 'Member' });
export type Member = z.infer<typeof memberSchema>;

export const pendingInvitationSchema = z
  .object({
    id: text(),
    email: text(),
    role: memberRoleSchema,
    invitedBy: text().nullable().meta({ description: 'The email of whoever sent it' }),
    expiresAt: z.iso.datetime(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'PendingInvitation' });
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

export const membersSchema = z
  .object({ members: z.array(memberSchema), invitations: z.array(pendingInvitationSchema) })
  .meta({ id: 'Members' });
export type Members = z.infer<typeof membersSchema>;

export const propertyKinds = ['HOTEL', 'AIRLINE'] as const;
export const propertyKindSchema = z.enum(propertyKinds);
export type PropertyKind = z.infer<typeof propertyKindSchema>;

export const invitationStatuses = ['PENDING', 'ACCEPTED', 'EXPIRED'] as const;

/** What the invitation page shows to whoever holds the link. */
export const invitationViewSchema = z
  .object({
    property: z.object({ kind: propertyKindSchema, id: text(), name: text() }),
    role: memberRoleSchema,
    email: text().meta({ description: 'The address invited: only an account with it may accept' }),
    status: z.enum(invitationStatuses),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'InvitationView' });
export type InvitationView = z.infer<typeof invitationViewSchema>;

export const invitationTokenSchema = text().regex(/^[A-Za-z0-9_-]{20,128}$/, {
  message: 'Invalid invitation link',
});

export const propertiesSchema = z
  .object({
    hotels: z.array(
      z.object({
        id: text(),
        name: text(),
        slug: text(),
        city: text(),
        archived: z.boolean(),
        role: hotelMemberRoleSchema,
        bookingMails: z
          .boolean()
          .meta({ description: "The caller's own choice of this hotel's booking mails" }),
      }),
    ),
    airlines: z.array(z.object({ code: text(), name: text(), role: airlineMemberRoleSchema })),
  })
  .meta({ id: 'Properties' });
export type Properties = z.infer<typeof propertiesSchema>;

export const memberSettingsSchema = z
  .object({
    bookingMails: z
      .boolean()
      .meta({ description: 'A mail for each new booking, cancellation and payment (owners and managers)' }),
  })
  .strict()
  .meta({ id: 'MemberSettings' });
export type MemberSettings = z.infer<typeof memberSettingsSchema>;

export const invitationAcceptedSchema = z
  .object({ property: z.object({ kind: propertyKindSchema, id: text() }), role: memberRoleSchema })
  .meta({ id: 'InvitationAccepted' });

export const invitationCreatedSchema = z
  .object({ id: text(), email: text(), role: memberRoleSchema, expiresAt: z.iso.datetime() })
  .meta({ id: 'InvitationCreated' });
