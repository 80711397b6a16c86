import type { FlightInstance } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { useLanguage } from '@/lib/i18n';
import { useCancelDeparture } from '../api/departures';
import { formatDay, localClock } from '../local-time';

type CancelDepartureDialogProps = {
  instance: FlightInstance | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Names the flight and its day, and says how many passengers the email will reach, before cancelling. */
export function CancelDepartureDialog({ instance, open, onOpenChange }: CancelDepartureDialogProps) {
  const { t } = useTranslation('adminFlights');
  const language = useLanguage();
  const cancel = useCancelDeparture();
  const flight = instance
    ? t('departures.flightOn', {
        flight: instance.flightNumber,
        day: formatDay(localClock(instance.departure).date, language, { dateStyle: 'full' }),
      })
    : '';
  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      name={flight}
      title={t('departures.cancel.title', { flight })}
      description={t('departures.cancel.description', { count: instance?.passengers ?? 0 })}
      confirmLabel={t('departures.cancel.confirm')}
      dismissLabel={t('departures.cancel.keep')}
      pending={cancel.isPending}
      onConfirm={() => instance && cancel.mutate(instance, { onSuccess: () => onOpenChange(false) })}
    />
  );
}
