import { nightsBetween, type StayRestriction } from '@madabook/contracts';
import {
  type Database,
  type PreparedStatement,
  renderQuery,
  schema,
  selectRows,
  selectStatementRows,
  statementWith,
} from '@madabook/db';
import { type Query, type SQL, sql } from 'drizzle-orm';

const { hotel, hotelAmenity, room, roomNight, townRevision } = schema;

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
  /** The cover photo and first amenities, kept on the hotel by the database. */
  search_card: schema.HotelSearchCard;
}

const orderings: Record<SearchSort, SQL> = {
  recommended: sql`(h.tier = 'PREMIUM') desc, h.stars desc, best.stay_price asc, h.name asc`,
  'price-asc': sql`best.stay_price asc, h.stars desc, h.name asc`,
  'price-desc': sql`best.stay_price desc, h.stars desc, h.name asc`,
  'stars-desc': sql`h.stars desc, best.stay_price asc, h.name asc`,
};

/**
 * The hotel search: for each hotel, the cheapest room type that fits the
 * party on every night of the stay, read from the calendar (a night without a
 * row sells the room type's quantity at its price). Hotels whose only fitting
 * rooms are closed or under a minimum stay come after the bookable ones, with
 * the reason. Its cost follows the candidate rooms and nights, not the bookings.
 */
/** What decides the text of the search statement; the values go in as parameters. */
interface SearchShape {
  city: boolean;
  stars: boolean;
  tier: boolean;
  amenities: boolean;
  minPrice: boolean;
  maxPrice: boolean;
  sort: SearchSort;
}

const value = (name: string) => sql.placeholder(name);

function searchStatementOf(shape: SearchShape): SQL {
  const hotelConditions: SQL[] = [sql`h.archived = false`];
  if (shape.city) hotelConditions.push(sql`h.city_key = lower(${value('city')}) collate "C"`);
  if (shape.stars) hotelConditions.push(sql`h.stars = any(${value('stars')}::int[])`);
  if (shape.tier) hotelConditions.push(sql`h.tier = ${value('tier')}`);
  if (shape.amenities) {
    hotelConditions.push(
      sql`(select count(distinct ha.amenity_id) from ${hotelAmenity} ha
           where ha.hotel_id = h.id and ha.amenity_id = any(${value('amenityIds')}::text[]))
          = cardinality(${value('amenityIds')}::text[])`,
    );
  }
  const offerConditions: SQL[] = [sql`rooms_left >= ${value('rooms')}`];
  if (shape.minPrice) offerConditions.push(sql`stay_price >= ${value('minStayPrice')}`);
  if (shape.maxPrice) offerConditions.push(sql`stay_price <= ${value('maxStayPrice')}`);
  const nights = sql`${value('nights')}::int`;
  // The stay's dates as sub-selects: the planner then costs the statement the same whatever the
  // dates, so PostgreSQL keeps one generic plan per connection instead of planning every search.
  const checkIn = sql`(select ${value('checkIn')}::date)`;
  const checkOut = sql`(select ${value('checkOut')}::date)`;

  // Hotels first (by index); then their towns' room types and nights, one index range per town
  // (`= any(array(...))` keeps the planner on the indexes), summed once: the plan stays index-based
  // however large the tables, and the other hotels of a town drop out when joined to the candidates.
  // The page's cards come with their hotels (`search_card`, kept by the database as photos and
  // amenities change): docs/decisions/008-search-by-town.md.
  return sql`with candidate_hotel as materialized (
          select h.id, h.slug, h.name, h.city, h.city_key, h.stars, h.tier, h.latitude, h.longitude
          from ${hotel} h where ${sql.join(hotelConditions, sql` and `)}
        ),
        night_summary as (
          select rn.room_id, count(*) as nights_with_row, count(rn.price) as nights_priced,
                 coalesce(sum(rn.price), 0) as priced_sum, min(rn.for_sale - rn.sold) as fewest_free,
                 bool_or(rn.closed) as closed,
                 coalesce(bool_or(rn.closed_to_arrival) filter (where rn.night = ${checkIn}), false)
                   as closed_to_arrival,
                 max(rn.min_stay) filter (where rn.night = ${checkIn}) as min_stay
          from ${roomNight} rn
          where rn.city_key = any(array(select distinct city_key from candidate_hotel))
            and rn.night >= ${checkIn} and rn.night < ${checkOut}
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
          where r.city_key = any(array(select distinct city_key from candidate_hotel))
            and r.capacity * ${value('rooms')}::int >= ${value('guests')}::int
        ),
        best as (
          select distinct on (hotel_id) hotel_id, stay_price, rooms_left, restriction,
                 case when restriction = 'MIN_STAY' then min_stay end as min_nights
          from room_stay where ${sql.join(offerConditions, sql` and `)}
          order by hotel_id, restriction is not null, restriction = 'MIN_STAY' desc, min_stay asc,
                   stay_price asc, rooms_left desc
        ),
        page as (
          select h.id, h.slug, h.name, h.city, h.stars, h.tier, h.latitude, h.longitude,
                 best.stay_price::int as stay_price, best.rooms_left::int as rooms_left,
                 best.restriction, best.min_nights::int as min_nights,
                 count(*) over ()::int as total_count,
                 row_number() over (order by best.restriction is not null, ${orderings[shape.sort]}) as place
          from candidate_hotel h join best on best.hotel_id = h.id
          order by place offset ${value('offset')} limit ${value('limit')}
        )
        select page.*, card.search_card from page join ${hotel} card on card.id = page.id
        order by place`;
}

