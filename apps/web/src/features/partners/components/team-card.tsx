import {
  airlineMemberRoles,
  hotelMemberRoles,
  type Member,
  type MemberRole,
  type PendingInvitation,
} from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { LogOutIcon, MailIcon, Trash2Icon, UserPlusIcon, UsersIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { EmptyState } from '@/components/admin/empty-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useBackOfficeArea } from '@/lib/back-office-area';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { apiErrorMessage } from '@/lib/toasts';
import { membersQueryOptions, type Property, useRemoveMember, useRevokeInvitation } from '../api/members';
import { InviteMemberDialog } from './invite-member-dialog';

type TeamCardProps = {
  property: Property;
  propertyName: string;
  /** Called once the signed-in member left the team (it no longer reaches the page). */
  onLeft?: () => void;
};

/** The people who run a hotel or an airline, their roles and pending invitations; its owners (and admins) change it. */
export function TeamCard({ property, propertyName, onLeft }: TeamCardProps) {
  const { t } = useTranslation(['adminPartner', 'adminTable']);
  const area = useBackOfficeArea();
  const team = useQuery(membersQueryOptions(property, area));
  const [inviting, setInviting] = useState(false);
  const roles = property.kind === 'HOTEL' ? hotelMemberRoles : airlineMemberRoles;

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle asChild>
            <h2>{t('team.title')}</h2>
          </CardTitle>
          <CardDescription>{t('team.description')}</CardDescription>
        </div>
        <Button onClick={() => setInviting(true)}>
          <UserPlusIcon aria-hidden />
          {t('team.invite')}
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {team.error ? (
          <ErrorAlert title={t('team.loadError')}>
            {apiErrorMessage(team.error)}
            <Button variant="outline" size="sm" onClick={() => void team.refetch()}>
              {t('adminTable:retry')}
            </Button>
          </ErrorAlert>
        ) : !team.data ? (
          <Skeleton className="h-32 w-full" />
        ) : (
          <>
            <MembersTable
              members={team.data.members}
              property={property}
              propertyName={propertyName}
              onLeft={onLeft}
            />
            <InvitationsTable invitations={team.data.invitations} property={property} />
          </>
        )}
      </CardContent>
      <InviteMemberDialog open={inviting} onOpenChange={setInviting} property={property} roles={roles} />
    </Card>
  );
}

function MembersTable({
  members,
  property,
  propertyName,
  onLeft,
}: {
  members: Member[];
  property: Property;
  propertyName: string;
  onLeft?: () => void;
}) {
  const { t } = useTranslation('adminPartner');
  const language = useLanguage();
  const me = useSession().user?.id;
  const remove = useRemoveMember(property);
  const [removing, setRemoving] = useState<Member | null>(null);
  const leaving = removing?.userId === me;

  if (members.length === 0) {
    return (
      <EmptyState icon={UsersIcon} title={t('team.members')} description={t('home.empty.description')} />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold text-foreground">{t('team.members')}</h3>
      <Table>
        <TableCaption className="sr-only">{t('team.members')}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>{t('team.columns.person')}</TableHead>
            <TableHead className="max-sm:hidden">{t('team.columns.role')}</TableHead>
            <TableHead className="max-sm:hidden">{t('team.columns.since')}</TableHead>
            <TableHead className="text-right">{t('team.columns.actions')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {members.map((member) => (
            <TableRow key={member.userId}>
              <TableCell>
                <span className="flex flex-col items-start gap-0.5">
                  <span className="font-medium [overflow-wrap:anywhere]">
                    {member.email}
                    {member.userId === me && (
                      <span className="text-muted-foreground"> ({t('team.you')})</span>
                    )}
                  </span>
                  {member.name !== member.email && (
                    <span className="text-muted-foreground text-sm">{member.name}</span>
                  )}
                  <span className="mt-1 sm:hidden">
                    <RoleBadge role={member.role} />
                  </span>
                </span>
              </TableCell>
              <TableCell className="max-sm:hidden">
                <RoleBadge role={member.role} />
              </TableCell>
              <TableCell className="whitespace-nowrap max-sm:hidden">
                {formatDate(member.joinedAt, language)}
              </TableCell>
              <TableCell className="text-right">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setRemoving(member)}
                  aria-label={
                    member.userId === me ? t('team.leave') : t('team.removeFrom', { email: member.email })
                  }
                >
                  {member.userId === me ? <LogOutIcon aria-hidden /> : <Trash2Icon aria-hidden />}
                  <span className="max-sm:sr-only">
                    {member.userId === me ? t('team.leave') : t('team.remove')}
                  </span>
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={
          leaving
            ? t('team.leaveTitle', { property: propertyName })
            : t('team.removeTitle', { email: removing?.email ?? '' })
        }
        description={
          leaving ? t('team.leaveDescription') : t('team.removeDescription', { property: propertyName })
        }
        confirmLabel={leaving ? t('team.leave') : t('team.remove')}
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing, {
            onSuccess: () => {
              setRemoving(null);
              if (leaving) onLeft?.();
            },
          })
        }
      />
    </div>
  );
}

function InvitationsTable({
  invitations,
  property,
}: {
  invitations: PendingInvitation[];
  property: Property;
}) {
  const { t } = useTranslation('adminPartner');
  const language = useLanguage();
  const revoke = useRevokeInvitation(property);
  const [revoking, setRevoking] = useState<PendingInvitation | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold text-foreground">{t('team.invitations')}</h3>
      {invitations.length === 0 ? (
        <p className="flex items-center gap-2 text-muted-foreground text-sm">
          <MailIcon aria-hidden className="size-4" />
          {t('team.noInvitations')}
        </p>
      ) : (
        <Table>
          <TableCaption className="sr-only">{t('team.invitations')}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{t('team.columns.person')}</TableHead>
              <TableHead className="max-sm:hidden">{t('team.columns.role')}</TableHead>
              <TableHead className="max-sm:hidden">{t('team.columns.invitedBy')}</TableHead>
              <TableHead className="max-sm:hidden">{t('team.columns.expires')}</TableHead>
              <TableHead className="text-right">{t('team.columns.actions')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {invitations.map((invitation) => (
              <TableRow key={invitation.id}>
                <TableCell>
                  <span className="flex flex-col items-start gap-1">
                    <span className="[overflow-wrap:anywhere]">{invitation.email}</span>
                    <span className="sm:hidden">
                      <RoleBadge role={invitation.role} />
                    </span>
                  </span>
                </TableCell>
                <TableCell className="max-sm:hidden">
                  <RoleBadge role={invitation.role} />
                </TableCell>
                <TableCell className="[overflow-wrap:anywhere] max-sm:hidden">
                  {invitation.invitedBy ?? t('team.platform')}
                </TableCell>
                <TableCell className="whitespace-nowrap max-sm:hidden">
                  {formatDate(invitation.expiresAt, language)}
                </TableCell>
                <TableCell className="text-right">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setRevoking(invitation)}
                    aria-label={t('team.revokeFor', { email: invitation.email })}
                  >
                    <Trash2Icon aria-hidden />
                    <span className="max-sm:sr-only">{t('team.revoke')}</span>
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t('team.revokeTitle', { email: revoking?.email ?? '' })}
        description={t('team.revokeDescription')}
        confirmLabel={t('team.revoke')}
        destructive
        pending={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking, { onSuccess: () => setRevoking(null) })}
      />
    </div>
  );
}

function RoleBadge({ role }: { role: MemberRole }) {
  const { t } = useTranslation('adminPartner');
  return <Badge variant={role === 'OWNER' ? 'default' : 'secondary'}>{t(`roles.${role}`)}</Badge>;
}
