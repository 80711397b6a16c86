import { ImagePlusIcon } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { UploadProgress } from '../api/upload-photos';
import { photoAccept } from '../photo-files';

type PhotoUploadButtonProps = {
  /** "Add photos of Hotel Colbert": says whose photos they will be. */
  label: string;
  progress: UploadProgress | null;
  onFiles: (files: File[]) => void;
  size?: 'sm' | 'default';
};

/** A button that opens the file picker, and the upload's progress while it runs. */
export function PhotoUploadButton({ label, progress, onFiles, size = 'default' }: PhotoUploadButtonProps) {
  const { t } = useTranslation('adminPhotos');
  const input = useRef<HTMLInputElement>(null);
  const percent = progress ? Math.round(progress.fraction * 100) : 0;
  return (
    <div className="flex flex-col gap-2">
      <input
        ref={input}
        type="file"
        accept={photoAccept}
        multiple
        hidden
        aria-label={label}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Choosing the same file again must fire a change too.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <Button
        type="button"
        variant="outline"
        size={size}
        loading={progress !== null}
        onClick={() => input.current?.click()}
        aria-label={label}
        className="self-start"
      >
        {progress === null && <ImagePlusIcon aria-hidden />}
        {t('add')}
      </Button>
      {progress && (
        <div className="flex flex-col gap-1">
          <div
            role="progressbar"
            aria-label={t('progressLabel', {
              name: progress.fileName,
              index: progress.index,
              count: progress.count,
            })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 w-full max-w-xs overflow-hidden rounded-full bg-secondary"
          >
            <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-muted-foreground text-xs tabular-nums">
            {t('progress', {
              name: progress.fileName,
              index: progress.index,
              count: progress.count,
              percent,
            })}
          </p>
        </div>
      )}
    </div>
  );
}
