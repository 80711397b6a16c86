import { type Airline, type Cabin, cabins, type FlightSchedule } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarClockIcon, PencilIcon, PlaneTakeoffIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { DataTable, type DataTableColumn } from '@/components/admin/data-table';
import { EmptyState } from '@/components/admin/empty-state';
import { FilterSelect } from '@/components/admin/filter-select';
import { SearchInput } from '@/components/admin/search-input';
import { TableToolbar } from '@/components/admin/table-toolbar';
import { useDialogTarget } from '@/components/admin/use-dialog-target';
import { type SearchNavigate, useTableSearch } from '@/components/admin/use-table-search';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { useBackOfficeArea } from '@/lib/back-office-area';
import { formatAriary } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { airlinesQueryOptions } from '../api/airlines';
import { airportsQueryOptions } from '../api/airports';
import { schedulesQueryOptions, useDeleteSchedule } from '../api/schedules';
import { departuresLink, type PageAirline } from '../flight-pages';
import { type SchedulesSearch, scheduleListQuery } from '../flights-search';
import { formatDay } from '../local-time';
import { DaysOfWeekStrip } from './days-of-week';
import { CabinLines, FlightCell, NextDayMark, RouteCell } from './flight-parts';
import { SectionHeader } from './flights-layout';
import { RouteFilters } from './route-filters';
import { ScheduleFormDialog } from './schedule-form-dialog';

type SchedulesPageProps = {
  search: SchedulesSearch;
  navigate: SearchNavigate<SchedulesSearch>;
  /** In a partner's area, the airline whose schedules these are: no other can be chosen. */
  airline?: PageAirline;
};

const flightOf = (schedule: FlightSchedule) => `${schedule.airlineCode} ${schedule.flightNumber}`;
const seatsOf = (schedule: FlightSchedule, cabin: Cabin) =>
  cabin === 'ECONOMY' ? schedule.economySeats : schedule.businessSeats;

/** The timetable: which flight flies where, when, on which days, with how many seats and at what fares. */
export function SchedulesPage({ search, navigate, airline }: SchedulesPageProps) {
  const { t } = useTranslation(['adminFlights', 'adminAirline']);
  const area = useBackOfficeArea();
  const table = useTableSearch(search, navigate);
  const schedules = useQuery(schedulesQueryOptions(scheduleListQuery(search), area, airline?.code));
  const airports = useQuery(airportsQueryOptions(area)).data ?? [];
  // Only the back office keeps the airlines; a partner's page is its airline's.
  const airlines = useQuery({ ...airlinesQueryOptions, enabled: !airline }).data ?? [];
  const columns = useScheduleColumns(
    airlines,
    (code) => airports.find((airport) => airport.code === code)?.city,
  );
  const editing = useDialogTarget<FlightSchedule | null>();
  const deleting = useDialogTarget<FlightSchedule>();
  const remove = useDeleteSchedule();
  const filtered = Boolean(
    search.q || (!airline && search.airlineCode) || search.origin || search.destination,
  );

  return (
    <>
      <SectionHeader
        title={airline ? t('adminAirline:schedules.title', { airline: airline.name }) : t('schedules.title')}
        description={t('schedules.description')}
        actions={
          <Button onClick={() => editing.show(null)}>
            <PlusIcon aria-hidden />
            {t('schedules.create')}
          </Button>
        }
      />
      <div className="flex flex-col gap-4">
        <TableToolbar search={<SearchInput label={t('schedules.search')} {...table.searchInputProps} />}>
          {!airline && (
            <FilterSelect
              label={t('filters.airline')}
              value={search.airlineCode}
              options={airlines.map(({ code, name }) => ({
                value: code,
                label: t('airlineOption', { code, name }),
              }))}
              onChange={(airlineCode) => table.setFilters({ airlineCode })}
            />
          )}
          <RouteFilters airports={airports} value={search} onChange={table.setFilters} />
        </TableToolbar>
        <DataTable
          caption={t('schedules.caption')}
          columns={columns}
          rows={schedules.data?.items}
          rowKey={(schedule) => schedule.id}
          rowLabel={flightOf}
          total={schedules.data?.total}
          {...table.tableProps}
          loading={schedules.isPlaceholderData}
          error={schedules.error ?? undefined}
          onRetry={() => void schedules.refetch()}
          empty={
            <EmptyState
              icon={CalendarClockIcon}
              title={filtered ? t('schedules.empty.filtered') : t('schedules.empty.title')}
              description={
                !filtered
                  ? t('schedules.empty.description')
                  : airline
                    ? t('adminAirline:schedules.filteredHint')
                    : t('schedules.empty.filteredHint')
              }
            />
          }
          rowActions={(schedule) => (
            <>
              <DropdownMenuItem onSelect={() => editing.show(schedule)}>
                <PencilIcon aria-hidden />
                {t('schedules.actions.edit')}
              </DropdownMenuItem>
              <DropdownMenuItem asChild>
                <Link {...departuresLink(airline, schedule.id)}>
                  <PlaneTakeoffIcon aria-hidden />
                  {t('schedules.actions.departures')}
                </Link>
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive" onSelect={() => deleting.show(schedule)}>
                <Trash2Icon aria-hidden />
                {t('schedules.actions.delete')}
              </DropdownMenuItem>
            </>
          )}
        />
      </div>
      <ScheduleFormDialog
        {...editing.dialogProps}
        schedule={editing.target}
        airports={airports}
        airlines={airlines}
        airline={airline}
      />
      {deleting.target && (
        <ConfirmDeleteDialog
          {...deleting.dialogProps}
          name={flightOf(deleting.target)}
          title={t('schedules.delete.title', { flight: flightOf(deleting.target) })}
          description={t('schedules.delete.description', { count: deleting.target.upcomingDepartures })}
          pending={remove.isPending}
          onConfirm={() => {
            if (deleting.target) remove.mutate(deleting.target, { onSuccess: deleting.close });
          }}
        />
      )}
    </>
  );
}

