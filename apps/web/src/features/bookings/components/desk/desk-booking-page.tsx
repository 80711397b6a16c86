import {
  addDays,
  type Booking,
  hotelBookingSources,
  type RoomAvailability,
  todayInMadagascar,
} from '@madabook/contracts';
import { useForm } from '@tanstack/react-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BedDoubleIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/admin/page-header';
import { ChoiceField } from '@/components/forms/choice-field';
import { TextField } from '@/components/forms/text-field';
import { TextareaField } from '@/components/forms/textarea-field';
import type { FieldIssue } from '@/components/stay/stay-issues';
import { defaultGuests } from '@/components/stay/stay-params';
import { useRestrictionText } from '@/components/stay/stay-restriction';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-error';
import { showServerErrors, submitHandler } from '@/lib/form';
import { formValidator } from '@/lib/schema-issues';
import { toast } from '@/lib/toast';
import { apiErrorMessage } from '@/lib/toasts';
import { availabilityQueryOptions } from '../../api/availability';
import { useIdempotentBooking } from '../../api/create-booking';
import { bookingKeys } from '../../api/query-keys';
import {
  type DeskGuestValues,
  deskBookingBody,
  deskGuestErrors,
  placeIssues,
  soldOutRooms,
  stayRestrictionOf,
} from '../../desk-booking';
import { priceBreakdown } from '../../price-breakdown';
import { byOffer } from '../../room-offers';
import { type RoomSelection, withQuantity } from '../../room-selection';
import { HotelStayEditor } from '../hotel/hotel-stay-editor';
import { RoomCard } from '../hotel/room-card';
import { Panel } from '../panel';
import { PriceBreakdownList } from '../price-breakdown-list';

type DeskBookingPageProps = {
  hotelId: string;
  hotelName: string;
  /** The booking is made (a toast says so): its page opens. */
  onBooked: (booking: Booking) => void;
};

type Stay = { checkIn: string; checkOut: string; guests: number };

/** Why the last attempt failed, in the words of the desk: the room gone, the calendar's rule, or the API's error. */
type Refusal = { message: string; details?: string[] };

/**
 * A booking the hotel takes for a guest who called, came in or wrote: the stay (arrival today
 * allowed), the rooms free with their price for it, the guest and how they came. It is confirmed at
 * once and paid at the hotel; a retry after a lost answer never books twice.
 */
