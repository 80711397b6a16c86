import { maxGuestsPerRoom, maxRoomsPerBooking } from '@madabook/contracts';
import { UsersRoundIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Stepper } from '@/components/ui/stepper';
import { maxGuests } from './stay-params';
import { useStayFormat } from './use-stay-format';

type Occupancy = { guests: number; rooms?: number };

type OccupancyFieldProps<Value extends Occupancy> = {
  value: Value;
  onChange: (value: Value) => void;
  error?: string;
  className?: string;
};

/**
 * Guests, and rooms when the value has them, behind one button that reads "2 guests · 1 room".
 * Each room takes one guest at least and twenty at most.
 */
export function OccupancyField<Value extends Occupancy>({
  value,
  onChange,
  error,
  className,
}: OccupancyFieldProps<Value>) {
  const { t } = useTranslation('stay');
  const format = useStayFormat();
  const [open, setOpen] = useState(false);
  const guestsLabelId = useId();
  const roomsLabelId = useId();
  const partyId = useId();
  const { guests, rooms } = value;
  const label = rooms === undefined ? t('occupancy.guestsOnly') : t('occupancy.label');
  return (
    <FormField label={label} error={error} className={className}>
      {(control) => (
        <Popover open={open} onOpenChange={setOpen}>
          <PopoverTrigger asChild>
            <Button
              id={control.id}
              variant="outline"
              aria-labelledby={`${control['aria-labelledby']} ${partyId}`}
              aria-describedby={control['aria-describedby']}
              aria-invalid={control['aria-invalid']}
              className="w-full justify-start px-3 font-normal aria-invalid:border-destructive"
            >
              <UsersRoundIcon aria-hidden className="text-muted-foreground" />
              <span id={partyId} className="truncate">
                {format.party(guests, rooms)}
              </span>
            </Button>
          </PopoverTrigger>
          <PopoverContent align="start" aria-label={label} className="flex w-72 flex-col gap-4">
            <div className="flex items-center justify-between gap-3">
              <span id={guestsLabelId} className="font-medium text-sm">
                {t('occupancy.guests')}
              </span>
              <Stepper
                aria-labelledby={guestsLabelId}
                value={guests}
                min={rooms ?? 1}
                max={rooms === undefined ? maxGuests : rooms * maxGuestsPerRoom}
                decrementLabel={t('occupancy.fewerGuests')}
                incrementLabel={t('occupancy.moreGuests')}
                onChange={(next) => onChange({ ...value, guests: next })}
              />
            </div>
            {rooms !== undefined && (
              <div className="flex items-center justify-between gap-3">
                <span id={roomsLabelId} className="font-medium text-sm">
                  {t('occupancy.rooms')}
                </span>
                <Stepper
                  aria-labelledby={roomsLabelId}
                  value={rooms}
                  min={1}
                  max={Math.min(maxRoomsPerBooking, guests)}
                  decrementLabel={t('occupancy.fewerRooms')}
                  incrementLabel={t('occupancy.moreRooms')}
                  onChange={(next) => onChange({ ...value, rooms: next })}
                />
              </div>
            )}
            <Button size="sm" className="self-end" onClick={() => setOpen(false)}>
              {t('occupancy.done')}
            </Button>
          </PopoverContent>
        </Popover>
      )}
    </FormField>
  );
}
