import { type Booking, type FrontDesk, todayInMadagascar } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PlusIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/admin/page-header';
import { useStayFormat } from '@/components/stay/use-stay-format';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { apiErrorMessage } from '@/lib/toasts';
import { frontDeskQueryOptions } from '../../api/front-desk';
import { DeskDayBar } from './desk-day-bar';
import { GuestCard } from './guest-card';

const sections = ['arrivals', 'inHouse', 'departures'] as const;
type Section = (typeof sections)[number];

type FrontDeskPageProps = {
  hotelId: string;
  hotelName: string;
  /** The day asked for in the address; today in Madagascar when none. */
  date: string | undefined;
};

/**
 * A hotel's day at the front desk, made for a phone: who arrives, who is in the house, who leaves,
 * each guest with what the desk may do now. A live region says what changed.
 */
export function FrontDeskPage({ hotelId, hotelName, date: asked }: FrontDeskPageProps) {
  const { t } = useTranslation('adminFrontDesk');
  const format = useStayFormat();
  const today = todayInMadagascar();
  const date = asked ?? today;
  const day = useQuery(frontDeskQueryOptions(hotelId, date));
  const [announcement, setAnnouncement] = useState('');
  const loaded = day.data?.date;
  // Once per day shown, not at each background refresh: `loaded` is the trigger.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the day's counts are read when it changes.
  useEffect(() => {
    if (!loaded || !day.data) return;
    setAnnouncement(
      t('summary', {
        date: format.longDay(loaded),
        arrivals: day.data.arrivals.length,
        inHouse: day.data.inHouse.length,
        departures: day.data.departures.length,
      }),
    );
  }, [loaded]);

  return (
    <>
      <PageHeader
        title={`${t('title')} — ${hotelName}`}
        description={format.longDay(date)}
        actions={
          <Button asChild className="h-11">
            <Link to="/partner/hotels/$hotelId/bookings/new" params={{ hotelId }}>
              <PlusIcon aria-hidden />
              {t('newBooking')}
            </Link>
          </Button>
        }
      />
      <div className="flex flex-col gap-6">
        <DeskDayBar hotelId={hotelId} date={date} today={today} />
        <p role="status" className="sr-only">
          {announcement}
        </p>
        {day.isError ? (
          <ErrorAlert title={t('loadFailed')}>
            <span>{apiErrorMessage(day.error)}</span>
            <Button variant="outline" size="sm" onClick={() => void day.refetch()}>
              {t('retry')}
            </Button>
          </ErrorAlert>
        ) : day.data ? (
          <div className="grid items-start gap-6 lg:grid-cols-3">
            {sections.map((section) => (
              <DeskSection
                key={section}
                section={section}
                bookings={day.data[section]}
                hotelId={hotelId}
                onDone={setAnnouncement}
              />
            ))}
          </div>
        ) : (
          // One placeholder, replaced as a whole: sections drawn before their guests would move
          // down the page as each list arrives.
          <div className="grid items-start gap-6 lg:grid-cols-3" aria-busy>
            {sections.map((section) => (
              <Skeleton key={section} className="h-44 rounded-xl" />
            ))}
          </div>
        )}
      </div>
    </>
  );
}

type DeskSectionProps = {
  section: Section;
  bookings: FrontDesk[Section];
  hotelId: string;
  onDone: (message: string) => void;
};

function DeskSection({ section, bookings, hotelId, onDone }: DeskSectionProps) {
  const { t } = useTranslation('adminFrontDesk');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="flex items-center gap-2 font-semibold text-foreground text-xl">
        {t(`sections.${section}`)}
        <span className="rounded-full bg-highlight px-2.5 py-0.5 text-highlight-foreground text-sm tabular-nums">
          <span className="sr-only">: </span>
          {bookings.length}
        </span>
      </h2>
      <SectionBody section={section} bookings={bookings} hotelId={hotelId} onDone={onDone} />
    </section>
  );
}

function SectionBody({ section, bookings, hotelId, onDone }: DeskSectionProps) {
  const { t } = useTranslation('adminFrontDesk');
  if (bookings.length === 0) {
    return (
      <p className="rounded-xl border border-dashed bg-card px-4 py-6 text-center text-muted-foreground text-sm">
        {t(`empty.${section}`)}
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {bookings.map((booking: Booking) => (
        <li key={booking.id}>
          <GuestCard booking={booking} hotelId={hotelId} onDone={onDone} />
        </li>
      ))}
    </ul>
  );
}
