import type { Room } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { CopyIcon, RefreshCwIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useBackOfficeArea } from '@/lib/back-office-area';
import { copyText } from '@/lib/clipboard';
import { toast } from '@/lib/toast';
import { apiErrorMessage } from '@/lib/toasts';
import { calendarFeedQueryOptions, useReplaceCalendarFeed } from '../api/calendar-feed';

type CalendarFeedDialogProps = {
  room: Room;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * A room type's secret iCalendar address, for the hotel's own calendar application: read, copied,
 * or replaced (after a confirmation, since every calendar subscribed to the old one stops updating).
 */
export function CalendarFeedDialog({ room, open, onOpenChange }: CalendarFeedDialogProps) {
  const { t } = useTranslation(['adminRooms', 'common']);
  const feed = useQuery({ ...calendarFeedQueryOptions(room.id, useBackOfficeArea()), enabled: open });
  const replace = useReplaceCalendarFeed(room.id);
  const [confirming, setConfirming] = useState(false);
  const fieldId = useId();
  const hintId = useId();
  const field = useRef<HTMLInputElement>(null);

  const copy = async (url: string) => {
    if (await copyText(url)) {
      toast.success(t('feed.copied'));
      return;
    }
    // Nothing reached the clipboard: the address is selected for a long press or Ctrl+C.
    field.current?.focus();
    field.current?.select();
    toast.error(t('feed.copyFailed'));
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common:close')}>
        <DialogHeader>
          <DialogTitle>{t('feed.title', { name: room.name })}</DialogTitle>
          <DialogDescription>{t('feed.description')}</DialogDescription>
        </DialogHeader>
        <p className="text-muted-foreground text-sm">{t('feed.private')}</p>
        {feed.data ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={fieldId}>{t('feed.address')}</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                ref={field}
                id={fieldId}
                readOnly
                value={feed.data.url}
                aria-describedby={hintId}
                className="min-w-0 font-mono text-xs sm:flex-1"
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button type="button" onClick={() => feed.data && void copy(feed.data.url)}>
                <CopyIcon aria-hidden />
                {t('feed.copy')}
              </Button>
            </div>
            <p id={hintId} className="text-muted-foreground text-sm">
              {t('feed.howTo')}
            </p>
          </div>
        ) : feed.isError ? (
          <ErrorAlert title={t('feed.loadFailed')}>
            <span>{apiErrorMessage(feed.error)}</span>
            <Button variant="outline" size="sm" onClick={() => void feed.refetch()}>
              {t('feed.retry')}
            </Button>
          </ErrorAlert>
        ) : (
          <Skeleton className="h-16 w-full" />
        )}
        <DialogFooter className="sm:justify-between">
          <Button
            variant="outline"
            className="text-destructive hover:bg-destructive hover:text-destructive-foreground"
            disabled={!feed.data}
            onClick={() => setConfirming(true)}
          >
            <RefreshCwIcon aria-hidden />
            {t('feed.replace')}
          </Button>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common:close')}
          </Button>
        </DialogFooter>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('feed.confirmTitle', { name: room.name })}
          description={t('feed.confirmDescription')}
          confirmLabel={t('feed.replace')}
          destructive
          pending={replace.isPending}
          onConfirm={() => replace.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        />
      </DialogContent>
    </Dialog>
  );
}
