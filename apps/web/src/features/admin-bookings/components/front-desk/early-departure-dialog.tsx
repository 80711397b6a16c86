import { addDays, type Booking, nightsBetween, todayInMadagascar } from '@madabook/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '@/components/admin/form-dialog';
import { useStayFormat } from '@/components/stay/use-stay-format';
import { RadioCard, RadioCards } from '@/components/ui/radio-cards';
import { earlyDepartureNights } from '../../desk-rules';

type EarlyDepartureDialogProps = {
  booking: Booking;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onConfirm: (lastNight: string) => void;
};

/**
 * A guest leaves before the planned day: the desk picks the stay's new last night among those it
 * may still give up; the nights after it go back on sale at once.
 */
export default function EarlyDepartureDialog({ open, onOpenChange, ...form }: EarlyDepartureDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      <EarlyDepartureForm {...form} />
    </FormDialog>
  );
}

/** Mounted at each opening: the choice starts from the earliest departure, today's when it may be. */
function EarlyDepartureForm({
  booking,
  pending,
  onConfirm,
}: Omit<EarlyDepartureDialogProps, 'open' | 'onOpenChange'>) {
  const { t } = useTranslation('adminFrontDesk');
  const format = useStayFormat();
  const nights = earlyDepartureNights(booking, todayInMadagascar());
  const [lastNight, setLastNight] = useState(nights[0] ?? '');
  const checkOut = booking.checkOut ?? '';
  return (
    <DialogForm
      title={t('earlyDeparture.title', { guest: booking.guest.name })}
      description={t('earlyDeparture.description', { date: format.longDay(checkOut) })}
      submitLabel={t('earlyDeparture.confirm')}
      destructive
      pending={pending}
      onSubmit={(event) => {
        event.preventDefault();
        if (lastNight) onConfirm(lastNight);
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-medium text-foreground text-sm">{t('earlyDeparture.lastNight')}</legend>
        <RadioCards value={lastNight} onValueChange={setLastNight}>
          {nights.map((night) => {
            const leaves = addDays(night, 1);
            return (
              <RadioCard
                key={night}
                value={night}
                label={t('earlyDeparture.leaves', { date: format.longDay(leaves) })}
                description={t('earlyDeparture.nightOf', {
                  night: format.day(night),
                  freed: format.nights(nightsBetween(leaves, checkOut)),
                })}
              />
            );
          })}
        </RadioCards>
      </fieldset>
    </DialogForm>
  );
}