// A search's text depends on which filters it has and its order only: built
// and rendered once for each such shape, then sent with its values.
const renderedSearches = new Map<string, Query>();

/**
 * The hotel search for these filters and this page, as the statement the
 * database is sent: prepared once per connection under `name`.
 */
export function hotelSearchStatement(
  filter: HotelSearchFilter,
  page: { offset: number; limit: number; sort: SearchSort },
): PreparedStatement {
  const shape: SearchShape = {
    city: Boolean(filter.city),
    stars: Boolean(filter.stars?.length),
    tier: Boolean(filter.tier),
    amenities: Boolean(filter.amenityIds?.length),
    minPrice: filter.minPrice !== undefined,
    maxPrice: filter.maxPrice !== undefined,
    sort: page.sort,
  };
  const key = JSON.stringify(shape);
  let rendered = renderedSearches.get(key);
  if (!rendered) {
    rendered = renderQuery(searchStatementOf(shape));
    renderedSearches.set(key, rendered);
  }
  const nights = nightsBetween(filter.checkIn, filter.checkOut);
  return statementWith(rendered, {
    city: filter.city,
    stars: filter.stars,
    tier: filter.tier,
    amenityIds: filter.amenityIds,
    minStayPrice: filter.minPrice === undefined ? undefined : filter.minPrice * nights,
    maxStayPrice: filter.maxPrice === undefined ? undefined : filter.maxPrice * nights,
    nights,
    checkIn: filter.checkIn,
    checkOut: filter.checkOut,
    rooms: filter.rooms,
    guests: filter.guests,
    offset: page.offset,
    limit: page.limit,
  });
}

export function searchHotels(
  db: Database,
  filter: HotelSearchFilter,
  page: { offset: number; limit: number; sort: SearchSort },
): Promise<HotelSearchRow[]> {
  return selectStatementRows<HotelSearchRow>(db, hotelSearchStatement(filter, page));
}

const renderedTownRevision = renderQuery(
  sql`select ${townRevision.revision} as revision from ${townRevision}
      where ${townRevision.cityKey} = lower(${sql.placeholder('city')}) collate "C"`,
);

/** The read of a town's revision, as the database is sent it. */
export const townRevisionStatement = (city: string): PreparedStatement =>
  statementWith(renderedTownRevision, { city });

/** The town's revision (0 before anything in it was ever written), for the search cache. */
export async function townRevisionOf(db: Database, city: string): Promise<number> {
  const [row] = await selectStatementRows<{ revision: string | number }>(db, townRevisionStatement(city));
  return Number(row?.revision ?? 0);
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
