import { nightsBetween, type StayRestriction } from '@madabook/contracts';
import { type Database, schema, selectPreparedRows, selectRows } from '@madabook/db';
import { type SQL, sql } from 'drizzle-orm';

const { hotel, hotelAmenity, room, roomNight } = schema;

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
  /** One room of the chosen type for the whole stay. */
  stay_price: number;
  rooms_left: number;
  restriction: StayRestriction['reason'] | null;
  min_nights: number | null;
  total_count: number;
}

const orderings: Record<SearchSort, SQL> = {
  recommended: sql`(h.tier = 'PREMIUM') desc, h.stars desc, best.stay_price asc, h.name asc`,
  'price-asc': sql`best.stay_price asc, h.stars desc, h.name asc`,
  'price-desc': sql`best.stay_price desc, h.stars desc, h.name asc`,
  'stars-desc': sql`h.stars desc, best.stay_price asc, h.name asc`,
};

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * The hotel search: for each hotel, the cheapest room type that fits the
 * party on every night of the stay, read from the calendar (a night without a
 * row sells the room type's quantity at its price). Hotels whose only fitting
 * rooms are closed or under a minimum stay come after the bookable ones, with
 * the reason. Its cost follows the candidate rooms and nights, not the bookings.
 */
export function hotelSearchQuery(
  filter: HotelSearchFilter,
  page: { offset: number; limit: number; sort: SearchSort },
): SQL {
  const nights = nightsBetween(filter.checkIn, filter.checkOut);
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
  const offerConditions: SQL[] = [sql`rooms_left >= ${filter.rooms}`];
  if (filter.minPrice !== undefined) offerConditions.push(sql`stay_price >= ${filter.minPrice * nights}`);
  if (filter.maxPrice !== undefined) offerConditions.push(sql`stay_price <= ${filter.maxPrice * nights}`);

  // Hotels first (by index); then their nights and their room types, each in
  // one index scan over the candidates' ids (`= any(array(...))`, which keeps
  // the planner on the indexes), summed once: the plan stays index-based
  // however large the tables, and does no per-hotel work of its own.
  return sql`with candidate_hotel as materialized (
          select h.id, h.slug, h.name, h.city, h.stars, h.tier, h.latitude, h.longitude
          from ${hotel} h where ${sql.join(hotelConditions, sql` and `)}
        ),
        night_summary as (
          select rn.room_id, count(*) as nights_with_row, count(rn.price) as nights_priced,
                 coalesce(sum(rn.price), 0) as priced_sum, min(rn.for_sale - rn.sold) as fewest_free,
                 bool_or(rn.closed) as closed,
                 coalesce(bool_or(rn.closed_to_arrival) filter (where rn.night = ${filter.checkIn}::date), false)
                   as closed_to_arrival,
                 max(rn.min_stay) filter (where rn.night = ${filter.checkIn}::date) as min_stay
          from ${roomNight} rn
          where rn.hotel_id = any(array(select id from candidate_hotel))
            and rn.night >= ${filter.checkIn}::date and rn.night < ${filter.checkOut}::date
          group by rn.room_id
        ),
        room_stay as (
          select r.hotel_id,
                 r.price_per_night * (${nights} - coalesce(s.nights_priced, 0)) + coalesce(s.priced_sum, 0)
                   as stay_price,
                 least(case when coalesce(s.nights_with_row, 0) < ${nights} then r.quantity end, s.fewest_free)
                   as rooms_left,
                 s.min_stay,
                 case when s.closed then 'CLOSED'
                      when s.closed_to_arrival then 'CLOSED_TO_ARRIVAL'
                      when s.min_stay > ${nights} then 'MIN_STAY' end as restriction
          from ${room} r
          left join night_summary s on s.room_id = r.id
          where r.hotel_id = any(array(select id from candidate_hotel))
            and r.capacity * ${filter.rooms} >= ${filter.guests}
        ),
        best as (
          select distinct on (hotel_id) hotel_id, stay_price, rooms_left, restriction,
                 case when restriction = 'MIN_STAY' then min_stay end as min_nights
          from room_stay where ${sql.join(offerConditions, sql` and `)}
          order by hotel_id, restriction is not null, restriction = 'MIN_STAY' desc, min_stay asc,
                   stay_price asc, rooms_left desc
        )
        select h.id, h.slug, h.name, h.city, h.stars, h.tier, h.latitude, h.longitude,
               best.stay_price::int as stay_price, best.rooms_left::int as rooms_left,
               best.restriction, best.min_nights::int as min_nights,
               count(*) over ()::int as total_count
        from candidate_hotel h join best on best.hotel_id = h.id
        order by best.restriction is not null, ${orderings[page.sort]}
        offset ${page.offset} limit ${page.limit}`;
}

export function searchHotels(
  db: Database,
  filter: HotelSearchFilter,
  page: { offset: number; limit: number; sort: SearchSort },
): Promise<HotelSearchRow[]> {
  return selectPreparedRows<HotelSearchRow>(db, hotelSearchQuery(filter, page));
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