export function DeskBookingPage({ hotelId, hotelName, onBooked }: DeskBookingPageProps) {
  const { t } = useTranslation('adminFrontDesk');
  const queryClient = useQueryClient();
  const today = todayInMadagascar();
  const [stay, setStay] = useState<Stay>({
    checkIn: today,
    checkOut: addDays(today, 1),
    guests: defaultGuests,
  });
  const [selection, setSelection] = useState<RoomSelection>([]);
  const [stayIssues, setStayIssues] = useState<FieldIssue[]>([]);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const availability = useQuery(availabilityQueryOptions(hotelId, stay.checkIn, stay.checkOut));
  const restrictionText = useRestrictionText();
  const roomsHeadingId = useId();
  const booking = useIdempotentBooking(`/partner/hotels/${encodeURIComponent(hotelId)}/bookings`, (made) => {
    toast.success(t('form.booked', { reference: made.reference, guest: made.guest.name }));
    onBooked(made);
  });
  const rooms = availability.data ? [...availability.data.rooms].sort(byOffer) : [];
  const breakdown = availability.data && priceBreakdown(selection, availability.data);
  const roomName = (roomId: string) => rooms.find((room) => room.roomId === roomId)?.name ?? roomId;

  const form = useForm({
    defaultValues: {
      name: '',
      phone: '',
      email: '',
      specialRequests: '',
      source: 'PHONE',
    } as DeskGuestValues,
    validators: { onChange: formValidator(deskGuestErrors) },
    onSubmit: ({ value }) => submit(value),
  });

  function refused(error: ApiError) {
    if (error.code === 'VALIDATION_ERROR') {
      const placed = placeIssues(error.details);
      showServerErrors(form, placed.form);
      setStayIssues(placed.stay);
      setRefusal({ message: apiErrorMessage(error), details: placed.others });
      return;
    }
    if (error.code === 'SOLD_OUT' || error.code === 'STAY_RESTRICTED') {
      void queryClient.invalidateQueries({ queryKey: bookingKeys.hotelAvailability(hotelId) });
    }
    setRefusal(refusalOf(error));
  }

  function refusalOf(error: ApiError): Refusal {
    if (error.code === 'SOLD_OUT') {
      const names = soldOutRooms(error.details).map(roomName).join(', ');
      return { message: t('form.soldOut', { rooms: names || t('form.theseRooms') }) };
    }
    const restriction = error.code === 'STAY_RESTRICTED' ? stayRestrictionOf(error.details) : undefined;
    if (restriction) {
      return {
        message: t('form.restricted', { room: roomName(restriction.roomId) }),
        details: [restrictionText.long(restriction)],
      };
    }
    return { message: apiErrorMessage(error) };
  }

  function submit(values: DeskGuestValues) {
    setRefusal(null);
    setStayIssues([]);
    booking.create(deskBookingBody(stay, selection, values), refused);
  }

  const capacityShort = breakdown && breakdown.lines.length > 0 && breakdown.capacity < stay.guests;
  return (
    <>
      <PageHeader title={`${t('form.title')} — ${hotelName}`} description={t('form.description')} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex flex-col gap-6">
          <Panel title={t('form.stay')}>
            <HotelStayEditor
              stay={{ ...stay, rooms: 1 }}
              issues={stayIssues}
              onChange={({ checkIn, checkOut, guests }) => {
                setStay({ checkIn, checkOut, guests });
                setSelection([]);
                setStayIssues([]);
              }}
            />
          </Panel>
          {/* Each room type is a card of its own: no frame around them, so that a phone gives them its width. */}
          <section aria-labelledby={roomsHeadingId} className="flex flex-col gap-4">
            <h2 id={roomsHeadingId} className="font-semibold text-foreground text-lg">
              {t('form.rooms')}
            </h2>
            <RoomChoices
              rooms={rooms}
              pending={availability.isPending}
              error={availability.isError ? availability.error : undefined}
              onRetry={() => void availability.refetch()}
              checkIn={stay.checkIn}
              selection={selection}
              onChange={setSelection}
            />
          </section>
        </div>
        <form noValidate onSubmit={submitHandler(form)} className="flex flex-col gap-6 lg:sticky lg:top-20">
          <Panel title={t('form.guest')}>
            <form.Field name="source">
              {(field) => (
                <ChoiceField
                  field={field}
                  legend={t('form.source')}
                  choices={hotelBookingSources.map((value) => ({ value, label: t(`form.sources.${value}`) }))}
                />
              )}
            </form.Field>
            <form.Field name="name">
              {(field) => <TextField field={field} label={t('form.name')} autoComplete="off" required />}
            </form.Field>
            <form.Field name="phone">
              {(field) => (
                <TextField
                  field={field}
                  label={t('form.phone')}
                  description={t('form.phoneHint')}
                  type="tel"
                  autoComplete="off"
                  required
                />
              )}
            </form.Field>
            <form.Field name="email">
              {(field) => (
                <TextField
                  field={field}
                  label={t('form.email')}
                  description={t('form.emailHint')}
                  type="email"
                  autoComplete="off"
                />
              )}
            </form.Field>
            <form.Field name="specialRequests">
              {(field) => <TextareaField field={field} label={t('form.specialRequests')} maxLength={1000} />}
            </form.Field>
          </Panel>
          <Panel title={t('form.summary')}>
            {breakdown && breakdown.lines.length > 0 ? (
              <PriceBreakdownList breakdown={breakdown} checkIn={stay.checkIn} />
            ) : (
              <p className="text-muted-foreground text-sm">{t('form.noRooms')}</p>
            )}
            {capacityShort && (
              <p className="font-medium text-destructive text-sm">
                {t('form.tooSmall', { capacity: breakdown.capacity, guests: stay.guests })}
              </p>
            )}
            <p className="text-muted-foreground text-sm">{t('form.payAtHotel')}</p>
            {refusal && (
              <ErrorAlert title={refusal.message}>
                {refusal.details && refusal.details.length > 0 && (
                  <ul className="flex list-disc flex-col gap-1 pl-5">
                    {refusal.details.map((detail) => (
                      <li key={detail}>{detail}</li>
                    ))}
                  </ul>
                )}
              </ErrorAlert>
            )}
            {booking.isError && !(booking.error instanceof ApiError) && (
              <ErrorAlert title={t('form.network')} />
            )}
            <Button
              type="submit"
              size="lg"
              loading={booking.isPending}
              disabled={!breakdown || breakdown.lines.length === 0 || Boolean(capacityShort)}
            >
              {t('form.submit')}
            </Button>
          </Panel>
        </form>
      </div>
    </>
  );
}

type RoomChoicesProps = {
  rooms: RoomAvailability[];
  pending: boolean;
  error: unknown;
  onRetry: () => void;
  checkIn: string;
  selection: RoomSelection;
  onChange: (selection: RoomSelection) => void;
};

/** The hotel's room types for the stay, what is free and its price, and how many to take of each. */
function RoomChoices({ rooms, pending, error, onRetry, checkIn, selection, onChange }: RoomChoicesProps) {
  const { t } = useTranslation('adminFrontDesk');
  if (pending) {
    return (
      <div aria-busy className="flex flex-col gap-3">
        <Skeleton className="h-28 rounded-xl" />
        <Skeleton className="h-28 rounded-xl" />
      </div>
    );
  }
  if (error) {
    return (
      <ErrorAlert title={apiErrorMessage(error)}>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('retry')}
        </Button>
      </ErrorAlert>
    );
  }
  if (rooms.length === 0) {
    return (
      <p className="flex items-center gap-2 text-muted-foreground text-sm">
        <BedDoubleIcon aria-hidden className="size-4" />
        {t('form.noRoomTypes')}
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {rooms.map((room) => (
        <li key={room.roomId}>
          <RoomCard
            room={room}
            checkIn={checkIn}
            quantity={selection.find((line) => line.roomId === room.roomId)?.quantity ?? 0}
            onQuantityChange={(quantity) => onChange(withQuantity(selection, room.roomId, quantity))}
            desk
          />
        </li>
      ))}
    </ul>
  );
}
