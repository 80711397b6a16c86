import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useBookingMailsSetting } from '../api/members';
import { propertiesQueryOptions } from '../api/properties';

/** The signed-in owner's or manager's own choice of one hotel's booking mails (the front desk gets none). */
export function BookingMailsSetting({ hotelId }: { hotelId: string }) {
  const { t } = useTranslation('adminPartner');
  const hotel = useQuery(propertiesQueryOptions).data?.hotels.find((candidate) => candidate.id === hotelId);
  const setting = useBookingMailsSetting(hotelId);
  if (!hotel || hotel.role === 'FRONT_DESK') return null;
  return (
    <div className="flex items-center gap-3 rounded-lg border border-border bg-card p-4">
      <Checkbox
        id="booking-mails"
        checked={hotel.bookingMails}
        disabled={setting.isPending}
        onCheckedChange={(checked) => setting.mutate(checked === true)}
      />
      <Label htmlFor="booking-mails" className="font-normal">
        {t('team.bookingMails')}
      </Label>
    </div>
  );
}
