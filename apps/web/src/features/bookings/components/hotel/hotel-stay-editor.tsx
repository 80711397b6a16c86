import { useState } from 'react';
import { OccupancyField } from '@/components/stay/occupancy-field';
import { StayDatesField } from '@/components/stay/stay-dates-field';
import type { FieldIssue } from '@/components/stay/stay-issues';
import { messageFor } from '@/components/stay/stay-issues';
import type { StayDraft } from '@/components/stay/stay-params';

type HotelStayEditorProps = {
  stay: StayDraft;
  issues?: readonly FieldIssue[];
  onChange: (stay: StayDraft & { checkIn: string; checkOut: string }) => void;
};

/** Dates and guests of the hotel page: a change applies once both dates are chosen. */
export function HotelStayEditor({ stay, issues = [], onChange }: HotelStayEditorProps) {
  const [dates, setDates] = useState<Pick<StayDraft, 'checkIn' | 'checkOut'>>(stay);
  const apply = (next: StayDraft) => {
    if (next.checkIn && next.checkOut) onChange({ ...next, checkIn: next.checkIn, checkOut: next.checkOut });
  };
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
      <StayDatesField
        value={dates}
        onChange={(next) => {
          setDates(next);
          apply({ ...stay, ...next });
        }}
        error={messageFor(issues, 'checkIn', 'checkOut')}
      />
      <OccupancyField
        value={{ guests: stay.guests }}
        onChange={({ guests }) => apply({ ...stay, ...dates, guests })}
        error={messageFor(issues, 'guests')}
      />
    </div>
  );
}
