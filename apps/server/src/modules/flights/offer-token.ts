import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { cabinSchema, fareFamilySchema, flightDirectionSchema } from '@madabook/contracts';
import { z } from 'zod';
import type { Party, PricePerPassenger } from './fares';

/**
 * What a search quoted, carried by the offer id itself: no offer table to
 * fill and purge, and nothing in it the client can change without breaking
 * the signature.
 */
export interface OfferClaims {
  /** Departures in travel order. */
  instanceIds: string[];
  cabin: z.infer<typeof cabinSchema>;
  fareFamily: z.infer<typeof fareFamilySchema>;
  direction: z.infer<typeof flightDirectionSchema>;
  party: Party;
  prices: PricePerPassenger;
  expiresAt: Date;
}

const version = 1;
const count = z.number().int().min(0).max(99);
const amount = z.number().int().min(0);

// Positional, so the id stays short enough for a URL.
const payloadSchema = z.tuple([
  z.literal(version),
  z.array(z.string().min(1).max(64)).min(1).max(4),
  cabinSchema,
  fareFamilySchema,
  flightDirectionSchema,
  z.tuple([count, count, count]),
  z.tuple([amount, amount, amount]),
  z.number().int().positive(),
]);

// Without a configured secret, offers are valid in this process only: a restart asks for a new search.
const processKey = randomBytes(32);

export function createOfferTokens(secret: string | undefined) {
  // A key of its own, so an offer signature can never pass for another use of the secret.
  const key = secret ? createHmac('sha256', secret).update('madabook flight offer').digest() : processKey;
  const signatureOf = (payload: string) => createHmac('sha256', key).update(payload).digest();

  return {
    sign(claims: OfferClaims): string {
      const payload = Buffer.from(
        JSON.stringify([
          version,
          claims.instanceIds,
          claims.cabin,
          claims.fareFamily,
          claims.direction,
          [claims.party.adults, claims.party.children, claims.party.infants],
          [claims.prices.adult, claims.prices.child, claims.prices.infant],
          Math.ceil(claims.expiresAt.getTime() / 1000),
        ]),
      ).toString('base64url');
      return `${payload}.${signatureOf(payload).toString('base64url')}`;
    },

    /** The claims of a token this server signed; undefined for anything else. */
    verify(token: string): OfferClaims | undefined {
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length > 0) return undefined;
      const given = Buffer.from(signature, 'base64url');
      const expected = signatureOf(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return undefined;
      }
      const parsed = payloadSchema.safeParse(decoded);
      if (!parsed.success) return undefined;
      const [, instanceIds, cabin, fareFamily, direction, party, prices, expiresAt] = parsed.data;
      return {
        instanceIds,
        cabin,
        fareFamily,
        direction,
        party: { adults: party[0], children: party[1], infants: party[2] },
        prices: { adult: prices[0], child: prices[1], infant: prices[2] },
        expiresAt: new Date(expiresAt * 1000),
      };
    },
  };
}

export type OfferTokens = ReturnType<typeof createOfferTokens>;
