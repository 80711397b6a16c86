import { randomInt } from 'node:crypto';

/** Without 0/O and 1/I/L, so a reference read over the phone is not misheard. */
const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A booking reference like MB-7K3Q9X: about 887 million possibilities. */
export function generateBookingReference(): string {
  let code = '';
  for (let index = 0; index < 6; index++) code += alphabet[randomInt(alphabet.length)];
  return `MB-${code}`;
}