function useScheduleColumns(
  airlines: Airline[],
  cityOf: (code: string) => string | undefined,
): DataTableColumn<FlightSchedule>[] {
  const { t } = useTranslation('adminFlights');
  const language = useLanguage();
  const money = (amount: number | null) => (amount === null ? '—' : formatAriary(amount, language));
  const day = (date: string) =>
    formatDay(date, language, { day: 'numeric', month: 'short', year: 'numeric' });
  return [
    {
      id: 'flight',
      header: t('schedules.columns.flight'),
      cell: (schedule) => (
        <FlightCell
          airline={airlines.find((airline) => airline.code === schedule.airlineCode)}
          flightNumber={flightOf(schedule)}
        />
      ),
    },
    {
      id: 'route',
      header: t('schedules.columns.route'),
      cell: (schedule) => (
        <RouteCell origin={schedule.origin} destination={schedule.destination} cityOf={cityOf} />
      ),
    },
    {
      id: 'times',
      header: t('schedules.columns.times'),
      cell: (schedule) => (
        <span className="whitespace-nowrap tabular-nums">
          {schedule.departureTime} – {schedule.arrivalTime}
          <NextDayMark days={schedule.arrivalDayOffset} />
        </span>
      ),
    },
    {
      id: 'days',
      header: t('schedules.columns.days'),
      cell: (schedule) => <DaysOfWeekStrip days={schedule.daysOfWeek} />,
    },
    {
      id: 'validity',
      header: t('schedules.columns.validity'),
      cell: (schedule) => (
        <span className="flex flex-col whitespace-nowrap">
          <span>{t('schedules.validFrom', { day: day(schedule.validFrom) })}</span>
          <span className="text-muted-foreground text-xs">
            {t('schedules.validTo', { day: day(schedule.validTo) })}
          </span>
          <span className="text-muted-foreground text-xs">
            {t('schedules.upcoming', { count: schedule.upcomingDepartures })}
          </span>
        </span>
      ),
    },
    {
      id: 'seats',
      header: t('schedules.columns.seats'),
      cell: (schedule) => (
        <CabinLines
          lines={cabins.flatMap((cabin) => {
            const seats = seatsOf(schedule, cabin);
            if (seats === 0) return [];
            return [{ cabin, figure: seats, spoken: t(`schedules.seats.${cabin}`, { count: seats }) }];
          })}
        />
      ),
    },
    {
      id: 'fares',
      header: t('schedules.columns.fares'),
      cell: (schedule) => (
        <dl className="grid grid-cols-[auto_auto] gap-x-2 whitespace-nowrap text-xs">
          <dt className="text-muted-foreground">{t('fares.economyLight')}</dt>
          <dd className="text-right tabular-nums">{money(schedule.economyLightFare)}</dd>
          <dt className="text-muted-foreground">{t('fares.economyFlex')}</dt>
          <dd className="text-right tabular-nums">{money(schedule.economyFlexFare)}</dd>
          {schedule.businessSeats > 0 && (
            <>
              <dt className="text-muted-foreground">{t('fares.businessFlex')}</dt>
              <dd className="text-right tabular-nums">{money(schedule.businessFlexFare)}</dd>
            </>
          )}
        </dl>
      ),
    },
  ];
}
