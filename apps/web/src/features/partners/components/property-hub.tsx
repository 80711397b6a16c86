import { airlineRoleAllows, hotelRoleAllows } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronRightIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/admin/page-header';
import { Badge } from '@/components/ui/badge';
import type { Property } from '../api/members';
import { propertiesQueryOptions } from '../api/properties';
import { BookingMailsSetting } from './booking-mails-setting';
import { airlineSections, hotelSections } from './partner-nav';

const cardClass =
  'flex items-center gap-3 rounded-xl border border-border bg-card p-4 font-medium text-foreground shadow-xs transition-colors hover:bg-highlight focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-5';

/** A property's first page: its name, the member's role and the pages that role opens, large enough for a thumb. */
export function PropertyHub({ property }: { property: Property }) {
  const { t } = useTranslation('adminPartner');
  const properties = useQuery(propertiesQueryOptions).data;
  const hotel =
    property.kind === 'HOTEL' ? properties?.hotels.find((item) => item.id === property.id) : undefined;
  const airline =
    property.kind === 'AIRLINE' ? properties?.airlines.find((item) => item.code === property.id) : undefined;
  const member = hotel ?? airline;
  if (!member) return null;
  return (
    <>
      <PageHeader
        title={member.name}
        description={<Badge variant="secondary">{t(`roles.${member.role}`)}</Badge>}
      />
      <div className="flex flex-col gap-6">
        {hotel && <BookingMailsSetting hotelId={hotel.id} />}
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {hotel &&
            hotelSections
              .filter((section) => hotelRoleAllows(hotel.role, section.permission))
              .map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <Link to={to} params={{ hotelId: hotel.id }} className={cardClass}>
                    <Icon aria-hidden />
                    <span className="flex-1">{t(`nav.${label}`)}</span>
                    <ChevronRightIcon aria-hidden className="text-muted-foreground" />
                  </Link>
                </li>
              ))}
          {airline &&
            airlineSections
              .filter((section) => airlineRoleAllows(airline.role, section.permission))
              .map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <Link to={to} params={{ code: airline.code }} className={cardClass}>
                    <Icon aria-hidden />
                    <span className="flex-1">{t(`nav.${label}`)}</span>
                    <ChevronRightIcon aria-hidden className="text-muted-foreground" />
                  </Link>
                </li>
              ))}
        </ul>
      </div>
    </>
  );
}
