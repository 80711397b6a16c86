import { z } from 'zod';
import { text } from './text';

/** The secret part of a calendar feed's address: 32 random bytes in base64url. */
export const calendarFeedTokenSchema = text().regex(/^[A-Za-z0-9_-]{43}$/, {
  message: 'Invalid calendar feed address',
});

export const calendarFeedSchema = z
  .object({
    url: text().meta({
      description:
        'The secret iCalendar address of the room type, to subscribe to from a calendar application; whoever holds it reads the bookings (never the guests)',
    }),
  })
  .meta({ id: 'CalendarFeed' });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
