import { Link, type LinkProps } from '@tanstack/react-router';
import {
  BanknoteIcon,
  CalendarCheckIcon,
  ChartNoAxesColumnIcon,
  ConciergeBellIcon,
  ContactRoundIcon,
  HistoryIcon,
  HotelIcon,
  LayoutDashboardIcon,
  type LucideIcon,
  MailIcon,
  PlaneIcon,
  SparklesIcon,
  UsersIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BackToSiteLink, navLinkClass } from './back-office-layout';

type Section = {
  to: LinkProps['to'];
  label:
    | 'dashboard'
    | 'hotels'
    | 'amenities'
    | 'flights'
    | 'bookings'
    | 'payments'
    | 'reports'
    | 'users'
    | 'contacts'
    | 'betaAccess'
    | 'mail'
    | 'audit';
  icon: LucideIcon;
};

const sections: Section[] = [
  { to: '/admin', label: 'dashboard', icon: LayoutDashboardIcon },
  { to: '/admin/hotels', label: 'hotels', icon: HotelIcon },
  { to: '/admin/amenities', label: 'amenities', icon: ConciergeBellIcon },
  { to: '/admin/flights', label: 'flights', icon: PlaneIcon },
  { to: '/admin/bookings', label: 'bookings', icon: CalendarCheckIcon },
  { to: '/admin/payments', label: 'payments', icon: BanknoteIcon },
  { to: '/admin/reports', label: 'reports', icon: ChartNoAxesColumnIcon },
  { to: '/admin/users', label: 'users', icon: UsersIcon },
  { to: '/admin/contacts', label: 'contacts', icon: ContactRoundIcon },
  { to: '/admin/beta-access', label: 'betaAccess', icon: SparklesIcon },
  { to: '/admin/mail', label: 'mail', icon: MailIcon },
  { to: '/admin/audit', label: 'audit', icon: HistoryIcon },
];

/** The back office's sections; `onNavigate` lets the phone sheet close once a link is followed. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('nav.label')} className="flex flex-1 flex-col gap-1">
      {sections.map(({ to, label, icon: Icon }) => (
        <Link
          key={to}
          to={to}
          activeOptions={{ exact: to === '/admin' }}
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
