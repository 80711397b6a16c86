import type { Room } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { BedDoubleIcon, CalendarSyncIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { EmptyState } from '@/components/admin/empty-state';
import { useDialogTarget } from '@/components/admin/use-dialog-target';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useBackOfficeArea } from '@/lib/back-office-area';
import { apiErrorMessage } from '@/lib/toasts';
import { roomsQueryOptions, useDeleteRoom } from '../api/rooms';
import { CalendarFeedDialog } from './calendar-feed-dialog';
import { RoomFacts } from './room-facts';
import { RoomFormDialog } from './room-form-dialog';

export type ManageRoomsDialogProps = {
  /** The button that opens the dialog, and gets the focus back when it closes. */
  trigger: ReactNode;
  hotelId: string;
  /** A room's photos, added and removed in place (the photos feature's gallery). */
  roomPhotos: (room: Room) => ReactNode;
  /** Something else shows the rooms (the occupancy calendar): it is told when they change. */
  onRoomsChange?: () => void;
  /** Whether the viewer may read and replace the room types' calendar feeds (admins, owners and managers). */
  calendarFeeds: boolean;
};

/** The spec's "Manage Rooms" dialog: the hotel's rooms, each with its photos, to add, edit or remove. */
export function ManageRoomsDialog({
  trigger,
  hotelId,
  roomPhotos,
  onRoomsChange,
  calendarFeeds,
}: ManageRoomsDialogProps) {
  const { t } = useTranslation(['adminRooms', 'common']);
  const rooms = useQuery(roomsQueryOptions(hotelId, useBackOfficeArea()));
  const editing = useDialogTarget<Room | null>();
  const deleting = useDialogTarget<Room>();
  const feed = useDialogTarget<Room>();
  const remove = useDeleteRoom(hotelId, onRoomsChange);

  return (
    <Dialog>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-4xl" closeLabel={t('common:close')}>
        <DialogHeader>
          <DialogTitle>{t('manage.title')}</DialogTitle>
          <DialogDescription>{t('manage.description')}</DialogDescription>
        </DialogHeader>
        <Button className="self-start" onClick={() => editing.show(null)}>
          <PlusIcon aria-hidden />
          {t('manage.add')}
        </Button>
        {rooms.error && !rooms.data ? (
          <ErrorAlert title={t('loadFailed')}>
            <span>{apiErrorMessage(rooms.error)}</span>
          </ErrorAlert>
        ) : !rooms.data ? (
          <Skeleton className="h-32 w-full" />
        ) : rooms.data.length === 0 ? (
          <EmptyState icon={BedDoubleIcon} title={t('empty.title')} description={t('empty.description')} />
        ) : (
          <ul className="flex flex-col gap-4">
            {rooms.data.map((room) => (
              <li key={room.id}>
                <article
                  aria-labelledby={`room-${room.id}`}
                  className="flex flex-col gap-3 rounded-lg border p-4"
                >
                  <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                    <div className="flex flex-col gap-1">
                      <h3 id={`room-${room.id}`} className="font-semibold text-foreground">
                        {room.name}
                      </h3>
                      <RoomFacts room={room} />
                    </div>
                    <div className="flex flex-wrap gap-2">
                      {calendarFeeds && (
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={t('manage.feed', { name: room.name })}
                          onClick={() => feed.show(room)}
                        >
                          <CalendarSyncIcon aria-hidden />
                          {t('actions.feed')}
                        </Button>
                      )}
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={t('manage.edit', { name: room.name })}
                        onClick={() => editing.show(room)}
                      >
                        <PencilIcon aria-hidden />
                        {t('actions.edit')}
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        className="text-destructive hover:bg-destructive hover:text-destructive-foreground"
                        aria-label={t('manage.delete', { name: room.name })}
                        onClick={() => deleting.show(room)}
                      >
                        <Trash2Icon aria-hidden />
                        {t('actions.delete')}
                      </Button>
                    </div>
                  </div>
                  {roomPhotos(room)}
                </article>
              </li>
            ))}
          </ul>
        )}
        <RoomFormDialog
          {...editing.dialogProps}
          hotelId={hotelId}
          room={editing.target}
          onRoomsChange={onRoomsChange}
        />
        {feed.target && <CalendarFeedDialog {...feed.dialogProps} room={feed.target} />}
        {deleting.target && (
          <ConfirmDeleteDialog
            {...deleting.dialogProps}
            name={deleting.target.name}
            description={t('deleteDescription')}
            pending={remove.isPending}
            onConfirm={() => {
              if (deleting.target) remove.mutate(deleting.target, { onSuccess: deleting.close });
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
