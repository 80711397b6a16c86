import { auditPageSchema } from '@madabook/contracts';
import { listQueryOptions } from '@/lib/list-query-options';
import type { AuditSearch } from '../audit-search';

/** GET /api/admin/audit (the whole log), or one property's log at `path`: one page, filtered. */
export function auditQueryOptions(search: AuditSearch, path = '/admin/audit') {
  return listQueryOptions(['admin', 'audit', path], path, search, auditPageSchema);
}
