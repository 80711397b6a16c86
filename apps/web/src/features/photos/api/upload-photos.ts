import { photoSchema } from '@madabook/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useBackOfficeArea } from '@/lib/back-office-area';
import { toast } from '@/lib/toast';
import { apiErrorMessage } from '@/lib/toasts';
import { uploadForm } from '@/lib/upload';
import { photoFileProblem } from '../photo-files';
import { type PhotoOwner, type PhotosChange, photosPath } from '../photo-owner';

/** Where an upload stands: which file of how many, and how much of it has gone. */
export type UploadProgress = { fileName: string; index: number; count: number; fraction: number };

/** POST …/photos with one file in the field `file`; the answer is every photo of the owner, in order. */
function uploadPhoto(path: string, file: File, onProgress: (fraction: number) => void, signal: AbortSignal) {
  const form = new FormData();
  form.append('file', file);
  return uploadForm(path, form, { schema: z.array(photoSchema), onProgress, signal });
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Uploads the files one after another, so that each one's progress can be shown and one refused
 * file does not stop the others. Files the browser can already tell are wrong are not sent.
 */
export function useUploadPhotos(owner: PhotoOwner, onPhotosChange: PhotosChange) {
  const { t } = useTranslation('adminPhotos');
  const path = photosPath(owner, useBackOfficeArea());
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  async function upload(files: File[]) {
    const accepted = files.filter((file) => {
      const problem = photoFileProblem(file);
      if (problem) toast.error(t(`problem.${problem}`, { name: file.name }));
      return !problem;
    });
    if (accepted.length === 0) return;
    controller.current = new AbortController();
    const { signal } = controller.current;
    let added = 0;
    for (const [index, file] of accepted.entries()) {
      const report = (fraction: number) =>
        setProgress({ fileName: file.name, index: index + 1, count: accepted.length, fraction });
      report(0);
      try {
        const photos = await uploadPhoto(path, file, report, signal);
        onPhotosChange(() => photos);
        added += 1;
      } catch (error) {
        if (isAbort(error)) return;
        toast.error(t('uploadFailed', { name: file.name, reason: apiErrorMessage(error) }));
      }
    }
    setProgress(null);
    if (added > 0) toast.success(t('uploaded', { count: added }));
  }

  return { upload, progress };
}
