import { staySearchSchema } from '@madabook/contracts';
import { useNavigate } from '@tanstack/react-router';
import { SearchIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OccupancyField } from '@/components/stay/occupancy-field';
import { StayDatesField } from '@/components/stay/stay-dates-field';
import { type FieldIssue, messageFor, translateIssues } from '@/components/stay/stay-issues';
import type { StayDraft } from '@/components/stay/stay-params';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { HotelSearchParams } from '../search-url';
import { DestinationField } from './destination-field';

type SearchFormProps = {
  initial: StayDraft & { city?: string };
  /** Filters and sort the new search keeps, from the results page. */
  keep?: Partial<HotelSearchParams>;
  /** `hero`: the home page's card over the photo; `bar`: the results page's strip. */
  variant?: 'hero' | 'bar';
  className?: string;
};

/** Where, when, who: checked with the contracts' stay rules before it goes to the results. */
export function SearchForm({ initial, keep, variant = 'bar', className }: SearchFormProps) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [issues, setIssues] = useState<FieldIssue[]>([]);

  const edit = (patch: Partial<typeof draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setIssues([]);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { city, ...stay } = draft;
    const checked = staySearchSchema.safeParse(stay);
    if (!checked.success) {
      setIssues(translateIssues(checked.error.issues));
      return;
    }
    void navigate({
      to: '/hotels',
      search: { ...keep, ...checked.data, city: city?.trim() || undefined, page: undefined },
    });
  };

  return (
    <search aria-label={t('form.label')} className={className}>
      <form
        noValidate
        onSubmit={submit}
        className={cn(
          'grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1.5fr)_minmax(0,1fr)_auto]',
          variant === 'hero' && 'rounded-2xl bg-card p-4 text-card-foreground shadow-xl sm:p-5',
        )}
      >
        <DestinationField
          value={draft.city ?? ''}
          onChange={(city) => edit({ city })}
          className="sm:col-span-2 lg:col-span-1"
        />
        <StayDatesField
          value={draft}
          onChange={(dates) => edit(dates)}
          error={messageFor(issues, 'checkIn', 'checkOut')}
        />
        <OccupancyField
          value={{ guests: draft.guests, rooms: draft.rooms }}
          onChange={(occupancy) => edit(occupancy)}
          error={messageFor(issues, 'guests', 'rooms')}
        />
        <Button
          type="submit"
          size={variant === 'hero' ? 'lg' : 'default'}
          className="self-end sm:col-span-2 lg:col-span-1"
        >
          <SearchIcon aria-hidden />
          {t('form.submit')}
        </Button>
      </form>
    </search>
  );
}
