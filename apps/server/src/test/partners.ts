import type { HotelMemberRole, Language } from '@madabook/contracts';
import { schema } from '@madabook/db';
import { and, desc, eq } from 'drizzle-orm';
import { createActor, type TestActor } from './actors';
import { readJson } from './json';
import type { TestApp } from './test-app';

type Caller = { headers: Record<string, string> };

/** The newest mail of a template the outbox holds for `email`. */
export async function lastMailTo(testApp: Pick<TestApp, 'database'>, email: string, template: string) {
  const [mail] = await testApp.database.db
    .select()
    .from(schema.mailMessage)
    .where(and(eq(schema.mailMessage.to, email.toLowerCase()), eq(schema.mailMessage.template, template)))
    .orderBy(desc(schema.mailMessage.createdAt))
    .limit(1);
  if (!mail) throw new Error(`no ${template} mail to ${email}`);
  return mail;
}

/** The token of the newest invitation mailed to `email`, read off its link. */
export async function invitationTokenFor(testApp: Pick<TestApp, 'database'>, email: string) {
  const mail = await lastMailTo(testApp, email, 'partner-invitation');
  const token = /\/partner\/invitations\/([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no invitation link in "${mail.subject}"`);
  return token;
}

/** The members path of a hotel (`/api/admin` or `/api/partner`) or an airline. */
export const membersPath = (
  area: 'admin' | 'partner',
  property: { hotelId: string } | { airlineCode: string },
) =>
  'hotelId' in property
    ? `/api/${area}/hotels/${property.hotelId}/members`
    : `/api/${area}/airlines/${property.airlineCode}/members`;

/**
 * A new account made a member of the property through the API: invited by `inviter` (an admin,
 * or an owner under /api/partner), then accepting from the mailed link.
 */
export async function createMember(
  testApp: TestApp,
  inviter: Caller,
  property: { hotelId: string } | { airlineCode: string },
  role: HotelMemberRole,
  options: { area?: 'admin' | 'partner'; language?: Language } = {},
): Promise<TestActor> {
  const member = await createActor(testApp.services, ['USER'], options);
  const invited = await testApp.app.request(membersPath(options.area ?? 'admin', property), {
    method: 'POST',
    headers: inviter.headers,
    body: JSON.stringify({ email: member.email, role }),
  });
  if (invited.status !== 201) throw new Error(`invite: ${invited.status} ${await invited.text()}`);
  const token = await invitationTokenFor(testApp, member.email);
  const accepted = await testApp.app.request(`/api/partner/invitations/${token}/accept`, {
    method: 'POST',
    headers: member.headers,
  });
  if (accepted.status !== 200)
    throw new Error(`accept: ${accepted.status} ${JSON.stringify(await readJson(accepted))}`);
  return member;
}
