import { addDays } from '@madabook/contracts';
import { Link, useNavigate } from '@tanstack/react-router';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

type DeskDayBarProps = { hotelId: string; date: string; today: string };

/** The day the desk shows: the one before, a picker, the one after, and back to today; today leaves the address bare. */
export function DeskDayBar({ hotelId, date, today }: DeskDayBarProps) {
  const { t } = useTranslation('adminFrontDesk');
  const navigate = useNavigate();
  const inputId = useId();
  const searchFor = (day: string) => (day === today ? {} : { date: day });
  const dayLink = (day: string) => ({
    to: '/partner/hotels/$hotelId' as const,
    params: { hotelId },
    search: searchFor(day),
  });
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Button asChild variant="outline" size="icon" className="size-11">
        <Link {...dayLink(addDays(date, -1))} aria-label={t('day.previous')}>
          <ChevronLeftIcon aria-hidden />
        </Link>
      </Button>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:max-w-52 sm:flex-none">
        <label htmlFor={inputId} className="font-medium text-foreground text-sm">
          {t('day.label')}
        </label>
        <Input
          id={inputId}
          type="date"
          required
          value={date}
          className="h-11"
          onChange={(event) => {
            if (event.target.value) void navigate({ ...dayLink(event.target.value), replace: true });
          }}
        />
      </div>
      <Button asChild variant="outline" size="icon" className="size-11">
        <Link {...dayLink(addDays(date, 1))} aria-label={t('day.next')}>
          <ChevronRightIcon aria-hidden />
        </Link>
      </Button>
      {date !== today && (
        <Button asChild variant="secondary" className="h-11">
          <Link {...dayLink(today)}>{t('day.today')}</Link>
        </Button>
      )}
    </div>
  );
}
