import { adminBookingListQuerySchema } from '@madabook/contracts';
import type { z } from 'zod';
import { tableSearchSchema } from '@/components/admin/use-table-search';

const filter = adminBookingListQuerySchema.shape;

/** The bookings list's URL: kind, hotel, status, reference, guest, travel window, sort and page. */
export const bookingsSearchSchema = tableSearchSchema(
  { fields: ['createdAt', 'checkIn', 'total'], default: 'createdAt', defaultOrder: 'desc' },
  {
    kind: filter.kind.catch(undefined),
    hotelId: filter.hotelId.catch(undefined),
    status: filter.status.catch(undefined),
    reference: filter.reference.catch(undefined),
    guest: filter.guest.catch(undefined),
    from: filter.from.catch(undefined),
    to: filter.to.catch(undefined),
  },
);
export type BookingsSearch = z.infer<typeof bookingsSearchSchema>;
