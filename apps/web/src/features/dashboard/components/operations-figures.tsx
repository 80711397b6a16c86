import { Link } from '@tanstack/react-router';
import { BedDoubleIcon, HotelIcon, MailIcon, SparklesIcon, UsersIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n';
import { FigureGrid, type Figures, figureLinkClass } from './figure-grid';
import { StatCard } from './stat-card';

/** The catalogue, the people and the outbox. */
export function OperationsFigures({ figures }: { figures: Figures }) {
  const { t } = useTranslation('adminDashboard');
  const language = useLanguage();
  const number = new Intl.NumberFormat(language);
  const { hotels, rooms, users, betaAccess, mails } = figures;
  return (
    <FigureGrid title={t('sections.operations')}>
      <StatCard
        icon={HotelIcon}
        title={t('hotels.title')}
        value={number.format(hotels.active)}
        footer={
          <Link to="/admin/hotels" className={figureLinkClass}>
            {t('hotels.link')}
          </Link>
        }
      >
        {t('hotels.details', { count: hotels.archived, archived: number.format(hotels.archived) })}
      </StatCard>
      <StatCard icon={BedDoubleIcon} title={t('rooms.title')} value={number.format(rooms.total)}>
        {t('rooms.details', { count: rooms.types, types: number.format(rooms.types) })}
      </StatCard>
      <StatCard
        icon={UsersIcon}
        title={t('users.title')}
        value={number.format(users.total)}
        footer={
          <Link to="/admin/users" className={figureLinkClass}>
            {t('users.link')}
          </Link>
        }
      >
        <p>{t('users.admins', { count: users.admins, admins: number.format(users.admins) })}</p>
        <p>{t('users.new', { count: users.newLast7Days, added: number.format(users.newLast7Days) })}</p>
      </StatCard>
      <StatCard
        icon={SparklesIcon}
        title={t('betaAccess.title')}
        value={number.format(betaAccess.total)}
        footer={
          <Link to="/admin/beta-access" className={figureLinkClass}>
            {t('betaAccess.link')}
          </Link>
        }
      >
        {t('betaAccess.week', { count: betaAccess.last7Days, added: number.format(betaAccess.last7Days) })}
      </StatCard>
      <StatCard
        icon={MailIcon}
        title={t('mails.title')}
        value={number.format(mails.queued + mails.sending)}
        footer={
          mails.error > 0 ? (
            <Link to="/admin/mail" search={{ status: 'error' }} className={figureLinkClass}>
              {t('mails.errorLink', { count: mails.error, failed: number.format(mails.error) })}
            </Link>
          ) : (
            <Link to="/admin/mail" className={figureLinkClass}>
              {t('mails.link')}
            </Link>
          )
        }
      >
        <p>{t('mails.waiting')}</p>
        <p className={mails.error > 0 ? 'font-medium text-destructive' : undefined}>
          {t('mails.failed', { count: mails.error, failed: number.format(mails.error) })}
        </p>
      </StatCard>
    </FigureGrid>
  );
}
