import {
  type AirlinePermission,
  airlineRoleAllows,
  type HotelPermission,
  hotelRoleAllows,
  type Properties,
} from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, type LinkProps, useNavigate, useParams } from '@tanstack/react-router';
import {
  BuildingIcon,
  CalendarClockIcon,
  CalendarDaysIcon,
  ChartNoAxesColumnIcon,
  ClipboardListIcon,
  ConciergeBellIcon,
  HistoryIcon,
  type LucideIcon,
  PlaneTakeoffIcon,
  UsersIcon,
} from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BackToSiteLink, navLinkClass } from '@/components/layouts/back-office-layout';
import { controlClass } from '@/components/ui/styles';
import { cn } from '@/lib/cn';
import { propertiesQueryOptions } from '../api/properties';

type NavLabel =
  | 'frontDesk'
  | 'bookings'
  | 'hotel'
  | 'calendar'
  | 'reports'
  | 'team'
  | 'activity'
  | 'departures'
  | 'schedules';

type Section<To, Permission> = {
  to: To;
  label: NavLabel;
  icon: LucideIcon;
  permission: Permission;
  /** The property's first page: current on its own address only, not on its other pages'. */
  exact?: boolean;
};
type HotelPage = Extract<LinkProps['to'], '/partner/hotels/$hotelId' | `/partner/hotels/$hotelId/${string}`>;
type AirlinePage = Extract<LinkProps['to'], `/partner/airlines/$code${'' | `/${string}`}`>;

/** A hotel's pages, each shown to the roles that may use it (the server checks again). */
export const hotelSections: Section<HotelPage, HotelPermission>[] = [
  {
    to: '/partner/hotels/$hotelId',
    label: 'frontDesk',
    icon: ConciergeBellIcon,
    permission: 'bookings',
    exact: true,
  },
  {
    to: '/partner/hotels/$hotelId/bookings',
    label: 'bookings',
    icon: ClipboardListIcon,
    permission: 'bookings',
  },
  { to: '/partner/hotels/$hotelId/hotel', label: 'hotel', icon: BuildingIcon, permission: 'details' },
  {
    to: '/partner/hotels/$hotelId/calendar',
    label: 'calendar',
    icon: CalendarDaysIcon,
    permission: 'calendar',
  },
  {
    to: '/partner/hotels/$hotelId/reports',
    label: 'reports',
    icon: ChartNoAxesColumnIcon,
    permission: 'reports',
  },
  { to: '/partner/hotels/$hotelId/team', label: 'team', icon: UsersIcon, permission: 'members' },
  { to: '/partner/hotels/$hotelId/activity', label: 'activity', icon: HistoryIcon, permission: 'audit' },
];

/** An airline's pages, likewise. */
export const airlineSections: Section<AirlinePage, AirlinePermission>[] = [
  {
    to: '/partner/airlines/$code',
    label: 'departures',
    icon: PlaneTakeoffIcon,
    permission: 'schedules',
    exact: true,
  },
  {
    to: '/partner/airlines/$code/schedules',
    label: 'schedules',
    icon: CalendarClockIcon,
    permission: 'schedules',
  },
  {
    to: '/partner/airlines/$code/bookings',
    label: 'bookings',
    icon: ClipboardListIcon,
    permission: 'bookings',
  },
  { to: '/partner/airlines/$code/team', label: 'team', icon: UsersIcon, permission: 'members' },
  { to: '/partner/airlines/$code/activity', label: 'activity', icon: HistoryIcon, permission: 'audit' },
];

/** The property the page is about, read from its address, with the caller's role in it. */
export function useCurrentProperty(properties: Properties | undefined) {
  const params = useParams({ strict: false }) as { hotelId?: string; code?: string };
  const hotel = params.hotelId
    ? properties?.hotels.find((candidate) => candidate.id === params.hotelId)
    : undefined;
  const airline = params.code
    ? properties?.airlines.find((candidate) => candidate.code === params.code)
    : undefined;
  return { hotelId: params.hotelId, code: params.code, hotel, airline };
}

/** The partner area's navigation: the property switcher, then the current property's pages for the caller's role. */
export function PartnerNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('adminPartner');
  const properties = useQuery(propertiesQueryOptions).data;
  const { hotel, airline } = useCurrentProperty(properties);
  return (
    <nav aria-label={t('nav.label')} className="flex flex-1 flex-col gap-1">
      <Link to="/partner" activeOptions={{ exact: true }} className={navLinkClass} onClick={onNavigate}>
        <BuildingIcon aria-hidden />
        {t('nav.home')}
      </Link>
      {properties && (properties.hotels.length + properties.airlines.length > 1 || hotel || airline) && (
        <PropertySwitcher
          properties={properties}
          current={hotel?.id ?? airline?.code}
          onNavigate={onNavigate}
        />
      )}
      {hotel &&
        hotelSections
          .filter((section) => hotelRoleAllows(hotel.role, section.permission))
          .map(({ to, label, icon: Icon, exact }) => (
            <Link
              key={to}
              to={to}
              params={{ hotelId: hotel.id }}
              activeOptions={{ exact, includeSearch: false }}
              className={navLinkClass}
              onClick={onNavigate}
            >
              <Icon aria-hidden />
              {t(`nav.${label}`)}
            </Link>
          ))}
      {airline &&
        airlineSections
          .filter((section) => airlineRoleAllows(airline.role, section.permission))
          .map(({ to, label, icon: Icon, exact }) => (
            <Link
              key={to}
              to={to}
              params={{ code: airline.code }}
              activeOptions={{ exact }}
              className={navLinkClass}
              onClick={onNavigate}
            >
              <Icon aria-hidden />
              {t(`nav.${label}`)}
            </Link>
          ))}
      <BackToSiteLink label={t('nav.backToSite')} onNavigate={onNavigate} />
    </nav>
  );
}

function PropertySwitcher({
  properties,
  current,
  onNavigate,
}: {
  properties: Properties;
  current: string | undefined;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('adminPartner');
  const navigate = useNavigate();
  const selectId = useId();
  const open = (value: string) => {
    const [kind, id = ''] = value.split(':');
    onNavigate?.();
    if (kind === 'hotel') void navigate({ to: '/partner/hotels/$hotelId', params: { hotelId: id } });
    else void navigate({ to: '/partner/airlines/$code', params: { code: id } });
  };
  const value = current
    ? properties.hotels.some((hotel) => hotel.id === current)
      ? `hotel:${current}`
      : `airline:${current}`
    : undefined;
  const groups = [
    {
      label: t('home.hotels'),
      options: properties.hotels.map((hotel) => ({ value: `hotel:${hotel.id}`, name: hotel.name })),
    },
    {
      label: t('home.airlines'),
      options: properties.airlines.map((airline) => ({
        value: `airline:${airline.code}`,
        name: airline.name,
      })),
    },
  ].filter((group) => group.options.length > 0);
  // The phone's own list: at hand with a thumb, and no code to download for it.
  return (
    <div className="mb-2 flex flex-col gap-1.5 px-1">
      <label htmlFor={selectId} className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
        {t('nav.property')}
      </label>
      <select
        id={selectId}
        value={value ?? ''}
        onChange={(event) => open(event.target.value)}
        className={cn(controlClass, 'h-10')}
      >
        {value === undefined && (
          <option value="" disabled>
            {t('nav.switchLabel')}
          </option>
        )}
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
