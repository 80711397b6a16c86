import { useQuery } from '@tanstack/react-query';
import { BedDoubleIcon, SettingsIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
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
import { formatAriary } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { roomsQueryOptions } from '../api/rooms';
import { ManageRoomsDialog, type ManageRoomsDialogProps } from './manage-rooms-dialog';

type RoomsCardProps = Omit<ManageRoomsDialogProps, 'trigger'> & {
  hotelName: string;
};

/** A hotel page's rooms at a glance, and the way into the "Manage Rooms" dialog. */
export function RoomsCard({ hotelName, ...dialogProps }: RoomsCardProps) {
  const { t } = useTranslation('adminRooms');
  const language = useLanguage();
  const rooms = useQuery(roomsQueryOptions(dialogProps.hotelId, useBackOfficeArea())).data;
  const total = rooms?.reduce((sum, room) => sum + room.quantity, 0) ?? 0;

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle asChild>
            <h2>{t('title')}</h2>
          </CardTitle>
          {rooms && <CardDescription>{t('summary', { count: rooms.length, total })}</CardDescription>}
        </div>
        <ManageRoomsDialog
          {...dialogProps}
          trigger={
            <Button>
              <SettingsIcon aria-hidden />
              {t('manage.open')}
            </Button>
          }
        />
      </CardHeader>
      <CardContent>
        {!rooms ? (
          <Skeleton className="h-24 w-full" />
        ) : rooms.length === 0 ? (
          <p className="flex items-center gap-2 text-muted-foreground text-sm">
            <BedDoubleIcon aria-hidden className="size-4" />
            {t('empty.description')}
          </p>
        ) : (
          <Table>
            <TableCaption className="sr-only">{t('caption', { name: hotelName })}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>{t('columns.name')}</TableHead>
                <TableHead>{t('columns.type')}</TableHead>
                <TableHead className="text-right">{t('columns.price')}</TableHead>
                <TableHead className="text-right">{t('columns.capacity')}</TableHead>
                <TableHead className="text-right">{t('columns.quantity')}</TableHead>
                <TableHead className="text-right">{t('columns.photos')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rooms.map((room) => (
                <TableRow key={room.id}>
                  <TableCell className="font-medium">{room.name}</TableCell>
                  <TableCell>{t(`types.${room.type}`)}</TableCell>
                  <TableCell className="whitespace-nowrap text-right tabular-nums">
                    {formatAriary(room.pricePerNight, language)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{room.capacity}</TableCell>
                  <TableCell className="text-right tabular-nums">{room.quantity}</TableCell>
                  <TableCell className="text-right tabular-nums">{room.photos.length}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
