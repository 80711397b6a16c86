import type { MemberRole, PropertyKind } from '@madabook/contracts';
import { type Database, schema } from '@madabook/db';
import { eq, inArray } from 'drizzle-orm';
import type { Actor } from '../modules/audit/audit.service';
import type { Services } from '../services';
import { createVerifiedUser, generatePassword } from './admin-user';
import { demoHotels } from './demo-catalog';
import { demoAirlines } from './demo-flights';

/** The demo's partner accounts: a hotel's owner and its front desk, and an airline's manager. */
export const demoPartners: Array<{ email: string; name: string; kind: PropertyKind; role: MemberRole }> = [
  { email: 'hotelier@madabook.mg', name: 'Hanta Rasoanaivo', kind: 'HOTEL', role: 'OWNER' },
  { email: 'reception@madabook.mg', name: 'Tiana Randria', kind: 'HOTEL', role: 'FRONT_DESK' },
  { email: 'compagnie@madabook.mg', name: 'Fara Rakotobe', kind: 'AIRLINE', role: 'MANAGER' },
];

export interface PartnerSeedReport {
  accounts: Array<{ email: string; password: string; role: MemberRole; property: string }>;
}

/** Missing only on a first start: none of the demo partners' addresses has an account yet. */
export async function partnersAreMissing(db: Database): Promise<boolean> {
  const emails = demoPartners.map((partner) => partner.email);
  const found = await db
    .select({ id: schema.user.id })
    .from(schema.user)
    .where(inArray(schema.user.email, emails));
  return found.length === 0;
}

/**
 * The first demo hotel (in Antananarivo) and the first demo airline get their team, so that a
 * newcomer can open /partner at once; each password is made here and printed once.
 */
export async function seedPartners(
  services: Services,
  db: Database,
  actor: Actor,
): Promise<PartnerSeedReport> {
  const hotelName = demoHotels[0]?.name ?? '';
  const airline = demoAirlines[0];
  const [hotel] = await db
    .select({ id: schema.hotel.id })
    .from(schema.hotel)
    .where(eq(schema.hotel.name, hotelName));
  if (!hotel || !airline) return { accounts: [] };
  const accounts: PartnerSeedReport['accounts'] = [];
  for (const partner of demoPartners) {
    const password = generatePassword();
    const userId = await services.transactions.withAuthTransaction(() =>
      createVerifiedUser(services, { email: partner.email, password, name: partner.name }, ['USER']),
    );
    const property =
      partner.kind === 'HOTEL'
        ? { kind: partner.kind, id: hotel.id }
        : { kind: partner.kind, id: airline.code };
    await services.partners.addMember(actor, property, userId, partner.role);
    accounts.push({
      email: partner.email,
      password,
      role: partner.role,
      property: partner.kind === 'HOTEL' ? hotelName : airline.name,
    });
  }
  return { accounts };
}
