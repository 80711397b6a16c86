import { type Booking, bookingSchema, bookingStateConflictReasons } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { areaPath, useBackOfficeArea } from '@/lib/back-office-area';
import { formatDate } from '@/lib/format';
import { i18n, useLanguage } from '@/lib/i18n';
import { apiErrorMessage } from '@/lib/toasts';
import { useApiMutation } from '@/lib/use-api-mutation';
import { bookingsQueryKey, paymentsQueryKey } from './query-keys';

/** What the back office does to one booking: the front desk's actions, and cancelling it. */
export type BookingAction = 'check-in' | 'check-out' | 'no-show' | 'early-departure' | 'cancel';

export type BookingActionInput =
  | { action: Exclude<BookingAction, 'early-departure'>; booking: Booking }
  | { action: 'early-departure'; booking: Booking; lastNight: string };

const conflictDetailsSchema = z.object({ reason: z.enum(bookingStateConflictReasons) });

/** Why the API refused: a booking state's reason in words (BOOKING_STATE_CONFLICT), else the error's own text. */
export function bookingActionError(error: unknown): string {
  if (error instanceof ApiError && error.code === 'BOOKING_STATE_CONFLICT') {
    const details = conflictDetailsSchema.safeParse(error.details);
    if (details.success) return i18n.t(`adminFrontDesk:reasons.${details.data.reason}`);
  }
  return apiErrorMessage(error);
}

/**
 * POST /api/partner/bookings/{id}/check-in, /check-out, /no-show, /early-departure { lastNight },
 * and the area's cancellation (/api/admin/bookings/{id}/cancel, /api/partner/bookings/{id}/cancel).
 * Says what happened in a toast, or why it was refused; every list, day and booking then reloads.
 */
export function useBookingAction() {
  const { t } = useTranslation('adminBookings');
  const area = useBackOfficeArea();
  const language = useLanguage();
  return useApiMutation({
    mutationFn: (input: BookingActionInput) => {
      const id = encodeURIComponent(input.booking.id);
      return input.action === 'cancel'
        ? apiRequest(areaPath(area, `/admin/bookings/${id}/cancel`), {
            method: 'POST',
            schema: bookingSchema,
          })
        : apiRequest(`/partner/bookings/${id}/${input.action}`, {
            method: 'POST',
            body: input.action === 'early-departure' ? { lastNight: input.lastNight } : undefined,
            schema: bookingSchema,
          });
    },
    success: (booking, { action }) =>
      action === 'cancel'
        ? t('toasts.cancelled', { reference: booking.reference })
        : // The front desk's texts load in the partner area only, where its actions are.
          i18n.t(`adminFrontDesk:toasts.${action}`, {
            guest: booking.guest.name,
            date: booking.checkOut ? formatDate(booking.checkOut, language, { dateStyle: 'full' }) : '',
          }),
    failure: bookingActionError,
    invalidates: [bookingsQueryKey, paymentsQueryKey],
  });
}
