import type { Booking } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { apiErrorMessage } from '@/lib/toasts';
import { useCancelBooking } from '../../api/cancel-booking';
import { useCancellationDeadlineText } from '../use-cancellation-deadline-text';

/** "Antananarivo → Nosy Be": where the outbound journey goes, from its first and last flights. */
function routeOf(booking: Booking): string {
  const outbound = booking.flights.filter((flight) => flight.direction === booking.flights[0]?.direction);
  const from = outbound[0]?.from.city;
  const to = outbound.at(-1)?.to.city;
  return from && to ? `${from} → ${to}` : booking.reference;
}

/**
 * The cancellation terms of a booking and, while its free cancellation lasts, the way to cancel it
 * (after a confirmation that names it). Past the deadline, the reason it can no longer be cancelled.
 */
export function CancelBooking({ booking }: { booking: Booking }) {
  const { t } = useTranslation('trips');
  const language = useLanguage();
  const deadlineText = useCancellationDeadlineText();
  const cancel = useCancelBooking();
  const deadline = booking.freeCancellationUntil;
  const when = (instant: string) => formatDate(instant, language, { dateStyle: 'long', timeStyle: 'short' });

  const flight = booking.kind === 'FLIGHT';
  if (booking.status === 'CANCELLED') {
    if (booking.cancelledBy === 'AIRLINE') {
      return (
        <p className="text-foreground">
          {booking.cancelledAt
            ? t('cancel.cancelledByAirlineOn', { date: when(booking.cancelledAt) })
            : t('status.cancelledByAirline')}
        </p>
      );
    }
    return (
      <p className="text-foreground">
        {booking.cancelledAt
          ? t('cancel.cancelledOn', { date: when(booking.cancelledAt) })
          : t('status.CANCELLED')}
      </p>
    );
  }
  if (booking.status === 'COMPLETED') {
    return <p className="text-foreground">{t(flight ? 'cancel.flightCompleted' : 'cancel.completed')}</p>;
  }
  if (!booking.cancellable) {
    return (
      <p className="text-foreground">
        {deadline
          ? t(flight ? 'cancel.flightDeadlinePassed' : 'cancel.deadlinePassed', { deadline: when(deadline) })
          : t(flight ? 'cancel.flightNonRefundable' : 'cancel.nonRefundable')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-foreground">{deadlineText(deadline)}</p>
      {cancel.isError && <ErrorAlert title={apiErrorMessage(cancel.error)} />}
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button
            variant="outline"
            className="self-start border-destructive text-destructive"
            loading={cancel.isPending}
          >
            {t('cancel.button')}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('cancel.title', { reference: booking.reference })}</AlertDialogTitle>
            <AlertDialogDescription>
              {flight
                ? t('cancel.flightDescription', { route: routeOf(booking) })
                : t('cancel.description', { hotel: booking.hotel?.name ?? booking.reference })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('cancel.keep')}</AlertDialogCancel>
            <AlertDialogAction
              onClick={() =>
                cancel.mutate(booking.id, {
                  onSuccess: () => toast.success(t('cancel.done', { reference: booking.reference })),
                })
              }
            >
              {t('cancel.confirm')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
