import { auditPageSchema } from '@madabook/contracts';
import { listQueryOptions } from '@/lib/list-query-options';
import type { AuditSearch } from '../audit-search';

/** GET /api/admin/audit: one page of the log, filtered. */
export function auditQueryOptions(search: AuditSearch) {
  return listQueryOptions(['admin', 'audit'], '/admin/audit', search, auditPageSchema);
}
