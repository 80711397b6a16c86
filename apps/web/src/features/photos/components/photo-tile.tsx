import type { Photo } from '@madabook/contracts';
import { ArrowLeftIcon, ArrowRightIcon, GripVerticalIcon, Trash2Icon } from 'lucide-react';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type PhotoTileProps = {
  photo: Photo;
  /** Counted from 1. */
  position: number;
  count: number;
  ownerName: string;
  compact: boolean;
  dragging: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
  onDragStart: () => void;
  onDragEnd: () => void;
  /** Undefined when nothing is being dragged: the tile is then no drop target. */
  onDrop: (() => void) | undefined;
};

/**
 * One photo, draggable to a new place; its buttons do the same for keyboards ("move earlier",
 * "move later") and remove it. Width and height reserve its box before it loads.
 */
export function PhotoTile(props: PhotoTileProps) {
  const { photo, position, count, ownerName, compact, dragging, onMove, onRemove, onDrop } = props;
  const { t } = useTranslation('adminPhotos');
  const name = t('photoName', { position, owner: ownerName });
  const dropTarget = onDrop
    ? {
        onDragOver: (event: DragEvent) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'move';
        },
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          onDrop();
        },
      }
    : {};

  return (
    <li
      data-photo-id={photo.id}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', photo.id);
        props.onDragStart();
      }}
      onDragEnd={props.onDragEnd}
      {...dropTarget}
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-lg border bg-card shadow-xs',
        dragging && 'opacity-40',
      )}
    >
      <img
        src={compact ? photo.urls.thumb : photo.urls.card}
        width={photo.width}
        height={photo.height}
        alt={name}
        loading="lazy"
        decoding="async"
        draggable={false}
        className="aspect-[4/3] h-auto w-full bg-muted object-cover"
      />
      <span className="absolute top-1.5 left-1.5 flex items-center gap-0.5 rounded-md bg-card/90 px-1.5 py-0.5 font-semibold text-xs tabular-nums shadow-xs">
        <GripVerticalIcon aria-hidden className="size-3 cursor-grab text-muted-foreground" />
        {position}
      </span>
      <div className="flex items-center justify-between gap-1 p-1">
        <div className="flex gap-1">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            data-move="earlier"
            aria-label={t('moveEarlier', { name })}
            disabled={position === 1}
            onClick={() => onMove(position - 2)}
          >
            <ArrowLeftIcon aria-hidden />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            data-move="later"
            aria-label={t('moveLater', { name })}
            disabled={position === count}
            onClick={() => onMove(position)}
          >
            <ArrowRightIcon aria-hidden />
          </Button>
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8 text-destructive hover:bg-destructive hover:text-destructive-foreground"
          aria-label={t('remove', { name })}
          onClick={onRemove}
        >
          <Trash2Icon aria-hidden />
        </Button>
      </div>
    </li>
  );
}
