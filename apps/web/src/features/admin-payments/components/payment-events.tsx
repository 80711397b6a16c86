import type { AdminPayment } from '@madabook/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

/** A payload as it was received, indented; what JSON cannot write (nothing at all) as its plain text. */
const prettyJson = (payload: unknown) => JSON.stringify(payload, null, 2) ?? String(payload);

/** Every message and request a payment went through, raw, in the order they came. */
export function PaymentEvents({ events }: { events: AdminPayment['events'] }) {
  const { t } = useTranslation('adminPayments');
  const language = useLanguage();
  if (events.length === 0) return <p className="text-muted-foreground text-sm">{t('detail.noEvents')}</p>;
  return (
    <ol className="flex flex-col gap-4">
      {events.map((event) => (
        <li key={event.id} className="flex min-w-0 flex-col gap-2 rounded-lg border p-3">
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
            <EventFact term={t('detail.event.kind')}>
              <Badge variant="outline" className="font-mono font-normal">
                {event.kind}
              </Badge>
            </EventFact>
            <EventFact term={t('detail.event.source')}>{event.source}</EventFact>
            <EventFact term={t('detail.event.outcome')}>{event.outcome}</EventFact>
            <EventFact term={t('detail.event.receivedAt')}>
              {formatDate(event.receivedAt, language, { dateStyle: 'medium', timeStyle: 'medium' })}
            </EventFact>
          </dl>
          <section
            aria-label={t('detail.event.payload', { kind: event.kind })}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
            tabIndex={0}
            className="max-h-64 overflow-auto rounded-md border bg-secondary/50"
          >
            <pre className="w-fit p-3 font-mono text-xs">{prettyJson(event.payload)}</pre>
          </section>
        </li>
      ))}
    </ol>
  );
}

function EventFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-baseline gap-2">
      <dt className="shrink-0 text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
