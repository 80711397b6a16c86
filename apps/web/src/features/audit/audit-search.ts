import { auditListQuerySchema } from '@madabook/contracts';
import type { z } from 'zod';
import { tableSearchSchema } from '@/components/admin/use-table-search';

const filter = auditListQuerySchema.shape;

/** The log's URL: who, what, which kind of record, between which days; newest first by default. */
export const auditSearchSchema = tableSearchSchema(
  { fields: ['createdAt'], default: 'createdAt', defaultOrder: 'desc' },
  {
    entityType: filter.entityType.catch(undefined),
    action: filter.action.catch(undefined),
    actorId: filter.actorId.catch(undefined),
    from: filter.from.catch(undefined),
    to: filter.to.catch(undefined),
  },
);
export type AuditSearch = z.infer<typeof auditSearchSchema>;

/** The kinds of record the back office changes, as the server names them. */
export const auditEntityTypes = [
  'user',
  'hotel',
  'room',
  'amenity',
  'contact',
  'booking',
  'mail',
  'member',
  'invitation',
] as const;
