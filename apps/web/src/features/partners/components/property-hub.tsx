import { airlineRoleAllows } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronRightIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/admin/page-header';
import { Badge } from '@/components/ui/badge';
import { propertiesQueryOptions } from '../api/properties';
import { airlineSections } from './partner-nav';

const cardClass =
  'flex items-center gap-3 rounded-xl border border-border bg-card p-4 font-medium text-foreground shadow-xs transition-colors hover:bg-highlight focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-5';

/** An airline's first page: its name, the member's role and the pages that role opens, large enough for a thumb. */
export function PropertyHub({ code }: { code: string }) {
  const { t } = useTranslation('adminPartner');
  const airline = useQuery(propertiesQueryOptions).data?.airlines.find((item) => item.code === code);
  if (!airline) return null;
  return (
    <>
      <PageHeader
        title={airline.name}
        description={<Badge variant="secondary">{t(`roles.${airline.role}`)}</Badge>}
      />
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {airlineSections
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
    </>
  );
}
