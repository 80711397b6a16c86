import type { SessionUser } from '@madabook/contracts';
import { Link } from '@tanstack/react-router';
import {
  BuildingIcon,
  ChevronDownIcon,
  LayoutDashboardIcon,
  LogOutIcon,
  LuggageIcon,
  UserRoundIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSignOut } from '../api/sign-out';

/** The signed-in visitor's menu: their pages, the partner area, the back office for an admin, signing out. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['auth', 'common']);
  const signOut = useSignOut();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="max-w-56 gap-2 px-1.5 sm:pr-2"
          aria-label={t('menu.trigger', { name: user.name })}
        >
          <Avatar src={user.image} name={user.name} className="size-7" />
          <span className="truncate max-sm:sr-only">{user.name}</span>
          <ChevronDownIcon aria-hidden className="max-sm:hidden" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex flex-col gap-0.5 font-normal">
          <span className="truncate font-semibold">{user.name}</span>
          {user.name !== user.email && (
            <span className="truncate text-muted-foreground text-xs">{user.email}</span>
          )}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/account">
            <UserRoundIcon aria-hidden />
            {t('common:nav.account')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/account/trips">
            <LuggageIcon aria-hidden />
            {t('common:nav.trips')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/partner">
            <BuildingIcon aria-hidden />
            {t('menu.partnerArea')}
          </Link>
        </DropdownMenuItem>
        {user.roles.includes('ADMIN') && (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <LayoutDashboardIcon aria-hidden />
              {t('menu.backOffice')}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
          <LogOutIcon aria-hidden />
          {t('menu.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
