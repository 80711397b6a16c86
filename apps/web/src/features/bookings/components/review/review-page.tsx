import {
  freeCancellationDeadline,
  type PublicConfig,
  type PublicHotel,
  type SessionUser,
} from '@madabook/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { ArrowLeftIcon, MailIcon } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { apiErrorMessage } from '@/lib/toasts';
import { useFocusOnChange } from '@/lib/use-focus-on-change';
import { usePageTitle } from '@/lib/use-page-title';
import { availabilityQueryOptions } from '../../api/availability';
import { useCreateBooking } from '../../api/create-booking';
import { bookingKeys } from '../../api/query-keys';
import { type BookingRequest, checkBookingRequest } from '../../booking-request';
import type { BookingParams } from '../../booking-url';
import { priceBreakdown } from '../../price-breakdown';
import { Panel } from '../panel';
import { upfrontTerms } from '../payment/upfront-terms';
import { UpfrontTermsNote } from '../payment/upfront-terms-note';
import { PriceBreakdownList } from '../price-breakdown-list';
import { StayOverview } from '../stay-overview';
import { useCancellationDeadlineText } from '../use-cancellation-deadline-text';
import { BookingError, RoomsGoneAlert } from './booking-error';
import { type GuestDetails, GuestForm } from './guest-form';

type ReviewPageProps = {
  hotel: PublicHotel;
  params: BookingParams;
  user: SessionUser;
  /** The payment methods that are on; unknown when the settings could not be read. */
  payments: PublicConfig['payments'] | undefined;
};

/** /hotels/$slug/book: everything the booking will say, the guest's details, and Confirm. */
export function ReviewPage({ hotel, params, user, payments }: ReviewPageProps) {
  const { t } = useTranslation('booking');
  usePageTitle(t('review.pageTitle', { name: hotel.name }));
  const checked = checkBookingRequest(params);
  if (checked.issues) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
        <h1 className="font-display font-semibold text-3xl">{t('review.title')}</h1>
        <ErrorAlert title={t('invalid.title')}>
          <ul className="flex list-disc flex-col gap-1 pl-5">
            {checked.issues.map((issue) => (
              <li key={`${issue.field}-${issue.message}`}>{issue.message}</li>
            ))}
          </ul>
          <Button asChild variant="outline" size="sm">
            <Link to="/hotels/$slug" params={{ slug: hotel.slug }} hash="rooms">
              {t('errors.backToRooms')}
            </Link>
          </Button>
        </ErrorAlert>
      </div>
    );
  }
  return <Review hotel={hotel} request={checked.request} user={user} payments={payments} />;
}

function Review({
  hotel,
  request,
  user,
  payments,
}: Omit<ReviewPageProps, 'params'> & { request: BookingRequest }) {
  const { t } = useTranslation(['booking', 'payments']);
  const queryClient = useQueryClient();
  const page = useLocation({ select: (location) => location.href });
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(headingRef, page);
  const deadlineText = useCancellationDeadlineText();
  const availability = useQuery(availabilityQueryOptions(hotel.id, request.checkIn, request.checkOut));
  const createBooking = useCreateBooking('/bookings');

  const { checkIn, checkOut, guests, rooms } = request;
  const stay = { checkIn, checkOut, guests };
  const breakdown = availability.data && priceBreakdown(rooms, availability.data);
  const roomsGone = (breakdown?.unavailable.length ?? 0) > 0;
  const upfront = breakdown &&
    payments && {
      total: breakdown.total,
      payments,
      terms: upfrontTerms({
        total: breakdown.total,
        prepaymentPercent: hotel.prepaymentPercent,
        onlineMethods: payments.onlineMethods,
      }),
    };

  const confirm = ({ specialRequests, ...guest }: GuestDetails) =>
    createBooking.create(
      { hotelId: hotel.id, checkIn, checkOut, rooms, guests, guest, specialRequests },
      (error) => {
        if (error.code === 'SOLD_OUT' || error.code === 'STAY_RESTRICTED') {
          void queryClient.invalidateQueries({ queryKey: bookingKeys.hotelAvailability(hotel.id) });
        }
      },
    );

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8">
      <Link
        to="/hotels/$slug"
        params={{ slug: hotel.slug }}
        search={stay}
        hash="rooms"
        className="inline-flex items-center gap-1.5 self-start text-muted-foreground text-sm hover:text-primary hover:underline"
      >
        <ArrowLeftIcon aria-hidden className="size-4" />
        {t('review.changeRooms')}
      </Link>
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="font-display font-semibold text-3xl text-foreground outline-none"
      >
        {t('review.title')}
      </h1>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="flex flex-col gap-6">
          <Panel title={t('review.stay')}>
            <StayOverview
              hotel={{ name: hotel.name, city: hotel.city, photo: hotel.photos[0] }}
              checkIn={checkIn}
              checkOut={checkOut}
              checkInTime={hotel.checkInTime}
              checkOutTime={hotel.checkOutTime}
              nights={availability.data?.nights ?? 0}
              guests={guests}
            />
          </Panel>
          <Panel title={t('review.prices')}>
            {availability.isPending && <Skeleton className="h-24" />}
            {availability.isError && <ErrorAlert title={apiErrorMessage(availability.error)} />}
            {breakdown && <PriceBreakdownList breakdown={breakdown} checkIn={checkIn} />}
          </Panel>
          <Panel title={t('review.cancellation')}>
            <p className="text-foreground">
              {deadlineText(freeCancellationDeadline(checkIn, hotel.checkInTime, hotel.freeCancellationDays))}
            </p>
          </Panel>
        </div>
        <Panel title={t('review.guest')}>
          {roomsGone && !createBooking.isError && (
            <RoomsGoneAlert title={t('errors.roomsGone')} hotelSlug={hotel.slug} stay={stay} />
          )}
          {/* A name the account never changed is its email (the spec's sign-up): not a guest's name. */}
          <GuestForm defaultName={user.name === user.email ? '' : user.name} onSubmit={confirm}>
            {createBooking.isError && (
              <BookingError error={createBooking.error} hotelSlug={hotel.slug} stay={stay} />
            )}
            {upfront && <UpfrontTermsNote kind="HOTEL" {...upfront} />}
            <p className="flex items-start gap-2 text-muted-foreground text-sm">
              <MailIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
              {t('review.emailNote', { email: user.email })}
            </p>
            <Button
              type="submit"
              size="lg"
              loading={createBooking.isPending}
              disabled={!breakdown || roomsGone}
            >
              {upfront && upfront.terms.share !== 'none'
                ? t('payments:terms.bookAndPay')
                : t('review.confirm')}
            </Button>
          </GuestForm>
        </Panel>
      </div>
    </div>
  );
}
