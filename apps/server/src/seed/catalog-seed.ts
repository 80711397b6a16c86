import { hotelInputSchema, hotelListQuerySchema, roomInputSchema } from '@madabook/contracts';
import type { Actor } from '../modules/audit/audit.service';
import type { Services } from '../services';
import {
  type DemoAmenity,
  type DemoHotel,
  demoAmenities,
  demoHotels,
  roomTemplates,
  towns,
} from './demo-catalog';
import { hotelSceneSvg, jpegOf, roomSceneSvg } from './demo-photos';
import { seededRandom } from './seeded-random';

/** Any fixed number gives the same catalogue on every machine; this one is Madagascar's calling code. */
const randomSeed = 261;
/** How far, in degrees (about a kilometre), a hotel may sit from its town's centre. */
const spread = 0.01;

export interface CatalogSeedReport {
  hotels: number;
  rooms: number;
  photos: number;
}

const roundTo = (step: number, value: number) => Math.round(value / step) * step;

/**
 * Draws every random choice first, in catalogue order, so the result does not
 * depend on the order in which the concurrent writes finish.
 */
function planCatalog() {
  const random = seededRandom(randomSeed);
  return demoHotels.map(({ town, kind, amenities, ...fields }: DemoHotel) => {
    const templates = roomTemplates[kind];
    const place = towns[town];
    return {
      hotel: {
        ...fields,
        latitude: roundTo(1e-5, place.latitude + random.between(-spread, spread)),
        longitude: roundTo(1e-5, place.longitude + random.between(-spread, spread)),
        postalCode: place.postalCode,
      },
      amenities,
      photos: Array.from({ length: random.int(2, 4) }, () => hotelSceneSvg(random)),
      rooms: templates.slice(0, random.int(2, templates.length)).map((template) => ({
        room: {
          name: template.name,
          description: template.description,
          type: template.type,
          capacity: template.capacity,
          pricePerNight: roundTo(5_000, template.price * random.between(0.95, 1.05)),
          quantity: random.int(1, template.maxQuantity),
        },
        photos: Array.from({ length: random.int(1, 2) }, () => roomSceneSvg(random)),
      })),
    };
  });
}

type HotelPlan = ReturnType<typeof planCatalog>[number];

const photoFiles = (scenes: string[]) =>
  Promise.all(scenes.map(async (svg) => new Blob([new Uint8Array(await jpegOf(svg))])));

/** The demo amenities, reusing those an admin already made under the same English name. */
async function demoAmenityIds(services: Services, actor: Actor): Promise<Record<DemoAmenity, string>> {
  const existing = new Map(
    (await services.amenities.list()).map((item) => [item.nameEn.toLowerCase(), item.id]),
  );
  const ids: Partial<Record<DemoAmenity, string>> = {};
  for (const [key, input] of Object.entries(demoAmenities) as Array<
    [DemoAmenity, (typeof demoAmenities)[DemoAmenity]]
  >) {
    ids[key] = existing.get(input.nameEn.toLowerCase()) ?? (await services.amenities.create(actor, input)).id;
  }
  return ids as Record<DemoAmenity, string>;
}

/** Creates one hotel with its rooms and photos through the same services, and photo pipeline, as the API. */
async function seedHotel(
  services: Services,
  actor: Actor,
  plan: HotelPlan,
  amenityIds: Record<DemoAmenity, string>,
) {
  const hotel = await services.hotels.create(
    actor,
    hotelInputSchema.parse({ ...plan.hotel, amenityIds: plan.amenities.map((key) => amenityIds[key]) }),
  );
  let photos = (await services.photos.upload(actor, 'hotel', hotel.id, await photoFiles(plan.photos))).length;
  for (const { room, photos: scenes } of plan.rooms) {
    const created = await services.rooms.create(actor, roomInputSchema.parse({ ...room, hotelId: hotel.id }));
    photos += (await services.photos.upload(actor, 'room', created.id, await photoFiles(scenes))).length;
  }
  return { rooms: plan.rooms.length, photos };
}

export async function catalogIsEmpty(services: Services): Promise<boolean> {
  const page = await services.hotels.listForAdmin(hotelListQuerySchema.parse({ pageSize: 1 }));
  return page.total === 0;
}

/** The demo hotels, their amenities, rooms and generated photos. */
export async function seedCatalog(services: Services, actor: Actor): Promise<CatalogSeedReport> {
  const amenityIds = await demoAmenityIds(services, actor);
  const seeded = await Promise.all(planCatalog().map((plan) => seedHotel(services, actor, plan, amenityIds)));
  return {
    hotels: seeded.length,
    rooms: seeded.reduce((sum, hotel) => sum + hotel.rooms, 0),
    photos: seeded.reduce((sum, hotel) => sum + hotel.photos, 0),
  };
}
