import { randomInt } from 'node:crypto';
import type { BookingKind } from '@madabook/contracts';

/** Without 0/O and 1/I/L, so a reference read over the phone is not misheard. */
const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

const sixCharacters = () => {
  let code = '';
  for (let index = 0; index < 6; index++) code += alphabet[randomInt(alphabet.length)];
  return code;
};

/**
 * A booking reference: MB-7K3Q9X for a stay; for a flight, six characters
 * alone (K7PQ2X), the way airlines print a booking code on a ticket. About
 * 887 million possibilities each, and the two shapes never collide.
 */
export function generateBookingReference(kind: BookingKind = 'HOTEL'): string {
  return kind === 'FLIGHT' ? sixCharacters() : `MB-${sixCharacters()}`;
}
