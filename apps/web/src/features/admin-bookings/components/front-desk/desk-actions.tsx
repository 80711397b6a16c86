import { type Booking, todayInMadagascar } from '@madabook/contracts';
import { BanIcon, DoorClosedIcon, LogInIcon, LogOutIcon, UserXIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogTarget } from '@/components/admin/use-dialog-target';
import { Button, type ButtonProps } from '@/components/ui/button';
import {
  type BookingAction,
  type BookingActionInput,
  bookingActionError,
  useBookingAction,
} from '../../api/booking-actions';
import { deskActions } from '../../desk-rules';

// Dialogs load when first asked for: the desk's first page stays light on a phone.
const DeskConfirmDialog = lazy(() => import('./desk-confirm-dialog'));
const EarlyDepartureDialog = lazy(() => import('./early-departure-dialog'));

/** The actions that take something away: asked for with a dialog that names the guest. */
type AskedAction = Extract<BookingAction, 'no-show' | 'early-departure' | 'cancel'>;
const isAsked = (action: BookingAction): action is AskedAction =>
  action === 'no-show' || action === 'early-departure' || action === 'cancel';

const looks: Record<BookingAction, { icon: typeof LogInIcon; variant: ButtonProps['variant'] }> = {
  'check-in': { icon: LogInIcon, variant: 'default' },
  'check-out': { icon: LogOutIcon, variant: 'default' },
  'early-departure': { icon: DoorClosedIcon, variant: 'outline' },
  'no-show': { icon: UserXIcon, variant: 'outline' },
  cancel: { icon: BanIcon, variant: 'outline' },
};

type DeskActionsProps = {
  booking: Booking;
  /** After an action went through, with the sentence that says so (for the page's live region). */
  onDone?: (message: string) => void;
};

/**
 * What the front desk may do to a stay today, as buttons big enough for a thumb: check in, check
 * out, an early departure, a no-show, a cancellation (the last three after a confirmation). A refusal
 * says why under the buttons.
 */
export function DeskActions({ booking, onDone }: DeskActionsProps) {
  const { t } = useTranslation('adminFrontDesk');
  const act = useBookingAction();
  const asking = useDialogTarget<AskedAction>();
  const actions = deskActions(booking, todayInMadagascar());
  const asked = asking.target;
  const run = (input: BookingActionInput) =>
    act.mutate(input, {
      onSuccess: (updated) => {
        asking.close();
        onDone?.(t(`done.${input.action}`, { guest: updated.guest.name }));
      },
    });
  if (actions.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => {
          const { icon: Icon, variant } = looks[action];
          const label = t(`actions.${action}`);
          return (
            <Button
              key={action}
              variant={variant}
              className={
                variant === 'outline' && action !== 'early-departure' ? 'h-11 text-destructive' : 'h-11'
              }
              aria-label={t('actions.forGuest', { action: label, guest: booking.guest.name })}
              loading={act.isPending && act.variables.action === action}
              disabled={act.isPending}
              onClick={() => (isAsked(action) ? asking.show(action) : run({ action, booking }))}
            >
              <Icon aria-hidden />
              {label}
            </Button>
          );
        })}
      </div>
      {act.isError && !asking.dialogProps.open && (
        <p role="alert" className="font-medium text-destructive text-sm">
          {bookingActionError(act.error)}
        </p>
      )}
      {asked && (
        <Suspense fallback={null}>
          {asked === 'early-departure' ? (
            <EarlyDepartureDialog
              {...asking.dialogProps}
              booking={booking}
              pending={act.isPending}
              onConfirm={(lastNight) => run({ action: 'early-departure', booking, lastNight })}
            />
          ) : (
            <DeskConfirmDialog
              {...asking.dialogProps}
              action={asked}
              booking={booking}
              pending={act.isPending}
              onConfirm={() => run({ action: asked, booking })}
            />
          )}
        </Suspense>
      )}
    </div>
  );
}
