import type { AuditEntry } from '@madabook/contracts';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

/** The last changes made in the back office, newest first. */
export function RecentActivity({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation('adminDashboard');
  const language = useLanguage();
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('activity.title')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('activity.empty')}</p>
        ) : (
          <ol className="flex flex-col divide-y">
            {entries.map((entry) => (
              <li
                key={entry.id}
                className="flex flex-col gap-0.5 py-2.5 text-sm sm:flex-row sm:items-baseline sm:gap-4"
              >
                <time
                  dateTime={entry.createdAt}
                  className="shrink-0 text-muted-foreground tabular-nums sm:w-40"
                >
                  {formatDate(entry.createdAt, language, { dateStyle: 'short', timeStyle: 'short' })}
                </time>
                <span className="min-w-0 break-words">
                  {t('activity.entry', {
                    actor: entry.actorEmail,
                    action: entry.action,
                    entity: entry.entityType,
                  })}
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
      <CardFooter className="text-sm">
        <Link to="/admin/audit" className="font-medium text-primary hover:underline">
          {t('activity.link')}
        </Link>
      </CardFooter>
    </Card>
  );
}
