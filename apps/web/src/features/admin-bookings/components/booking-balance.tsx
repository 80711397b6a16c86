import type { Booking } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { DetailList } from '@/components/admin/detail-list';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatAriary } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { leftToPay } from '../desk-rules';

/** A hotel's view of a stay's money: its price, what came in online, what the guest pays at the desk. */
export function BookingBalance({ booking }: { booking: Booking }) {
  const { t } = useTranslation('adminFrontDesk');
  const language = useLanguage();
  const money = (amount: number) => formatAriary(amount, language);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('balance.title')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <DetailList
          className="lg:grid-cols-3"
          items={[
            { label: t('balance.total'), value: money(booking.total) },
            { label: t('balance.paid'), value: money(booking.amountPaid) },
            { label: t('balance.atHotel'), value: money(leftToPay(booking)) },
          ]}
        />
      </CardContent>
    </Card>
  );
}
