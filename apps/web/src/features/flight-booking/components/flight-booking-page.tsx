import type { FlightOffer, PublicConfig, SessionUser } from '@madabook/contracts';
import { useQueries } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import type { PassengerCounts } from '@/features/bookings/components/trips/flight/flight-price';
import { ApiError } from '@/lib/api-error';
import { apiErrorMessage } from '@/lib/toasts';
import { useFocusOnChange } from '@/lib/use-focus-on-change';
import { usePageTitle } from '@/lib/use-page-title';
import { flightOfferQueryOptions } from '../api/offers';
import { checkFlightBookingRequest, type FlightBookingRequest } from '../flight-booking-params';
import type { FlightBookingParams } from '../flight-booking-url';
import { FlightBookingForm } from './flight-booking-form';
import { OffersUnavailable, type UnavailableReason } from './offers-unavailable';
import { SearchAgainLink } from './search-again-link';

type FlightBookingPageProps = {
  params: FlightBookingParams;
  user: SessionUser;
  /** The payment methods that are on; unknown when the settings could not be read. */
  payments: PublicConfig['payments'] | undefined;
};

/** /flights/book: the chosen flights, who flies, the price, and Confirm. */
export function FlightBookingPage({ params, user, payments }: FlightBookingPageProps) {
  const { t } = useTranslation('flightBooking');
  usePageTitle(t('pageTitle'));
  const checked = checkFlightBookingRequest(params);
  if (checked.issues) {
    const counts = { adults: 1, children: 0, infants: 0 };
    return (
      <PageShell counts={counts} offers={[]}>
        <ErrorAlert title={t('invalid.title')}>
          <ul className="flex list-disc flex-col gap-1 pl-5">
            {checked.issues.map((issue) => (
              <li key={`${issue.field}-${issue.message}`}>{issue.message}</li>
            ))}
          </ul>
          <SearchAgainLink
            offers={[]}
            counts={counts}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            {t('unavailable.searchAgain')}
          </SearchAgainLink>
        </ErrorAlert>
      </PageShell>
    );
  }
  return <FlightBooking request={checked.request} user={user} payments={payments} />;
}

/**
 * Why the offers cannot be booked, from the API's answer: 409 OFFER_EXPIRED once its price lapsed
 * or its flights changed, 409 SOLD_OUT when seats ran out, 400 (or 404) for an id MadaBook never issued.
 */
function unavailableReason(errors: readonly unknown[]): UnavailableReason | undefined {
  const apiErrors = errors.filter((error) => error instanceof ApiError);
  if (apiErrors.some((error) => error.code === 'SOLD_OUT')) return 'soldOut';
  if (apiErrors.some((error) => error.code === 'OFFER_EXPIRED')) return 'expired';
  if (apiErrors.some((error) => error.status === 400 || error.status === 404)) return 'unknown';
  return undefined;
}

/** The outbound first, then the return: anything else is not a trip the results page makes. */
const inTravelOrder = (offers: readonly FlightOffer[]) =>
  offers[0]?.direction === 'OUTBOUND' && (offers.length === 1 || offers[1]?.direction === 'RETURN');

function FlightBooking({
  request,
  user,
  payments,
}: Omit<FlightBookingPageProps, 'params'> & { request: FlightBookingRequest }) {
  const { t } = useTranslation('flightBooking');
  const offers = useQueries({
    queries: request.offerIds.map((offerId) => flightOfferQueryOptions(offerId)),
    combine: (results) => ({
      data: results.flatMap((result) => (result.data ? [result.data] : [])),
      pending: results.some((result) => result.isPending),
      errors: results.flatMap((result) => (result.error ? [result.error] : [])),
      refetch: () => results.forEach((result) => void result.refetch()),
    }),
  });
  const { counts } = request;
  const unavailable = unavailableReason(offers.errors);
  let content: ReactNode;
  if (unavailable) {
    content = <OffersUnavailable reason={unavailable} offers={offers.data} counts={counts} />;
  } else if (offers.errors.length > 0) {
    content = (
      <ErrorAlert title={apiErrorMessage(offers.errors[0])}>
        <Button variant="outline" size="sm" onClick={offers.refetch}>
          {t('retry')}
        </Button>
      </ErrorAlert>
    );
  } else if (offers.pending) {
    content = <BookingSkeleton label={t('loading')} />;
  } else if (!inTravelOrder(offers.data)) {
    content = <OffersUnavailable reason="invalid" offers={offers.data} counts={counts} />;
  } else {
    content = <FlightBookingForm offers={offers.data} request={request} user={user} payments={payments} />;
  }
  return (
    <PageShell counts={counts} offers={offers.data}>
      {content}
    </PageShell>
  );
}

function PageShell({
  counts,
  offers,
  children,
}: {
  counts: PassengerCounts;
  offers: readonly FlightOffer[];
  children: ReactNode;
}) {
  const { t } = useTranslation('flightBooking');
  const page = useLocation({ select: (location) => location.href });
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(headingRef, page);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8">
      <SearchAgainLink
        offers={offers}
        counts={counts}
        className="inline-flex items-center gap-1.5 self-start text-muted-foreground text-sm hover:text-primary hover:underline"
      >
        <ArrowLeftIcon aria-hidden className="size-4" />
        {t('changeFlights')}
      </SearchAgainLink>
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="font-display font-semibold text-3xl text-foreground outline-none"
      >
        {t('title')}
      </h1>
      {children}
    </div>
  );
}

function BookingSkeleton({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]"
    >
      <div className="flex flex-col gap-6">
        <Skeleton className="h-56 rounded-xl" />
        <Skeleton className="h-72 rounded-xl" />
      </div>
      <Skeleton className="h-80 rounded-xl" />
    </div>
  );
}
