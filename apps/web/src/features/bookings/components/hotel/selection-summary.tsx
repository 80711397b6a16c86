import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStayFormat } from '@/components/stay/use-stay-format';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { PriceBreakdown } from '../../price-breakdown';

type SelectionSummaryProps = {
  breakdown: PriceBreakdown;
  guests: number;
  nights: number;
  onReserve: () => void;
  /** The phone's bar along the bottom of the screen: the total and the button only. */
  compact?: boolean;
};

/** What the traveller has chosen, its total, and Reserve once the rooms fit the party. */
export function SelectionSummary({
  breakdown,
  guests,
  nights,
  onReserve,
  compact = false,
}: SelectionSummaryProps) {
  const { t } = useTranslation('hotel');
  const format = useStayFormat();
  const noteId = useId();
  const { lines, total, capacity } = breakdown;
  const tooSmall = lines.length > 0 && capacity < guests;
  const note =
    lines.length === 0
      ? t('summary.empty')
      : tooSmall
        ? t('summary.tooSmall', { capacity: format.party(capacity), guests: format.party(guests) })
        : t('summary.forStay', { nights: format.nights(nights), party: format.party(guests) });
  const reserve = (
    <Button
      size="lg"
      className={cn(!compact && 'w-full')}
      disabled={lines.length === 0 || tooSmall}
      aria-describedby={noteId}
      onClick={onReserve}
    >
      {t('summary.reserve')}
    </Button>
  );

  if (compact) {
    return (
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="font-bold text-foreground text-lg">{format.price(total)}</p>
          <p id={noteId} className={cn('text-sm', tooSmall ? 'text-destructive' : 'text-muted-foreground')}>
            {note}
          </p>
        </div>
        {reserve}
      </div>
    );
  }
  return (
    <section
      aria-labelledby={`${noteId}-title`}
      className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-md"
    >
      <h3 id={`${noteId}-title`} className="font-semibold text-foreground text-lg">
        {t('summary.title')}
      </h3>
      {lines.length > 0 && (
        <ul className="flex flex-col gap-2 text-sm">
          {lines.map((line) => (
            <li key={line.roomId} className="flex justify-between gap-3">
              <span>
                {line.quantity} × {line.name}
              </span>
              <span className="font-medium tabular-nums">{format.price(line.subtotal)}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-baseline justify-between gap-3 border-t pt-3">
        <span className="font-semibold">{t('summary.total')}</span>
        <span className="font-bold text-2xl text-foreground">{format.price(total)}</span>
      </div>
      <p
        id={noteId}
        className={cn('text-sm', tooSmall ? 'font-medium text-destructive' : 'text-muted-foreground')}
      >
        {note}
      </p>
      {reserve}
    </section>
  );
}
