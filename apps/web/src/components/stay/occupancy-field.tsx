import { maxGuestsPerRoom, maxRoomsPerBooking } from '@madabook/contracts';
import { UsersRoundIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PopoverField } from '@/components/ui/popover-field';
import { StepperRow } from '@/components/ui/stepper';
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
  const { guests, rooms } = value;
  return (
    <PopoverField
      label={rooms === undefined ? t('occupancy.guestsOnly') : t('occupancy.label')}
      summary={format.party(guests, rooms)}
      icon={UsersRoundIcon}
      doneLabel={t('occupancy.done')}
      error={error}
      className={className}
      contentClassName="w-72"
    >
      <StepperRow
        label={t('occupancy.guests')}
        value={guests}
        min={rooms ?? 1}
        max={rooms === undefined ? maxGuests : rooms * maxGuestsPerRoom}
        decrementLabel={t('occupancy.fewerGuests')}
        incrementLabel={t('occupancy.moreGuests')}
        onChange={(next) => onChange({ ...value, guests: next })}
      />
      {rooms !== undefined && (
        <StepperRow
          label={t('occupancy.rooms')}
          value={rooms}
          min={1}
          max={Math.min(maxRoomsPerBooking, guests)}
          decrementLabel={t('occupancy.fewerRooms')}
          incrementLabel={t('occupancy.moreRooms')}
          onChange={(next) => onChange({ ...value, rooms: next })}
        />
      )}
    </PopoverField>
  );
}
