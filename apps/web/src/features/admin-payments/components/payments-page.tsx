import { type AdminPayment, paymentMethods, paymentStates, refundStates } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { BanknoteIcon, EyeIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/admin/data-table';
import { EmptyState } from '@/components/admin/empty-state';
import { FilterSelect } from '@/components/admin/filter-select';
import { PageHeader } from '@/components/admin/page-header';
import { SearchInput } from '@/components/admin/search-input';
import { TableToolbar } from '@/components/admin/table-toolbar';
import { useDialogTarget } from '@/components/admin/use-dialog-target';
import { type SearchNavigate, useTableSearch } from '@/components/admin/use-table-search';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { paymentsQueryOptions } from '../api/payments';
import { actionsFor, type PaymentAction, type PaymentActionRequest } from '../payment-actions';
import type { PaymentsSearch } from '../payments-search';
import { PaymentActionMenuItems } from './payment-action-controls';
import { PaymentActionDialog } from './payment-action-dialog';
import { usePaymentColumns } from './payment-columns';
import { PaymentDetailDialog } from './payment-detail-dialog';
import { UnmatchedNotifications } from './unmatched-notifications';

type PaymentsPageProps = { search: PaymentsSearch; navigate: SearchNavigate<PaymentsSearch> };

/** Every payment, newest first: find one, read its raw events, record money taken or given back by hand. */
export function PaymentsPage({ search, navigate }: PaymentsPageProps) {
  const { t } = useTranslation('adminPayments');
  const table = useTableSearch(search, navigate);
  const payments = useQuery(paymentsQueryOptions(search));
  const viewing = useDialogTarget<AdminPayment>();
  const acting = useDialogTarget<PaymentActionRequest>();
  const columns = usePaymentColumns(viewing.show);
  const ask = (payment: AdminPayment, action: PaymentAction) =>
    acting.show({ action, payment, reference: payment.bookingReference, guest: payment.guestName });
  const filtered = Boolean(search.q || search.status || search.method || search.refund);

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="flex flex-col gap-4">
        <TableToolbar
          search={
            <SearchInput
              label={t('search')}
              placeholder={t('searchPlaceholder')}
              {...table.searchInputProps}
            />
          }
        >
          <FilterSelect
            label={t('fields.status')}
            value={search.status}
            options={paymentStates.map((status) => ({ value: status, label: t(`status.${status}`) }))}
            onChange={(status) => table.setFilters({ status })}
          />
          <FilterSelect
            label={t('fields.method')}
            value={search.method}
            options={paymentMethods.map((method) => ({ value: method, label: t(`method.${method}`) }))}
            onChange={(method) => table.setFilters({ method })}
          />
          <FilterSelect
            label={t('fields.refund')}
            value={search.refund}
            options={refundStates.map((refund) => ({ value: refund, label: t(`refundStatus.${refund}`) }))}
            onChange={(refund) => table.setFilters({ refund })}
          />
        </TableToolbar>
        <DataTable
          caption={t('caption')}
          columns={columns}
          rows={payments.data?.items}
          rowKey={(payment) => payment.id}
          rowLabel={(payment) => `${payment.bookingReference}, ${t(`method.${payment.method}`)}`}
          total={payments.data?.total}
          {...table.tableProps}
          loading={payments.isPlaceholderData}
          error={payments.error}
          onRetry={() => void payments.refetch()}
          empty={
            <EmptyState
              icon={BanknoteIcon}
              title={t(filtered ? 'empty.noMatchTitle' : 'empty.title')}
              description={t(filtered ? 'empty.noMatchDescription' : 'empty.description')}
            />
          }
          rowActions={(payment) => (
            <>
              <DropdownMenuItem onSelect={() => viewing.show(payment)}>
                <EyeIcon aria-hidden />
                {t('actions.view')}
              </DropdownMenuItem>
              {actionsFor(payment).length > 0 && <DropdownMenuSeparator />}
              <PaymentActionMenuItems payment={payment} onAction={(action) => ask(payment, action)} />
            </>
          )}
        />
        <UnmatchedNotifications />
      </div>
      <PaymentDetailDialog payment={viewing.target} {...viewing.dialogProps} onAction={ask} />
      <PaymentActionDialog
        request={acting.target}
        {...acting.dialogProps}
        // The detail stays open over the list: show it as the action left it, even if it leaves the page.
        onDone={(payment) => {
          if (viewing.dialogProps.open && viewing.target?.id === payment.id) viewing.show(payment);
        }}
      />
    </>
  );
}
