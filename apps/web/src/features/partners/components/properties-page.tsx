import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BuildingIcon, ChevronRightIcon, HotelIcon, PlaneIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/admin/empty-state';
import { PageHeader } from '@/components/admin/page-header';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { propertiesQueryOptions } from '../api/properties';

/** `/partner`: the hotels and airlines the account runs, each with its role; how to get one when none. */
export function PropertiesPage() {
  const { t } = useTranslation('adminPartner');
  const properties = useQuery(propertiesQueryOptions).data;
  const none = properties && properties.hotels.length === 0 && properties.airlines.length === 0;
  return (
    <>
      <PageHeader title={t('home.title')} description={t('home.description')} />
      {!properties ? (
        <Skeleton className="h-40 w-full" />
      ) : none ? (
        <Card className="p-8">
          <EmptyState
            icon={BuildingIcon}
            title={t('home.empty.title')}
            description={t('home.empty.description')}
          />
        </Card>
      ) : (
        <div className="flex flex-col gap-8">
          {properties.hotels.length > 0 && (
            <PropertyList title={t('home.hotels')}>
              {properties.hotels.map((hotel) => (
                <li key={hotel.id}>
                  <PropertyCard
                    icon={<HotelIcon aria-hidden />}
                    name={hotel.name}
                    detail={hotel.city}
                    role={t(`roles.${hotel.role}`)}
                    archived={hotel.archived ? t('home.archived') : undefined}
                    link={(children) => (
                      <Link
                        to="/partner/hotels/$hotelId"
                        params={{ hotelId: hotel.id }}
                        className={cardLinkClass}
                      >
                        {children}
                      </Link>
                    )}
                  />
                </li>
              ))}
            </PropertyList>
          )}
          {properties.airlines.length > 0 && (
            <PropertyList title={t('home.airlines')}>
              {properties.airlines.map((airline) => (
                <li key={airline.code}>
                  <PropertyCard
                    icon={<PlaneIcon aria-hidden />}
                    name={airline.name}
                    detail={airline.code}
                    role={t(`roles.${airline.role}`)}
                    link={(children) => (
                      <Link
                        to="/partner/airlines/$code"
                        params={{ code: airline.code }}
                        className={cardLinkClass}
                      >
                        {children}
                      </Link>
                    )}
                  />
                </li>
              ))}
            </PropertyList>
          )}
        </div>
      )}
    </>
  );
}

const cardLinkClass =
  'flex items-center gap-4 rounded-xl border border-border bg-card p-4 shadow-xs transition-colors hover:bg-highlight focus-visible:outline-2 focus-visible:outline-ring';

function PropertyList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="font-semibold text-foreground text-lg">{title}</h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">{children}</ul>
    </section>
  );
}

function PropertyCard(props: {
  icon: ReactNode;
  name: string;
  detail: string;
  role: string;
  archived?: string;
  link: (children: ReactNode) => ReactNode;
}) {
  return props.link(
    <>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-highlight text-highlight-foreground [&_svg]:size-5">
        {props.icon}
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-semibold text-foreground">{props.name}</span>
        <span className="text-muted-foreground text-sm">{props.detail}</span>
        <span className="mt-1 flex flex-wrap gap-1">
          <Badge variant="secondary">{props.role}</Badge>
          {props.archived && <Badge variant="outline">{props.archived}</Badge>}
        </span>
      </span>
      <ChevronRightIcon aria-hidden className="size-5 shrink-0 text-muted-foreground" />
    </>,
  );
}
