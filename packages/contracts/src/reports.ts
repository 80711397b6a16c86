import { z } from 'zod';
import { checkNightRange, isoDateSchema } from './stay';
import { text } from './text';

/** Nights one report may cover. */
export const maxReportNights = 366;

export const reportFormats = ['json', 'csv'] as const;

export const reportQuerySchema = z
  .object({
    from: isoDateSchema.meta({ description: 'First night of the range (YYYY-MM-DD, a date in Madagascar)' }),
    to: isoDateSchema.meta({
      description: `Last night of the range, included; at most ${maxReportNights} nights`,
    }),
    format: z.enum(reportFormats).optional().meta({
      description:
        'csv answers `text/csv` (one line per night and source), json the JSON document; without it, the Accept header decides (`text/csv` preferred over `application/json` gives the CSV), else JSON',
    }),
  })
  .superRefine((range, context) => checkNightRange(range, context, maxReportNights));
export type ReportQuery = z.output<typeof reportQuerySchema>;

const count = z.number().int().min(0);

/** The figures of a night, a source of a night, or the whole range: each ratio is null when its denominator is 0. */
export const reportFiguresSchema = z
  .object({
    available: count.meta({
      description:
        "Room nights for sale: on each night, each room type's rooms for sale (the calendar's, else its quantity), none on a closed night. Rooms have no source: a source's figures carry the whole night's",
    }),
    sold: count.meta({
      description:
        'Room nights of bookings CONFIRMED or COMPLETED whose stay [checkIn, checkOut) holds the night (rooms × nights); held (PENDING_PAYMENT), cancelled and no-show bookings sell none',
    }),
    occupancy: z.number().min(0).nullable().meta({
      description:
        'sold / available as a ratio (0.625 is 62.5 %), rounded to 3 decimals; null when nothing was available',
    }),
    adr: count.nullable().meta({
      description: 'Average daily rate: revenue / sold, whole Ariary (rounded); null when nothing was sold',
    }),
    revpar: count.nullable().meta({
      description:
        'Revenue per available room: revenue / available, whole Ariary (rounded); null when nothing was available',
    }),
    revenue: count.meta({
      description:
        "Whole Ariary of the nights sold: each night's price of one room, as booked, times the rooms (a night left early is not counted)",
    }),
    cancellations: count.meta({ description: 'Bookings cancelled (by anyone) whose arrival is the night' }),
    cancelledRoomNights: count.meta({ description: 'The room nights those cancellations had booked' }),
    noShows: count.meta({ description: 'Bookings marked NO_SHOW whose arrival is the night' }),
    noShowRoomNights: count.meta({ description: 'The room nights those no-shows had booked' }),
  })
  .meta({ id: 'ReportFigures' });
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

/** The same figures split by how the bookings came: on the site, or taken by the hotel. */
const bySourceSchema = z
  .object({
    ONLINE: reportFiguresSchema,
    PHONE: reportFiguresSchema,
    WALK_IN: reportFiguresSchema,
    EMAIL: reportFiguresSchema,
  })
  .meta({
    description:
      "By booking source; `available` is the night's (or range's) own, so a source's occupancy and RevPAR are its share",
  });

export const reportSchema = z
  .object({
    hotelId: text().nullable().meta({ description: 'The hotel reported on; null for every hotel together' }),
    from: text(),
    to: text().meta({ description: 'Last night, included' }),
    nights: z.array(reportFiguresSchema.extend({ night: text(), bySource: bySourceSchema })).meta({
      description: 'Each night of the range, in order',
    }),
    totals: reportFiguresSchema.extend({ bySource: bySourceSchema }).meta({
      description: "The range's sums, its ratios computed from those sums",
    }),
  })
  .meta({ id: 'Report' });
export type Report = z.infer<typeof reportSchema>;
