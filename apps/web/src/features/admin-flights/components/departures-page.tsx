import { type FlightInstance, flightStatuses } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BanIcon, ClockIcon, PlaneIcon, XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/admin/data-table';
import { DateRangeFilter } from '@/components/admin/date-filter';
import { EmptyState } from '@/components/admin/empty-state';
import { FilterSelect } from '@/components/admin/filter-select';
import { TableToolbar } from '@/components/admin/table-toolbar';
import { useDialogTarget } from '@/components/admin/use-dialog-target';
import { type SearchNavigate, useTableSearch } from '@/components/admin/use-table-search';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { useBackOfficeArea } from '@/lib/back-office-area';
import { useLanguage } from '@/lib/i18n';
import { airportsQueryOptions } from '../api/airports';
import { departuresQueryOptions } from '../api/departures';
import { type PageAirline, schedulesLink } from '../flight-pages';
import { type DeparturesSearch, departureListQuery, departureWindow } from '../flights-search';
import { formatDay } from '../local-time';
import { CancelDepartureDialog } from './cancel-departure-dialog';
import { ChangeTimesDialog } from './change-times-dialog';
import { useDepartureColumns } from './departure-columns';
import { SectionHeader } from './flights-layout';
import { RouteFilters } from './route-filters';

type DeparturesPageProps = {
  search: DeparturesSearch;
  navigate: SearchNavigate<DeparturesSearch>;
  /** In a partner's area, the airline whose departures these are. */
  airline?: PageAirline;
};

/** The departures of a window of days: seats sold, load factor and passengers; change times or cancel. */
export function DeparturesPage({ search, navigate, airline }: DeparturesPageProps) {
  const { t } = useTranslation(['adminFlights', 'adminAirline']);
  const language = useLanguage();
  const area = useBackOfficeArea();
  const table = useTableSearch(search, navigate);
  const departures = useQuery(departuresQueryOptions(departureListQuery(search), area, airline?.code));
  const airports = useQuery(airportsQueryOptions(area)).data ?? [];
  const cityOf = (code: string) => airports.find((airport) => airport.code === code)?.city;
  const columns = useDepartureColumns(cityOf, { airlineNamed: !airline });
  const range = departureWindow(search);
  const changingTimes = useDialogTarget<FlightInstance>();
  const cancelling = useDialogTarget<FlightInstance>();
  const filtered = Boolean(search.origin || search.destination || search.status || search.scheduleId);

  return (
    <>
      <SectionHeader
        title={
          airline ? t('adminAirline:departures.title', { airline: airline.name }) : t('departures.title')
        }
        description={t('departures.description')}
      />
      <div className="flex flex-col gap-4">
        <TableToolbar
          search={
            // Side by side on a phone, beside the filters' button; in the row from 640 px up.
            <div className="grid min-w-0 flex-1 grid-cols-2 gap-2 sm:contents">
              <DateRangeFilter
                labels={{ from: t('departures.filters.from'), to: t('departures.filters.to') }}
                from={range.from}
                to={range.to}
                onChange={table.setFilters}
              />
            </div>
          }
        >
          <RouteFilters airports={airports} value={search} onChange={table.setFilters} />
          <FilterSelect
            label={t('departures.columns.status')}
            value={search.status}
            options={flightStatuses.map((status) => ({
              value: status,
              label: t(`departures.status.${status}`),
            }))}
            onChange={(status) => table.setFilters({ status })}
          />
        </TableToolbar>
        {search.scheduleId && (
          <p className="flex flex-wrap items-center gap-2 text-muted-foreground text-sm">
            {t('departures.filters.oneSchedule')}
            <Button variant="outline" size="sm" onClick={() => table.setFilters({ scheduleId: undefined })}>
              <XIcon aria-hidden />
              {t('departures.filters.allSchedules')}
            </Button>
          </p>
        )}
        <DataTable
          caption={t('departures.caption')}
          columns={columns}
          rows={departures.data?.items}
          rowKey={(instance) => instance.id}
          rowLabel={(instance) =>
            t('departures.flightOn', {
              flight: instance.flightNumber,
              day: formatDay(instance.departureDate, language),
            })
          }
          total={departures.data?.total}
          {...table.tableProps}
          loading={departures.isPlaceholderData}
          error={departures.error ?? undefined}
          onRetry={() => void departures.refetch()}
          empty={
            <EmptyState
              icon={PlaneIcon}
              title={t('departures.empty.title')}
              description={filtered ? t('departures.empty.filtered') : t('departures.empty.description')}
              action={
                !filtered && (
                  <Button asChild variant="outline">
                    <Link {...schedulesLink(airline)}>{t('departures.empty.toSchedules')}</Link>
                  </Button>
                )
              }
            />
          }
          rowActions={(instance) => (
            <>
              <DropdownMenuItem
                disabled={instance.status === 'CANCELLED'}
                onSelect={() => changingTimes.show(instance)}
              >
                <ClockIcon aria-hidden />
                {t('departures.actions.changeTimes')}
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem
                variant="destructive"
                disabled={instance.status === 'CANCELLED'}
                onSelect={() => cancelling.show(instance)}
              >
                <BanIcon aria-hidden />
                {t('departures.actions.cancel')}
              </DropdownMenuItem>
            </>
          )}
        />
      </div>
      <ChangeTimesDialog instance={changingTimes.target} {...changingTimes.dialogProps} />
      <CancelDepartureDialog instance={cancelling.target} {...cancelling.dialogProps} />
    </>
  );
}
