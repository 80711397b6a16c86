import type { Photo } from '@madabook/contracts';
import { ImageIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { useDialogTarget } from '@/components/admin/use-dialog-target';
import { cn } from '@/lib/cn';
import { useRemovePhoto, useReorderPhotos } from '../api/photo-mutations';
import { useUploadPhotos } from '../api/upload-photos';
import { moveItem } from '../photo-files';
import type { PhotoOwner, PhotosChange } from '../photo-owner';
import { PhotoTile } from './photo-tile';
import { PhotoUploadButton } from './photo-upload-button';

type PhotoManagerProps = {
  owner: PhotoOwner;
  /** The hotel's or room's name, to name its photos: "Hotel Colbert, photo 2". */
  ownerName: string;
  photos: Photo[];
  onPhotosChange: PhotosChange;
  /** Small thumbnails, for a room inside a dialog. */
  compact?: boolean;
};

/** A hotel's or room's photos, in the order the site shows them: add, reorder, remove. */
export function PhotoManager({
  owner,
  ownerName,
  photos,
  onPhotosChange,
  compact = false,
}: PhotoManagerProps) {
  const { t } = useTranslation('adminPhotos');
  const { upload, progress } = useUploadPhotos(owner, onPhotosChange);
  const reorder = useReorderPhotos(owner, onPhotosChange);
  const remove = useRemovePhoto(owner, onPhotosChange);
  const removing = useDialogTarget<Photo>();
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const focusAfterMove = useRef<{ photoId: string; to: number; direction: 'earlier' | 'later' } | null>(null);

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= photos.length) return;
    reorder.mutate({ photos: moveItem(photos, from, to), previous: photos });
    setAnnouncement(t('moved', { position: to + 1, count: photos.length }));
  };

  // A photo moved with its buttons keeps the focus, on the same button if it can still go that way,
  // once the list shows the new order.
  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target || photos[target.to]?.id !== target.photoId) return;
    focusAfterMove.current = null;
    const tile = list.current?.querySelector(`[data-photo-id="${CSS.escape(target.photoId)}"]`);
    const buttons = [...(tile?.querySelectorAll<HTMLButtonElement>('button[data-move]') ?? [])];
    const same = buttons.find((button) => button.dataset.move === target.direction && !button.disabled);
    (same ?? buttons.find((button) => !button.disabled))?.focus();
  }, [photos]);

  const removingPosition = removing.target ? photos.indexOf(removing.target) + 1 : 0;

  return (
    <div className="flex flex-col gap-3">
      <PhotoUploadButton
        label={t('addFor', { owner: ownerName })}
        progress={progress}
        onFiles={(files) => void upload(files)}
        size={compact ? 'sm' : 'default'}
      />
      {photos.length === 0 ? (
        <p className="flex items-center gap-2 text-muted-foreground text-sm">
          <ImageIcon aria-hidden className="size-4" />
          {t('empty')}
        </p>
      ) : (
        <>
          {!compact && <p className="text-muted-foreground text-sm">{t('orderHint')}</p>}
          <ol
            ref={list}
            aria-label={t('listLabel', { owner: ownerName })}
            className={cn(
              'grid gap-3',
              compact
                ? 'grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))]'
                : 'grid-cols-[repeat(auto-fill,minmax(11rem,1fr))]',
            )}
          >
            {photos.map((photo, index) => (
              <PhotoTile
                key={photo.id}
                photo={photo}
                position={index + 1}
                count={photos.length}
                ownerName={ownerName}
                compact={compact}
                dragging={dragged === index}
                onMove={(to) => {
                  focusAfterMove.current = {
                    photoId: photo.id,
                    to,
                    direction: to < index ? 'earlier' : 'later',
                  };
                  move(index, to);
                }}
                onRemove={() => removing.show(photo)}
                onDragStart={() => setDragged(index)}
                onDragEnd={() => setDragged(null)}
                onDrop={
                  dragged === null
                    ? undefined
                    : () => {
                        move(dragged, index);
                        setDragged(null);
                      }
                }
              />
            ))}
          </ol>
        </>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {removing.target && (
        <ConfirmDeleteDialog
          {...removing.dialogProps}
          name={t('photoName', { position: removingPosition, owner: ownerName })}
          title={t('removeTitle', { position: removingPosition, owner: ownerName })}
          description={t('removeDescription')}
          confirmLabel={t('removeConfirm')}
          pending={remove.isPending}
          onConfirm={() => {
            if (removing.target) remove.mutate(removing.target, { onSuccess: removing.close });
          }}
        />
      )}
    </div>
  );
}
