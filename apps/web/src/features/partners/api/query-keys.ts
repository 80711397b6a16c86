import type { PropertyKind } from '@madabook/contracts';

/** What partner accounts read, under one root so a sign-out or a new membership refreshes it. */
export const partnerKeys = {
  all: ['partner'] as const,
  properties: ['partner', 'properties'] as const,
  members: (property: { kind: PropertyKind; id: string }) =>
    ['partner', 'members', property.kind, property.id] as const,
  invitation: (token: string) => ['partner', 'invitation', token] as const,
};
