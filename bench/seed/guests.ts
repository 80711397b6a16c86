import { slugify } from '../../apps/server/src/lib/slug';
import type { Random } from '../shared/random';
import { firstNames, lastNames, mobilePrefixes } from './names';

/** The travellers who own the seeded bookings: accounts without a password (they never sign in). */
export interface Guest {
  id: string;
  name: string;
  email: string;
  phone: string;
  language: 'fr' | 'en';
}

export function planGuests(random: Random, count: number): Guest[] {
  return Array.from({ length: count }, (_, index) => {
    const first = random.pick(firstNames);
    const last = random.pick(lastNames);
    return {
      id: random.uuid(),
      name: `${first} ${last}`,
      // The index keeps every address unique; example.com is reserved and reaches nobody.
      email: `${slugify(first)}.${slugify(last)}.${index}@example.com`,
      phone: `+261${random.pick(mobilePrefixes)}${String(random.int(0, 9_999_999)).padStart(7, '0')}`,
      language: random.chance(0.75) ? 'fr' : 'en',
    };
  });
}
