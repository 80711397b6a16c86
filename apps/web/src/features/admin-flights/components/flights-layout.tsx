import { Link, type LinkProps } from '@tanstack/react-router';
import {
  Building2Icon,
  CalendarClockIcon,
  type LucideIcon,
  PlaneTakeoffIcon,
  TicketsPlaneIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/admin/page-header';
import { useBackOfficeArea } from '@/lib/back-office-area';
import { usePageTitle } from '@/lib/use-page-title';

type Section = {
  to: LinkProps['to'];
  label: 'departures' | 'schedules' | 'airports' | 'airlines';
  icon: LucideIcon;
};

const sections: Section[] = [
  { to: '/admin/flights', label: 'departures', icon: PlaneTakeoffIcon },
  { to: '/admin/flights/schedules', label: 'schedules', icon: CalendarClockIcon },
  { to: '/admin/flights/airports', label: 'airports', icon: Building2Icon },
  { to: '/admin/flights/airlines', label: 'airlines', icon: TicketsPlaneIcon },
];

const tabClass =
  'inline-flex h-9 shrink-0 items-center justify-center gap-1.5 sm:justify-start whitespace-nowrap rounded-md px-3 font-medium text-secondary-foreground text-sm transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2 data-[status=active]:bg-card data-[status=active]:text-foreground data-[status=active]:shadow-xs [&_svg]:size-4';

/** `/admin/flights`: the network's heading and its four sections, each at its own address. */
export function FlightsLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('adminFlights');
  return (
    <>
      <header className="mb-4 flex flex-col gap-1">
        <h1 className="font-semibold text-2xl text-foreground">{t('title')}</h1>
        <p className="text-muted-foreground">{t('description')}</p>
      </header>
      <nav aria-label={t('sections.label')} className="mb-6">
        {/* Two by two on a phone, so that no section hides off screen; one row from 640 px up. */}
        <div className="grid grid-cols-2 gap-1 rounded-lg bg-secondary p-1 sm:inline-flex sm:items-center">
          {sections.map(({ to, label, icon: Icon }) => (
            <Link key={to} to={to} activeOptions={{ exact: true, includeSearch: false }} className={tabClass}>
              <Icon aria-hidden />
              {t(`sections.${label}`)}
            </Link>
          ))}
        </div>
      </nav>
      {children}
    </>
  );
}

type SectionHeaderProps = { title: string; description: ReactNode; actions?: ReactNode };

/**
 * A section's heading. In a partner's area, where no flights layout heads it, the section is the
 * page: its title is the page's.
 */
export function SectionHeader(props: SectionHeaderProps) {
  return useBackOfficeArea() === 'partner' ? <PageHeader {...props} /> : <FlightsSectionHeader {...props} />;
}

/** Under the flights layout's heading, also the browser tab's title ("Departures · Flights — MadaBook"). */
function FlightsSectionHeader({ title, description, actions }: SectionHeaderProps) {
  const { t } = useTranslation('adminFlights');
  usePageTitle(`${title} · ${t('title')} — MadaBook`);
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex flex-col gap-1">
        <h2 className="font-semibold text-foreground text-lg">{title}</h2>
        <p className="text-muted-foreground text-sm">{description}</p>
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
