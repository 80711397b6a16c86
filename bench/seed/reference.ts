import { bookingReferencePattern } from '@madabook/contracts';

/** The app's alphabet for references (the contracts' pattern): no 0/O, 1/I/L. */
const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const space = alphabet.length ** 6;
/** Not a multiple of 31, so `n → n × step mod 31⁶` visits every code once: no two bookings share one. */
const step = 7_000_003;

/** The reference of the n-th seeded booking: unique for n < 31⁶, scattered, and the same on every run. */
export function referenceOf(n: number, offset: number): string {
  let code = ((n + offset) % space) * step;
  code %= space;
  let text = '';
  for (let position = 0; position < 6; position++) {
    text = alphabet[code % alphabet.length] + text;
    code = Math.floor(code / alphabet.length);
  }
  return `MB-${text}`;
}

export const isBookingReference = (value: string) => bookingReferencePattern.test(value);
