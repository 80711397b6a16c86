import type { HotelInput, RoomInput } from '@madabook/contracts';
import { sendAs } from './access-matrix';
import { readJson } from './json';
import type { createTestApp } from './test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Caller = { headers: Record<string, string> };

/** A multipart upload with each file in field `file`, as a browser sends it. */
export function uploadFiles(testApp: TestApp, path: string, caller: Caller, files: Array<Uint8Array | Blob>) {
  const form = new FormData();
  for (const [index, file] of files.entries()) {
    form.append('file', file instanceof Blob ? file : new Blob([new Uint8Array(file)]), `photo-${index}.jpg`);
  }
  const { 'content-type': _json, ...headers } = caller.headers;
  return testApp.app.request(path, { method: 'POST', headers, body: form });
}

let hotelNumber = 0;

export const hotelInput = (overrides: Partial<HotelInput> = {}): HotelInput => {
  hotelNumber += 1;
  return {
    name: `Hôtel Test ${hotelNumber}`,
    description: 'Un hôtel au bord de la mer.',
    latitude: -18.9137,
    longitude: 47.5361,
    address: 'Rue Ramanantsoa',
    city: 'Antananarivo',
    phone: '020 22 123 45',
    stars: 3,
    ...overrides,
  };
};

export const roomInput = (hotelId: string, overrides: Partial<RoomInput> = {}): RoomInput => ({
  hotelId,
  name: 'Chambre double vue jardin',
  type: 'DOUBLE',
  pricePerNight: 150_000,
  capacity: 2,
  quantity: 4,
  ...overrides,
});

/** Creates through the API as `admin` and answers the created resource. */
export async function createHotel(testApp: TestApp, admin: Caller, overrides: Partial<HotelInput> = {}) {
  const response = await sendAs(testApp.app)('POST', '/api/hotels', admin, hotelInput(overrides));
  if (response.status !== 201)
    throw new Error(`hotel not created: ${response.status} ${await response.text()}`);
  return readJson(response);
}

export async function createRoom(
  testApp: TestApp,
  admin: Caller,
  hotelId: string,
  overrides: Partial<RoomInput> = {},
) {
  const response = await sendAs(testApp.app)(
    'POST',
    '/api/hotels/rooms',
    admin,
    roomInput(hotelId, overrides),
  );
  if (response.status !== 201)
    throw new Error(`room not created: ${response.status} ${await response.text()}`);
  return readJson(response);
}
