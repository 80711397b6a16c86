import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAriary } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

type PriceLine = { key: string; item: ReactNode; price: number; subtotal: number };

type PriceTableProps = {
  caption: string;
  itemHeader: string;
  /** The price column's heading: per night, per adult… */
  priceHeader: string;
  lines: readonly PriceLine[];
  total: number;
};

/** What a booking bought, line by line with a price and a subtotal, and its total. */
export function PriceTable({ caption, itemHeader, priceHeader, lines, total }: PriceTableProps) {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
  const money = (amount: number) => formatAriary(amount, language);
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-left text-muted-foreground text-xs uppercase tracking-wide">
          <th scope="col" className="pb-2 font-semibold">
            {itemHeader}
          </th>
          <th scope="col" className="pb-2 pl-3 text-right font-semibold">
            {priceHeader}
          </th>
          <th scope="col" className="pb-2 pl-3 text-right font-semibold">
            {t('detail.subtotal')}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key} className="border-t">
            <td className="py-2">{line.item}</td>
            <td className="whitespace-nowrap py-2 pl-3 text-right tabular-nums">{money(line.price)}</td>
            <td className="whitespace-nowrap py-2 pl-3 text-right tabular-nums">{money(line.subtotal)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t font-semibold">
          <th scope="row" colSpan={2} className="pt-2 text-left">
            {t('fields.total')}
          </th>
          <td className="whitespace-nowrap pt-2 pl-3 text-right tabular-nums">{money(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
