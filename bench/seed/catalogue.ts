import { slugify } from '../../apps/server/src/lib/slug';
import { demoAmenities } from '../../apps/server/src/seed/demo-catalog';
import type { Random } from '../shared/random';
import { hotelPrefixes, hotelWords, mobilePrefixes, streets } from './names';
import { cities } from './places';
import { type HotelKind, priceRange, roomKinds, starsOfKind } from './room-kinds';

export interface PlannedHotel {
  id: string;
  name: string;
  slug: string;
  description: string;
  latitude: number;
  longitude: number;
  address: string;
  city: string;
  cityIndex: number;
  postalCode: string;
  phone: string;
  stars: number;
  tier: 'STANDARD' | 'PREMIUM';
  checkInTime: string;
  checkOutTime: string;
  freeCancellationDays: number;
  /** Days the hotel was listed before the bookings' history starts. */
  ageDays: number;
  /** How much travellers pick it, before the city's demand. */
  popularity: number;
  /** The index of its first room in the catalogue's rooms; a hotel's rooms follow each other. */
  firstRoom: number;
  roomCount: number;
  /** Extra charged on high-season nights (0.1 = +10%), or 0. */
  highSeasonSurcharge: number;
}

export interface PlannedRoom {
  id: string;
  hotelIndex: number;
  name: string;
  description: string;
  type: string;
  capacity: number;
  quantity: number;
  price: number;
  /** The price of a high-season night: `price` when the hotel has no surcharge. */
  highSeasonPrice: number;
}

export interface PlannedAmenity {
  id: string;
  nameFr: string;
  nameEn: string;
  icon: string;
}

export interface Catalogue {
  hotels: PlannedHotel[];
  rooms: PlannedRoom[];
  amenities: PlannedAmenity[];
  hotelAmenities: Array<readonly [hotelId: string, amenityId: string]>;
  /** Hotel indexes of each city, in the order of `cities`. */
  hotelsByCity: number[][];
  totalRooms: number;
}

const roundTo = (step: number, value: number) => Math.round(value / step) * step;
const clampPrice = (value: number) => Math.min(priceRange.max, Math.max(priceRange.min, value));
/** About a kilometre, in degrees: how far a hotel may be from its town's centre. */
const spread = 0.02;

const pad = (value: number, length: number) => String(value).padStart(length, '0');

function drawKind(random: Random, kinds: ReadonlyArray<readonly [HotelKind, number]>): HotelKind {
  const total = kinds.reduce((sum, [, share]) => sum + share, 0);
  let target = random.next() * total;
  for (const [kind, share] of kinds) {
    target -= share;
    if (target < 0) return kind;
  }
  return kinds[kinds.length - 1]?.[0] ?? 'city';
}

function planAmenities(random: Random): PlannedAmenity[] {
  return Object.values(demoAmenities).map((amenity) => ({ id: random.uuid(), ...amenity }));
}

/** The hotels of every city (as evenly spread as `hotelCount` allows), each with five room types. */
export function planCatalogue(random: Random, hotelCount: number): Catalogue {
  const amenities = planAmenities(random);
  const hotels: PlannedHotel[] = [];
  const rooms: PlannedRoom[] = [];
  const hotelAmenities: Array<readonly [string, string]> = [];
  const hotelsByCity: number[][] = cities.map(() => []);
  const slugs = new Set<string>();

  for (let index = 0; index < hotelCount; index++) {
    const cityIndex = index % cities.length;
    const city = cities[cityIndex] as (typeof cities)[number];
    const kind = drawKind(random, city.kinds);
    const [minStars, maxStars] = starsOfKind[kind];
    const stars = random.int(minStars, maxStars);
    const name = `${random.pick(hotelPrefixes[kind])} ${random.pick(hotelWords)}`;
    const base = slugify(`${name} ${city.name}`);
    let slug = base;
    for (let suffix = 2; slugs.has(slug); suffix++) slug = `${base}-${suffix}`;
    slugs.add(slug);
    const surcharge = random.chance(kind === 'beach' || kind === 'premium' ? 0.5 : 0.2)
      ? roundTo(0.05, random.between(0.1, 0.3))
      : 0;
    const priceFactor = (1 + (stars - 3) * 0.08) * random.between(0.9, 1.1);
    const hotelIndex = hotels.length;
    const firstRoom = rooms.length;
    for (const template of roomKinds[kind]) {
      const price = clampPrice(roundTo(5_000, template.price * priceFactor));
      rooms.push({
        id: random.uuid(),
        hotelIndex,
        name: template.name,
        description: template.description,
        type: template.type,
        capacity: template.capacity,
        quantity: random.int(template.minQuantity, template.maxQuantity),
        price,
        highSeasonPrice: surcharge > 0 ? clampPrice(roundTo(5_000, price * (1 + surcharge))) : price,
      });
    }
    const hotel: PlannedHotel = {
      id: random.uuid(),
      name,
      slug,
      description: `${name}, ${kind === 'premium' ? 'un établissement de luxe' : 'un hôtel'} à ${city.name}.`,
      latitude: Math.round((city.latitude + random.between(-spread, spread)) * 1e5) / 1e5,
      longitude: Math.round((city.longitude + random.between(-spread, spread)) * 1e5) / 1e5,
      address: `${random.int(1, 120)} ${random.pick(streets)}`,
      city: city.name,
      cityIndex,
      postalCode: city.postalCode,
      phone: `+261${random.pick(mobilePrefixes)}${pad(random.int(0, 9_999_999), 7)}`,
      stars,
      tier: kind === 'premium' || (stars === 4 && random.chance(0.15)) ? 'PREMIUM' : 'STANDARD',
      checkInTime: random.pick(['12:00', '13:00', '14:00', '14:00', '15:00']),
      checkOutTime: random.pick(['10:00', '11:00', '11:00', '12:00']),
      freeCancellationDays: random.pick([0, 1, 2, 2, 2, 3, 3, 7, 2, 1]),
      ageDays: random.int(340, 2000),
      popularity: random.between(0.7, 1.3),
      firstRoom,
      roomCount: rooms.length - firstRoom,
      highSeasonSurcharge: surcharge,
    };
    hotels.push(hotel);
    hotelsByCity[cityIndex]?.push(hotelIndex);
    const [wifi, ...others] = amenities;
    if (wifi) hotelAmenities.push([hotel.id, wifi.id]);
    for (const amenity of others) if (random.chance(0.3)) hotelAmenities.push([hotel.id, amenity.id]);
  }
  return {
    hotels,
    rooms,
    amenities,
    hotelAmenities,
    hotelsByCity,
    totalRooms: rooms.reduce((sum, room) => sum + room.quantity, 0),
  };
}

/** What a hotel weighs in the bookings: its city's demand (flattened), its size and its popularity. */
/** A town as `hotel.city_key` keys it (the database's lower() and JavaScript's agree on these names). */
export const cityKeyOf = (city: string) => city.toLowerCase();

export function hotelDemand(catalogue: Catalogue, hotelIndex: number): number {
  const hotel = catalogue.hotels[hotelIndex] as PlannedHotel;
  let size = 0;
  for (let room = hotel.firstRoom; room < hotel.firstRoom + hotel.roomCount; room++) {
    size += (catalogue.rooms[room] as PlannedRoom).quantity;
  }
  return (cities[hotel.cityIndex]?.demand ?? 1) ** 0.6 * hotel.popularity * size;
}
