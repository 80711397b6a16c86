import type { AdminUser } from '@madabook/contracts';
import { roles } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  BanIcon,
  PencilIcon,
  ShieldCheckIcon,
  ShieldPlusIcon,
  Trash2Icon,
  UserPlusIcon,
  UsersIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { DataTable } from '@/components/admin/data-table';
import { EmptyState } from '@/components/admin/empty-state';
import { FilterSelect } from '@/components/admin/filter-select';
import { PageHeader } from '@/components/admin/page-header';
import { SearchInput } from '@/components/admin/search-input';
import { TableToolbar } from '@/components/admin/table-toolbar';
import { useDialogTarget } from '@/components/admin/use-dialog-target';
import { type SearchNavigate, useTableSearch } from '@/components/admin/use-table-search';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { useSession } from '@/lib/session';
import { useDeleteUser } from '../api/delete-user';
import { useUnbanUser } from '../api/user-access';
import { usersQueryOptions } from '../api/users';
import type { UsersSearch } from '../users-search';
import { UserBanDialog } from './user-ban-dialog';
import { useUserColumns } from './user-columns';
import { type NewUserKind, UserCreateDialog } from './user-create-dialog';
import { UserEditDialog } from './user-edit-dialog';

type UsersPageProps = { search: UsersSearch; navigate: SearchNavigate<UsersSearch> };

/** Every account: find one by email or name, change its roles, lock it out or remove it. */
export function UsersPage({ search, navigate }: UsersPageProps) {
  const { t } = useTranslation('adminUsers');
  const table = useTableSearch(search, navigate);
  const users = useQuery(usersQueryOptions(search));
  const columns = useUserColumns();
  const me = useSession().user;
  const creating = useDialogTarget<NewUserKind>();
  const editing = useDialogTarget<AdminUser>();
  const banning = useDialogTarget<AdminUser>();
  const deleting = useDialogTarget<AdminUser>();
  const deleteUser = useDeleteUser();
  const unbanUser = useUnbanUser();

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <>
            <Button variant="outline" onClick={() => creating.show('admin')}>
              <ShieldPlusIcon aria-hidden />
              {t('create.admin.open')}
            </Button>
            <Button onClick={() => creating.show('user')}>
              <UserPlusIcon aria-hidden />
              {t('create.user.open')}
            </Button>
          </>
        }
      />
      <div className="flex flex-col gap-4">
        <TableToolbar search={<SearchInput label={t('search')} {...table.searchInputProps} />}>
          <FilterSelect
            label={t('fields.role')}
            value={search.role}
            options={roles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
            onChange={(role) => table.setFilters({ role })}
          />
        </TableToolbar>
        <DataTable
          caption={t('caption')}
          columns={columns}
          rows={users.data?.items}
          rowKey={(user) => user.id}
          rowLabel={(user) => user.email}
          total={users.data?.total}
          {...table.tableProps}
          loading={users.isPlaceholderData}
          error={users.error}
          onRetry={() => void users.refetch()}
          empty={
            <EmptyState icon={UsersIcon} title={t('empty.title')} description={t('empty.description')} />
          }
          rowActions={(user) => {
            const isMe = user.id === me?.id;
            return (
              <>
                <DropdownMenuItem onSelect={() => editing.show(user)}>
                  <PencilIcon aria-hidden />
                  {t('actions.edit')}
                </DropdownMenuItem>
                {user.banned ? (
                  <DropdownMenuItem onSelect={() => unbanUser.mutate(user.id)}>
                    <ShieldCheckIcon aria-hidden />
                    {t('actions.unban')}
                  </DropdownMenuItem>
                ) : (
                  <DropdownMenuItem disabled={isMe} onSelect={() => banning.show(user)}>
                    <BanIcon aria-hidden />
                    {t('actions.ban')}
                  </DropdownMenuItem>
                )}
                <DropdownMenuSeparator />
                <DropdownMenuItem variant="destructive" disabled={isMe} onSelect={() => deleting.show(user)}>
                  <Trash2Icon aria-hidden />
                  {t('actions.delete')}
                </DropdownMenuItem>
              </>
            );
          }}
        />
      </div>
      <UserCreateDialog kind={creating.target ?? 'user'} {...creating.dialogProps} />
      <UserEditDialog user={editing.target} {...editing.dialogProps} />
      <UserBanDialog user={banning.target} {...banning.dialogProps} />
      <ConfirmDeleteDialog
        {...deleting.dialogProps}
        name={deleting.target?.email ?? ''}
        description={t('delete.description')}
        pending={deleteUser.isPending}
        onConfirm={() =>
          deleting.target && deleteUser.mutate(deleting.target.id, { onSuccess: deleting.close })
        }
      />
    </>
  );
}
