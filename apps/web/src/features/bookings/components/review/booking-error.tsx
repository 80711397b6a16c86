import { fieldIssueSchema } from '@madabook/contracts';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { translateIssues } from '@/components/stay/stay-issues';
import type { Stay } from '@/components/stay/stay-params';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ApiError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';
import { apiErrorMessage } from '@/lib/toasts';

const validationDetailsSchema = z.object({ issues: z.array(fieldIssueSchema) });

const bookingFieldMessage = (field: string) =>
  ({
    guests: i18n.t('booking:invalid.guests'),
    'guest.name': i18n.t('booking:guest.nameTooShort'),
    'guest.phone': i18n.t('validation.invalidPhone'),
  })[field];

type BackToRooms = { hotelSlug: string; stay: Pick<Stay, 'checkIn' | 'checkOut' | 'guests'> };

/** The chosen rooms cannot be had (any more): back to the hotel's rooms, counted again. */
export function RoomsGoneAlert({ title, hotelSlug, stay }: BackToRooms & { title: string }) {
  const { t } = useTranslation('booking');
  return (
    <ErrorAlert title={title}>
      <p>{t('errors.chooseAgain')}</p>
      <Button asChild variant="outline" size="sm">
        <Link to="/hotels/$slug" params={{ slug: hotelSlug }} search={stay} hash="rooms">
          {t('errors.backToRooms')}
        </Link>
      </Button>
    </ErrorAlert>
  );
}

type BookingErrorProps = BackToRooms & { error: unknown };

/** Why Confirm failed, and what to do: choose the rooms again, fix a field, or simply retry. */
export function BookingError({ error, hotelSlug, stay }: BookingErrorProps) {
  const { t } = useTranslation('booking');
  if (!(error instanceof ApiError)) {
    return <ErrorAlert title={t('errors.network')} />;
  }
  // Taken meanwhile, or closed by the hotel's calendar since the rooms were chosen.
  if (error.code === 'SOLD_OUT' || error.code === 'HOTEL_NOT_BOOKABLE' || error.code === 'STAY_RESTRICTED') {
    return <RoomsGoneAlert title={apiErrorMessage(error)} hotelSlug={hotelSlug} stay={stay} />;
  }
  const details = validationDetailsSchema.safeParse(error.details);
  return (
    <ErrorAlert title={apiErrorMessage(error)}>
      {details.success && (
        <ul className="flex list-disc flex-col gap-1 pl-5">
          {translateIssues(details.data.issues, bookingFieldMessage).map((issue) => (
            <li key={`${issue.field}-${issue.message}`}>{issue.message}</li>
          ))}
        </ul>
      )}
    </ErrorAlert>
  );
}
