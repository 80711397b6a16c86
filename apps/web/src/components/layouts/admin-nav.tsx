import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon, LayoutDashboardIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const linkClass =
  'flex items-center gap-3 rounded-md px-3 py-2 font-medium text-muted-foreground text-sm transition-colors hover:bg-highlight hover:text-highlight-foreground data-[status=active]:bg-highlight data-[status=active]:text-highlight-foreground [&_svg]:size-4';

/** The back office's sections; `onNavigate` lets the phone sheet close once a link is followed. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('nav.label')} className="flex flex-1 flex-col gap-1">
      <Link to="/admin" activeOptions={{ exact: true }} className={linkClass} onClick={onNavigate}>
        <LayoutDashboardIcon aria-hidden />
        {t('nav.dashboard')}
      </Link>
      <Link to="/" className={`${linkClass} mt-auto`} onClick={onNavigate}>
        <ArrowLeftIcon aria-hidden />
        {t('nav.backToSite')}
      </Link>
    </nav>
  );
}
