import { type Database, schema, selectRows } from '@madabook/db';
import { type SQL, sql } from 'drizzle-orm';

const { booking, bookingRoom, hotel, hotelAmenity, room } = schema;

export interface HotelSearchFilter {
  city?: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  rooms: number;
  minPrice?: number;
  maxPrice?: number;
  stars?: number[];
  amenityIds?: string[];
  tier?: 'STANDARD' | 'PREMIUM';
}

export type SearchSort = 'recommended' | 'price-asc' | 'price-desc' | 'stars-desc';

export interface HotelSearchRow {
  id: string;
  slug: string;
  name: string;
  city: string;
  stars: number;
  tier: 'STANDARD' | 'PREMIUM';
  latitude: number;
  longitude: number;
  lowest_price: number;
  rooms_left: number;
  total_count: number;
}

const orderings: Record<SearchSort, SQL> = {
  recommended: sql`(h.tier = 'PREMIUM') desc, h.stars desc, best.price_per_night asc, h.name asc`,
  'price-asc': sql`best.price_per_night asc, h.stars desc, h.name asc`,
  'price-desc': sql`best.price_per_night desc, h.stars desc, h.name asc`,
  'stars-desc': sql`h.stars desc, best.price_per_night asc, h.name asc`,
};

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * Hotels that can host the whole stay: for every night, a room type with
 * enough rooms left for the party, with its lowest nightly price.
 */
export async function searchHotels(
  db: Database,
  filter: HotelSearchFilter,
  page: { offset: number; limit: number; sort: SearchSort },
): Promise<HotelSearchRow[]> {
  const hotelConditions: SQL[] = [sql`h.archived = false`];
  if (filter.city) hotelConditions.push(sql`lower(h.city) = lower(${filter.city})`);
  if (filter.stars?.length) hotelConditions.push(sql`h.stars in (${list(filter.stars)})`);
  if (filter.tier) hotelConditions.push(sql`h.tier = ${filter.tier}`);
  if (filter.amenityIds?.length) {
    hotelConditions.push(
      sql`(select count(distinct ha.amenity_id) from ${hotelAmenity} ha
           where ha.hotel_id = h.id and ha.amenity_id in (${list(filter.amenityIds)})) = ${filter.amenityIds.length}`,
    );
  }
  const roomConditions: SQL[] = [
    sql`r.capacity * ${filter.rooms} >= ${filter.guests}`,
    sql`r.quantity >= ${filter.rooms}`,
  ];
  if (filter.minPrice !== undefined) roomConditions.push(sql`r.price_per_night >= ${filter.minPrice}`);
  if (filter.maxPrice !== undefined) roomConditions.push(sql`r.price_per_night <= ${filter.maxPrice}`);

  return selectRows<HotelSearchRow>(
    db,
    sql`with candidate_hotel as (
          select h.* from ${hotel} h where ${sql.join(hotelConditions, sql` and `)}
        ),
        candidate_room as (
          select r.* from ${room} r join candidate_hotel h on h.id = r.hotel_id
          where ${sql.join(roomConditions, sql` and `)}
        ),
        sold_per_night as (
          select br.room_id, night, sum(br.quantity) as sold
          from ${bookingRoom} br
          join ${booking} b on b.id = br.booking_id
          join candidate_room r on r.id = br.room_id
          cross join lateral generate_series(
            greatest(b.check_in, ${filter.checkIn}::date),
            least(b.check_out, ${filter.checkOut}::date) - 1,
            interval '1 day'
          ) as night
          where b.status in ('CONFIRMED', 'COMPLETED')
            and b.check_in < ${filter.checkOut}::date and b.check_out > ${filter.checkIn}::date
          group by br.room_id, night
        ),
        room_left as (
          select r.id, r.hotel_id, r.price_per_night, r.quantity - coalesce(max(s.sold), 0) as rooms_left
          from candidate_room r left join sold_per_night s on s.room_id = r.id
          group by r.id, r.hotel_id, r.price_per_night, r.quantity
        ),
        best as (
          select distinct on (hotel_id) hotel_id, price_per_night, rooms_left
          from room_left where rooms_left >= ${filter.rooms}
          order by hotel_id, price_per_night asc, rooms_left desc
        )
        select h.id, h.slug, h.name, h.city, h.stars, h.tier, h.latitude, h.longitude,
               best.price_per_night as lowest_price, best.rooms_left::int as rooms_left,
               count(*) over ()::int as total_count
        from candidate_hotel h join best on best.hotel_id = h.id
        order by ${orderings[page.sort]}
        offset ${page.offset} limit ${page.limit}`,
  );
}

/** The cities that have bookable hotels, for the destination suggestions. */
export function citiesWithHotels(db: Database) {
  return selectRows<{ city: string; hotel_count: number }>(
    db,
    sql`select min(city) as city, count(*)::int as hotel_count
        from ${hotel} where archived = false
        group by lower(city) order by count(*) desc, min(city) asc`,
  );
}
