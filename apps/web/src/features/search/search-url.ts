import { z } from 'zod';
import { stayParamsSchema } from '@/components/stay/stay-url';
import { looseList, looseParam } from '@/lib/url-params';

/** The search in the address of /hotels, unchecked: `checkHotelSearch` says what is wrong with it. */
export const hotelSearchParamsSchema = stayParamsSchema.extend({
  city: z.string().optional().catch(undefined),
  minPrice: looseParam,
  maxPrice: looseParam,
  stars: looseList,
  amenities: looseList,
  tier: looseParam,
  sort: looseParam,
  page: looseParam,
});
export type HotelSearchParams = z.infer<typeof hotelSearchParamsSchema>;
