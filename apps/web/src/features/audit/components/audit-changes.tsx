import type { AuditEntry } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { auditDiff, formatAuditValue } from '../audit-diff';

/** What an entry changed, field by field: the old value struck out, the new one highlighted. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('adminAudit');
  const changes = auditDiff(entry.before, entry.after);
  if (changes.length === 0) return <p className="text-muted-foreground text-sm">{t('changes.none')}</p>;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('changes.caption', { action: entry.action })}</caption>
      <thead>
        <tr className="text-left text-muted-foreground text-xs uppercase tracking-wide">
          <th scope="col" className="py-1 pr-4 font-semibold">
            {t('changes.field')}
          </th>
          <th scope="col" className="py-1 pr-4 font-semibold">
            {t('changes.before')}
          </th>
          <th scope="col" className="py-1 font-semibold">
            {t('changes.after')}
          </th>
        </tr>
      </thead>
      <tbody className="align-top">
        {changes.map((change) => (
          <tr key={change.field} className="border-t">
            <th scope="row" className="py-1.5 pr-4 text-left font-mono font-normal text-xs">
              {change.field}
            </th>
            <td className="max-w-xs break-words py-1.5 pr-4">
              {change.before === undefined ? (
                '—'
              ) : (
                <del className="rounded bg-destructive/10 px-1 text-destructive">
                  {formatAuditValue(change.before)}
                </del>
              )}
            </td>
            <td className="max-w-xs break-words py-1.5">
              {change.after === undefined ? (
                '—'
              ) : (
                <ins className="rounded bg-success/10 px-1 text-success no-underline">
                  {formatAuditValue(change.after)}
                </ins>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
